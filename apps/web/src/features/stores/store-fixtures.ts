import type { Store, StoreSyncResult } from '@despacho/shared';
import { reply } from '../../test/mock-api';

export const makeStore = (over: Partial<Store> = {}): Store => ({
  id: 1,
  provider: 'shopify',
  shop: 'carmen-demo.myshopify.com',
  name: 'Carmen Demo',
  status: 'connected',
  status_reason: null,
  woocommerce_version: null,
  woocommerce_legacy_api: null,
  api_key: null,
  user_id: 7,
  last_sync_at: '2026-11-20T17:30:00Z',
  last_sync_error: null,
  shipments_count: 4,
  created_at: '2026-11-01T00:00:00Z',
  ...over,
});

export const storePage = (data: Store[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

/** A Shopify store whose app was uninstalled, and a WooCommerce store whose last sync failed. */
export const revoked = makeStore({
  id: 1,
  status: 'revoked',
  status_reason: 'La app se desinstaló en Shopify',
});
export const woo = makeStore({
  id: 2,
  provider: 'woocommerce',
  shop: 'tienda-carmen.example.mx',
  name: 'Tienda Carmen',
  status: 'error',
  last_sync_error: 'La tienda respondió 503',
  api_key: 'ck_****0001',
  woocommerce_version: 3,
  woocommerce_legacy_api: false,
});

/** One store's line of a sync reply: by default Carmen Demo's 4 orders, 3 created, 1 skipped. */
export const makeSyncResult = (over: Partial<StoreSyncResult> = {}): StoreSyncResult => ({
  store_id: 1,
  provider: 'shopify',
  shop: 'carmen-demo.myshopify.com',
  orders: 4,
  created: 3,
  skipped: 1,
  error: null,
  ...over,
});
