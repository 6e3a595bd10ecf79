import type { Store } from '@despacho/shared';
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
