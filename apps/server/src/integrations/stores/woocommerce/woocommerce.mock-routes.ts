import type { FastifyReply, FastifyRequest } from 'fastify';
import { WC_TRACKING_META_KEY } from './woocommerce.types';
import { rawQuery } from './woocommerce.mock-auth';
import {
  pageOf,
  serializeOrder,
  statusFilter,
  type WoocommerceMockApi,
} from './woocommerce.mock-orders';
import type {
  WoocommerceMockOrder,
  WoocommerceMockShop,
  WoocommerceMockState,
} from './woocommerce.mock-state';

/** The WooCommerce mock's order routes, after authentication (see woocommerce.mock-server.ts). */

/** An error in the API's shape: REST {code, message, data: {status}}, legacy {errors: [...]}. */
export function sendError(
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

/** orders, orders/{id}, orders/{id}/notes for one authenticated shop. */
export function routeOrders(
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
