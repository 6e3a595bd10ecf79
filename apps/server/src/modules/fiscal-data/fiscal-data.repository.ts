import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, fiscalData, users, type FiscalDataRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export type { FiscalDataRow } from '../../db/schema';

export const FISCAL_DATA_ORDER_COLUMNS = {
  created_at: fiscalData.createdAt,
  business_name: fiscalData.businessName,
  rfc: fiscalData.rfc,
} as const;
export type FiscalDataOrderField = keyof typeof FISCAL_DATA_ORDER_COLUMNS;

export interface FiscalDataView {
  row: FiscalDataRow;
  countryName: string | null;
}

/**
 * A user's fiscal data (the receptor of their CFDIs), or null when they have none. Runs inside
 * the caller's tenant transaction, so row-level security keeps it to the tenant. The invoices
 * area calls it to build the receptor.
 */
export async function fiscalDataOf(tx: Tx, userId: number): Promise<FiscalDataRow | null> {
  const [row] = await tx.select().from(fiscalData).where(eq(fiscalData.userId, userId)).limit(1);
  return row ?? null;
}

const viewColumns = { row: fiscalData, countryName: countries.name };

/** The same with its country's name, for the screens. */
export async function fiscalDataViewOf(tx: Tx, userId: number): Promise<FiscalDataView | null> {
  const [view] = await tx
    .select(viewColumns)
    .from(fiscalData)
    .leftJoin(countries, eq(countries.id, fiscalData.countryId))
    .where(eq(fiscalData.userId, userId))
    .limit(1);
  return view ?? null;
}

export async function fiscalDataViewById(tx: Tx, id: number): Promise<FiscalDataView | null> {
  const [view] = await tx
    .select(viewColumns)
    .from(fiscalData)
    .leftJoin(countries, eq(countries.id, fiscalData.countryId))
    .where(eq(fiscalData.id, id))
    .limit(1);
  return view ?? null;
}

/** A page of the tenant's fiscal data; `userId` keeps one user's. */
export async function listFiscalDataViews(
  tx: Tx,
  p: ListParams<FiscalDataOrderField>,
  userId: number | null,
): Promise<{ rows: FiscalDataView[]; total: number }> {
  const where = userId === null ? undefined : eq(fiscalData.userId, userId);
  const column = FISCAL_DATA_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select(viewColumns)
    .from(fiscalData)
    .leftJoin(countries, eq(countries.id, fiscalData.countryId))
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(fiscalData.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(fiscalData).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type FiscalDataValues = Omit<
  typeof fiscalData.$inferInsert,
  'id' | 'tenantId' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Insert or replace the user's one row (one per user and tenant). */
export async function upsertFiscalData(
  tx: Tx,
  tenantId: number,
  userId: number,
  values: FiscalDataValues,
): Promise<void> {
  await tx
    .insert(fiscalData)
    .values({ ...values, tenantId, userId })
    .onConflictDoUpdate({
      target: [fiscalData.tenantId, fiscalData.userId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** The tenant's user (row-level security hides other tenants'), or null. */
export async function tenantUserExists(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}

export async function countryExists(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, id), eq(countries.tenantId, tenantId)))
    .limit(1);
  return !!row;
}
