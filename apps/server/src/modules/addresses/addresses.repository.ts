import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses, countries, type AddressRow } from '../../db/schema';

export type AddressWithCountry = AddressRow & {
  countryCode: string | null;
  countryName: string | null;
};
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'tenantId' | 'userId' | 'createdAt' | 'updatedAt'
>;

function select(tx: Tx) {
  return tx
    .select({ address: addresses, countryCode: countries.code, countryName: countries.name })
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId));
}

const flatten = (r: {
  address: AddressRow;
  countryCode: string | null;
  countryName: string | null;
}): AddressWithCountry => ({
  ...r.address,
  countryCode: r.countryCode,
  countryName: r.countryName,
});

/** One account's book, newest first; `search` matches any of the fields people look for. */
export async function listAddressRows(
  tx: Tx,
  ownerId: number,
  p: { search: string | null; limit: number; offset: number },
): Promise<{ rows: AddressWithCountry[]; total: number }> {
  const like = p.search ? `%${p.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const conditions: SQL[] = [eq(addresses.userId, ownerId), eq(addresses.visible, true)];
  if (like) {
    conditions.push(
      or(
        ilike(addresses.aka, like),
        ilike(addresses.name, like),
        ilike(addresses.company, like),
        ilike(addresses.street, like),
        ilike(addresses.city, like),
        ilike(addresses.neighborhood, like),
        ilike(addresses.postalCode, like),
        ilike(addresses.email, like),
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await select(tx)
    .where(where)
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(addresses).where(where);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}

export async function findAddressRow(
  tx: Tx,
  ownerId: number,
  id: number,
): Promise<AddressWithCountry | null> {
  const [row] = await select(tx)
    .where(and(eq(addresses.id, id), eq(addresses.userId, ownerId), eq(addresses.visible, true)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function insertAddressRows(
  tx: Tx,
  tenantId: number,
  ownerId: number,
  values: AddressValues[],
): Promise<number[]> {
  if (!values.length) return [];
  const rows = await tx
    .insert(addresses)
    .values(values.map((v) => ({ ...v, tenantId, userId: ownerId })))
    .returning({ id: addresses.id });
  return rows.map((r) => r.id);
}

export async function updateAddressRow(
  tx: Tx,
  ownerId: number,
  id: number,
  values: AddressValues,
): Promise<boolean> {
  const rows = await tx
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, ownerId), eq(addresses.visible, true)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/**
 * Takes an address out of the book. The row stays, hidden (`visible` false), because the
 * shipments that were sent to it keep pointing at it.
 */
export async function hideAddressRow(tx: Tx, ownerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .update(addresses)
    .set({ visible: false, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, ownerId), eq(addresses.visible, true)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** The tenant's countries, for matching names and codes of an import and checking ids. */
export async function countryRows(
  tx: Tx,
): Promise<{ id: number; code: string | null; name: string; nameEn: string | null }[]> {
  return tx
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      nameEn: countries.nameEn,
    })
    .from(countries);
}
