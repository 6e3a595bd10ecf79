import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transactions, users } from '../../db/schema';

/**
 * Locks the user's row until the transaction ends, so concurrent postings for one user apply
 * one after another and each sees the balance the previous one left.
 */
export async function lockUserBalance(
  tx: Tx,
  userId: number,
): Promise<{ balance: number; creditLimit: number } | null> {
  const [row] = await tx
    .select({ balance: users.balanceCents, creditLimit: users.creditLimitCents })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { balance: Number(row.balance), creditLimit: Number(row.creditLimit) } : null;
}

export async function insertTransactionRow(tx: Tx, values: typeof transactions.$inferInsert) {
  const [row] = await tx.insert(transactions).values(values).returning();
  return row!;
}

/** A ledger row's effect on its balance: deposits add, withdrawals take away. */
export const signedAmount = sql`case when ${transactions.transactionType} = 'deposit' then ${transactions.amountCents} else -${transactions.amountCents} end`;

/** Σ cleared deposits − Σ cleared withdrawals: what the balance must equal. */
export async function clearedSum(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${signedAmount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, 'cleared')));
  return Number(row?.sum ?? 0);
}

export async function transactionByReference(tx: Tx, reference: string) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.reference, reference))
    .limit(1);
  return row ?? null;
}
