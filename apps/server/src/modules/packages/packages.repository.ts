import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { packages, type PackageRow } from '../../db/schema';

export type PackageValues = Omit<
  typeof packages.$inferInsert,
  'id' | 'tenantId' | 'userId' | 'createdAt' | 'updatedAt' | 'visible'
>;
const ORDER = { name: packages.name, created_at: packages.createdAt } as const;

const mine = (ownerId: number, ...more: SQL[]) =>
  and(eq(packages.userId, ownerId), eq(packages.visible, true), ...more);

export async function listPackageRows(
  tx: Tx,
  ownerId: number,
  p: {
    search: string | null;
    order: { field: keyof typeof ORDER; dir: 'asc' | 'desc' };
    limit: number;
    offset: number;
  },
): Promise<{ rows: PackageRow[]; total: number }> {
  const like = p.search ? `%${p.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = like ? mine(ownerId, ilike(packages.name, like)) : mine(ownerId);
  const column = ORDER[p.order.field];
  const rows = await tx
    .select()
    .from(packages)
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(packages.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(packages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPackageRow(
  tx: Tx,
  ownerId: number,
  id: number,
): Promise<PackageRow | null> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(mine(ownerId, eq(packages.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertPackageRow(
  tx: Tx,
  tenantId: number,
  ownerId: number,
  values: PackageValues,
): Promise<PackageRow> {
  const [row] = await tx
    .insert(packages)
    .values({ ...values, tenantId, userId: ownerId })
    .returning();
  return row!;
}

export async function updatePackageRow(
  tx: Tx,
  ownerId: number,
  id: number,
  values: PackageValues,
): Promise<PackageRow | null> {
  const [row] = await tx
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(mine(ownerId, eq(packages.id, id)))
    .returning();
  return row ?? null;
}

/** Hidden rather than deleted, like addresses: a shipment's parcel may name it. */
export async function hidePackageRow(tx: Tx, ownerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(packages)
    .set({ visible: false, updatedAt: new Date() })
    .where(mine(ownerId, eq(packages.id, id)))
    .returning({ id: packages.id });
  return rows.length > 0;
}

/** Another visible package of the account with this name (names are how people pick one). */
export async function packageNamed(
  tx: Tx,
  ownerId: number,
  name: string,
): Promise<PackageRow | null> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(mine(ownerId, ilike(packages.name, name.replace(/[%_\\]/g, '\\$&'))))
    .limit(1);
  return row ?? null;
}
