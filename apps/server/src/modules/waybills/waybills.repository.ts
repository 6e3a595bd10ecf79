import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, services, shipments, waybills } from '../../db/schema';

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

/** A waybill with the names the list shows (row-level security keeps it to the tenant). */
export interface WaybillView {
  id: number;
  number: string;
  carrierId: number;
  carrierName: string;
  serviceId: number | null;
  serviceName: string | null;
  shipmentId: number | null;
  shipmentSequentialId: number | null;
  createdAt: Date;
  deletedAt: Date | null;
}

const view = {
  id: waybills.id,
  number: waybills.number,
  carrierId: waybills.carrierId,
  carrierName: carriers.name,
  serviceId: waybills.serviceId,
  serviceName: services.name,
  shipmentId: waybills.shipmentId,
  shipmentSequentialId: shipments.sequentialId,
  createdAt: waybills.createdAt,
  deletedAt: waybills.deletedAt,
};
const ORDER = { created_at: waybills.createdAt, number: waybills.number } as const;

export interface WaybillFilters {
  number?: string;
  carrierId?: number;
  serviceId?: number;
}

function filtersOf(f: WaybillFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.number) parts.push(ilike(waybills.number, `%${f.number.replace(/[%_\\]/g, '\\$&')}%`));
  if (f.carrierId) parts.push(eq(waybills.carrierId, f.carrierId));
  if (f.serviceId) parts.push(eq(waybills.serviceId, f.serviceId));
  return parts.length ? and(...parts) : undefined;
}

const joined = (tx: Tx) =>
  tx
    .select(view)
    .from(waybills)
    .innerJoin(carriers, eq(carriers.id, waybills.carrierId))
    .leftJoin(services, eq(services.id, waybills.serviceId))
    .leftJoin(shipments, eq(shipments.id, waybills.shipmentId));

export async function listWaybillRows(
  tx: Tx,
  p: {
    filters: WaybillFilters;
    order: { field: keyof typeof ORDER; dir: 'asc' | 'desc' };
    limit: number;
    offset: number;
  },
): Promise<{ rows: WaybillView[]; total: number }> {
  const where = filtersOf(p.filters);
  const column = ORDER[p.order.field];
  const rows = await joined(tx)
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(waybills.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(waybills).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findWaybillView(tx: Tx, id: number): Promise<WaybillView | null> {
  const [row] = await joined(tx).where(eq(waybills.id, id)).limit(1);
  return row ?? null;
}

export async function carrierExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(carriers.id, id))
    .limit(1);
  return !!row;
}

/** The carrier of a service, or null when the tenant has no such service. */
export async function carrierOfService(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ carrierId: services.carrierId })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  return row?.carrierId ?? null;
}

/**
 * Inserts the numbers in one statement; a number the carrier already has (deleted or not) is
 * skipped by the unique index. Answers the numbers actually saved, with their ids.
 */
export async function insertWaybillRows(
  tx: Tx,
  tenantId: number,
  carrierId: number,
  serviceId: number | null,
  numbers: string[],
): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await tx
    .insert(waybills)
    .values(numbers.map((number) => ({ tenantId, carrierId, serviceId, number })))
    .onConflictDoNothing({ target: [waybills.tenantId, waybills.carrierId, waybills.number] })
    .returning({ id: waybills.id, number: waybills.number });
  return new Map(rows.map((r) => [r.number, r.id]));
}

/** Soft delete: answers 'deleted', 'already' (it was deleted before) or 'missing'. */
export async function softDeleteWaybillRow(
  tx: Tx,
  id: number,
): Promise<'deleted' | 'already' | 'missing'> {
  const done = await tx
    .update(waybills)
    .set({ deletedAt: new Date() })
    .where(and(eq(waybills.id, id), isNull(waybills.deletedAt)))
    .returning({ id: waybills.id });
  if (done.length) return 'deleted';
  const [row] = await tx
    .select({ id: waybills.id })
    .from(waybills)
    .where(eq(waybills.id, id))
    .limit(1);
  return row ? 'already' : 'missing';
}
