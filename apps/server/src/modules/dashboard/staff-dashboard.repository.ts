import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/tenant-tx';
import { invoices, paymentProofs, shipmentCounts, shipments, users } from '../../db/schema';

// Runs inside withTenant; the explicit tenant conditions let each count use its
// (tenant_id, status, …) index as well as keep to the caller's tenant.

export interface StaffCounts {
  shipmentsToday: number;
  pendingCancellations: number;
  proofsPending: number;
  invoicesPending: number;
  lowBalance: number;
}

/** A customer's own account (not a sub-user, who spends the parent's balance) that ships. */
const lowBalanceCustomer = (tenantId: number, thresholdCents: number) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.userType, 'customer'),
    eq(users.status, 'active'),
    isNull(users.parentId),
    gt(users.totalShipments, 0),
    lt(users.balanceCents, thresholdCents),
  );

/**
 * Every number of the staff dashboard in one statement of scalar subqueries; pending
 * cancellations come from the list's exact counts table (kept by triggers), not a scan.
 */
export async function staffCounts(
  tx: Tx,
  tenantId: number,
  todayStart: Date,
  thresholdCents: number,
): Promise<StaffCounts> {
  const bought = sql`coalesce(${shipments.labelCreatedAt}, ${shipments.createdAt})`;
  const [row] = rowsOf<Record<keyof StaffCounts, string | number>>(
    await tx.execute(sql`select
      (select count(*) from ${shipments} where ${and(
        eq(shipments.tenantId, tenantId),
        inArray(shipments.status, ['success', 'pending_cancellation', 'delivered']),
        sql`${bought} >= ${todayStart.toISOString()}::timestamptz`,
      )}) as "shipmentsToday",
      (select coalesce(sum(${shipmentCounts.n}), 0) from ${shipmentCounts} where ${and(
        eq(shipmentCounts.tenantId, tenantId),
        eq(shipmentCounts.status, 'pending_cancellation'),
      )}) as "pendingCancellations",
      (select count(*) from ${paymentProofs} where ${and(
        eq(paymentProofs.tenantId, tenantId),
        eq(paymentProofs.status, 'pending'),
      )}) as "proofsPending",
      (select count(*) from ${invoices} where ${and(
        eq(invoices.tenantId, tenantId),
        inArray(invoices.status, ['pending', 'stamping']),
      )}) as "invoicesPending",
      (select count(*) from ${users} where ${lowBalanceCustomer(tenantId, thresholdCents)})
        as "lowBalance"`),
  );
  return {
    shipmentsToday: Number(row?.shipmentsToday ?? 0),
    pendingCancellations: Number(row?.pendingCancellations ?? 0),
    proofsPending: Number(row?.proofsPending ?? 0),
    invoicesPending: Number(row?.invoicesPending ?? 0),
    lowBalance: Number(row?.lowBalance ?? 0),
  };
}

/** The customers with the lowest balances under the threshold, lowest first. */
export function lowestBalances(tx: Tx, tenantId: number, thresholdCents: number, limit: number) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      company: users.company,
      balanceCents: users.balanceCents,
    })
    .from(users)
    .where(lowBalanceCustomer(tenantId, thresholdCents))
    .orderBy(asc(users.balanceCents), asc(users.id))
    .limit(limit);
}
