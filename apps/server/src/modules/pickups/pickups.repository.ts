import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carriers,
  pickups,
  providers,
  shipments,
  users,
  type PickupRow,
  type ShipmentRow,
} from '../../db/schema';

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

/** Shipments still on their way: a booking's courier visit is still wanted for them. */
const LIVE_SHIPMENT = ['success', 'pending_cancellation'] as const;

/** A row of a carrier booking with the shipment it collects. */
export interface BookingMember {
  pickup: PickupRow;
  shipment: ShipmentRow;
}

/**
 * The carrier's booking (its confirmation number on the carrier account: one courier visit)
 * is the group of pickups it collects: the booked rows sharing it whose shipments are still
 * on their way, oldest first. `lock` takes their rows in that order (cancellation, reschedule
 * and joining a booking all lock the group the same way before deciding).
 */
export async function bookingMembers(
  tx: Tx,
  booking: Pick<PickupRow, 'carrierId' | 'referenceNumber'>,
  opts: { lock?: boolean } = {},
): Promise<BookingMember[]> {
  if (!booking.referenceNumber || booking.carrierId === null) return [];
  const query = tx
    .select({ pickup: pickups, shipment: shipments })
    .from(pickups)
    .innerJoin(shipments, eq(shipments.id, pickups.shipmentId))
    .where(
      and(
        eq(pickups.carrierId, booking.carrierId),
        eq(pickups.referenceNumber, booking.referenceNumber),
        eq(pickups.status, 'generated'),
        inArray(shipments.status, [...LIVE_SHIPMENT]),
      ),
    )
    .orderBy(asc(pickups.id));
  return opts.lock ? query.for('update', { of: pickups }) : query;
}

/**
 * The booking a new pickup may join (consolidation key): the same carrier account and owner,
 * a booked visit whose window covers the one asked for (so the same tenant-local day), at the
 * same origin (country and postal code), collecting at least one live shipment. Oldest first.
 */
export async function joinableBooking(
  tx: Tx,
  key: {
    carrierId: number;
    userId: number;
    countryCode: string;
    postalCode: string;
    dateFrom: Date;
    dateTo: Date;
  },
): Promise<PickupRow | null> {
  const [row] = await tx
    .select({ pickup: pickups })
    .from(pickups)
    .innerJoin(shipments, eq(shipments.id, pickups.shipmentId))
    .where(
      and(
        eq(pickups.carrierId, key.carrierId),
        eq(pickups.userId, key.userId),
        eq(pickups.status, 'generated'),
        isNotNull(pickups.referenceNumber),
        lte(pickups.dateFrom, key.dateFrom),
        gte(pickups.dateTo, key.dateTo),
        inArray(shipments.status, [...LIVE_SHIPMENT]),
        sql`${shipments.origin}->>'postal_code' = ${key.postalCode}`,
        sql`${shipments.origin}->>'country_code' = ${key.countryCode}`,
      ),
    )
    .orderBy(asc(pickups.id))
    .limit(1);
  return row?.pickup ?? null;
}

/**
 * The carrier answered a change with another confirmation (or location): every row still
 * booked on the old one now names the new one. Nothing happens when it kept the same.
 */
export async function renameBooking(
  tx: Tx,
  booking: Pick<PickupRow, 'carrierId' | 'referenceNumber' | 'location'>,
  result: { reference_number: string; location: string | null },
): Promise<void> {
  if (!booking.referenceNumber || booking.carrierId === null) return;
  if (result.reference_number === booking.referenceNumber && result.location === booking.location)
    return;
  await tx
    .update(pickups)
    .set({ referenceNumber: result.reference_number, location: result.location })
    .where(
      and(
        eq(pickups.carrierId, booking.carrierId),
        eq(pickups.referenceNumber, booking.referenceNumber),
        eq(pickups.status, 'generated'),
      ),
    );
}

/** The provider code of a carrier (which connector serves it), read inside a transaction. */
export async function providerCodeOf(tx: Tx, carrierId: number | null): Promise<string | null> {
  if (carrierId === null) return null;
  const [row] = await tx
    .select({ code: providers.code })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(eq(carriers.id, carrierId));
  return row?.code ?? null;
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
