import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { waybills } from '../../db/schema';

/**
 * The next free prepaid number of a carrier (one for this service first, then one for any of
 * its services), taken for the shipment. `SKIP LOCKED`: racing purchases each get their own
 * number without waiting for each other. `pooled` says whether the carrier has a pool at all:
 * a carrier with one never falls back to a generated number.
 */
export async function takeWaybill(
  tx: Tx,
  carrierId: number,
  serviceId: number,
  shipmentId: number,
): Promise<{ pooled: boolean; number: string | null }> {
  const [free] = await tx
    .select({ id: waybills.id, number: waybills.number })
    .from(waybills)
    .where(
      and(
        eq(waybills.carrierId, carrierId),
        or(eq(waybills.serviceId, serviceId), isNull(waybills.serviceId)),
        isNull(waybills.shipmentId),
        isNull(waybills.deletedAt),
      ),
    )
    .orderBy(sql`${waybills.serviceId} is null`, asc(waybills.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (free) {
    await tx.update(waybills).set({ shipmentId }).where(eq(waybills.id, free.id));
    return { pooled: true, number: free.number };
  }
  const [any] = await tx
    .select({ id: waybills.id })
    .from(waybills)
    .where(and(eq(waybills.carrierId, carrierId), isNull(waybills.deletedAt)))
    .limit(1);
  return { pooled: !!any, number: null };
}

/** A purchase that failed gives its number back to the pool. */
export async function releaseWaybill(tx: Tx, shipmentId: number): Promise<void> {
  await tx.update(waybills).set({ shipmentId: null }).where(eq(waybills.shipmentId, shipmentId));
}
