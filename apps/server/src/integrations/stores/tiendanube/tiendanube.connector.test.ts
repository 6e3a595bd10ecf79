import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../demo-stores';
import { StoreError, type StoreCallContext, type StoreConnection } from '../store-connector';
import { TiendanubeClient } from './tiendanube.client';
import {
  createTiendanubeConnector,
  tiendanubeConnector as connector,
} from './tiendanube.connector';
import {
  createTiendanubeMockState,
  tiendanubeMockPlugin,
  type TiendanubeMockState,
} from './tiendanube.mock-server';

/** The connector over real HTTP against the Tienda Nube mock on an ephemeral port. */

const APP = DEMO_STORE_APPS.tiendanube;
const CARMEN = DEMO_SHOPS.tiendanube;
const RETURN = 'http://localhost:5173/stores/update';
let app: FastifyInstance;
let state: TiendanubeMockState;
let mockBase: string;

beforeAll(async () => {
  state = createTiendanubeMockState();
  app = Fastify({ logger: false });
  await app.register(tiendanubeMockPlugin({ state }), { prefix: '/__mocks/tiendanube' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  mockBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/__mocks/tiendanube`;
});
afterAll(() => app.close());
beforeEach(() => {
  const fresh = createTiendanubeMockState();
  state.stores.clear();
  for (const [k, v] of fresh.stores) state.stores.set(k, v);
  state.tokens.clear();
  for (const [k, v] of fresh.tokens) state.tokens.set(k, v);
  state.codes.clear();
  state.fulfilments.length = 0;
  state.requests.length = 0;
});

const ctx = (
  signal?: AbortSignal,
  app_: { client_id: string; client_secret: string } = APP,
): StoreCallContext => ({
  app: { client_id: app_.client_id, client_secret: app_.client_secret },
  mock_base_url: mockBase,
  signal: signal ?? AbortSignal.timeout(5_000),
});

const carmen = (over: Partial<StoreConnection> = {}): StoreConnection => ({
  provider: 'tiendanube',
  shop: CARMEN.shop,
  external_id: CARMEN.store_id,
  access_token: CARMEN.access_token,
  ...over,
});

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof StoreError ? e.kind : `not a StoreError: ${String(e)}`),
  );

/** What a merchant does on the consent page: returns the query the web's return page gets. */
async function approve(authorizeUrl: string, storeId = 'new'): Promise<URLSearchParams> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Aceptar y empezar a usar');
  const action = new URL(/action="([^"]+)"/.exec(html)![1]!, authorizeUrl);
  const form = new URLSearchParams({
    state: /name="state" value="([^"]*)"/.exec(html)![1]!,
    redirect_uri: /name="redirect_uri" value="([^"]*)"/.exec(html)![1]!.replace(/&#38;/g, '&'),
    store_id: storeId,
  });
  const back = await fetch(action, { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(RETURN);
  return location.searchParams;
}

describe('Tienda Nube connector against the mock', () => {
  it('builds the authorization URL (redirect_uri only towards the mock)', () => {
    const input = { shop: '', state: 'st4te', redirect_uri: RETURN };
    expect(connector.authorizeUrl!({ app: APP }, input)).toBe(
      'https://www.tiendanube.com/apps/9001/authorize?state=st4te',
    );
    expect(connector.authorizeUrl!({ app: APP, mock_base_url: mockBase }, input)).toBe(
      `${mockBase}/apps/9001/authorize?state=st4te&redirect_uri=${encodeURIComponent(RETURN)}`,
    );
    expect(connector.verifyReturn!(APP, { code: 'x', state: 'y' })).toBe(true);
  });

  it('runs the whole flow: consent → code → token → the new store’s orders → fulfil', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mockBase },
      { shop: '', state: 'n0nce', redirect_uri: RETURN },
    );
    const query = await approve(url);
    expect(query.get('state')).toBe('n0nce');
    const code = query.get('code')!;

    const tokens = await connector.exchangeCode!(ctx(), { shop: '', code });
    expect(tokens.external_id).toMatch(/^\d+$/);
    expect(tokens.external_id).not.toBe(CARMEN.store_id);
    expect(tokens).toMatchObject({
      name: 'Mi tienda de prueba',
      shop: `tienda-${tokens.external_id}.mitiendanube.com`,
    });

    // The code is single-use.
    expect(await kindOf(connector.exchangeCode!(ctx(), { shop: '', code }))).toBe('rejected');

    const store = carmen({
      external_id: tokens.external_id,
      access_token: tokens.access_token,
      shop: tokens.shop!,
    });
    const orders = await connector.listOpenOrders(ctx(), store, { limit: 50 });
    expect(orders).toHaveLength(3);
    await connector.fulfil(ctx(), store, {
      order_id: orders[0]!.id,
      carrier_name: 'FedEx',
      tracking_number: '794612345678',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    });
    expect(await connector.listOpenOrders(ctx(), store, { limit: 50 })).toHaveLength(2);
  });

  it('a wrong client secret is a configuration error; an expired code is rejected', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mockBase },
      { shop: '', state: 's', redirect_uri: RETURN },
    );
    const code = (await approve(url, CARMEN.store_id)).get('code')!;
    const wrong = { client_id: APP.client_id, client_secret: 'not-the-secret' };
    expect(await kindOf(connector.exchangeCode!(ctx(undefined, wrong), { shop: '', code }))).toBe(
      'config',
    );
    const body = await (
      await fetch(`${mockBase}/apps/authorize/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...wrong, grant_type: 'authorization_code', code }),
      })
    ).json();
    expect(body).toMatchObject({ error: 'invalid_client' });

    const later = (await approve(url, CARMEN.store_id)).get('code')!;
    const issued = state.codes.get(later)!;
    issued.expires_at = Date.now() - 1;
    expect(await kindOf(connector.exchangeCode!(ctx(), { shop: '', code: later }))).toBe(
      'rejected',
    );
  });

  it('re-authorizing Carmen’s store issues a new token and the old one stops working', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mockBase },
      { shop: CARMEN.shop, state: 's', redirect_uri: RETURN },
    );
    const code = (await approve(url, CARMEN.store_id)).get('code')!;
    const tokens = await connector.exchangeCode!(ctx(), { shop: CARMEN.shop, code });
    expect(tokens).toMatchObject({
      external_id: CARMEN.store_id,
      name: 'Artesanías Carmen',
      shop: CARMEN.shop,
    });
    expect(await kindOf(connector.testConnection(ctx(), carmen()))).toBe('auth');
    expect(
      await connector.testConnection(ctx(), carmen({ access_token: tokens.access_token })),
    ).toEqual({ name: 'Artesanías Carmen' });
  });

  it('lists exactly the paid orders not yet shipped, newest first', async () => {
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(orders.map((o) => o.number)).toEqual(['304', '303', '302', '301']);
    expect(orders[3]).toMatchObject({
      total_cents: 158_000,
      total_weight_kg: 0.75,
      destination: {
        street: 'Av. Insurgentes Sur',
        number: '1235',
        neighborhood: 'Extremadura Insurgentes',
        postal_code: '03740',
        state: 'Ciudad de México',
        reference: 'Depto. 502',
      },
    });
    expect(await connector.listOpenOrders(ctx(), carmen(), { limit: 2 })).toHaveLength(2);
  });

  it('sends the token in Authentication (not Authorization) and its User-Agent', async () => {
    const seen: Array<Record<string, string>> = [];
    const spy = createTiendanubeConnector(
      new TiendanubeClient({
        fetch: async (url, init) => {
          seen.push(Object.fromEntries(new Headers(init?.headers).entries()));
          return fetch(url, init);
        },
      }),
    );
    await spy.testConnection(ctx(), carmen());
    expect(seen[0]).toMatchObject({
      authentication: `bearer ${CARMEN.access_token}`,
      'user-agent': 'Despacho (soporte@despacho.mx)',
    });
    expect(seen[0]).not.toHaveProperty('authorization');
  });

  it('the mock refuses the token in Authorization, a missing User-Agent and a bad token', async () => {
    const path = `/__mocks/tiendanube/v1/${CARMEN.store_id}/orders`;
    const asAuthorization = await app.inject({
      url: path,
      headers: { authorization: `bearer ${CARMEN.access_token}`, 'user-agent': 'X (x@x.mx)' },
    });
    expect(asAuthorization.statusCode).toBe(400);
    expect(asAuthorization.json().description).toMatch(/Authentication header/);
    // light-my-request adds its own User-Agent unless told to send an empty one.
    const noAgent = await app.inject({
      url: path,
      headers: { authentication: `bearer ${CARMEN.access_token}`, 'user-agent': '' },
    });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().description).toMatch(/User-Agent/);
    const badToken = await app.inject({
      url: path,
      headers: { authentication: 'bearer nope', 'user-agent': 'X (x@x.mx)' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({
      code: 401,
      message: 'Unauthorized',
      description: 'Invalid access token',
    });
    const otherStore = await app.inject({
      url: '/__mocks/tiendanube/v1/999/orders',
      headers: { authentication: `bearer ${CARMEN.access_token}`, 'user-agent': 'X (x@x.mx)' },
    });
    expect(otherStore.statusCode).toBe(401);
  });

  it('fulfils with tracking number and link, recorded by the mock; the order leaves the list; twice is rejected', async () => {
    const [first] = await connector.listOpenOrders(ctx(), carmen(), { limit: 1 });
    const request = {
      order_id: first!.id,
      carrier_name: 'Estafeta',
      tracking_number: '8055241528464720099314',
      tracking_url: 'https://rastreo.estafeta.com/8055241528464720099314',
    };
    expect(await connector.fulfil(ctx(), carmen(), request)).toEqual({ fulfilment_id: first!.id });
    const received = (await (await fetch(`${mockBase}/__received`)).json()) as {
      fulfilments: Array<Record<string, unknown>>;
      requests: Array<{ path: string }>;
    };
    expect(received.fulfilments).toEqual([
      expect.objectContaining({
        order_id: first!.id,
        tracking_number: request.tracking_number,
        url: request.tracking_url,
        notify_customer: true,
      }),
    ]);
    expect(received.requests.map((r) => r.path)).toContain(
      `/__mocks/tiendanube/v1/${CARMEN.store_id}/orders/${first!.id}/fulfill`,
    );
    expect(JSON.stringify(received)).not.toContain(CARMEN.access_token);
    const left = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(left.map((o) => o.id)).not.toContain(first!.id);
    expect(await kindOf(connector.fulfil(ctx(), carmen(), request))).toBe('rejected');
  });

  it('a page past the last one is the end of the list, not an error', async () => {
    const page = await new TiendanubeClient().call(ctx(), carmen(), {
      method: 'GET',
      path: '/orders',
      query: [
        ['per_page', '2'],
        ['page', '9'],
      ],
    });
    expect(page).toBeNull();
  });

  it('revoked → auth; down → unavailable; slow past the deadline → timeout', async () => {
    state.setMode(CARMEN.store_id, 'revoked');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe('auth');
    state.setMode(CARMEN.store_id, 'down');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
    state.setMode(CARMEN.store_id, 'slow');
    state.slowMs = 2_000;
    const started = Date.now();
    expect(await kindOf(connector.testConnection(ctx(AbortSignal.timeout(150)), carmen()))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('verifies webhook signatures (hex HMAC-SHA256 with the app secret)', () => {
    const body = Buffer.from('{"store_id":5551234,"event":"order/paid","id":871254203}');
    const good = createHmac('sha256', APP.client_secret).update(body).digest('hex');
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': good }),
    ).toBe(true);
    const forged = createHmac('sha256', 'guess').update(body).digest('hex');
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': forged }),
    ).toBe(false);
    expect(
      connector.verifyWebhook!(APP.client_secret, Buffer.from('{}'), {
        'x-linkedstore-hmac-sha256': good,
      }),
    ).toBe(false);
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': 'zz' }),
    ).toBe(false);
    expect(connector.verifyWebhook!(APP.client_secret, body, {})).toBe(false);
  });
});
