import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** A delivery with the endpoint it goes to (url, secret, whether it is still enabled). */
export async function deliveryForSend(tx: Tx, id: number) {
  const [found] = await tx
    .select({
      delivery: webhookDeliveries,
      endpoint: {
        url: webhookEndpoints.url,
        secretEncrypted: webhookEndpoints.secretEncrypted,
        enabled: webhookEndpoints.enabled,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return found ?? null;
}

export interface AttemptRecord {
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
  at: Date;
}

/** One attempt counted, while the row is still pending (a disabled endpoint settled it). */
export async function recordAttempt(tx: Tx, id: number, r: AttemptRecord): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: r.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: r.responseStatus,
      responseBody: r.responseBody,
      error: r.error,
      lastAttemptAt: r.at,
      nextAttemptAt: r.nextAttemptAt,
      ...(r.status === 'succeeded' ? { deliveredAt: r.at } : {}),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

/** Gives up a pending delivery without an attempt (its endpoint was switched off). */
export async function failPending(tx: Tx, id: number, error: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', error, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Pending deliveries whose next attempt is overdue (its job was lost: a crash before the send,
 * a queue outage); each is pushed forward so the next sweep does not send it again at once.
 */
export async function takeLostDeliveries(tx: Tx, olderThan: Date, now: Date, limit: number) {
  const lost = await tx
    .select({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.nextAttemptAt, olderThan)),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  for (const { id } of lost)
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(eq(webhookDeliveries.id, id));
  return lost;
}
