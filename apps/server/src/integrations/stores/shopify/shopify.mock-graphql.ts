import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShopifyMockOrder, ShopifyMockShop, ShopifyMockState } from './shopify.mock-state';

/**
 * The mock's GraphQL Admin API: POST /:shop/admin/api/:version/graphql.json, with the
 * X-Shopify-Access-Token checked as Shopify does. It is no GraphQL engine: it recognises the
 * documents in shopify.queries.ts (orders, order.fulfillmentOrders, fulfillmentCreate, shop)
 * by their root field and answers them from its state, in Shopify's reply shape.
 */

const INVALID_TOKEN =
  '[API] Invalid API key or access token (unrecognized login or wrong password)';

const gid = (kind: string, id: number) => `gid://shopify/${kind}/${id}`;
const idOf = (value: unknown, kind: string): number | null => {
  const m = new RegExp(`^gid://shopify/${kind}/(\\d+)$`).exec(
    typeof value === 'string' ? value : '',
  );
  return m ? Number(m[1]) : null;
};

const graphqlError = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

/** Shopify's search syntax, the part the mock understands: key:value terms, AND-ed. */
function matches(order: ShopifyMockOrder, search: string): boolean {
  for (const term of search.trim().split(/\s+/).filter(Boolean)) {
    const [key, value = ''] = term.toLowerCase().split(':');
    if (key === 'financial_status' && order.financialStatus.toLowerCase() !== value) return false;
    if (key === 'fulfillment_status') {
      if (value === 'unfulfilled' && order.fulfilled) return false;
      if ((value === 'shipped' || value === 'fulfilled') && !order.fulfilled) return false;
    }
    if (key === 'status') {
      if (value === 'open' && order.closed) return false;
      if (value === 'closed' && !order.closed) return false;
    }
  }
  return true;
}

function fulfillmentOrderNode(order: ShopifyMockOrder) {
  return {
    id: gid('FulfillmentOrder', order.fulfillmentOrderId),
    status: order.fulfilled ? 'CLOSED' : order.closed ? 'CANCELLED' : 'OPEN',
    supportedActions: order.fulfilled || order.closed ? [] : [{ action: 'CREATE_FULFILLMENT' }],
    lineItems: {
      nodes: order.lines
        .filter((line) => line.requiresShipping !== false)
        .map((line) => ({
          weight: { unit: 'GRAMS', value: line.grams },
          lineItem: { id: gid('LineItem', line.id) },
        })),
    },
  };
}

function orderNode(order: ShopifyMockOrder) {
  return {
    id: gid('Order', order.id),
    legacyResourceId: String(order.id),
    name: order.name,
    createdAt: order.createdAt,
    email: order.email,
    phone: order.phone,
    totalPriceSet: { shopMoney: { amount: order.total, currencyCode: order.currency } },
    shippingAddress: order.shippingAddress,
    lineItems: {
      nodes: order.lines.map((line) => ({
        id: gid('LineItem', line.id),
        name: line.name,
        quantity: line.quantity,
        requiresShipping: line.requiresShipping !== false,
      })),
    },
    fulfillmentOrders: { nodes: [fulfillmentOrderNode(order)] },
  };
}

function ordersQuery(shop: ShopifyMockShop, variables: Record<string, unknown>) {
  const first = Math.min(250, Math.max(1, Number(variables.first) || 50));
  const search = typeof variables.query === 'string' ? variables.query : '';
  const sorted = shop.orders
    .filter((order) => matches(order, search))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const after = typeof variables.after === 'string' ? variables.after : '';
  const afterId = after ? Number(Buffer.from(after, 'base64').toString('utf8')) : NaN;
  const start = after ? sorted.findIndex((o) => o.id === afterId) + 1 : 0;
  const page = sorted.slice(start, start + first);
  const last = page.at(-1);
  return {
    orders: {
      nodes: page.map(orderNode),
      pageInfo: {
        hasNextPage: start + first < sorted.length,
        endCursor: last ? Buffer.from(String(last.id)).toString('base64') : null,
      },
    },
  };
}

function fulfillmentCreate(
  state: ShopifyMockState,
  shop: ShopifyMockShop,
  variables: Record<string, unknown>,
) {
  const input = (variables.fulfillment ?? {}) as {
    lineItemsByFulfillmentOrder?: Array<{ fulfillmentOrderId?: unknown }>;
    notifyCustomer?: unknown;
    trackingInfo?: { company?: unknown; number?: unknown; url?: unknown };
  };
  const refuse = (message: string) => ({
    fulfillmentCreate: { fulfillment: null, userErrors: [{ field: ['fulfillment'], message }] },
  });
  const ids = (input.lineItemsByFulfillmentOrder ?? []).map((l) =>
    idOf(l.fulfillmentOrderId, 'FulfillmentOrder'),
  );
  if (!ids.length) return refuse('Line items by fulfillment order must not be empty.');
  const order = shop.orders.find((o) => o.fulfillmentOrderId === ids[0]);
  if (!order || ids.some((id) => id !== order.fulfillmentOrderId)) {
    return refuse('Fulfillment order does not exist.');
  }
  if (order.fulfilled || order.closed) {
    return refuse(
      `Fulfillment order ${order.fulfillmentOrderId} has an unfulfillable status= closed.`,
    );
  }
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '');
  const fulfilmentId = gid('Fulfillment', order.fulfillmentOrderId + 7);
  order.fulfilled = true;
  state.fulfilments.push({
    shop: shop.domain,
    fulfilment_id: fulfilmentId,
    order_id: String(order.id),
    order_name: order.name,
    tracking_number: str(input.trackingInfo?.number),
    company: str(input.trackingInfo?.company),
    url: str(input.trackingInfo?.url) || null,
    notify_customer: input.notifyCustomer === true,
    at: new Date(state.now()).toISOString(),
  });
  return {
    fulfillmentCreate: { fulfillment: { id: fulfilmentId, status: 'SUCCESS' }, userErrors: [] },
  };
}

function answer(
  state: ShopifyMockState,
  shop: ShopifyMockShop,
  query: string,
  variables: Record<string, unknown>,
) {
  if (/\bfulfillmentCreate\s*\(/.test(query))
    return { data: fulfillmentCreate(state, shop, variables) };
  if (/\borders\s*\(/.test(query)) return { data: ordersQuery(shop, variables) };
  if (/\border\s*\(/.test(query)) {
    const id = idOf(variables.id, 'Order');
    const order = shop.orders.find((o) => o.id === id);
    return {
      data: {
        order: order
          ? {
              id: gid('Order', order.id),
              fulfillmentOrders: { nodes: [fulfillmentOrderNode(order)] },
            }
          : null,
      },
    };
  }
  if (/\bshop\s*\{/.test(query)) {
    return {
      data: { shop: { id: gid('Shop', shop.id), name: shop.name, myshopifyDomain: shop.domain } },
    };
  }
  return graphqlError('The mock does not know this query.', 'UNKNOWN_QUERY');
}

/**
 * Waits `ms`, or less when the client hangs up first (then the answer goes nowhere). The
 * response's 'close' is the signal: the request's own fires as soon as its body is read.
 */
function delay(reply: FastifyReply, ms: number): Promise<boolean> {
  const res = reply.raw;
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (answered: boolean) => {
      clearTimeout(timer);
      res.off('close', onClose);
      resolve(answered);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    res.once('close', onClose);
  });
}

/** The shop's mode before any answer: down → 503, slow → wait. False when nothing must follow. */
export async function applyShopMode(
  shop: ShopifyMockShop | undefined,
  reply: FastifyReply,
): Promise<boolean> {
  if (shop?.mode.kind === 'down') {
    await reply
      .status(503)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Service unavailable</title><h1>Service unavailable</h1>');
    return false;
  }
  if (shop?.mode.kind === 'slow') return delay(reply, shop.mode.ms);
  return true;
}

export function registerShopifyMockGraphql(app: FastifyInstance, state: ShopifyMockState): void {
  app.post('/:shop/admin/api/:version/graphql.json', async (req, reply) => {
    const { shop: domain } = req.params as { shop: string };
    const shop = state.shops.get(domain);
    if (!shop) return reply.status(404).send({ errors: 'Not Found' });
    if (!(await applyShopMode(shop, reply))) return reply;
    const token = req.headers['x-shopify-access-token'];
    if (typeof token !== 'string' || !state.tokenShop(domain, token)) {
      return reply.status(401).send({ errors: INVALID_TOKEN });
    }
    const body = (req.body ?? {}) as { query?: unknown; variables?: unknown };
    if (typeof body.query !== 'string' || !body.query.trim()) {
      return reply.status(400).send({ errors: { query: 'Required parameter missing or invalid' } });
    }
    const variables =
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : {};
    return answer(state, shop, body.query, variables);
  });
}
