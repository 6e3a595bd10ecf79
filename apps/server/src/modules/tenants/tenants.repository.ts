import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tenants, type TenantRow } from '../../db/schema';

export async function findTenantBySlug(db: Executor, slug: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row ?? null;
}

export async function insertTenant(
  db: Executor,
  values: typeof tenants.$inferInsert,
): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

export async function deleteTenantBySlug(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.delete(tenants).where(eq(tenants.slug, slug)).returning({ id: tenants.id });
  return rows.length === 1;
}

export async function allTenantIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants);
  return rows.map((r) => r.id);
}
