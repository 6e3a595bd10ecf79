import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { APP_ROLE } from './migrate';

/**
 * Runs tenant-scoped work in one transaction as the restricted role with `app.tenant_id` set,
 * so row-level security hides every other tenant's rows even from a query without a filter.
 */
export function withTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    return fn(tx);
  });
}

/** Next per-tenant sequential number for a counter name ('users', 'transactions'). */
export async function nextSequence(tx: Tx | Db, tenantId: number, name: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into tenant_counters (tenant_id, name, value) values (${tenantId}, ${name}, 1)
    on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
    returning value`);
  return Number(rowsOf<{ value: number }>(result)[0]!.value);
}

/** Both drivers answer raw queries with `{ rows }`; the shared Db type cannot say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
