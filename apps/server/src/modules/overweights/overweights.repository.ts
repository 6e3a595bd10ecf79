import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OverweightStatus } from '@despacho/shared';
import type { Tx } from '../../db/client';
import {
  carriers,
  overweights,
  providers,
  services,
  shipments,
  storedFiles,
  users,
  type OverweightRow,
} from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const OVERWEIGHT_ORDER_COLUMNS = {
  created_at: overweights.createdAt,
  amount: overweights.amountCents,
  overweight: overweights.overweightG,
} as const;
export type OverweightOrderField = keyof typeof OVERWEIGHT_ORDER_COLUMNS;

/** The list's filters, already checked; `userId` keeps one account's rows (customers). */
export interface OverweightFilters {
  userId?: number | null;
  shipmentNumber?: number;
  trackingNumber?: string;
  status?: OverweightStatus;
  carrierId?: number;
  serviceId?: number;
  userEmail?: string;
}

/** One overweight with what its reply shows beside it. */
export interface OverweightView {
  row: OverweightRow;
  shipmentNumber: number;
  serviceName: string | null;
  carrierName: string | null;
  provider: { name: string; code: string } | null;
  owner: { id: number; name: string; lastName: string; email: string; locale: string };
  evidenceName: string | null;
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export function overweightWhere(f: OverweightFilters): SQL | undefined {
  const c: SQL[] = [];
  if (f.userId != null) c.push(eq(overweights.userId, f.userId));
  if (f.shipmentNumber !== undefined) c.push(eq(shipments.sequentialId, f.shipmentNumber));
  if (f.trackingNumber) c.push(ilike(overweights.trackingNumber, like(f.trackingNumber)));
  if (f.status) c.push(eq(overweights.status, f.status));
  if (f.carrierId !== undefined) c.push(eq(overweights.carrierId, f.carrierId));
  if (f.serviceId !== undefined) c.push(eq(overweights.serviceId, f.serviceId));
  if (f.userEmail) c.push(ilike(users.email, like(f.userEmail)));
  return c.length ? and(...c) : undefined;
}

function viewQuery(tx: Tx) {
  return tx
    .select({
      row: overweights,
      shipmentNumber: shipments.sequentialId,
      serviceName: services.name,
      carrierName: carriers.name,
      providerName: providers.name,
      providerCode: providers.code,
      owner: {
        id: users.id,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        locale: users.locale,
      },
      evidenceName: storedFiles.originalName,
    })
    .from(overweights)
    .innerJoin(shipments, eq(shipments.id, overweights.shipmentId))
    .innerJoin(users, eq(users.id, overweights.userId))
    .leftJoin(services, eq(services.id, overweights.serviceId))
    .leftJoin(carriers, eq(carriers.id, overweights.carrierId))
    .leftJoin(providers, eq(providers.id, carriers.providerId))
    .leftJoin(storedFiles, eq(storedFiles.id, overweights.evidenceFileId));
}

type RawView = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

const toView = (r: RawView): OverweightView => ({
  row: r.row,
  shipmentNumber: r.shipmentNumber,
  serviceName: r.serviceName,
  carrierName: r.carrierName,
  provider: r.providerName ? { name: r.providerName, code: r.providerCode ?? '' } : null,
  owner: r.owner,
  evidenceName: r.evidenceName,
});

export async function listOverweightViews(
  tx: Tx,
  p: ListParams<OverweightOrderField>,
  f: OverweightFilters,
): Promise<{ rows: OverweightView[]; total: number }> {
  const where = overweightWhere(f);
  const column = OVERWEIGHT_ORDER_COLUMNS[p.order.field];
  const dir = p.order.dir === 'asc' ? asc : desc;
  const rows = await viewQuery(tx)
    .where(where)
    .orderBy(dir(column), dir(overweights.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(overweights)
    .innerJoin(shipments, eq(shipments.id, overweights.shipmentId))
    .innerJoin(users, eq(users.id, overweights.userId))
    .where(where);
  return { rows: rows.map(toView), total: Number(total?.n ?? 0) };
}

/** Rows after `after` (by id, ascending), for the export's batches. */
export async function overweightViewBatch(
  tx: Tx,
  f: OverweightFilters,
  after: number,
  limit: number,
): Promise<OverweightView[]> {
  const where = overweightWhere(f);
  const rows = await viewQuery(tx)
    .where(where ? and(where, gt(overweights.id, after)) : gt(overweights.id, after))
    .orderBy(asc(overweights.id))
    .limit(limit);
  return rows.map(toView);
}

export async function findOverweightView(tx: Tx, id: number): Promise<OverweightView | null> {
  const [r] = await viewQuery(tx).where(eq(overweights.id, id)).limit(1);
  return r ? toView(r) : null;
}

export async function findOverweightRow(tx: Tx, id: number): Promise<OverweightRow | null> {
  const [r] = await tx.select().from(overweights).where(eq(overweights.id, id)).limit(1);
  return r ?? null;
}

/**
 * The one status change of a transition: only from the statuses named, so of two concurrent
 * clicks exactly one gets the row back (the other waits for the first's row lock, re-reads the
 * status and matches nothing).
 */
export async function moveOverweight(
  tx: Tx,
  id: number,
  from: OverweightStatus[],
  set: Partial<typeof overweights.$inferInsert> & { status: OverweightStatus },
): Promise<OverweightRow | null> {
  const [r] = await tx
    .update(overweights)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(overweights.id, id), inArray(overweights.status, from)))
    .returning();
  return r ?? null;
}

export async function setOverweightEvidence(
  tx: Tx,
  id: number,
  fileId: number,
  description: string,
): Promise<void> {
  await tx
    .update(overweights)
    .set({ evidenceFileId: fileId, evidenceDescription: description, updatedAt: new Date() })
    .where(eq(overweights.id, id));
}

export type OverweightValues = Omit<
  typeof overweights.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'chargedAt' | 'refundedAt' | 'rebateRequestedAt'
>;

/**
 * Records the carrier's measurements: a new overweight, or new numbers on the shipment's unpaid
 * one. Null when the shipment's overweight is already charged (it is never rewritten).
 */
export async function upsertOverweight(
  tx: Tx,
  v: OverweightValues,
): Promise<{ row: OverweightRow; created: boolean } | null> {
  const { tenantId: _t, shipmentId: _s, userId: _u, createdBy: _c, ...changes } = v;
  const [r] = await tx
    .insert(overweights)
    .values(v)
    .onConflictDoUpdate({
      target: [overweights.tenantId, overweights.shipmentId],
      set: {
        ...changes,
        evidenceFileId: v.evidenceFileId ?? sql`${overweights.evidenceFileId}`,
        evidenceDescription: v.evidenceDescription ?? sql`${overweights.evidenceDescription}`,
        updatedAt: new Date(),
      },
      setWhere: eq(overweights.status, 'unpaid'),
    })
    .returning({ ...getTableColumns(overweights), inserted: sql<boolean>`(xmax = 0)` });
  if (!r) return null;
  const { inserted, ...row } = r;
  return { row, created: Boolean(inserted) };
}

/** What recording an overweight needs to know about a shipment. */
export interface OverweightShipment {
  id: number;
  sequentialId: number;
  userId: number;
  status: string;
  carrierId: number | null;
  serviceId: number | null;
  trackingNumber: string | null;
  rateChargeableKg: number | null;
  parcelKg: number | null;
  parcelVolumetricKg: number | null;
  unitPriceCents: number | null;
}

function shipmentQuery(tx: Tx) {
  return tx
    .select({
      id: shipments.id,
      sequentialId: shipments.sequentialId,
      userId: shipments.userId,
      status: shipments.status,
      carrierId: shipments.carrierId,
      serviceId: shipments.serviceId,
      trackingNumber: shipments.trackingNumber,
      rateChargeableKg: sql<string | null>`${shipments.rate} ->> 'chargeable_weight'`,
      parcelKg: sql<string | null>`${shipments.parcel} ->> 'weight'`,
      parcelVolumetricKg: sql<string | null>`${shipments.parcel} ->> 'volumetric_weight'`,
      unitPriceCents: services.extraKgOverweightPriceCents,
    })
    .from(shipments)
    .leftJoin(services, eq(services.id, shipments.serviceId));
}

const num = (v: string | null) => (v === null || v === '' || !Number.isFinite(+v) ? null : +v);

const toShipment = (r: Awaited<ReturnType<ReturnType<typeof shipmentQuery>['execute']>>[number]) =>
  ({
    ...r,
    rateChargeableKg: num(r.rateChargeableKg),
    parcelKg: num(r.parcelKg),
    parcelVolumetricKg: num(r.parcelVolumetricKg),
    unitPriceCents: r.unitPriceCents === null ? null : Number(r.unitPriceCents),
  }) satisfies OverweightShipment;

export async function shipmentByNumber(tx: Tx, n: number): Promise<OverweightShipment | null> {
  const [r] = await shipmentQuery(tx).where(eq(shipments.sequentialId, n)).limit(1);
  return r ? toShipment(r) : null;
}

/** Shipments by tracking number (the import reads its whole file's numbers in one query). */
export async function shipmentsByTracking(
  tx: Tx,
  numbers: string[],
): Promise<Map<string, OverweightShipment>> {
  const found = new Map<string, OverweightShipment>();
  for (let i = 0; i < numbers.length; i += 1000) {
    const chunk = numbers.slice(i, i + 1000);
    if (!chunk.length) continue;
    const rows = await shipmentQuery(tx)
      .where(inArray(shipments.trackingNumber, chunk))
      .orderBy(desc(shipments.id));
    for (const r of rows)
      if (!found.has(r.trackingNumber!)) found.set(r.trackingNumber!, toShipment(r));
  }
  return found;
}

/** The owner's balance after a movement (the e-mail tells it). */
export async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [r] = await tx
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, userId));
  return Number(r?.balance ?? 0);
}
