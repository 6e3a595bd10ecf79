import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenantBrandings, type TenantBrandingRow } from '../../db/schema';

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

// Stored files are shared by every upload (branding, carrier logos): db/stored-files.ts.
export { deleteStoredFileRow, findStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
