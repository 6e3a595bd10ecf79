import { and, asc, count, desc, eq, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, pickups, shipments, users, type PickupRow } from '../../db/schema';

export interface PickupListRow {
  pickup: PickupRow;
  shipmentSequentialId: number;
  carrierName: string | null;
  user: { id: number; name: string; lastName: string; email: string };
}

const ORDER = {
  created_at: pickups.createdAt,
  date_from: pickups.dateFrom,
  reference_number: pickups.referenceNumber,
} as const;
export type PickupOrderField = keyof typeof ORDER;

/** A pickup with its shipment's number, its carrier's name and its owner. */
const withNames = (tx: Tx) =>
  tx
    .select({
      pickup: pickups,
      shipmentSequentialId: shipments.sequentialId,
      carrierName: carriers.name,
      user: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
    })
    .from(pickups)
    .innerJoin(shipments, eq(shipments.id, pickups.shipmentId))
    .innerJoin(users, eq(users.id, pickups.userId))
    .leftJoin(carriers, eq(carriers.id, pickups.carrierId))
    .$dynamic();

export async function insertPickupRow(tx: Tx, values: typeof pickups.$inferInsert) {
  const [row] = await tx.insert(pickups).values(values).returning();
  return row!;
}

/** The shipment's latest pickup (what its screen and the rules read). */
export async function latestPickupOf(tx: Tx, shipmentId: number): Promise<PickupRow | null> {
  const [row] = await tx
    .select()
    .from(pickups)
    .where(eq(pickups.shipmentId, shipmentId))
    .orderBy(desc(pickups.id))
    .limit(1);
  return row ?? null;
}

export async function bookedPickupsOf(tx: Tx, shipmentId: number): Promise<PickupRow[]> {
  return tx
    .select()
    .from(pickups)
    .where(and(eq(pickups.shipmentId, shipmentId), eq(pickups.status, 'generated')))
    .for('update');
}

/**
 * Whether the carrier's booking (its confirmation number) also collects other shipments that
 * are still on their way: then cancelling this shipment must not cancel the courier's visit.
 */
export async function bookingSharedWithLiveShipments(tx: Tx, p: PickupRow): Promise<boolean> {
  if (!p.referenceNumber || p.carrierId === null) return false;
  const [row] = await tx
    .select({ id: pickups.id })
    .from(pickups)
    .innerJoin(shipments, eq(shipments.id, pickups.shipmentId))
    .where(
      and(
        ne(pickups.id, p.id),
        eq(pickups.carrierId, p.carrierId),
        eq(pickups.referenceNumber, p.referenceNumber),
        eq(pickups.status, 'generated'),
        inArray(shipments.status, ['success', 'pending_cancellation']),
      ),
    )
    .limit(1);
  return !!row;
}

/** Moves a pickup on from `from` only (two workers cannot both settle it); null if it had. */
export async function updatePickupRow(
  tx: Tx,
  id: number,
  values: Partial<typeof pickups.$inferInsert>,
  from: PickupRow['status'][],
): Promise<PickupRow | null> {
  const [row] = await tx
    .update(pickups)
    .set(values)
    .where(and(eq(pickups.id, id), inArray(pickups.status, from)))
    .returning();
  return row ?? null;
}

export async function findPickupRow(tx: Tx, id: number): Promise<PickupRow | null> {
  const [row] = await tx.select().from(pickups).where(eq(pickups.id, id)).limit(1);
  return row ?? null;
}

/** Cancellations decided before `before` that the carrier has not confirmed yet. */
export async function cancelingPickups(tx: Tx, before: Date, limit: number) {
  return tx
    .select({ id: pickups.id })
    .from(pickups)
    .where(and(eq(pickups.status, 'canceling'), lt(pickups.canceledAt, before)))
    .orderBy(asc(pickups.canceledAt))
    .limit(limit);
}

export async function listPickupRows(
  tx: Tx,
  p: {
    ownerId: number | null;
    search?: string;
    shipmentId?: number;
    order: { field: PickupOrderField; dir: 'asc' | 'desc' };
    limit: number;
    offset: number;
  },
): Promise<{ rows: PickupListRow[]; total: number }> {
  const parts: (SQL | undefined)[] = [
    p.ownerId === null ? undefined : eq(pickups.userId, p.ownerId),
    p.shipmentId ? eq(pickups.shipmentId, p.shipmentId) : undefined,
  ];
  if (p.search)
    parts.push(or(eq(pickups.referenceNumber, p.search), eq(pickups.trackingNumber, p.search)));
  const where = and(...parts);
  const dir = p.order.dir === 'asc' ? asc : desc;
  const rows = await withNames(tx)
    .where(where)
    .orderBy(dir(ORDER[p.order.field]), dir(pickups.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(pickups).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function pickupById(tx: Tx, id: number): Promise<PickupListRow | null> {
  const [row] = await withNames(tx).where(eq(pickups.id, id)).limit(1);
  return row ?? null;
}
