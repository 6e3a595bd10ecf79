import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_SHOPS } from '../demo-stores';
import { StoreError, type StoreCallContext, type StoreConnection } from '../store-connector';
import {
  createWoocommerceMockState,
  woocommerceMockPlugin,
  type WoocommerceMockState,
} from './woocommerce.mock-server';

/** Test support: the WooCommerce mock on an ephemeral port, reset to Carmen's shop per test. */

export const SHOP = DEMO_SHOPS.woocommerce.shop;

export interface RunningWoocommerceMock {
  state: WoocommerceMockState;
  /** http://127.0.0.1:{port}/__mocks/woocommerce */
  base: string;
}

/** Registers the suite's hooks; the returned object is filled in before the first test. */
export function useWoocommerceMock(): RunningWoocommerceMock {
  const running = { state: createWoocommerceMockState(), base: '' };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(woocommerceMockPlugin({ state: running.state }), {
      prefix: '/__mocks/woocommerce',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    running.base = `http://127.0.0.1:${port}/__mocks/woocommerce`;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    const { state } = running;
    const fresh = createWoocommerceMockState();
    state.shops.clear();
    for (const [k, v] of fresh.shops) state.shops.set(k, v);
    state.fulfilments.length = 0;
    state.requests.length = 0;
    state.slowMs = 5_000;
  });
  return running;
}

export const contextFor =
  (mock: RunningWoocommerceMock) =>
  (signal?: AbortSignal): StoreCallContext => ({
    app: { client_id: '', client_secret: '' },
    mock_base_url: mock.base,
    signal: signal ?? AbortSignal.timeout(5_000),
  });

export const carmen = (over: Partial<StoreConnection> = {}): StoreConnection => ({
  provider: 'woocommerce',
  shop: SHOP,
  api_key: DEMO_SHOPS.woocommerce.api_key,
  api_secret: DEMO_SHOPS.woocommerce.api_secret,
  woocommerce_version: 3,
  ...over,
});

export const receivedBy = async (mock: RunningWoocommerceMock) =>
  (await (await fetch(`${mock.base}/__received`)).json()) as {
    fulfilments: Array<Record<string, unknown>>;
    requests: Array<{ method: string; path: string; auth: string; status: number }>;
  };

export const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof StoreError ? e.kind : `not a StoreError: ${String(e)}`),
  );
