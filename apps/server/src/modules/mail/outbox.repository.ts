import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outboxEmails, type OutboxEmailRow, type OutboxStatus } from '../../db/schema';

// Every method runs inside withTenant: row-level security limits it to one tenant's mail.

export async function insertOutboxEmail(
  tx: Tx,
  values: typeof outboxEmails.$inferInsert,
): Promise<OutboxEmailRow> {
  const [row] = await tx.insert(outboxEmails).values(values).returning();
  return row!;
}

export async function findOutboxEmail(tx: Tx, id: number): Promise<OutboxEmailRow | null> {
  const [row] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
  return row ?? null;
}

export async function recordDeliveryAttempt(
  tx: Tx,
  id: number,
  outcome: { status: OutboxStatus; error: string | null },
): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({
      status: outcome.status,
      attempts: sql`${outboxEmails.attempts} + 1`,
      lastError: outcome.error,
      sentAt: outcome.status === 'sent' ? new Date() : null,
    })
    .where(eq(outboxEmails.id, id));
}

/** Queued rows nobody ever tried (the job was lost between commit and enqueue). */
export function staleQueuedEmails(tx: Tx, olderThan: Date, limit: number) {
  return tx
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'queued'),
        eq(outboxEmails.attempts, 0),
        lt(outboxEmails.createdAt, olderThan),
      ),
    )
    .orderBy(asc(outboxEmails.id))
    .limit(limit);
}
