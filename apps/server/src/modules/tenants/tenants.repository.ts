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
