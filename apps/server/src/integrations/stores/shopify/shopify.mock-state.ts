import { randomBytes } from 'node:crypto';
import { DEMO_SHOPS } from '../demo-stores';
import {
  CARMEN_SHOPIFY_ORDERS,
  NEW_SHOP_SHOPIFY_ORDERS,
  type ShopifyMockAddress,
  type ShopifyMockLine,
  type ShopifyMockOrderInput,
} from './shopify.mock-orders';

export type { ShopifyMockOrderInput } from './shopify.mock-orders';

/** How a shop behaves: normal, down (503), slow (answers after `ms`), or its tokens revoked (401). */
export type ShopifyMockMode =
  { kind: 'ok' } | { kind: 'down' } | { kind: 'slow'; ms: number } | { kind: 'revoked' };

export interface ShopifyMockOrder {
  /** The numeric id; the GraphQL id is gid://shopify/Order/{id}. */
  id: number;
  name: string;
  createdAt: string;
  email: string | null;
  phone: string | null;
  financialStatus: 'PAID' | 'PENDING' | 'REFUNDED';
  closed: boolean;
  currency: string;
  total: string;
  shippingAddress: ShopifyMockAddress | null;
  lines: Array<ShopifyMockLine & { id: number }>;
  /** The one fulfillment order, CLOSED once fulfilled. */
  fulfillmentOrderId: number;
  fulfilled: boolean;
}

export interface ShopifyMockShop {
  domain: string;
  name: string;
  id: number;
  tokens: Set<string>;
  mode: ShopifyMockMode;
  orders: ShopifyMockOrder[];
  nextOrderNumber: number;
}

export interface ShopifyMockFulfilment {
  shop: string;
  fulfilment_id: string;
  order_id: string;
  order_name: string;
  tracking_number: string;
  company: string;
  url: string | null;
  notify_customer: boolean;
  at: string;
}

export interface ShopifyMockRequest {
  method: string;
  /** Path without the query (it may hold a code); tokens travel in headers, never kept. */
  path: string;
  status: number;
  at: string;
}

interface PendingCode {
  shop: string;
  client_id: string;
  scope: string;
  expiresAt: number;
}

/** One-time authorization codes live 5 minutes, as Shopify's do. */
const CODE_TTL_MS = 5 * 60_000;
const MAX_REQUESTS = 50;

const sumLines = (lines: readonly ShopifyMockLine[]) => {
  const cents = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity,
    0,
  );
  return ((cents + 9900) / 100).toFixed(2); // + $99.00 shipping, as the checkout charged
};

const titleOf = (domain: string) =>
  domain
    .replace(/\.myshopify\.com$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * What the Shopify mock knows and remembers: shops with their tokens, orders and mode, the
 * pending authorization codes, and what it received (fulfilments, recent requests).
 */
export class ShopifyMockState {
  readonly shops = new Map<string, ShopifyMockShop>();
  readonly fulfilments: ShopifyMockFulfilment[] = [];
  readonly requests: ShopifyMockRequest[] = [];
  private readonly codes = new Map<string, PendingCode>();
  private nextId = 5_512_345_670_001;
  private nextShopId = 61_234_567_001;

  constructor(readonly now: () => number = Date.now) {}

  /** The shop, created (with demo orders) when it does not exist yet. */
  ensureShop(
    domain: string,
    orders: readonly ShopifyMockOrderInput[] = NEW_SHOP_SHOPIFY_ORDERS,
  ): ShopifyMockShop {
    const existing = this.shops.get(domain);
    if (existing) return existing;
    const shop: ShopifyMockShop = {
      domain,
      name: titleOf(domain),
      id: this.nextShopId++,
      tokens: new Set(),
      mode: { kind: 'ok' },
      orders: [],
      nextOrderNumber: 1001,
    };
    this.shops.set(domain, shop);
    orders.forEach((input, i) => this.addOrder(domain, input, orders.length - i));
    return shop;
  }

  /** Adds a paid, unfulfilled order (unless `input` says otherwise); `daysAgo` dates it. */
  addOrder(domain: string, input: ShopifyMockOrderInput = {}, daysAgo = 0): ShopifyMockOrder {
    const shop = this.ensureShop(domain, []);
    const lines = (input.lines ?? NEW_SHOP_SHOPIFY_ORDERS[0]!.lines ?? []).map((line) => ({
      ...line,
      id: this.nextId++,
    }));
    const order: ShopifyMockOrder = {
      id: this.nextId++,
      name: `#${shop.nextOrderNumber++}`,
      createdAt: input.createdAt ?? new Date(this.now() - daysAgo * 86_400_000).toISOString(),
      email: input.email ?? null,
      phone: input.phone ?? null,
      financialStatus: input.financialStatus ?? 'PAID',
      closed: input.closed ?? false,
      currency: input.currency ?? 'MXN',
      total: input.total ?? sumLines(lines),
      shippingAddress:
        input.shippingAddress === undefined
          ? (NEW_SHOP_SHOPIFY_ORDERS[0]!.shippingAddress ?? null)
          : input.shippingAddress,
      lines,
      fulfillmentOrderId: this.nextId++,
      fulfilled: input.fulfilled ?? false,
    };
    shop.orders.push(order);
    return order;
  }

  setMode(domain: string, mode: ShopifyMockMode): void {
    this.ensureShop(domain).mode = mode;
  }

  issueToken(domain: string, token = `shpat_${randomBytes(16).toString('hex')}`): string {
    this.ensureShop(domain).tokens.add(token);
    return token;
  }

  /** The shop a token opens, or null (unknown, or revoked by the shop's mode). */
  tokenShop(domain: string, token: string): ShopifyMockShop | null {
    const shop = this.shops.get(domain);
    if (!shop || shop.mode.kind === 'revoked' || !shop.tokens.has(token)) return null;
    return shop;
  }

  issueCode(shop: string, client_id: string, scope: string): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { shop, client_id, scope, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  /** Spends a code: valid once, for its shop and app, within 5 minutes. */
  redeemCode(code: string, shop: string, client_id: string): PendingCode | null {
    const pending = this.codes.get(code);
    if (!pending) return null;
    this.codes.delete(code);
    if (pending.shop !== shop || pending.client_id !== client_id) return null;
    return pending.expiresAt > this.now() ? pending : null;
  }

  recordRequest(request: Omit<ShopifyMockRequest, 'at'>): void {
    this.requests.push({ ...request, at: new Date(this.now()).toISOString() });
    if (this.requests.length > MAX_REQUESTS)
      this.requests.splice(0, this.requests.length - MAX_REQUESTS);
  }

  /** GET /__received's body. */
  received() {
    return { fulfilments: [...this.fulfilments], requests: [...this.requests] };
  }
}

/** A state seeded with Carmen's demo shop and its token (see demo-stores.ts). */
export function createShopifyMockState(now?: () => number): ShopifyMockState {
  const state = new ShopifyMockState(now);
  const { shop, access_token } = DEMO_SHOPS.shopify;
  state.ensureShop(shop, CARMEN_SHOPIFY_ORDERS).name = 'Artesanías Carmen';
  state.issueToken(shop, access_token);
  return state;
}
