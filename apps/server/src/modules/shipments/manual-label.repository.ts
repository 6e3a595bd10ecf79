import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shipments } from '../../db/schema';

/**
 * Whether another shipment of the tenant has this tracking number. The transaction first takes
 * a lock on the number, so two uploads of the same number cannot both find it free.
 */
export async function trackingNumberTaken(
  tx: Tx,
  tenantId: number,
  shipmentId: number,
  trackingNumber: string,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`tracking-number:${tenantId}:${trackingNumber}`}))`,
  );
  const [other] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.tenantId, tenantId),
        eq(shipments.trackingNumber, trackingNumber),
        ne(shipments.id, shipmentId),
      ),
    )
    .limit(1);
  return Boolean(other);
}
