import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

export interface ReferralRow {
  id: number;
  name: string;
  lastName: string;
  createdAt: Date;
  totalCents: number;
}

/**
 * What a referred user has spent on labels, net of refunds: their cleared ledger rows tied to a
 * shipment, withdrawals minus deposits (a cancelled or failed label's refund is a deposit on
 * the same shipment, so it takes its charge back out).
 */
// Written as plain SQL with its own alias: drizzle leaves columns unqualified in a one-table
// select, which would tie the subquery's `user_id` to its own `id` instead of the user's.
const labelSpending = sql<string>`coalesce((
  select sum(case when t.transaction_type = 'withdraw' then t.amount_cents else -t.amount_cents end)
  from transactions t
  where t.user_id = "users"."id" and t.status = 'cleared' and t.shipment_id is not null), 0)`;

/** The users of the tenant who signed up with `code`, newest first, one page. */
export async function listReferralRows(
  tx: Tx,
  tenantId: number,
  code: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const where = and(eq(users.tenantId, tenantId), eq(users.referredBy, code));
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      createdAt: users.createdAt,
      total: labelSpending,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return {
    rows: rows.map((r) => ({ ...r, totalCents: Number(r.total) })),
    total: Number(total?.n ?? 0),
  };
}
