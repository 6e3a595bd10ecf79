import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, shipments, users } from '../../db/schema';

/** Active accounts of the tenant: the staff dashboard's "active users". */
export async function countActiveUsers(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.status, 'active'));
  return Number(row?.n ?? 0);
}

/** A shipment that got its label and was not cancelled: what "successful" counts. */
const successful = inArray(shipments.status, ['success', 'pending_cancellation', 'delivered']);

const scoped = (ownerId: number | null, ...more: SQL[]) =>
  and(successful, ownerId === null ? undefined : eq(shipments.userId, ownerId), ...more);

/** Successful shipments in all and since `monthStart` (an account's, or the tenant's). */
export async function successfulCounts(
  tx: Tx,
  ownerId: number | null,
  monthStart: Date,
): Promise<{ total: number; month: number }> {
  const [row] = await tx
    .select({
      total: count(),
      month: sql<number>`count(*) filter (where ${shipments.labelCreatedAt} >= ${monthStart})`,
    })
    .from(shipments)
    .where(scoped(ownerId));
  return { total: Number(row?.total ?? 0), month: Number(row?.month ?? 0) };
}

/** Successful shipments per carrier name between two instants (developers' breakdown). */
export async function countsByCarrier(
  tx: Tx,
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  const rows = await tx
    .select({ name: carriers.name, n: count() })
    .from(shipments)
    .innerJoin(carriers, eq(carriers.id, shipments.carrierId))
    .where(scoped(null, gte(shipments.labelCreatedAt, from), lt(shipments.labelCreatedAt, to)))
    .groupBy(carriers.name)
    .orderBy(asc(carriers.name));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** The staff's carriers table: each platform carrier's limit, count and what is left. */
export async function carrierLimits(tx: Tx) {
  const rows = await tx
    .select({
      name: carriers.name,
      limit: carriers.shipmentLimit,
      count: carriers.shipmentCount,
    })
    .from(carriers)
    .where(eq(carriers.ownAgreements, false))
    .orderBy(asc(carriers.name));
  return rows.map((r) => ({
    name: r.name,
    shipment_limit: r.limit,
    shipment_count: r.count,
    shipments_left: r.limit === null ? null : Math.max(0, r.limit - r.count),
  }));
}
