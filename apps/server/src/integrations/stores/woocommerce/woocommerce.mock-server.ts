import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { wait } from '../mock-kit';
import { authenticateWoocommerce, rawQuery, type MockAuthResult } from './woocommerce.mock-auth';
import type { WoocommerceMockApi } from './woocommerce.mock-orders';
import { openShopOnFirstContact } from './woocommerce.mock-new-shop';
import { routeOrders, sendError } from './woocommerce.mock-routes';
import { createWoocommerceMockState, type WoocommerceMockState } from './woocommerce.mock-state';

export {
  createWoocommerceMockState,
  WoocommerceMockState,
  type WoocommerceMockFulfilment,
  type WoocommerceShopMode,
} from './woocommerce.mock-state';

/**
 * A local WooCommerce for tests and offline demos, mounted at /__mocks/woocommerce. Each shop
 * is the first path segment(s), as the real host would be: `/{shop}/wp-json/wc/v3|v2|v1/...`
 * and the legacy `/{shop}/wc-api/v3/...`; a shop in a subfolder keeps its path
 * (`/tienda.mx/shop/wp-json/...`). Authentication is WooCommerce's (woocommerce.mock-auth.ts):
 * Basic over https (x-forwarded-proto), OAuth 1.0a signatures over http, recomputed exactly.
 * - GET  orders (status, per_page, page; legacy filter[limit]), GET orders/{id}
 * - PUT  orders/{id} (status, meta_data; legacy {order: {status, order_meta}})
 * - POST orders/{id}/notes (note, customer_note; legacy {order_note: {...}}): a customer
 *   note on a completed order is recorded as a fulfilment.
 * - GET  /{shop}/wp-json/ and /{shop}/wc-api/v3: the site index with its name (no auth).
 * - GET  /__received: the fulfilments and the last 50 requests (no secrets, no signatures).
 * The state (createWoocommerceMockState) makes a shop down (503), slow, or revoked (its key
 * deleted: 401), and adds orders. Never built in production.
 */

export interface WoocommerceMockOptions {
  state?: WoocommerceMockState;
  mode?: 'demo' | 'production';
  /** Seconds since the epoch (the OAuth timestamp window). */
  now?: () => number;
}

const API_PATH = /^(.+?)\/(wp-json\/wc\/v([123])|wc-api\/v3)(\/[^?]*)?$/;
const INDEX_PATH = /^(.+?)\/wp-json\/?$/;

const noRoute = (reply: FastifyReply) =>
  sendError(
    reply,
    'v3',
    404,
    'rest_no_route',
    'No route was found matching the URL and request method.',
  );

const auths = new WeakMap<FastifyRequest, MockAuthResult['kind']>();

/** What a request shows in /__received: its path and own parameters, never key or signature. */
function shownPath(req: FastifyRequest): string {
  const path = `/${(req.params as { '*'?: string })['*'] ?? ''}`;
  const query = rawQuery(req).filter(([k]) => !/^(oauth_|consumer_)/.test(k));
  return query.length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

export function woocommerceMockPlugin(options: WoocommerceMockOptions = {}): FastifyPluginAsync {
  if (options.mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error('The WooCommerce mock server never runs in production');
  }
  const state = options.state ?? createWoocommerceMockState();
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return async (app) => {
    app.addHook('onResponse', async (req, reply) => {
      const kind = auths.get(req);
      if (!kind) return;
      state.recordRequest({
        method: req.method,
        path: shownPath(req),
        auth: kind,
        status: reply.statusCode,
        time: new Date().toISOString(),
      });
    });

    app.get('/__received', async () => ({
      fulfilments: state.fulfilments,
      requests: state.requests,
    }));

    app.all('/*', async (req, reply) => {
      const rest = (req.params as { '*'?: string })['*'] ?? '';
      auths.set(req, 'none');
      const index = INDEX_PATH.exec(rest);
      const match = API_PATH.exec(rest);
      const name = (index ?? match)?.[1] ?? '';
      const shop =
        state.shop(name) ?? (match ? openShopOnFirstContact(state, name, req) : undefined);
      if (!shop && !match) return noRoute(reply);
      // A site that is down or slow is so for every path, the index included.
      if (shop?.mode === 'down') {
        return reply.status(503).type('text/html').send('<h1>Service Unavailable</h1>');
      }
      if (shop?.mode === 'slow' && !(await wait(state.slowMs, req))) return reply;
      if (index && shop) {
        if (req.method !== 'GET') return noRoute(reply);
        return {
          name: shop.name,
          description: '',
          url: `https://${shop.shop}`,
          namespaces: ['wc/v1', 'wc/v2', 'wc/v3'],
        };
      }
      if (!match) return noRoute(reply);
      const api: WoocommerceMockApi = match[3] ? (`v${match[3]}` as WoocommerceMockApi) : 'legacy';
      const sub = (match[4] ?? '').replace(/\/+$/, '');
      if (api === 'legacy' && sub === '' && req.method === 'GET' && shop) {
        return { store: { name: shop.name, URL: `https://${shop.shop}`, wc_version: '2.5.5' } };
      }
      const auth = authenticateWoocommerce(
        req,
        shop,
        `/${rest.slice(match[1]!.length + 1)}`,
        now(),
      );
      auths.set(req, auth.kind);
      if (!auth.ok || !shop) {
        const { code, message } = auth.ok
          ? { code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.' }
          : auth;
        return sendError(reply, api, 401, code, message);
      }
      return routeOrders(req, reply, state, shop, api, sub);
    });
  };
}
