import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  addresses,
  countries,
  packages,
  shipmentImports,
  shipments,
  storedFiles,
  type ShipmentImportRow,
} from '../../db/schema';
import { rowsOf } from '../../db/tenant-tx';

export type ImportValues = Partial<typeof shipmentImports.$inferInsert>;

export async function insertImportRow(
  tx: Tx,
  values: typeof shipmentImports.$inferInsert,
): Promise<ShipmentImportRow> {
  const [row] = await tx.insert(shipmentImports).values(values).returning();
  return row!;
}

/** One import; `ownerId` null = any of the tenant's (staff). */
export async function findImportRow(
  tx: Tx,
  id: number,
  ownerId: number | null,
): Promise<ShipmentImportRow | null> {
  const [row] = await tx
    .select()
    .from(shipmentImports)
    .where(
      and(
        eq(shipmentImports.id, id),
        ownerId === null ? undefined : eq(shipmentImports.userId, ownerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function latestImportRows(
  tx: Tx,
  ownerId: number,
  limit: number,
): Promise<ShipmentImportRow[]> {
  return tx
    .select()
    .from(shipmentImports)
    .where(eq(shipmentImports.userId, ownerId))
    .orderBy(desc(shipmentImports.createdAt), desc(shipmentImports.id))
    .limit(limit);
}

export async function updateImportRow(
  tx: Tx,
  id: number,
  values: ImportValues,
  fromStatus?: ShipmentImportRow['status'],
): Promise<ShipmentImportRow | null> {
  const [row] = await tx
    .update(shipmentImports)
    .set(values)
    .where(
      and(
        eq(shipmentImports.id, id),
        fromStatus ? eq(shipmentImports.status, fromStatus) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function storageKeyOf(tx: Tx, fileId: number): Promise<string | null> {
  const [row] = await tx
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .limit(1);
  return row?.key ?? null;
}

/**
 * `count` numbers of the tenant's shipment counter at once (the same counter nextSequence draws
 * from one at a time, so imported and typed shipments share one numbering). Answers the first.
 */
export async function reserveShipmentNumbers(
  tx: Tx,
  tenantId: number,
  count: number,
): Promise<number> {
  const result = await tx.execute(sql`
    insert into tenant_counters (tenant_id, name, value) values (${tenantId}, 'shipments', ${count})
    on conflict (tenant_id, name) do update set value = tenant_counters.value + ${count}
    returning value`);
  return Number(rowsOf<{ value: number }>(result)[0]!.value) - count + 1;
}

/** One multi-row INSERT for a batch of imported shipments. */
export async function insertShipmentRows(
  tx: Tx,
  values: (typeof shipments.$inferInsert)[],
): Promise<void> {
  if (values.length) await tx.insert(shipments).values(values);
}

/** The tenant's countries, to find a row's country by name or ISO code. */
export async function importCountries(tx: Tx) {
  return tx.select().from(countries);
}

/**
 * The account's visible saved addresses, newest first: an import row names its origin by alias,
 * or takes the newest. Read once per import (a book holds tens, not thousands).
 */
export async function savedAddressesOf(tx: Tx, ownerId: number) {
  return tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, ownerId), eq(addresses.visible, true)))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

/** The account's visible package templates, for a row's `package` column. */
export async function savedPackagesOf(tx: Tx, ownerId: number) {
  return tx
    .select()
    .from(packages)
    .where(and(eq(packages.userId, ownerId), eq(packages.visible, true)));
}

/** Imports still `running` long after they started: their process died mid-file. */
export async function failStaleImports(tx: Tx, startedBefore: Date, failure: string) {
  return tx
    .update(shipmentImports)
    .set({ status: 'failed', failure, finishedAt: new Date() })
    .where(and(eq(shipmentImports.status, 'running'), lt(shipmentImports.createdAt, startedBefore)))
    .returning({ id: shipmentImports.id });
}
