import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  storedFiles,
  taxFiscalData,
  users,
  type StoredFileRow,
  type TaxFiscalDataRow,
} from '../../db/schema';

export interface TaxDataView {
  row: TaxFiscalDataRow;
  verified: boolean;
  files: Map<number, StoredFileRow>;
}

/** A user's verification request with its documents' records and the user's switch. */
export async function taxDataViewOf(tx: Tx, userId: number): Promise<TaxDataView | null> {
  const [found] = await tx
    .select({ row: taxFiscalData, verified: users.fiscalDataVerified })
    .from(taxFiscalData)
    .innerJoin(users, eq(users.id, taxFiscalData.userId))
    .where(eq(taxFiscalData.userId, userId))
    .limit(1);
  if (!found) return null;
  const ids = [found.row.docImageFileId, found.row.articleImageFileId].filter(
    (id): id is number => id !== null,
  );
  const rows = ids.length
    ? await tx.select().from(storedFiles).where(inArray(storedFiles.id, ids))
    : [];
  return { ...found, files: new Map(rows.map((f) => [f.id, f])) };
}

export type TaxDataValues = Pick<
  typeof taxFiscalData.$inferInsert,
  | 'taxRegime'
  | 'name'
  | 'rfcCurp'
  | 'socialUrl'
  | 'services'
  | 'docImageFileId'
  | 'articleImageFileId'
>;

/** Insert or replace the user's one request. */
export async function upsertTaxData(
  tx: Tx,
  tenantId: number,
  userId: number,
  values: TaxDataValues,
): Promise<void> {
  await tx
    .insert(taxFiscalData)
    .values({ ...values, tenantId, userId })
    .onConflictDoUpdate({
      target: [taxFiscalData.tenantId, taxFiscalData.userId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** The tenant's user (row-level security hides other tenants'), or null. */
export async function tenantUser(tx: Tx, userId: number): Promise<{ id: number } | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
