import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { csds, type CsdRow } from '../../db/schema';

/** The tenant's current CSD (row-level security keeps the query inside the tenant). */
export async function findActiveCsdRow(tx: Tx): Promise<CsdRow | null> {
  const [row] = await tx
    .select()
    .from(csds)
    .where(eq(csds.active, true))
    .orderBy(desc(csds.createdAt), desc(csds.id))
    .limit(1);
  return row ?? null;
}

/**
 * Makes `values` the tenant's current CSD: the previous one is deactivated first (one active row
 * per tenant, a unique index), in the caller's transaction, so a failure leaves the old one on.
 */
export async function replaceActiveCsd(tx: Tx, values: typeof csds.$inferInsert): Promise<CsdRow> {
  await tx
    .update(csds)
    .set({ active: false })
    .where(and(eq(csds.tenantId, values.tenantId), eq(csds.active, true)));
  const [row] = await tx
    .insert(csds)
    .values({ ...values, active: true })
    .returning();
  return row!;
}
