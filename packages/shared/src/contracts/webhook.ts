import { z } from 'zod';
import { registerValidationMessages } from '../validation/messages';

registerValidationMessages({
  'es-MX': {
    'v.webhook_url': 'Escribe una URL completa que empiece con https://',
    'v.webhook_url_private': 'La URL apunta a una dirección privada o local; usa una pública',
    'v.webhook_url_https': 'En producción la URL debe usar https://',
    'v.webhook_events': 'Elige al menos un evento',
    'v.webhook_endpoint_limit': 'Puedes registrar hasta 10 endpoints',
    'v.webhook_delivery_pending':
      'Esta entrega sigue en curso (se reintenta sola); reenvíala cuando termine',
  },
  en: {
    'v.webhook_url': 'Enter a full URL starting with https://',
    'v.webhook_url_private': 'The URL points to a private or local address; use a public one',
    'v.webhook_url_https': 'In production the URL must use https://',
    'v.webhook_events': 'Choose at least one event',
    'v.webhook_endpoint_limit': 'You can register up to 10 endpoints',
    'v.webhook_delivery_pending':
      'This delivery is still in progress (it retries by itself); resend it once it ends',
  },
});

/**
 * Events a merchant can subscribe to (issue 22). Each delivery is a POST of
 * `{ id, type, created_at, data }` (`id` the event's uuid, same across resends) with headers
 * `Despacho-Event`, `Despacho-Delivery` and `Despacho-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 = HMAC-SHA256(secret, `${t}.${raw body}`) — the scheme Stripe uses.
 */
export const WEBHOOK_EVENTS = [
  'shipment.created',
  'label.purchased',
  'tracking.updated',
  'shipment.delivered',
  'shipment.cancelled',
  'overweight.charged',
  'balance.credited',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_SIGNATURE_HEADER = 'despacho-signature';
/** The event type of `POST webhook_endpoints/:id/test` (data: {webhook_endpoint: {id, url, events}}). */
export const WEBHOOK_TEST_EVENT = 'ping';
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookEndpointForm = z.object({
  url: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(2000, { error: 'v.max_length' })
    .url({ error: 'v.webhook_url' }),
  description: z.string().trim().max(100, { error: 'v.max_length' }).optional().nullable(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'v.invalid_value' }))
    .min(1, { error: 'v.webhook_events' }),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointForm = z.input<typeof ZWebhookEndpointForm>;
export const ZWebhookEndpointRequest = z.object({ webhook_endpoint: ZWebhookEndpointForm });

export const ZWebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** "whsec_…Xy12": enough to tell secrets apart, never the secret. */
  secret_hint: z.string(),
  /** The whole secret (`whsec_` + 32 base62), only in the create and rotate replies. */
  secret: z.string().optional(),
  created_at: z.string(),
  /** Last delivery's status and time, for the list. */
  last_delivery_status: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  last_delivery_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookDelivery = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  response_status: z.number().nullable(),
  /** First 1,000 characters of the receiver's reply. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  /** The exact JSON that was signed and sent (detail reply only). */
  body: z.string().optional(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
