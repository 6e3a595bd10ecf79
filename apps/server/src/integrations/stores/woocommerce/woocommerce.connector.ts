import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  FulfilmentRequest,
  StoreCallContext,
  StoreConnection,
  StoreConnector,
  StoreOrder,
} from '../store-connector';
import { WoocommerceClient } from './woocommerce.client';
import {
  mapWoocommerceLegacyOrder,
  mapWoocommerceOrder,
  normalizeWoocommerceShop,
  woocommerceFulfilmentNote,
} from './woocommerce.mapper';
import {
  WC_DONE_STATUS,
  WC_OPEN_STATUS,
  WC_PAGE_SIZE,
  WC_TRACKING_META_KEY,
  type WcLegacyOrder,
  type WcOrder,
} from './woocommerce.types';

/** Enough pages for any sane limit; a store that keeps paging forever is cut off here. */
const MAX_PAGES = 20;

/**
 * WooCommerce's X-WC-Webhook-Signature: base64 HMAC-SHA256 of the raw body with the webhook's
 * secret (WC_Webhook::generate_signature), compared in constant time.
 */
export function verifyWoocommerceWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | undefined>>,
): boolean {
  const given = headers['x-wc-webhook-signature'];
  if (!given || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const received = Buffer.from(given.trim(), 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export function createWoocommerceConnector(client = new WoocommerceClient()): StoreConnector {
  /** One page of processing orders, newest first, mapped. */
  async function page(
    ctx: StoreCallContext,
    store: StoreConnection,
    number: number,
    size: number,
  ): Promise<StoreOrder[]> {
    if (store.woocommerce_legacy_api) {
      const { data } = await client.call<{ orders?: WcLegacyOrder[] }>(ctx, store, {
        method: 'GET',
        path: '/orders',
        query: [
          ['status', WC_OPEN_STATUS],
          ['filter[limit]', String(size)],
          ['filter[orderby]', 'date'],
          ['filter[order]', 'DESC'],
          ['page', String(number)],
        ],
      });
      return (data.orders ?? [])
        .filter((o) => o.status === WC_OPEN_STATUS)
        .map(mapWoocommerceLegacyOrder);
    }
    const { data } = await client.call<WcOrder[]>(ctx, store, {
      method: 'GET',
      path: '/orders',
      query: [
        ['status', WC_OPEN_STATUS],
        ['per_page', String(size)],
        ['page', String(number)],
        ['orderby', 'date'],
        ['order', 'desc'],
      ],
    });
    // A store plugin may ignore the filter: the status is checked again here.
    return (Array.isArray(data) ? data : [])
      .filter((o) => o.status === WC_OPEN_STATUS)
      .map(mapWoocommerceOrder);
  }

  return {
    provider: 'woocommerce',

    normalizeShop: normalizeWoocommerceShop,

    async testConnection(ctx, store) {
      // Reading one order needs a key with read rights: exactly what a sync needs.
      await client.call(ctx, store, {
        method: 'GET',
        path: '/orders',
        query: store.woocommerce_legacy_api ? [['filter[limit]', '1']] : [['per_page', '1']],
      });
      const name = await client.siteName(ctx, store);
      return name ? { name } : {};
    },

    async listOpenOrders(ctx, store, { limit }) {
      const wanted = Math.max(0, Math.trunc(limit));
      const size = Math.min(WC_PAGE_SIZE, Math.max(1, wanted));
      const orders: StoreOrder[] = [];
      for (let n = 1; n <= MAX_PAGES && orders.length < wanted; n += 1) {
        const batch = await page(ctx, store, n, size);
        orders.push(...batch);
        if (batch.length < size) break;
      }
      return orders.slice(0, wanted);
    },

    async fulfil(ctx, store, request: FulfilmentRequest) {
      const id = encodeURIComponent(request.order_id);
      const tracking = {
        carrier: request.carrier_name,
        tracking_number: request.tracking_number,
        tracking_url: request.tracking_url,
      };
      // WooCommerce has no fulfilment object: shipping plugins complete the order and leave a
      // customer note with the tracking. Completing first makes a retry after a failed note
      // harmless (completing a completed order changes nothing).
      if (store.woocommerce_legacy_api) {
        await client.call(ctx, store, {
          method: 'PUT',
          path: `/orders/${id}`,
          body: {
            order: { status: WC_DONE_STATUS, order_meta: { [WC_TRACKING_META_KEY]: tracking } },
          },
        });
        const { data } = await client.call<{ order_note?: { id?: number | string } }>(ctx, store, {
          method: 'POST',
          path: `/orders/${id}/notes`,
          body: { order_note: { note: woocommerceFulfilmentNote(request), customer_note: true } },
        });
        return { fulfilment_id: String(data.order_note?.id ?? request.order_id) };
      }
      await client.call(ctx, store, {
        method: 'PUT',
        path: `/orders/${id}`,
        body: {
          status: WC_DONE_STATUS,
          // wc/v1 orders have no meta_data: the note alone carries the tracking there.
          ...(store.woocommerce_version === 1
            ? {}
            : { meta_data: [{ key: WC_TRACKING_META_KEY, value: tracking }] }),
        },
      });
      const { data } = await client.call<{ id?: number | string }>(ctx, store, {
        method: 'POST',
        path: `/orders/${id}/notes`,
        body: { note: woocommerceFulfilmentNote(request), customer_note: true },
      });
      return { fulfilment_id: String(data.id ?? request.order_id) };
    },

    verifyWebhook: verifyWoocommerceWebhook,
  };
}

export const woocommerceConnector: StoreConnector = createWoocommerceConnector();
