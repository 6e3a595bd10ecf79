import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
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

/** The settings a shipment's serialisation reads (rate visibility, rating.md §8; NOTA format). */
export const VIEW_SETTINGS = [
  'show_discount',
  'operator_visible_rates',
  'show_additional_static_rates',
  'nota_label_format',
];

/** Which shipments to view, in which order, and whether to count every match too. */
export interface ViewQuery {
  where: SQL | undefined;
  order?: { column: keyof ShipmentRow; dir: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
  /** Adds the exact number of shipments matching `where` (the list's total). */
  count?: boolean;
}

export interface ViewPage {
  views: ShipmentView[];
  settings: Record<string, string>;
  /** Present when counted and at least one shipment came back. */
  total?: number;
}

/**
 * Shipments with their service, carrier and provider names, owner, latest pickup, whether the
 * owner has prices of their own, the settings their serialisation reads and (for the list) the
 * exact total, in one statement: it used to take seven round trips, and on this kind of machine
 * a statement's socket write, or PGlite's per-statement work, costs more than these lookups.
 * The page is cut first (ordered index scan, limit) and only its rows are joined; the total is a
 * sub-select the database runs once, beside the page and in the same snapshot.
 */
export async function shipmentViewPage(tx: Tx, q: ViewQuery): Promise<ViewPage> {
  const dir = q.order?.dir === 'asc' ? asc : desc;
  let inner = tx.select().from(shipments).where(q.where).$dynamic();
  if (q.order) inner = inner.orderBy(dir(shipments[q.order.column]), dir(shipments.id));
  if (q.limit !== undefined) inner = inner.limit(q.limit);
  if (q.offset) inner = inner.offset(q.offset);
  const page = inner.as('page');
  const latestPickup = tx
    .select()
    .from(pickups)
    .where(eq(pickups.shipmentId, page.id))
    .orderBy(desc(pickups.id))
    .limit(1)
    .as('latest_pickup');
  const row = Object.fromEntries(
    Object.keys(getTableColumns(shipments)).map((k) => [k, page[k as keyof ShipmentRow]]),
  ) as { [K in keyof ShipmentRow]: (typeof page)[K] };
  const pickup = Object.fromEntries(
    Object.keys(getTableColumns(pickups)).map((k) => [k, latestPickup[k as keyof PickupRow]]),
  ) as { [K in keyof PickupRow]: (typeof latestPickup)[K] };
  let outer = tx
    .select({
      row,
      serviceName: services.name,
      carrierName: carriers.name,
      providerCode: providers.code,
      carrierLogoFileId: carriers.logoFileId,
      serviceHasPickup: services.hasPickup,
      owner: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
      hasUserPrices: sql<boolean>`exists (select 1 from ${userPrices} where ${userPrices.userId} = ${page.userId})`,
      settings: sql<
        Record<string, string | null> | string
      >`(select coalesce(json_object_agg(${settings.key}, ${settings.value}), '{}'::json) from ${settings} where ${inArray(settings.key, VIEW_SETTINGS)})`,
      pickup,
      total: q.count
        ? sql<number>`(select count(*) from ${shipments} where ${q.where ?? sql`true`})`.mapWith(
            Number,
          )
        : sql<number>`null`,
    })
    .from(page)
    // A service is named only with its carrier and provider (both required of it).
    .leftJoin(services, eq(services.id, page.serviceId))
    .leftJoin(carriers, eq(carriers.id, services.carrierId))
    .leftJoin(providers, eq(providers.id, carriers.providerId))
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoinLateral(latestPickup, sql`true`)
    .$dynamic();
  if (q.order) outer = outer.orderBy(dir(page[q.order.column]), dir(page.id));
  const records = await outer;
  const first = records[0]?.settings;
  const shown = (typeof first === 'string' ? JSON.parse(first) : (first ?? {})) as Record<
    string,
    string | null
  >;
  const views = records.map((r): ShipmentView => {
    const named = r.serviceName !== null && r.carrierName !== null && r.providerCode !== null;
    return {
      row: r.row as ShipmentRow,
      serviceName: named ? r.serviceName : null,
      carrierName: named ? r.carrierName : null,
      providerCode: named ? r.providerCode : null,
      carrierLogoFileId: named ? r.carrierLogoFileId : null,
      serviceHasPickup: named ? Boolean(r.serviceHasPickup) : false,
      owner: r.owner ?? { id: r.row.userId, name: '', lastName: '', email: '' },
      hasUserPrices: Boolean(r.hasUserPrices),
      pickup: r.pickup as PickupRow | null,
    };
  });
  return {
    views,
    settings: Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v ?? ''])),
    ...(q.count && records.length ? { total: records[0]!.total } : {}),
  };
}

/** The views of shipments already read (in their order), with the settings, in one statement. */
export async function shipmentViews(
  tx: Tx,
  rows: ShipmentRow[],
): Promise<{ views: ShipmentView[]; settings: Record<string, string> }> {
  if (!rows.length) return { views: [], settings: {} };
  const { views, settings } = await shipmentViewPage(tx, {
    where: inArray(
      shipments.id,
      rows.map((r) => r.id),
    ),
  });
  const byId = new Map(views.map((v) => [v.row.id, v]));
  return {
    // The caller's row as given (the same values: read in this transaction).
    views: rows.map((row) => ({
      ...(byId.get(row.id) ?? {
        serviceName: null,
        carrierName: null,
        providerCode: null,
        carrierLogoFileId: null,
        serviceHasPickup: false,
        owner: { id: row.userId, name: '', lastName: '', email: '' },
        hasUserPrices: false,
        pickup: null,
      }),
      row,
    })),
    settings,
  };
}

export async function labelFileRow(tx: Tx, fileId: number) {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * A shipment in the scope with what a download needs beside it (its carrier's provider, the
 * stored label file, the owner), in one statement instead of four.
 */
export async function shipmentForDownload(tx: Tx, scope: ShipmentScope, id: number) {
  const [found] = await tx
    .select({
      row: shipments,
      provider: { code: providers.code, name: providers.name },
      file: storedFiles,
      owner: users,
    })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
    .leftJoin(providers, eq(providers.id, carriers.providerId))
    .leftJoin(storedFiles, eq(storedFiles.id, shipments.labelFileId))
    .leftJoin(users, eq(users.id, shipments.userId))
    .where(scoped(scope, eq(shipments.id, id)))
    .limit(1);
  if (!found) return null;
  return {
    row: found.row,
    provider: found.provider,
    file: found.file,
    owner: found.owner!,
  };
}
