import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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

const ERASED = { html: '', text: '', bodyErasedAt: sql`now()` } as const;

/** A delivered or finally failed e-mail keeps no body: its link must not outlive it here. */
export async function recordDeliveryAttempt(
  tx: Tx,
  id: number,
  outcome: { status: OutboxStatus; error: string | null },
): Promise<void> {
  const done = outcome.status === 'sent' || outcome.status === 'failed';
  await tx
    .update(outboxEmails)
    .set({
      status: outcome.status,
      attempts: sql`${outboxEmails.attempts} + 1`,
      lastError: outcome.error,
      sentAt: outcome.status === 'sent' ? new Date() : null,
      ...(done ? ERASED : {}),
    })
    .where(eq(outboxEmails.id, id));
}

/**
 * Blanks the bodies nobody needs any more: delivered or failed ones (rows from before bodies were
 * erased on delivery) and any not waiting for delivery written before `olderThan` (held in the
 * dev mailbox). A queued e-mail keeps its body until it is sent. Answers how many were erased.
 */
export async function eraseOldBodies(tx: Tx, olderThan: Date): Promise<number> {
  const rows = await tx
    .update(outboxEmails)
    .set(ERASED)
    .where(
      and(
        isNull(outboxEmails.bodyErasedAt),
        or(
          inArray(outboxEmails.status, ['sent', 'failed']),
          and(eq(outboxEmails.status, 'held'), lt(outboxEmails.createdAt, olderThan)),
        ),
      ),
    )
    .returning({ id: outboxEmails.id });
  return rows.length;
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
