import Fastify, { type FastifyPluginAsync } from 'fastify';
import { DEMO_STORE_APPS } from '../demo-stores';
import { registerShopifyMockGraphql } from './shopify.mock-graphql';
import { registerShopifyMockOAuth } from './shopify.mock-oauth';
import { createShopifyMockState, type ShopifyMockState } from './shopify.mock-state';

export {
  createShopifyMockState,
  ShopifyMockState,
  type ShopifyMockFulfilment,
  type ShopifyMockMode,
  type ShopifyMockOrder,
  type ShopifyMockOrderInput,
  type ShopifyMockRequest,
} from './shopify.mock-state';

/**
 * A local Shopify speaking the protocol the Shopify connector uses, for tests and offline demos.
 * The product mounts it at /__mocks/shopify in demo mode; every shop is the first path segment,
 * where the real URL has it as the host (`https://{shop}/admin/...` → `{mock}/{shop}/admin/...`).
 * - GET /:shop/admin/oauth/authorize: the consent page ("Instalar app"); unknown client_id or
 *   missing redirect_uri → 400. Any *.myshopify.com shop may install; a new one starts with
 *   three paid, unfulfilled orders.
 * - POST /:shop/admin/oauth/approve (the page's button): 302 to redirect_uri with code, hmac
 *   (the app's secret), host, shop, state, timestamp.
 * - POST /:shop/admin/oauth/access_token: one-time 5-minute codes → {access_token, scope}; a bad
 *   code or secret → 400 {"error":"invalid_request","error_description":...}.
 * - POST /:shop/admin/api/:version/graphql.json: orders, order.fulfillmentOrders,
 *   fulfillmentCreate and shop, behind X-Shopify-Access-Token (401 as Shopify words it).
 * - GET /__received: the fulfilments received and the last 50 requests (no tokens, no queries).
 * A shop's mode (state.setMode) makes it down (503), slow, or revoke its tokens (401).
 */

export interface ShopifyMockOptions {
  /** client_id → API secret of the apps that may install; the demo app by default. */
  apps?: Record<string, string>;
  /** Seeded with Carmen's demo shop when not given. */
  state?: ShopifyMockState;
  /** The product's run mode: the mock is never built in production. */
  mode?: 'demo' | 'production';
}

function assertNotProduction(mode: ShopifyMockOptions['mode']): void {
  if (mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The Shopify mock server never runs in production');
  }
}

/** A Fastify plugin serving Shopify's endpoints (see the file comment). */
export function shopifyMockPlugin(options: ShopifyMockOptions = {}): FastifyPluginAsync {
  assertNotProduction(options.mode);
  const state = options.state ?? createShopifyMockState();
  const apps = options.apps ?? {
    [DEMO_STORE_APPS.shopify.client_id]: DEMO_STORE_APPS.shopify.client_secret,
  };

  return async (app) => {
    // The consent page's form posts url-encoded, as a browser does.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.addHook('onResponse', async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/__received')) return;
      state.recordRequest({ method: req.method, path, status: reply.statusCode });
    });

    app.get('/__received', async () => state.received());

    registerShopifyMockOAuth(app, { state, apps });
    registerShopifyMockGraphql(app, state);
  };
}

export interface RunningShopifyMock {
  /** The mock's base, e.g. http://127.0.0.1:41234/__mocks/shopify (the connector's mock_base_url). */
  url: string;
  state: ShopifyMockState;
  close(): Promise<void>;
}

/** Runs the mock on its own on loopback, mounted under `prefix` like the product does. */
export async function startShopifyMockServer(
  options: ShopifyMockOptions & { port?: number; prefix?: string } = {},
): Promise<RunningShopifyMock> {
  assertNotProduction(options.mode);
  const state = options.state ?? createShopifyMockState();
  const prefix = options.prefix ?? '/__mocks/shopify';
  // A test closing the mock must not wait for a client's kept-alive or hung connection.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(shopifyMockPlugin({ ...options, state }), { prefix });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}${prefix}`, state, close: () => app.close() };
}
