import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../demo-stores';
import type { StoreCallContext, StoreConnection } from '../store-connector';
import { shopifyConnector } from './shopify.connector';
import { startShopifyMockServer, type RunningShopifyMock } from './shopify.mock-server';
import type { ShopifyMockFulfilment, ShopifyMockRequest } from './shopify.mock-state';
import { failure } from './shopify.test-helpers';

/** The connector against the Shopify mock on an ephemeral port, as the demo runs them. */

let mock: RunningShopifyMock;
beforeAll(async () => {
  mock = await startShopifyMockServer();
});
afterAll(() => mock.close());

const app = DEMO_STORE_APPS.shopify;
const REDIRECT = 'http://localhost:5173/stores/update';
const ctx = (signal = AbortSignal.timeout(5000)): StoreCallContext => ({
  app,
  mock_base_url: mock.url,
  signal,
});
const carmen: StoreConnection = {
  provider: 'shopify',
  shop: DEMO_SHOPS.shopify.shop,
  access_token: DEMO_SHOPS.shopify.access_token,
};

/** What a merchant does on Shopify: opens the authorize URL and presses "Instalar app". */
async function install(shop: string, state: string): Promise<Record<string, string>> {
  const url = shopifyConnector.authorizeUrl!(
    { app, mock_base_url: mock.url },
    {
      shop,
      state,
      redirect_uri: REDIRECT,
    },
  );
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Instalar app');
  const form = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_x, c: string) => String.fromCharCode(Number(c))),
    ]),
  );
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1]!, url);
  const approved = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return Object.fromEntries(back.searchParams);
}

async function received(): Promise<{
  fulfilments: ShopifyMockFulfilment[];
  requests: ShopifyMockRequest[];
}> {
  return (await fetch(`${mock.url}/__received`)).json() as never;
}

describe('install and sync a new shop end to end', () => {
  it('authorizes, verifies the return, exchanges the code, lists, fulfils', async () => {
    const url = shopifyConnector.authorizeUrl!(
      { app, mock_base_url: mock.url },
      {
        shop: 'Mi-Tienda',
        state: 'nonce-123',
        redirect_uri: REDIRECT,
      },
    );
    const authorize = new URL(url);
    expect(authorize.pathname).toBe(
      '/__mocks/shopify/mi-tienda.myshopify.com/admin/oauth/authorize',
    );
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: app.client_id,
      scope:
        'read_orders,write_fulfillments,read_fulfillments,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders',
      redirect_uri: REDIRECT,
      state: 'nonce-123',
    });

    const query = await install('mi-tienda', 'nonce-123');
    expect(Object.keys(query).sort()).toEqual([
      'code',
      'hmac',
      'host',
      'shop',
      'state',
      'timestamp',
    ]);
    expect(query).toMatchObject({ shop: 'mi-tienda.myshopify.com', state: 'nonce-123' });
    expect(shopifyConnector.verifyReturn!(app, query)).toBe(true);

    const tokens = await shopifyConnector.exchangeCode!(ctx(), {
      shop: query.shop!,
      code: query.code!,
    });
    expect(tokens.access_token).toMatch(/^shpat_[0-9a-f]{32}$/);
    expect(tokens.scope).toContain('read_orders');
    expect(tokens.name).toBe('Mi Tienda');

    const store: StoreConnection = {
      provider: 'shopify',
      shop: query.shop!,
      access_token: tokens.access_token,
    };
    const orders = await shopifyConnector.listOpenOrders(ctx(), store, { limit: 50 });
    expect(orders.map((o) => o.number)).toEqual(['#1003', '#1002', '#1001']);
    expect(orders.every((o) => o.destination?.country_code === 'MX')).toBe(true);

    const first = orders[0]!;
    const done = await shopifyConnector.fulfil(ctx(), store, {
      order_id: first.id,
      carrier_name: 'FedEx',
      tracking_number: '794689071234',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794689071234',
    });
    expect(done.fulfilment_id).toMatch(/^gid:\/\/shopify\/Fulfillment\/\d+$/);

    const got = await received();
    expect(got.fulfilments.at(-1)).toMatchObject({
      shop: 'mi-tienda.myshopify.com',
      order_id: first.id,
      order_name: '#1003',
      tracking_number: '794689071234',
      company: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=794689071234',
      notify_customer: true,
    });
    expect(JSON.stringify(got)).not.toContain(tokens.access_token);
    expect(JSON.stringify(got)).not.toContain(app.client_secret);
    expect(got.requests.some((r) => r.path.endsWith('/graphql.json'))).toBe(true);

    const after = await shopifyConnector.listOpenOrders(ctx(), store, { limit: 50 });
    expect(after.map((o) => o.number)).toEqual(['#1002', '#1001']);

    // Shopify refuses a second fulfilment of the same order; so does the connector.
    const again = await failure(
      shopifyConnector.fulfil(ctx(), store, {
        order_id: first.id,
        carrier_name: 'FedEx',
        tracking_number: '794689071235',
        tracking_url: null,
      }),
    );
    expect(again.kind).toBe('rejected');
  });

  it('refuses to spend the same code twice', async () => {
    const query = await install('otra-tienda.myshopify.com', 'n2');
    await shopifyConnector.exchangeCode!(ctx(), { shop: query.shop!, code: query.code! });
    const replay = await failure(
      shopifyConnector.exchangeCode!(ctx(), { shop: query.shop!, code: query.code! }),
    );
    expect(replay.kind).toBe('rejected');
  });

  it('refuses a code under another app secret', async () => {
    const query = await install('tercera-tienda', 'n3');
    const wrong = { ...ctx(), app: { ...app, client_secret: 'not-the-secret' } };
    const error = await failure(
      shopifyConnector.exchangeCode!(wrong, { shop: query.shop!, code: query.code! }),
    );
    expect(error.kind).toBe('rejected');
  });

  it('refuses a forged or altered return', async () => {
    const query = await install('cuarta-tienda', 'nonce-4');
    expect(shopifyConnector.verifyReturn!(app, { ...query, state: 'other-nonce' })).toBe(false);
    expect(shopifyConnector.verifyReturn!(app, { ...query, shop: 'evil.myshopify.com' })).toBe(
      false,
    );
    expect(shopifyConnector.verifyReturn!({ ...app, client_secret: 'guess' }, query)).toBe(false);
    const { hmac: _gone, ...unsigned } = query;
    expect(shopifyConnector.verifyReturn!(app, unsigned)).toBe(false);
    expect(shopifyConnector.verifyReturn!(app, { ...query, hmac: '0'.repeat(64) })).toBe(false);
  });
});

describe("Carmen's demo shop", () => {
  it('lists exactly the paid, unfulfilled orders, newest first, up to the limit', async () => {
    const all = await shopifyConnector.listOpenOrders(ctx(), carmen, { limit: 50 });
    expect(all.map((o) => o.destination?.city)).toEqual([
      'Benito Juárez',
      'Guadalajara',
      'Monterrey',
      'Puebla',
    ]);
    expect(all[0]).toMatchObject({ total_cents: 92250, currency: 'MXN', total_weight_kg: 1.42 });
    const two = await shopifyConnector.listOpenOrders(ctx(), carmen, { limit: 2 });
    expect(two.map((o) => o.id)).toEqual(all.slice(0, 2).map((o) => o.id));
  });

  it('reads its name to test the connection', async () => {
    await expect(shopifyConnector.testConnection(ctx(), carmen)).resolves.toEqual({
      name: 'Artesanías Carmen',
    });
  });
});

describe('paging, failures and deadlines', () => {
  it('follows the cursor across pages without repeating an order', async () => {
    const shop = 'muchas-ordenes.myshopify.com';
    const token = mock.state.issueToken(shop);
    for (let i = 0; i < 14; i++) mock.state.addOrder(shop, {}, i + 1);
    const store: StoreConnection = { provider: 'shopify', shop, access_token: token };
    const orders = await shopifyConnector.listOpenOrders(ctx(), store, { limit: 15 });
    expect(orders).toHaveLength(15);
    expect(new Set(orders.map((o) => o.id)).size).toBe(15);
    const all = await shopifyConnector.listOpenOrders(ctx(), store, { limit: 100 });
    expect(all).toHaveLength(17);
  });

  it('a revoked token is an auth error', async () => {
    const shop = 'revocada.myshopify.com';
    const store: StoreConnection = {
      provider: 'shopify',
      shop,
      access_token: mock.state.issueToken(shop),
    };
    mock.state.setMode(shop, { kind: 'revoked' });
    expect((await failure(shopifyConnector.listOpenOrders(ctx(), store, { limit: 5 }))).kind).toBe(
      'auth',
    );
    const stranger = { ...carmen, access_token: 'shpat_not_issued' };
    expect((await failure(shopifyConnector.testConnection(ctx(), stranger))).kind).toBe('auth');
  });

  it('a shop that is down is unavailable', async () => {
    const shop = 'caida.myshopify.com';
    const store: StoreConnection = {
      provider: 'shopify',
      shop,
      access_token: mock.state.issueToken(shop),
    };
    mock.state.setMode(shop, { kind: 'down' });
    const error = await failure(shopifyConnector.listOpenOrders(ctx(), store, { limit: 5 }));
    expect(error.kind).toBe('unavailable');
  });

  it('a shop slower than the deadline is a timeout', async () => {
    const shop = 'lenta.myshopify.com';
    const store: StoreConnection = {
      provider: 'shopify',
      shop,
      access_token: mock.state.issueToken(shop),
    };
    mock.state.setMode(shop, { kind: 'slow', ms: 3000 });
    const started = Date.now();
    const error = await failure(
      shopifyConnector.listOpenOrders(ctx(AbortSignal.timeout(150)), store, { limit: 5 }),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    mock.state.setMode(shop, { kind: 'slow', ms: 20 });
    await expect(shopifyConnector.listOpenOrders(ctx(), store, { limit: 5 })).resolves.toHaveLength(
      3,
    );
  });
});
