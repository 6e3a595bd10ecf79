import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../demo-stores';
import { StoreError, type StoreCallContext, type StoreConnection } from '../store-connector';
import {
  createTiendanubeMockState,
  tiendanubeMockPlugin,
  type TiendanubeMockState,
} from './tiendanube.mock-server';

/** Test support: the Tienda Nube mock on an ephemeral port, reset to Carmen's store per test. */

export const APP = DEMO_STORE_APPS.tiendanube;
export const CARMEN = DEMO_SHOPS.tiendanube;
export const RETURN = 'http://localhost:5173/stores/update';

export interface RunningTiendanubeMock {
  state: TiendanubeMockState;
  /** http://127.0.0.1:{port}/__mocks/tiendanube */
  base: string;
  app: FastifyInstance;
}

/** Registers the suite's hooks; the returned object is filled in before the first test. */
export function useTiendanubeMock(): RunningTiendanubeMock {
  const running = {
    state: createTiendanubeMockState(),
    base: '',
    app: Fastify({ logger: false }),
  };
  beforeAll(async () => {
    await running.app.register(tiendanubeMockPlugin({ state: running.state }), {
      prefix: '/__mocks/tiendanube',
    });
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const address = running.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    running.base = `http://127.0.0.1:${port}/__mocks/tiendanube`;
  });
  afterAll(() => running.app.close());
  beforeEach(() => {
    const { state } = running;
    const fresh = createTiendanubeMockState();
    state.stores.clear();
    for (const [k, v] of fresh.stores) state.stores.set(k, v);
    state.tokens.clear();
    for (const [k, v] of fresh.tokens) state.tokens.set(k, v);
    state.codes.clear();
    state.fulfilments.length = 0;
    state.requests.length = 0;
    state.slowMs = 5_000;
  });
  return running;
}

export const contextFor =
  (mock: RunningTiendanubeMock) =>
  (
    signal?: AbortSignal,
    app: { client_id: string; client_secret: string } = APP,
  ): StoreCallContext => ({
    app: { client_id: app.client_id, client_secret: app.client_secret },
    mock_base_url: mock.base,
    signal: signal ?? AbortSignal.timeout(5_000),
  });

export const carmen = (over: Partial<StoreConnection> = {}): StoreConnection => ({
  provider: 'tiendanube',
  shop: CARMEN.shop,
  external_id: CARMEN.store_id,
  access_token: CARMEN.access_token,
  ...over,
});

export const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof StoreError ? e.kind : `not a StoreError: ${String(e)}`),
  );

export /** What a merchant does on the consent page: returns the query the web's return page gets. */
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
