import { DEMO_SHOPS } from '../demo-stores';
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

const person = (
  first_name: string,
  last_name: string,
  address_1: string,
  address_2: string,
  city: string,
  state: string,
  postcode: string,
  phone: string,
  email: string,
): { billing: WcAddress; shipping: WcAddress } => {
  const address = {
    first_name,
    last_name,
    company: '',
    address_1,
    address_2,
    city,
    state,
    postcode,
  };
  return {
    billing: { ...address, country: 'MX', email, phone },
    shipping: { ...address, country: 'MX', phone },
  };
};

/**
 * Carmen's orders. State codes are WooCommerce's own for Mexico (i18n/states.php: DF, JA, NL,
 * PU, YU…); processing = paid and waiting to ship; on-hold = waiting for payment (an OXXO or
 * transfer not yet confirmed); completed = already shipped.
 */
function carmenOrders(): NewWoocommerceOrder[] {
  return [
    {
      status: 'processing',
      number: '1041',
      total: '1249.00',
      date_created_gmt: '2026-11-24T16:05:00',
      ...person(
        'Ana',
        'López Méndez',
        'Av. Álvaro Obregón 121, Int. 4',
        'Roma Norte',
        'Ciudad de México',
        'DF',
        '06700',
        '5512345678',
        'ana.lopez@example.mx',
      ),
      line_items: [
        { id: 1, name: 'Taza de talavera', product_id: 31, quantity: 2, total: '598.00' },
        { id: 2, name: 'Jarra de barro', product_id: 32, quantity: 1, total: '651.00' },
      ],
    },
    {
      status: 'processing',
      number: '1042',
      total: '899.50',
      date_created_gmt: '2026-11-25T18:30:00',
      ...person(
        'Luis',
        'Hernández',
        'Av. Chapultepec Sur 284',
        'Americana',
        'Guadalajara',
        'JA',
        '44160',
        '3331234567',
        'luis.hernandez@example.mx',
      ),
      line_items: [
        { id: 3, name: 'Rebozo de algodón', product_id: 33, quantity: 1, total: '899.50' },
      ],
    },
    {
      status: 'processing',
      number: '1043',
      total: '2310.00',
      date_created_gmt: '2026-11-26T09:12:00',
      ...person(
        'Sofía',
        'Garza Treviño',
        'Padre Mier 1150 Pte.',
        'Centro',
        'Monterrey',
        'NL',
        '64000',
        '8187654321',
        'sofia.garza@example.mx',
      ),
      line_items: [
        { id: 4, name: 'Vajilla de 12 piezas', product_id: 34, quantity: 1, total: '2310.00' },
      ],
    },
    {
      status: 'processing',
      number: '1044',
      total: '455.00',
      date_created_gmt: '2026-11-26T20:45:00',
      ...person(
        'Jorge',
        'Ramírez',
        'Calle 5 de Mayo 1606',
        'Centro',
        'Puebla',
        'PU',
        '72000',
        '2221112233',
        'jorge.ramirez@example.mx',
      ),
      line_items: [
        { id: 5, name: 'Plato decorativo', product_id: 35, quantity: 1, total: '455.00' },
      ],
    },
    {
      status: 'on-hold',
      number: '1045',
      total: '320.00',
      date_created_gmt: '2026-11-27T01:10:00',
      ...person(
        'Mariana',
        'Cruz',
        'Av. Miguel Ángel de Quevedo 687',
        'Barrio de Santa Catarina',
        'Ciudad de México',
        'DF',
        '04010',
        '5598765432',
        'mariana.cruz@example.mx',
      ),
      line_items: [{ id: 6, name: 'Servilletero', product_id: 36, quantity: 2, total: '320.00' }],
    },
    {
      status: 'completed',
      number: '1040',
      total: '780.00',
      date_created_gmt: '2026-11-20T12:00:00',
      ...person(
        'Pedro',
        'Canul',
        'Calle 60 No. 496',
        'Centro',
        'Mérida',
        'YU',
        '97000',
        '9999876543',
        'pedro.canul@example.mx',
      ),
      line_items: [{ id: 7, name: 'Hamaca', product_id: 37, quantity: 1, total: '780.00' }],
    },
  ];
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
