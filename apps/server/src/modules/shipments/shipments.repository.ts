import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carriers,
  pickups,
  providers,
  services,
  settings,
  shipments,
  storedFiles,
  userPrices,
  users,
  type PickupRow,
  type ShipmentRow,
} from '../../db/schema';

/** A shipment with what its list row and detail show beside it. */
export interface ShipmentView {
  row: ShipmentRow;
  serviceName: string | null;
  carrierName: string | null;
  providerCode: string | null;
  carrierLogoFileId: number | null;
  serviceHasPickup: boolean;
  owner: { id: number; name: string; lastName: string; email: string };
  hasUserPrices: boolean;
  pickup: PickupRow | null;
}

export type ShipmentValues = Partial<typeof shipments.$inferInsert>;

/** Who may see which rows: one account's (customers, sub-users, operators writing) or all. */
export interface ShipmentScope {
  /** null = every shipment of the tenant. */
  ownerId: number | null;
}

const scoped = (scope: ShipmentScope, ...more: (SQL | undefined)[]) =>
  and(scope.ownerId === null ? undefined : eq(shipments.userId, scope.ownerId), ...more);

export async function insertShipmentRow(
  tx: Tx,
  values: typeof shipments.$inferInsert,
): Promise<ShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

export async function findShipmentRow(
  tx: Tx,
  scope: ShipmentScope,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ShipmentRow | null> {
  const query = tx
    .select()
    .from(shipments)
    .where(scoped(scope, eq(shipments.id, id)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Writes `values` only while the shipment is still in one of `from` (statuses): two racing
 * actions cannot both move it. Answers the new row, or null when it had moved on.
 */
export async function updateShipmentRow(
  tx: Tx,
  id: number,
  values: ShipmentValues,
  from?: readonly ShipmentRow['status'][],
): Promise<ShipmentRow | null> {
  const [row] = await tx
    .update(shipments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shipments.id, id), from ? inArray(shipments.status, [...from]) : undefined))
    .returning();
  return row ?? null;
}

export async function deleteShipmentRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(shipments)
    .where(and(eq(shipments.id, id), inArray(shipments.status, ['pending', 'error'])))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** The names, owner and latest pickup of the given shipments, in one round trip each. */
export async function shipmentViews(tx: Tx, rows: ShipmentRow[]): Promise<ShipmentView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const serviceIds = [...new Set(rows.map((r) => r.serviceId).filter((v) => v !== null))];
  const ownerIds = [...new Set(rows.map((r) => r.userId))];
  // One after another: statements on one transaction's connection never overlap.
  const named = serviceIds.length
    ? await tx
        .select({
          serviceId: services.id,
          serviceName: services.name,
          carrierName: carriers.name,
          providerCode: providers.code,
          logoFileId: carriers.logoFileId,
          hasPickup: services.hasPickup,
        })
        .from(services)
        .innerJoin(carriers, eq(carriers.id, services.carrierId))
        .innerJoin(providers, eq(providers.id, carriers.providerId))
        .where(inArray(services.id, serviceIds))
    : [];
  const owners = await tx
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ownerIds));
  const latestPickups = await tx
    .selectDistinctOn([pickups.shipmentId])
    .from(pickups)
    .where(inArray(pickups.shipmentId, ids))
    .orderBy(pickups.shipmentId, sql`${pickups.id} desc`);
  const priced = await tx
    .selectDistinct({ userId: userPrices.userId })
    .from(userPrices)
    .where(inArray(userPrices.userId, ownerIds));
  const byService = new Map(named.map((n) => [n.serviceId, n]));
  const byOwner = new Map(owners.map((o) => [o.id, o]));
  const byShipment = new Map(latestPickups.map((p) => [p.shipmentId, p]));
  const withPrices = new Set(priced.map((p) => p.userId));
  return rows.map((row) => {
    const s = row.serviceId === null ? undefined : byService.get(row.serviceId);
    return {
      row,
      serviceName: s?.serviceName ?? null,
      carrierName: s?.carrierName ?? null,
      providerCode: s?.providerCode ?? null,
      carrierLogoFileId: s?.logoFileId ?? null,
      serviceHasPickup: s?.hasPickup ?? false,
      owner: byOwner.get(row.userId) ?? { id: row.userId, name: '', lastName: '', email: '' },
      hasUserPrices: withPrices.has(row.userId),
      pickup: byShipment.get(row.id) ?? null,
    };
  });
}

/** The rate-visibility settings (rating.md §8) and the tenant's label defaults. */
export async function shipmentSettings(tx: Tx): Promise<Record<string, string>> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(settings.key, [
        'show_discount',
        'operator_visible_rates',
        'show_additional_static_rates',
        'nota_label_format',
      ]),
    );
  return Object.fromEntries(rows.map((r) => [r.key, r.value ?? '']));
}

export async function labelFileRow(tx: Tx, fileId: number) {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row ?? null;
}
