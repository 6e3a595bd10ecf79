import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WC_TRACKING_META_KEY } from './woocommerce.types';
import { authenticateWoocommerce, rawQuery, type MockAuthResult } from './woocommerce.mock-auth';
import {
  pageOf,
  serializeOrder,
  statusFilter,
  type WoocommerceMockApi,
} from './woocommerce.mock-orders';
import type { WoocommerceMockState } from './woocommerce.mock-state';
import {
  createWoocommerceMockState,
  type WoocommerceMockOrder,
  type WoocommerceMockShop,
} from './woocommerce.mock-state';

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

interface Routed {
  shop: WoocommerceMockShop | undefined;
  api: WoocommerceMockApi;
  /** "/orders/12/notes" */
  sub: string;
}

const auths = new WeakMap<FastifyRequest, MockAuthResult['kind']>();

function sendError(
  reply: FastifyReply,
  api: WoocommerceMockApi,
  status: number,
  code: string,
  message: string,
) {
  if (api === 'legacy') {
    const legacyCode = code.replace('woocommerce_rest_', 'woocommerce_api_');
    return reply.status(status).send({ errors: [{ code: legacyCode, message }] });
  }
  return reply.status(status).send({ code, message, data: { status } });
}

const wait = (ms: number, req: FastifyRequest) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    req.raw.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

/** What a request shows in /__received: its path and own parameters, never key or signature. */
function shownPath(req: FastifyRequest): string {
  const path = `/${(req.params as { '*'?: string })['*'] ?? ''}`;
  const query = rawQuery(req).filter(([k]) => !/^(oauth_|consumer_)/.test(k));
  return query.length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

function recordFulfilment(
  state: WoocommerceMockState,
  shop: WoocommerceMockShop,
  order: WoocommerceMockOrder,
  note: string,
) {
  const meta = order.meta_data.find((m) => m.key === WC_TRACKING_META_KEY)?.value as
    { carrier?: string; tracking_number?: string; tracking_url?: string | null } | undefined;
  const said = /^Enviado con (.+), guía (\S+)(?: (\S+))?$/.exec(note);
  state.fulfilments.push({
    shop: shop.shop,
    order_id: String(order.id),
    tracking_number: meta?.tracking_number ?? said?.[2] ?? '',
    carrier: meta?.carrier ?? said?.[1] ?? '',
    url: meta?.tracking_url ?? said?.[3] ?? null,
    note,
    time: new Date().toISOString(),
  });
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
      if (index && req.method === 'GET') {
        const shop = state.shop(index[1]!);
        if (!shop)
          return sendError(
            reply,
            'v3',
            404,
            'rest_no_route',
            'No route was found matching the URL and request method.',
          );
        return {
          name: shop.name,
          description: '',
          url: `https://${shop.shop}`,
          namespaces: ['wc/v1', 'wc/v2', 'wc/v3'],
        };
      }
      const match = API_PATH.exec(rest);
      if (!match) {
        return sendError(
          reply,
          'v3',
          404,
          'rest_no_route',
          'No route was found matching the URL and request method.',
        );
      }
      const routed: Routed = {
        shop: state.shop(match[1]!),
        api: match[3] ? (`v${match[3]}` as WoocommerceMockApi) : 'legacy',
        sub: (match[4] ?? '').replace(/\/+$/, ''),
      };
      const { shop, api, sub } = routed;
      if (shop?.mode === 'down') {
        return reply.status(503).type('text/html').send('<h1>Service Unavailable</h1>');
      }
      if (shop?.mode === 'slow' && !(await wait(state.slowMs, req))) return reply;
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

function routeOrders(
  req: FastifyRequest,
  reply: FastifyReply,
  state: WoocommerceMockState,
  shop: WoocommerceMockShop,
  api: WoocommerceMockApi,
  sub: string,
) {
  const query = new Map(rawQuery(req));
  const body = (req.body ?? {}) as Record<string, unknown>;
  const noRoute = () =>
    sendError(
      reply,
      api,
      404,
      'rest_no_route',
      'No route was found matching the URL and request method.',
    );
  if (sub === '/orders' && req.method === 'GET') {
    const perPage = Number(query.get(api === 'legacy' ? 'filter[limit]' : 'per_page') ?? 10);
    const page = Number(query.get('page') ?? 1);
    const wanted = statusFilter(query.get('status'));
    const { items, total, pages } = pageOf(
      shop.orders.filter((o) => wanted(o.status)),
      Number.isFinite(perPage) ? perPage : 10,
      Number.isFinite(page) ? page : 1,
    );
    const list = items.map((o) => serializeOrder(o, api));
    if (api === 'legacy') {
      return reply
        .header('x-wc-total', String(total))
        .header('x-wc-totalpages', String(pages))
        .send({ orders: list });
    }
    return reply
      .header('x-wp-total', String(total))
      .header('x-wp-totalpages', String(pages))
      .send(list);
  }
  const one = /^\/orders\/(\d+)(\/notes)?$/.exec(sub);
  if (!one) return noRoute();
  const order = shop.orders.find((o) => String(o.id) === one[1]);
  if (!order) {
    return api === 'legacy'
      ? sendError(reply, api, 404, 'woocommerce_api_invalid_order_id', 'Invalid order ID')
      : sendError(reply, api, 404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
  }
  if (!one[2] && req.method === 'GET') {
    return api === 'legacy' ? { order: serializeOrder(order, api) } : serializeOrder(order, api);
  }
  if (!one[2] && (req.method === 'PUT' || req.method === 'POST')) {
    const changes = (api === 'legacy' ? (body.order ?? {}) : body) as {
      status?: unknown;
      meta_data?: unknown;
      order_meta?: unknown;
    };
    const statuses = [
      'pending',
      'processing',
      'on-hold',
      'completed',
      'cancelled',
      'refunded',
      'failed',
    ];
    if (changes.status !== undefined) {
      if (typeof changes.status !== 'string' || !statuses.includes(changes.status)) {
        return sendError(reply, api, 400, 'rest_invalid_param', 'Invalid parameter(s): status');
      }
      order.status = changes.status;
    }
    const meta: Array<[string, unknown]> = Array.isArray(changes.meta_data)
      ? (changes.meta_data as Array<{ key?: unknown; value?: unknown }>)
          .filter((m) => typeof m.key === 'string')
          .map((m) => [m.key as string, m.value])
      : changes.order_meta && typeof changes.order_meta === 'object'
        ? Object.entries(changes.order_meta as Record<string, unknown>)
        : [];
    for (const [key, value] of meta) {
      const existing = order.meta_data.find((m) => m.key === key);
      if (existing) existing.value = value;
      else order.meta_data.push({ id: state.nextNoteId(), key, value });
    }
    return api === 'legacy' ? { order: serializeOrder(order, api) } : serializeOrder(order, api);
  }
  if (one[2] && req.method === 'POST') {
    const input = (api === 'legacy' ? (body.order_note ?? {}) : body) as {
      note?: unknown;
      customer_note?: unknown;
    };
    if (typeof input.note !== 'string' || !input.note.trim()) {
      return sendError(
        reply,
        api,
        400,
        'woocommerce_rest_missing_note',
        'Cannot create order note, please provide a note.',
      );
    }
    const note = {
      id: state.nextNoteId(),
      note: input.note,
      customer_note: input.customer_note === true || input.customer_note === 'true',
      date_created_gmt: new Date().toISOString().replace(/\.\d{3}Z$/, ''),
    };
    order.notes.push(note);
    if (note.customer_note && order.status === 'completed')
      recordFulfilment(state, shop, order, note.note);
    const shown = {
      id: note.id,
      author: 'system',
      date_created: note.date_created_gmt,
      date_created_gmt: note.date_created_gmt,
      note: note.note,
      customer_note: note.customer_note,
    };
    return reply.status(201).send(api === 'legacy' ? { order_note: shown } : shown);
  }
  return noRoute();
}
