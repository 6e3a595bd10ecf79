import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../http/error-handler';
import { installInputGuards } from '../../../http/input-guards';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../demo-stores';
import { verifyShopifyQuery } from './shopify.hmac';
import {
  createShopifyMockState,
  shopifyMockPlugin,
  type ShopifyMockState,
} from './shopify.mock-server';
import { SHOPIFY_OPEN_ORDERS_FILTER, SHOPIFY_ORDERS_QUERY } from './shopify.queries';

/** The mock speaks Shopify's protocol: raw HTTP against it, mounted as the product mounts it. */

const PREFIX = '/__mocks/shopify';
const APP = DEMO_STORE_APPS.shopify;
const CARMEN = DEMO_SHOPS.shopify;
let now = Date.parse('2025-07-15T16:00:00Z');
let state: ShopifyMockState;
let host: FastifyInstance;

beforeAll(async () => {
  state = createShopifyMockState(() => now);
  host = Fastify({ logger: false });
  installErrorHandler(host);
  installInputGuards(host);
  await host.register(shopifyMockPlugin({ state, mode: 'demo' }), { prefix: PREFIX });
});
afterAll(() => host.close());

const authorizeQuery = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: APP.client_id,
    scope: 'read_orders,write_fulfillments',
    redirect_uri: 'http://localhost:5173/stores/update',
    state: 'nonce-9',
    ...over,
  });

async function approve(shop: string): Promise<Record<string, string>> {
  const res = await host.inject({
    method: 'POST',
    url: `${PREFIX}/${shop}/admin/oauth/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: authorizeQuery().toString(),
  });
  expect(res.statusCode).toBe(302);
  return Object.fromEntries(new URL(res.headers.location as string).searchParams);
}

const token = (shop: string, body: Record<string, string>) =>
  host.inject({ method: 'POST', url: `${PREFIX}/${shop}/admin/oauth/access_token`, payload: body });

const graphql = (shop: string, accessToken: string, query: string, variables = {}) =>
  host.inject({
    method: 'POST',
    url: `${PREFIX}/${shop}/admin/api/2025-07/graphql.json`,
    headers: { 'x-shopify-access-token': accessToken },
    payload: { query, variables },
  });

describe('consent page', () => {
  it('shows the app, the shop, the scopes and an "Instalar app" button', async () => {
    const res = await host.inject(
      `${PREFIX}/mi-tienda.myshopify.com/admin/oauth/authorize?${authorizeQuery()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Instalar app');
    expect(res.body).toContain('mi-tienda.myshopify.com');
    expect(res.body).toContain('write_fulfillments');
    expect(res.body).toContain('Despacho (demo)');
  });

  it('refuses an unknown client_id, a missing redirect_uri and a shop outside myshopify.com', async () => {
    const unknown = await host.inject(
      `${PREFIX}/mi-tienda.myshopify.com/admin/oauth/authorize?${authorizeQuery({ client_id: 'nobody' })}`,
    );
    expect(unknown.statusCode).toBe(400);
    const q = authorizeQuery();
    q.delete('redirect_uri');
    const noRedirect = await host.inject(
      `${PREFIX}/mi-tienda.myshopify.com/admin/oauth/authorize?${q}`,
    );
    expect(noRedirect.statusCode).toBe(400);
    expect(noRedirect.body).toContain('redirect_uri');
    const other = await host.inject(
      `${PREFIX}/tienda.mx/admin/oauth/authorize?${authorizeQuery()}`,
    );
    expect(other.statusCode).toBe(400);
  });

  it('escapes what it echoes', async () => {
    const res = await host.inject(
      `${PREFIX}/mi-tienda.myshopify.com/admin/oauth/authorize?${authorizeQuery({ state: '"><script>x</script>' })}`,
    );
    expect(res.body).not.toContain('<script>x');
  });

  it("approving sends the merchant back with Shopify's signed query", async () => {
    const back = await approve('nueva.myshopify.com');
    expect(back).toMatchObject({
      shop: 'nueva.myshopify.com',
      state: 'nonce-9',
      timestamp: String(now / 1000),
    });
    expect(Buffer.from(back.host!, 'base64').toString()).toBe('admin.shopify.com/store/nueva');
    expect(verifyShopifyQuery(back, APP.client_secret)).toBe(true);
  });
});

describe('code exchange', () => {
  it('trades a code once for a token; the shop starts with three paid, unfulfilled orders', async () => {
    const back = await approve('estrenando.myshopify.com');
    const ok = await token('estrenando.myshopify.com', { ...APP, code: back.code! });
    expect(ok.statusCode).toBe(200);
    const { access_token } = ok.json() as { access_token: string };
    const replay = await token('estrenando.myshopify.com', { ...APP, code: back.code! });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The authorization code was not found or was already used',
    });
    const orders = await graphql('estrenando.myshopify.com', access_token, SHOPIFY_ORDERS_QUERY, {
      first: 10,
      query: SHOPIFY_OPEN_ORDERS_FILTER,
    });
    expect(
      (orders.json() as { data: { orders: { nodes: unknown[] } } }).data.orders.nodes,
    ).toHaveLength(3);
  });

  it('refuses a wrong secret, another shop and a code older than five minutes', async () => {
    const back = await approve('codigos.myshopify.com');
    const wrongSecret = await token('codigos.myshopify.com', {
      ...APP,
      client_secret: 'x',
      code: back.code!,
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ error: 'invalid_request' });
    const elsewhere = await token('otra.myshopify.com', {
      ...APP,
      code: (await approve('codigos.myshopify.com')).code!,
    });
    expect(elsewhere.statusCode).toBe(400);
    const late = await approve('codigos.myshopify.com');
    now += 5 * 60_000 + 1;
    expect((await token('codigos.myshopify.com', { ...APP, code: late.code! })).statusCode).toBe(
      400,
    );
  });
});

describe('GraphQL Admin API', () => {
  it("refuses a bad token with Shopify's 401 body", async () => {
    const res = await graphql(CARMEN.shop, 'shpat_wrong', '{ shop { name } }');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it("holds Carmen's six orders; the open-orders search leaves out the unpaid and the shipped", async () => {
    const all = await graphql(CARMEN.shop, CARMEN.access_token, SHOPIFY_ORDERS_QUERY, {
      first: 50,
      query: '',
    });
    const open = await graphql(CARMEN.shop, CARMEN.access_token, SHOPIFY_ORDERS_QUERY, {
      first: 50,
      query: SHOPIFY_OPEN_ORDERS_FILTER,
    });
    const names = (res: typeof all) =>
      (
        res.json() as { data: { orders: { nodes: Array<{ name: string }> } } }
      ).data.orders.nodes.map((o) => o.name);
    expect(names(all)).toHaveLength(6);
    expect(names(open)).toEqual(['#1006', '#1005', '#1004', '#1003']);
  });

  it('records requests without tokens or queries, and answers 503 for a shop that is down', async () => {
    state.setMode('abajo.myshopify.com', { kind: 'down' });
    const down = await graphql(
      'abajo.myshopify.com',
      state.issueToken('abajo.myshopify.com'),
      '{ shop { name } }',
    );
    expect(down.statusCode).toBe(503);
    const received = await host.inject(`${PREFIX}/__received`);
    const text = received.body;
    expect(text).not.toContain(CARMEN.access_token);
    expect(text).not.toContain(APP.client_secret);
    expect(text).not.toContain('code=');
    const { requests } = received.json() as { requests: Array<{ path: string; status: number }> };
    expect(requests.length).toBeLessThanOrEqual(50);
    expect(requests.at(-1)).toMatchObject({
      path: `${PREFIX}/abajo.myshopify.com/admin/api/2025-07/graphql.json`,
      status: 503,
    });
  });

  it('never runs in production', () => {
    expect(() => shopifyMockPlugin({ mode: 'production' })).toThrow(/never runs in production/);
  });
});
