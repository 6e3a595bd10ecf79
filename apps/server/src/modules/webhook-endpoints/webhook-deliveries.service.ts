import {
  WEBHOOK_TEST_EVENT,
  type ListQuery,
  type ListResponse,
  type WebhookDelivery,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { attemptDelivery } from '../webhooks/webhook-delivery.service';
import { eventBody } from '../webhooks/webhook-emit';
import { serializeDelivery } from './webhook-endpoint.serializer';
import { endpointOwner } from './webhook-endpoints.service';
import {
  findDeliveryRow,
  findEndpointRow,
  insertDeliveryRow,
  listDeliveryRows,
  reopenDelivery,
} from './webhook-endpoints.repository';

/** `POST webhook_endpoints/:id/test` sends this type: never emitted by a real change. */
export const TEST_EVENT = WEBHOOK_TEST_EVENT;

/** An endpoint's delivery log, newest first (page, per_page). */
export async function listDeliveries(
  ctx: ServiceContext,
  endpointId: number,
  query: ListQuery,
): Promise<ListResponse<WebhookDelivery>> {
  const owner = endpointOwner(ctx, 'read');
  const p = listParams(query, ['created_at'] as const, { field: 'created_at', dir: 'desc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findEndpointRow(tx, owner, endpointId))) throw notFound();
    return listDeliveryRows(tx, endpointId, { limit: p.perPage, offset: p.offset });
  });
  return listOf(
    rows.map((r) => serializeDelivery(r)),
    total,
    p,
  );
}

export async function getDelivery(ctx: ServiceContext, id: number): Promise<WebhookDelivery> {
  const owner = endpointOwner(ctx, 'read');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findDeliveryRow(tx, owner, id));
  if (!row) throw notFound();
  return serializeDelivery(row, true);
}

/** One attempt now, with no transaction open (the receiver has 10 s), then the row as it is. */
async function attemptNow(ctx: ServiceContext, d: { id: number; eventId: string }) {
  await attemptDelivery(
    ctx.deps,
    { tenantId: ctx.tenant.id, deliveryId: d.id, eventId: d.eventId },
    { final: true, retryCount: 0 },
  );
  return getDelivery(ctx, d.id);
}

/**
 * Resend: the same body and event id, freshly signed, attempted once now (the reply says how
 * it went). A delivery still pending is retried by the queue already: 409.
 */
export async function resendDelivery(ctx: ServiceContext, id: number): Promise<WebhookDelivery> {
  const owner = endpointOwner(ctx, 'update');
  const reopened = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findDeliveryRow(tx, owner, id))) throw notFound();
    return reopenDelivery(tx, id);
  });
  if (!reopened)
    throw new AppError('conflict', undefined, { fields: { base: ['v.webhook_delivery_pending'] } });
  return attemptNow(ctx, reopened);
}

/**
 * A `ping` event to check a receiver: `data.webhook_endpoint` says which endpoint and events.
 * Signed like every delivery, attempted once now, and kept in the log.
 */
export async function testEndpoint(ctx: ServiceContext, id: number): Promise<WebhookDelivery> {
  const owner = endpointOwner(ctx, 'update');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const endpoint = await findEndpointRow(tx, owner, id);
    if (!endpoint) throw notFound();
    const event = eventBody(TEST_EVENT, {
      webhook_endpoint: { id: endpoint.id, url: endpoint.url, events: endpoint.events },
    });
    return insertDeliveryRow(tx, {
      tenantId: ctx.tenant.id,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: TEST_EVENT,
      body: event.body,
      nextAttemptAt: new Date(),
    });
  });
  return attemptNow(ctx, row);
}
