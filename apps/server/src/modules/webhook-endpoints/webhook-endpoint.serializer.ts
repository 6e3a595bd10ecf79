import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@despacho/shared';
import { iso } from '../../lib/dates';
import { secretHint } from '../webhooks/webhook-secret';
import type { DeliveryRow, EndpointRow } from './webhook-endpoints.repository';

export function serializeEndpoint(
  e: EndpointRow,
  secret: string,
  last: { status: string | null; at: Date | null } = { status: null, at: null },
  reveal = false,
): WebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    secret_hint: secretHint(secret),
    ...(reveal ? { secret } : {}),
    created_at: iso(e.createdAt)!,
    last_delivery_status: last.status as WebhookDeliveryStatus | null,
    last_delivery_at: iso(last.at),
  };
}

export function serializeDelivery(d: DeliveryRow, withBody = false): WebhookDelivery {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status as WebhookDeliveryStatus,
    attempts: d.attempts,
    response_status: d.responseStatus,
    response_body: d.responseBody,
    error: d.error,
    next_attempt_at: iso(d.nextAttemptAt),
    last_attempt_at: iso(d.lastAttemptAt),
    delivered_at: iso(d.deliveredAt),
    created_at: iso(d.createdAt)!,
    ...(withBody ? { body: d.body } : {}),
  };
}
