import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@despacho/shared';
import { API_KEY_MASK } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';

/** What the External APIs screens' tests share: Carmen, her key, endpoint and deliveries. */

export const carmen = makeUser('customer', { id: 5, name: 'Carmen' });

export const WHOLE_KEY = 'dsp_test_Ab3xQ9w2Lm8Zp4Rt7Yk1Vn6Hs0Jd5Gf3Ce2Bu9Xo';

/** As the list answers it: masked. */
export const apiKey = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 3,
  name: 'Tienda en línea',
  key: API_KEY_MASK,
  key_prefix: 'dsp_test_Ab3x',
  created_at: '2026-11-20T17:00:00Z',
  last_used_at: null,
  ...over,
});

export const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 8,
  url: 'https://mitienda.mx/webhooks/despacho',
  description: 'Sistema de pedidos',
  events: ['label.purchased', 'shipment.delivered'],
  enabled: true,
  secret_hint: 'whsec_…Xy12',
  created_at: '2026-11-20T17:00:00Z',
  last_delivery_status: 'succeeded',
  last_delivery_at: '2026-11-21T10:00:00Z',
  ...over,
});

export const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 41,
  endpoint_id: 8,
  event_id: '7b0c7a36-5b7e-4c36-9d0a-3f0c1b2a9e11',
  event_type: 'label.purchased',
  status: 'failed',
  attempts: 3,
  response_status: 500,
  response_body: '{"error":"boom"}',
  error: null,
  next_attempt_at: '2026-11-21T11:00:00Z',
  last_attempt_at: '2026-11-21T10:30:00Z',
  delivered_at: null,
  created_at: '2026-11-21T10:00:00Z',
  ...over,
});

export const page = (data: unknown[], total = data.length, perPage = 10) =>
  reply(200, {
    data,
    meta: {
      pagination: {
        page: 1,
        per_page: perPage,
        total_objects: total,
        total_pages: Math.max(1, Math.ceil(total / perPage)),
      },
    },
  });
