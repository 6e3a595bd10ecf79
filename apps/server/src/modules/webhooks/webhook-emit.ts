import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@despacho/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueueAfterCommit } from './webhook-dispatch';

/** One event about one record, for the endpoints of the account that owns the record. */
export interface WebhookEmit {
  tenantId: number;
  /** The record's owner (the shipment's or transaction's user): their endpoints receive it. */
  userId: number;
  type: WebhookEvent;
  /** Builds `data` in the same transaction, only when some endpoint subscribes (else free). */
  data: (tx: Tx) => Promise<Record<string, unknown> | null>;
}

/** The exact text that is signed and sent (kept, so a resend carries the same bytes). */
export function eventBody(type: string, data: Record<string, unknown>) {
  const id = randomUUID();
  return { id, body: JSON.stringify({ id, type, created_at: new Date().toISOString(), data }) };
}

/**
 * Emits an event inside the transaction that made the change: one pending delivery row per
 * enabled endpoint of the owner subscribed to the type, written with the change (or not at
 * all), and the delivery jobs sent after the commit. Answers how many deliveries were queued.
 */
export async function emitWebhookEvent(tx: Tx, e: WebhookEmit): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, e.tenantId),
        eq(webhookEndpoints.userId, e.userId),
        eq(webhookEndpoints.enabled, true),
      ),
    );
  const targets = endpoints.filter((x) => x.events.includes(e.type));
  if (!targets.length) return 0;
  const data = await e.data(tx);
  if (!data) return 0;
  const event = eventBody(e.type, data);
  const now = new Date();
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      targets.map((t) => ({
        tenantId: e.tenantId,
        endpointId: t.id,
        eventId: event.id,
        eventType: e.type,
        body: event.body,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  enqueueAfterCommit(
    tx,
    rows.map((r) => ({ tenantId: e.tenantId, deliveryId: r.id, eventId: event.id })),
  );
  return rows.length;
}
