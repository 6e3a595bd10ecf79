import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';

/**
 * Payments still open that are worth asking the gateway about: every `paid` one (a crash came
 * between the gateway's capture and our credit) and `created`/`pending` ones untouched since
 * `before` (a notification may have been lost).
 */
export async function openPaymentsToReconcile(
  tx: Tx,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      sql`(${payments.status} = 'paid' or (${payments.status} in ('created', 'pending') and ${payments.updatedAt} < ${before.toISOString()}))`,
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** Marks that the gateway was asked (so the next run asks the others first). */
export async function touchPayment(tx: Tx, id: number): Promise<void> {
  await tx.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, id));
}

/** Records that the gateway confirmed the money, before the credit is attempted. */
export async function markPaid(tx: Tx, id: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(and(eq(payments.id, id), sql`${payments.status} in ('created', 'pending')`));
}
