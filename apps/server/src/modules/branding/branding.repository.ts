import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  storedFiles,
  tenantBrandings,
  type StoredFileRow,
  type TenantBrandingRow,
} from '../../db/schema';

export async function findBrandingRow(tx: Tx, tenantId: number): Promise<TenantBrandingRow | null> {
  const [row] = await tx
    .select()
    .from(tenantBrandings)
    .where(eq(tenantBrandings.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}

export async function upsertBrandingRow(
  tx: Tx,
  tenantId: number,
  patch: Partial<Omit<typeof tenantBrandings.$inferInsert, 'tenantId'>>,
): Promise<TenantBrandingRow> {
  const values = { ...patch, updatedAt: new Date() };
  const [row] = await tx
    .insert(tenantBrandings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantBrandings.tenantId, set: values })
    .returning();
  return row!;
}

export async function insertStoredFileRow(
  tx: Tx,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [row] = await tx.insert(storedFiles).values(values).returning();
  return row!;
}

export async function findStoredFileRow(tx: Tx, id: number): Promise<StoredFileRow | null> {
  const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

export async function deleteStoredFileRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id));
}
