import { randomBytes } from 'node:crypto';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../demo-stores';
import {
  carmenTiendanubeOrders,
  newStoreTiendanubeOrders,
  type TiendanubeSeedOrder,
} from './tiendanube.mock-seed';
import type { TnOrder } from './tiendanube.types';

/** What the Tienda Nube mock knows and remembers (see tiendanube.mock-server.ts). */

/** ok: served; down: 503; slow: served after `slowMs`; revoked: the app was uninstalled (401). */
export type TiendanubeStoreMode = 'ok' | 'down' | 'slow' | 'revoked';

export type TiendanubeMockOrder = TnOrder & {
  id: number;
  status: string;
  payment_status: string;
  shipping_status: string;
  created_at: string;
};

export interface TiendanubeMockStore {
  id: string;
  name: string;
  domain: string;
  mode: TiendanubeStoreMode;
  orders: TiendanubeMockOrder[];
}

export interface TiendanubeMockFulfilment {
  store_id: string;
  order_id: string;
  tracking_number: string;
  /** v1's fulfill has no carrier field: null unless the URL names one. */
  carrier: string | null;
  url: string | null;
  notify_customer: boolean;
  time: string;
}

export interface TiendanubeMockRequest {
  method: string;
  path: string;
  status: number;
  time: string;
}

interface IssuedCode {
  app_id: string;
  store_id: string;
  expires_at: number;
}

/** Authorization codes live 5 minutes (the docs' figure). */
export const TN_CODE_TTL_MS = 5 * 60_000;

export class TiendanubeMockState {
  readonly stores = new Map<string, TiendanubeMockStore>();
  /** access token → the store and app it was issued to. */
  readonly tokens = new Map<string, { store_id: string; app_id: string }>();
  readonly codes = new Map<string, IssuedCode>();
  readonly fulfilments: TiendanubeMockFulfilment[] = [];
  readonly requests: TiendanubeMockRequest[] = [];
  slowMs = 5_000;
  private nextStoreId = 5_552_000;
  private nextOrderId = 880_000_000;

  addStore(input: { id?: string; name: string; domain?: string; orders?: TiendanubeSeedOrder[] }) {
    const id = input.id ?? String((this.nextStoreId += 1));
    const store: TiendanubeMockStore = {
      id,
      name: input.name,
      domain: input.domain ?? `tienda-${id}.mitiendanube.com`,
      mode: 'ok',
      orders: [],
    };
    this.stores.set(id, store);
    for (const order of input.orders ?? []) this.addOrder(id, order);
    return store;
  }

  setMode(storeId: string, mode: TiendanubeStoreMode): void {
    const store = this.stores.get(storeId);
    if (!store) throw new Error(`no mock Tienda Nube store ${storeId}`);
    store.mode = mode;
  }

  /** Adds an order (paid, unpacked, to CDMX unless told otherwise) and returns it. */
  addOrder(storeId: string, input: Partial<TiendanubeSeedOrder> = {}): TiendanubeMockOrder {
    const store = this.stores.get(storeId);
    if (!store) throw new Error(`no mock Tienda Nube store ${storeId}`);
    const base = carmenTiendanubeOrders()[0]!;
    this.nextOrderId += 1;
    const order: TiendanubeMockOrder = {
      id: this.nextOrderId,
      number: input.number ?? 500 + store.orders.length,
      created_at: input.created_at ?? new Date().toISOString(),
      currency: 'MXN',
      total: input.total ?? base.total,
      status: 'open',
      payment_status: input.payment_status ?? 'paid',
      shipping_status: input.shipping_status ?? 'unpacked',
      shipping_pickup_type: 'ship',
      contact_email: (input.customer ?? base.customer).email,
      customer: input.customer ?? base.customer,
      shipping_address: input.shipping_address ?? base.shipping_address,
      products: input.products ?? base.products,
      shipping_tracking_number: null,
      shipping_tracking_url: null,
    };
    store.orders.push(order);
    return order;
  }

  /** A new token for the store and app; the app's previous token for that store stops working. */
  issueToken(storeId: string, appId: string, token = `tn_${randomBytes(20).toString('hex')}`) {
    for (const [t, owner] of this.tokens) {
      if (owner.store_id === storeId && owner.app_id === appId) this.tokens.delete(t);
    }
    this.tokens.set(token, { store_id: storeId, app_id: appId });
    return token;
  }

  issueCode(appId: string, storeId: string, now: number): string {
    const code = randomBytes(20).toString('hex');
    this.codes.set(code, { app_id: appId, store_id: storeId, expires_at: now + TN_CODE_TTL_MS });
    return code;
  }

  /** The code's grant, once: a used, expired or other app's code is gone. */
  redeemCode(code: string, appId: string, now: number): IssuedCode | null {
    const issued = this.codes.get(code);
    if (!issued) return null;
    this.codes.delete(code);
    return issued.app_id === appId && issued.expires_at > now ? issued : null;
  }

  /** A store a person installs the app on through the consent page: three orders to ship. */
  installNewStore(now: Date): TiendanubeMockStore {
    return this.addStore({ name: 'Mi tienda de prueba', orders: newStoreTiendanubeOrders(now) });
  }

  recordRequest(entry: TiendanubeMockRequest): void {
    this.requests.push(entry);
    if (this.requests.length > 50) this.requests.splice(0, this.requests.length - 50);
  }
}

/** A state seeded with Carmen's store (demo-stores.ts), its orders and its token for app 9001. */
export function createTiendanubeMockState(): TiendanubeMockState {
  const state = new TiendanubeMockState();
  const { store_id, shop, access_token } = DEMO_SHOPS.tiendanube;
  state.addStore({
    id: store_id,
    name: 'Artesanías Carmen',
    domain: shop,
    orders: carmenTiendanubeOrders(),
  });
  state.issueToken(store_id, DEMO_STORE_APPS.tiendanube.client_id, access_token);
  return state;
}
