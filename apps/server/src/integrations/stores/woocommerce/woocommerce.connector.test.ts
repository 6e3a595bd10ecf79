import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../demo-stores';
import { StoreError, type StoreCallContext, type StoreConnection } from '../store-connector';
import { WoocommerceClient, woocommerceRequest } from './woocommerce.client';
import { woocommerceConnector as connector } from './woocommerce.connector';
import {
  createWoocommerceMockState,
  woocommerceMockPlugin,
  type WoocommerceMockState,
} from './woocommerce.mock-server';

/** The connector over real HTTP against the WooCommerce mock on an ephemeral port. */

const SHOP = DEMO_SHOPS.woocommerce.shop;
let app: FastifyInstance;
let state: WoocommerceMockState;
let mockBase: string;
let origin: string;

beforeAll(async () => {
  state = createWoocommerceMockState();
  app = Fastify({ logger: false });
  await app.register(woocommerceMockPlugin({ state }), { prefix: '/__mocks/woocommerce' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  mockBase = `${origin}/__mocks/woocommerce`;
});
afterAll(() => app.close());
beforeEach(() => {
  // Each test starts from Carmen's seeded shop.
  const fresh = createWoocommerceMockState();
  state.shops.clear();
  for (const [k, v] of fresh.shops) state.shops.set(k, v);
  state.fulfilments.length = 0;
  state.requests.length = 0;
  state.slowMs = 5_000;
});

const ctx = (signal?: AbortSignal): StoreCallContext => ({
  app: { client_id: '', client_secret: '' },
  mock_base_url: mockBase,
  signal: signal ?? AbortSignal.timeout(5_000),
});

const carmen = (over: Partial<StoreConnection> = {}): StoreConnection => ({
  provider: 'woocommerce',
  shop: SHOP,
  api_key: DEMO_SHOPS.woocommerce.api_key,
  api_secret: DEMO_SHOPS.woocommerce.api_secret,
  woocommerce_version: 3,
  ...over,
});

const received = async () =>
  (await (await fetch(`${mockBase}/__received`)).json()) as {
    fulfilments: Array<Record<string, unknown>>;
    requests: Array<{ method: string; path: string; auth: string; status: number }>;
  };

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof StoreError ? e.kind : `not a StoreError: ${String(e)}`),
  );

describe('WooCommerce connector against the mock store', () => {
  it('lists exactly the paid, unshipped (processing) orders, newest first, signed with OAuth 1.0a over http', async () => {
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(orders.map((o) => o.number)).toEqual(['1044', '1043', '1042', '1041']);
    expect(orders[2]).toMatchObject({
      total_cents: 89_950,
      currency: 'MXN',
      destination: {
        city: 'Guadalajara',
        state: 'JA',
        postal_code: '44160',
        neighborhood: 'Americana',
      },
    });
    const { requests } = await received();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/${SHOP}/wp-json/wc/v3/orders?status=processing&per_page=50&page=1&orderby=date&order=desc`,
        auth: 'oauth',
        status: 200,
      }),
    ]);
  });

  it('pages until the limit', async () => {
    for (let i = 0; i < 3; i += 1) state.addOrder(SHOP, { number: `20${i}` });
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 5 });
    expect(orders).toHaveLength(5);
    const all = await connector.listOpenOrders(ctx(), carmen(), { limit: 2 });
    expect(all).toHaveLength(2);
    expect((await received()).requests.filter((r) => r.path.includes('per_page=2'))).toHaveLength(
      1,
    );
  });

  it('refuses a tampered signature and a replayed nonce with WooCommerce’s error', async () => {
    const call = { method: 'GET' as const, path: '/orders', query: [['per_page', '1']] as const };
    const signed = woocommerceRequest(ctx(), carmen(), { ...call, query: [...call.query] });
    const ok = await fetch(signed.url);
    expect(ok.status).toBe(200);
    const replay = await fetch(signed.url);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid nonce - nonce has already been used.',
      data: { status: 401 },
    });

    const fresh = new URL(
      woocommerceRequest(ctx(), carmen(), { ...call, query: [...call.query] }).url,
    );
    fresh.searchParams.set('per_page', '100'); // a parameter changed after signing
    const tampered = await fetch(fresh);
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
      data: { status: 401 },
    });

    const wrongSecret = woocommerceRequest(ctx(), carmen({ api_secret: 'cs_wrong' }), {
      ...call,
      query: [...call.query],
    });
    expect(await (await fetch(wrongSecret.url)).json()).toMatchObject({
      message: 'Invalid signature - provided signature does not match.',
    });
  });

  it('refuses an old timestamp', async () => {
    const old = woocommerceRequest(
      ctx(),
      carmen(),
      { method: 'GET', path: '/orders' },
      {
        timestamp: Math.floor(Date.now() / 1000) - 16 * 60,
      },
    );
    expect(await (await fetch(old.url)).json()).toMatchObject({ message: 'Invalid timestamp.' });
  });

  it('uses HTTP Basic (no signature) for an https store, and the mock accepts it only over https', async () => {
    const built = woocommerceRequest({}, carmen({ shop: 'tienda.mx/shop' }), {
      method: 'GET',
      path: '/orders',
      query: [['status', 'processing']],
    });
    expect(built.url).toBe('https://tienda.mx/shop/wp-json/wc/v3/orders?status=processing');
    expect(built.headers.authorization).toBe(
      `Basic ${Buffer.from(`${DEMO_SHOPS.woocommerce.api_key}:${DEMO_SHOPS.woocommerce.api_secret}`).toString('base64')}`,
    );

    // The client really sends that header: a fetch that records what it was given.
    const seen: Array<{ url: string; auth: string | null }> = [];
    const client = new WoocommerceClient({
      fetch: async (url, init) => {
        seen.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
        return new Response('[]', { status: 200 });
      },
    });
    await client.call({ signal: AbortSignal.timeout(1000) }, carmen(), {
      method: 'GET',
      path: '/orders',
    });
    expect(seen).toEqual([
      { url: `https://${SHOP}/wp-json/wc/v3/orders`, auth: built.headers.authorization },
    ]);

    const path = `${mockBase}/${SHOP}/wp-json/wc/v3/orders?status=processing`;
    const overTls = await fetch(path, {
      headers: { authorization: built.headers.authorization!, 'x-forwarded-proto': 'https' },
    });
    expect(overTls.status).toBe(200);
    expect(await overTls.json()).toHaveLength(4);
    const plain = await fetch(path, { headers: { authorization: built.headers.authorization! } });
    expect(plain.status).toBe(401);
    expect(await plain.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
  });

  it.each([
    [1, `/${SHOP}/wp-json/wc/v1/orders?`],
    [2, `/${SHOP}/wp-json/wc/v2/orders?`],
  ] as const)('reaches wc/v%s at its own path', async (version, path) => {
    const orders = await connector.listOpenOrders(ctx(), carmen({ woocommerce_version: version }), {
      limit: 10,
    });
    expect(orders).toHaveLength(4);
    expect((await received()).requests[0]!.path.startsWith(path)).toBe(true);
  });

  it('reaches the legacy API (WooCommerce < 2.6) at /wc-api/v3 and fulfils there', async () => {
    const store = carmen({ woocommerce_legacy_api: true });
    const orders = await connector.listOpenOrders(ctx(), store, { limit: 10 });
    expect(orders.map((o) => o.number)).toEqual(['1044', '1043', '1042', '1041']);
    expect((await received()).requests[0]!.path).toBe(
      `/${SHOP}/wc-api/v3/orders?status=processing&filter%5Blimit%5D=10&filter%5Borderby%5D=date&filter%5Border%5D=DESC&page=1`,
    );
    await connector.fulfil(ctx(), store, {
      order_id: orders[0]!.id,
      carrier_name: 'Estafeta',
      tracking_number: '8055241528464720099314',
      tracking_url: null,
    });
    expect((await received()).fulfilments).toEqual([
      expect.objectContaining({
        order_id: orders[0]!.id,
        carrier: 'Estafeta',
        tracking_number: '8055241528464720099314',
      }),
    ]);
    expect(await connector.listOpenOrders(ctx(), store, { limit: 10 })).toHaveLength(3);
    expect(await connector.testConnection(ctx(), store)).toEqual({ name: 'Tienda de Carmen' });
  });

  it('fulfils: completes the order, notes the tracking for the customer, and the order leaves the list', async () => {
    const [first] = await connector.listOpenOrders(ctx(), carmen(), { limit: 1 });
    const result = await connector.fulfil(ctx(), carmen(), {
      order_id: first!.id,
      carrier_name: 'FedEx',
      tracking_number: '794612345678',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    });
    expect(result.fulfilment_id).toMatch(/^\d+$/);
    const { fulfilments } = await received();
    expect(fulfilments).toEqual([
      expect.objectContaining({
        order_id: first!.id,
        carrier: 'FedEx',
        tracking_number: '794612345678',
        url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
        note: 'Enviado con FedEx, guía 794612345678 https://www.fedex.com/fedextrack/?trknbr=794612345678',
      }),
    ]);
    const order = state.shop(SHOP)!.orders.find((o) => String(o.id) === first!.id)!;
    expect(order.status).toBe('completed');
    expect(order.meta_data).toContainEqual(expect.objectContaining({ key: '_despacho_tracking' }));
    const left = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(left.map((o) => o.id)).not.toContain(first!.id);
    expect(left).toHaveLength(3);
  });

  it('a missing order is rejected', async () => {
    const kind = await kindOf(
      connector.fulfil(ctx(), carmen(), {
        order_id: '999999',
        carrier_name: 'FedEx',
        tracking_number: '1',
        tracking_url: null,
      }),
    );
    expect(kind).toBe('rejected');
  });

  it('tests the connection and reads the site name', async () => {
    expect(await connector.testConnection(ctx(), carmen())).toEqual({ name: 'Tienda de Carmen' });
  });

  it('an unknown key or a revoked one is an auth error; down is unavailable; slow past the deadline is timeout', async () => {
    expect(await kindOf(connector.testConnection(ctx(), carmen({ api_key: 'ck_nope' })))).toBe(
      'auth',
    );
    state.setMode(SHOP, 'revoked');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe('auth');
    state.setMode(SHOP, 'down');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
    state.setMode(SHOP, 'slow');
    state.slowMs = 2_000;
    const started = Date.now();
    expect(
      await kindOf(connector.listOpenOrders(ctx(AbortSignal.timeout(150)), carmen(), { limit: 5 })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('an unreachable store is unavailable', async () => {
    const closed = { ...ctx(), mock_base_url: 'http://127.0.0.1:9/__mocks/woocommerce' };
    expect(await kindOf(connector.listOpenOrders(closed, carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
  });

  it('verifies webhook signatures (base64 HMAC-SHA256 of the raw body)', () => {
    const body = Buffer.from('{"id":1041,"status":"processing"}');
    const good = createHmac('sha256', 'wh_secret').update(body).digest('base64');
    expect(connector.verifyWebhook!('wh_secret', body, { 'x-wc-webhook-signature': good })).toBe(
      true,
    );
    expect(connector.verifyWebhook!('other', body, { 'x-wc-webhook-signature': good })).toBe(false);
    expect(
      connector.verifyWebhook!('wh_secret', Buffer.from('{"id":1}'), {
        'x-wc-webhook-signature': good,
      }),
    ).toBe(false);
    expect(connector.verifyWebhook!('wh_secret', body, {})).toBe(false);
  });
});
