import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wait } from '../mock-kit';
import type { TiendanubeMockState, TiendanubeMockStore } from './tiendanube.mock-state';

/*
 * The mock's API v1 under /v1/{store_id}: GET /store, GET /orders, GET /orders/{id},
 * POST /orders/{id}/fulfill. Every call needs `Authentication: bearer <token>` for that store
 * and a User-Agent; errors have Tienda Nube's shape {code, message, description}.
 */

export interface TiendanubeApiContext {
  state: TiendanubeMockState;
}

const apiError = (reply: FastifyReply, code: number, message: string, description: string) =>
  reply.status(code).send({ code, message, description });

/** The store a call may act on, or null once an error has been sent. */
async function guard(
  req: FastifyRequest,
  reply: FastifyReply,
  state: TiendanubeMockState,
): Promise<TiendanubeMockStore | null> {
  const { store_id } = req.params as { store_id: string };
  const store = state.stores.get(store_id);
  if (store?.mode === 'down') {
    apiError(reply, 503, 'Service Unavailable', 'The service is temporarily unavailable');
    return null;
  }
  if (store?.mode === 'slow' && !(await wait(state.slowMs, req))) return null;
  if (!String(req.headers['user-agent'] ?? '').trim()) {
    apiError(
      reply,
      400,
      'Bad Request',
      'A User-Agent header naming your app and a contact (MyApp (name@email.com)) is required',
    );
    return null;
  }
  const header = String(req.headers.authentication ?? '');
  if (!header && req.headers.authorization) {
    apiError(
      reply,
      400,
      'Bad Request',
      'Send the access token in the Authentication header (Authentication: bearer <token>), not in Authorization',
    );
    return null;
  }
  const token = /^bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? '';
  const owner = token ? state.tokens.get(token) : undefined;
  if (!store || !owner || owner.store_id !== store.id || store.mode === 'revoked') {
    apiError(reply, 401, 'Unauthorized', 'Invalid access token');
    return null;
  }
  return store;
}

const matches = (value: unknown, actual: string) => {
  if (typeof value !== 'string' || !value || value === 'any') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .includes(actual);
};

export function registerTiendanubeApiRoutes(app: FastifyInstance, ctx: TiendanubeApiContext) {
  const { state } = ctx;

  app.get('/v1/:store_id/store', async (req, reply) => {
    const store = await guard(req, reply, state);
    if (!store) return reply;
    return {
      id: Number(store.id),
      name: { es: store.name },
      original_domain: store.domain,
      main_language: 'es',
      country: 'MX',
      main_currency: 'MXN',
    };
  });

  app.get('/v1/:store_id/orders', async (req, reply) => {
    const store = await guard(req, reply, state);
    if (!store) return reply;
    const q = req.query as Record<string, unknown>;
    const list = store.orders
      .filter(
        (o) =>
          matches(q.status ?? 'any', o.status) &&
          matches(q.payment_status, o.payment_status) &&
          matches(q.shipping_status, o.shipping_status),
      )
      .sort((a, b) =>
        a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id,
      );
    const perPage = Math.min(200, Math.max(1, Number(q.per_page) || 30));
    const page = Math.max(1, Math.trunc(Number(q.page) || 1));
    const last = Math.ceil(list.length / perPage);
    if (page > 1 && page > last) return apiError(reply, 404, 'Not Found', `Last page is ${last}`);
    return list.slice((page - 1) * perPage, page * perPage);
  });

  app.get('/v1/:store_id/orders/:id', async (req, reply) => {
    const store = await guard(req, reply, state);
    if (!store) return reply;
    const order = store.orders.find((o) => String(o.id) === (req.params as { id: string }).id);
    return order ?? apiError(reply, 404, 'Not Found', 'Order with such id does not exist');
  });

  app.post('/v1/:store_id/orders/:id/fulfill', async (req, reply) => {
    const store = await guard(req, reply, state);
    if (!store) return reply;
    const order = store.orders.find((o) => String(o.id) === (req.params as { id: string }).id);
    if (!order) return apiError(reply, 404, 'Not Found', 'Order with such id does not exist');
    if (order.shipping_status === 'fulfilled' || order.status !== 'open') {
      return apiError(
        reply,
        422,
        'Unprocessable Entity',
        'The order cannot be fulfilled in its current state',
      );
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const tracking =
      typeof body.shipping_tracking_number === 'string' ? body.shipping_tracking_number : '';
    const url =
      typeof body.shipping_tracking_url === 'string' && body.shipping_tracking_url
        ? body.shipping_tracking_url
        : null;
    order.shipping_status = 'fulfilled';
    order.shipping_tracking_number = tracking || null;
    order.shipping_tracking_url = url;
    state.fulfilments.push({
      store_id: store.id,
      order_id: String(order.id),
      tracking_number: tracking,
      carrier: null,
      url,
      notify_customer: body.notify_customer !== false,
      time: new Date().toISOString(),
    });
    return order;
  });
}
