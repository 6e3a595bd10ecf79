import { DEMO_SHOPS } from '../demo-stores';
import { carmenOrders, person } from './woocommerce.mock-seed';
import type { WcAddress, WcLineItem, WcMetaData } from './woocommerce.types';

/** What the WooCommerce mock knows and remembers (see woocommerce.mock-server.ts). */

/** ok: served; down: 503; slow: served after `slowMs`; revoked: the key was deleted (401). */
export type WoocommerceShopMode = 'ok' | 'down' | 'slow' | 'revoked';

export interface WoocommerceMockNote {
  id: number;
  note: string;
  customer_note: boolean;
  date_created_gmt: string;
}

export interface WoocommerceMockOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  date_created_gmt: string;
  total: string;
  customer_note: string;
  billing: WcAddress;
  shipping: WcAddress;
  line_items: WcLineItem[];
  meta_data: WcMetaData[];
  notes: WoocommerceMockNote[];
}

export interface WoocommerceMockShop {
  shop: string;
  name: string;
  consumer_key: string;
  consumer_secret: string;
  mode: WoocommerceShopMode;
  orders: WoocommerceMockOrder[];
  /** oauth_nonce → oauth_timestamp, as WooCommerce keeps them per key (15-minute window). */
  nonces: Map<string, number>;
}

export interface WoocommerceMockFulfilment {
  shop: string;
  order_id: string;
  tracking_number: string;
  carrier: string;
  url: string | null;
  note: string;
  time: string;
}

export interface WoocommerceMockRequest {
  method: string;
  /** Path and the request's own query, without oauth_* / consumer_* parameters. */
  path: string;
  auth: 'basic' | 'oauth' | 'none';
  status: number;
  time: string;
}

export interface NewWoocommerceOrder {
  status?: string;
  total?: string;
  number?: string;
  shipping?: WcAddress;
  billing?: WcAddress;
  line_items?: WcLineItem[];
  date_created_gmt?: string;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');

export class WoocommerceMockState {
  readonly shops = new Map<string, WoocommerceMockShop>();
  readonly fulfilments: WoocommerceMockFulfilment[] = [];
  readonly requests: WoocommerceMockRequest[] = [];
  /** How long a `slow` shop waits before answering. */
  slowMs = 5_000;
  private nextId = 1000;

  addShop(input: {
    shop: string;
    consumer_key: string;
    consumer_secret: string;
    name?: string;
    orders?: NewWoocommerceOrder[];
  }): WoocommerceMockShop {
    const shop: WoocommerceMockShop = {
      shop: input.shop.toLowerCase(),
      name: input.name ?? input.shop,
      consumer_key: input.consumer_key,
      consumer_secret: input.consumer_secret,
      mode: 'ok',
      orders: [],
      nonces: new Map(),
    };
    this.shops.set(shop.shop, shop);
    for (const order of input.orders ?? []) this.addOrder(shop.shop, order);
    return shop;
  }

  shop(name: string): WoocommerceMockShop | undefined {
    return this.shops.get(name.toLowerCase());
  }

  setMode(name: string, mode: WoocommerceShopMode): void {
    const shop = this.shop(name);
    if (!shop) throw new Error(`no mock WooCommerce shop ${name}`);
    shop.mode = mode;
  }

  /** Adds an order (processing, in CDMX, unless told otherwise) and returns it. */
  addOrder(name: string, input: NewWoocommerceOrder = {}): WoocommerceMockOrder {
    const shop = this.shop(name);
    if (!shop) throw new Error(`no mock WooCommerce shop ${name}`);
    this.nextId += 1;
    const id = this.nextId;
    const fallback = person(
      'Cliente',
      'de prueba',
      'Av. Insurgentes Sur 1602',
      'Crédito Constructor',
      'Ciudad de México',
      'DF',
      '03940',
      '5511112222',
      'cliente@example.mx',
    );
    const order: WoocommerceMockOrder = {
      id,
      number: input.number ?? String(id),
      status: input.status ?? 'processing',
      currency: 'MXN',
      date_created_gmt: input.date_created_gmt ?? iso(Date.now()),
      total: input.total ?? '500.00',
      customer_note: '',
      billing: input.billing ?? fallback.billing,
      shipping: input.shipping ?? fallback.shipping,
      line_items: input.line_items ?? [
        {
          id: id * 10,
          name: 'Artículo',
          product_id: 1,
          quantity: 1,
          total: input.total ?? '500.00',
        },
      ],
      meta_data: [],
      notes: [],
    };
    shop.orders.push(order);
    return order;
  }

  recordRequest(entry: WoocommerceMockRequest): void {
    this.requests.push(entry);
    if (this.requests.length > 50) this.requests.splice(0, this.requests.length - 50);
  }

  nextNoteId(): number {
    this.nextId += 1;
    return this.nextId;
  }
}

/** A state seeded with Carmen's shop (demo-stores.ts) and its six orders. */
export function createWoocommerceMockState(): WoocommerceMockState {
  const state = new WoocommerceMockState();
  state.addShop({
    shop: DEMO_SHOPS.woocommerce.shop,
    consumer_key: DEMO_SHOPS.woocommerce.api_key,
    consumer_secret: DEMO_SHOPS.woocommerce.api_secret,
    name: 'Tienda de Carmen',
    orders: carmenOrders(),
  });
  return state;
}
