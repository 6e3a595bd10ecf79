import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  StoreError,
  type StoreCallContext,
  type StoreConnection,
  type StoreConnector,
  type StoreOrder,
} from '../store-connector';
import { TiendanubeClient, tiendanubeAuthBase } from './tiendanube.client';
import {
  isOpenTiendanubeOrder,
  mapTiendanubeOrder,
  tiendanubeStoreName,
} from './tiendanube.mapper';
import {
  TN_OPEN_SHIPPING_STATUSES,
  TN_PAGE_SIZE,
  type TnOrder,
  type TnStore,
} from './tiendanube.types';

const MAX_PAGES = 20;

/**
 * Tienda Nube's x-linkedstore-hmac-sha256: hex HMAC-SHA256 of the raw body with the app's
 * client secret, compared in constant time.
 */
export function verifyTiendanubeWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | undefined>>,
): boolean {
  const given = headers['x-linkedstore-hmac-sha256']?.trim().toLowerCase() ?? '';
  if (!secret || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/**
 * Tienda Nube connects through its own authorization page, so nothing typed is required: an
 * empty shop stays empty (the store's domain comes back with the token); a typed one is kept
 * without scheme, lower-cased.
 */
export function normalizeTiendanubeShop(input: string): string {
  const value = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase();
  if (value && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(value)) {
    throw new StoreError('rejected', 'Not a store address (expected mitienda.mitiendanube.com)');
  }
  return value;
}

export function createTiendanubeConnector(client = new TiendanubeClient()): StoreConnector {
  const storeInfo = async (
    ctx: StoreCallContext,
    store: Pick<StoreConnection, 'external_id' | 'access_token'>,
  ) =>
    client.call<TnStore>(ctx, store, {
      method: 'GET',
      path: '/store',
      query: [['fields', 'id,name,original_domain,main_language']],
    });

  /** Every open order with one shipping status, newest first, up to `wanted`. */
  async function ordersWith(
    ctx: StoreCallContext,
    store: StoreConnection,
    shippingStatus: string,
    wanted: number,
  ): Promise<TnOrder[]> {
    const size = Math.min(TN_PAGE_SIZE, Math.max(1, wanted));
    const found: TnOrder[] = [];
    for (let page = 1; page <= MAX_PAGES && found.length < wanted; page += 1) {
      const batch = await client.call<TnOrder[]>(ctx, store, {
        method: 'GET',
        path: '/orders',
        query: [
          ['status', 'open'],
          ['payment_status', 'paid'],
          ['shipping_status', shippingStatus],
          ['per_page', String(size)],
          ['page', String(page)],
        ],
      });
      if (!batch) break;
      found.push(...batch);
      if (batch.length < size) break;
    }
    return found;
  }

  return {
    provider: 'tiendanube',

    normalizeShop: normalizeTiendanubeShop,

    authorizeUrl(ctx, input) {
      if (!ctx.app.client_id) throw new StoreError('config', 'The Tienda Nube app id is not set');
      const query = new URLSearchParams({ state: input.state });
      // The real page sends the merchant to the redirect URL registered with the app; the mock
      // has no app registry, so demo mode tells it where to go back.
      if (ctx.mock_base_url) query.set('redirect_uri', input.redirect_uri);
      return `${tiendanubeAuthBase(ctx)}/apps/${encodeURIComponent(ctx.app.client_id)}/authorize?${query.toString()}`;
    },

    // Tienda Nube does not sign the return; the single-use state the module checks guards it.
    verifyReturn: () => true,

    async exchangeCode(ctx, { code }) {
      if (!ctx.app.client_id || !ctx.app.client_secret) {
        throw new StoreError('config', 'The Tienda Nube app id or client secret is not set');
      }
      const token = await client.exchangeCode(ctx, ctx.app, code);
      const info = await storeInfo(ctx, {
        external_id: token.user_id,
        access_token: token.access_token,
      }).catch(() => null);
      const name = info ? tiendanubeStoreName(info) : undefined;
      return {
        access_token: token.access_token,
        external_id: token.user_id,
        ...(token.scope ? { scope: token.scope } : {}),
        ...(name ? { name } : {}),
        ...(info?.original_domain ? { shop: info.original_domain.toLowerCase() } : {}),
      };
    },

    async testConnection(ctx, store) {
      const info = await storeInfo(ctx, store);
      const name = info ? tiendanubeStoreName(info) : undefined;
      return name ? { name } : {};
    },

    async listOpenOrders(ctx, store, { limit }) {
      const wanted = Math.max(0, Math.trunc(limit));
      if (!wanted) return [];
      // The list filters one shipping status at a time: not yet packed, and packed not shipped.
      const lists = [];
      for (const status of TN_OPEN_SHIPPING_STATUSES)
        lists.push(await ordersWith(ctx, store, status, wanted));
      const seen = new Set<number>();
      const orders: StoreOrder[] = [];
      for (const order of lists.flat()) {
        if (seen.has(order.id) || !isOpenTiendanubeOrder(order)) continue;
        seen.add(order.id);
        orders.push(mapTiendanubeOrder(order));
      }
      orders.sort((a, b) =>
        a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
      );
      return orders.slice(0, wanted);
    },

    async fulfil(ctx, store, request) {
      // v1's POST /orders/{id}/fulfill (the 2025-03 API adds fulfillment orders; v1 keeps this).
      const order = await client.call<TnOrder>(ctx, store, {
        method: 'POST',
        path: `/orders/${encodeURIComponent(request.order_id)}/fulfill`,
        body: {
          shipping_tracking_number: request.tracking_number,
          ...(request.tracking_url ? { shipping_tracking_url: request.tracking_url } : {}),
          notify_customer: true,
        },
      });
      return { fulfilment_id: String(order?.id ?? request.order_id) };
    },

    verifyWebhook: verifyTiendanubeWebhook,
  };
}

export const tiendanubeConnector: StoreConnector = createTiendanubeConnector();
