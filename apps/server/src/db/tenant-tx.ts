import { is, sql } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, RawExecutor, Tx } from './client';
import { APP_ROLE } from './migrate';

/** Until the transaction ends: act as the restricted role inside one tenant (one statement). */
export async function enterTenant(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
  );
}

type AfterCommit = () => Promise<unknown> | unknown;
const afterCommitHooks = new WeakMap<Tx, AfterCommit[]>();

/**
 * Runs `fn` once the transaction `tx` has committed (never if it rolls back): the way slow or
 * outside work (mail delivery, carrier and gateway calls) leaves the transaction. The hook runs
 * in the background; it must handle its own errors.
 */
export function afterCommit(tx: Tx, fn: AfterCommit): void {
  const hooks = afterCommitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by withTenant');
  hooks.push(fn);
}

/**
 * On PostgreSQL, BEGIN and the role and tenant setup travel as one simple-protocol query (two
 * statements, one round trip): drizzle writes `begin <access mode>` as raw text, so the setup
 * rides after the access mode. Only constants and an integer are spliced in.
 */
const beginInTenant = (tenantId: number) => ({
  accessMode:
    `read write; select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${Math.trunc(tenantId)}', true)` as 'read write',
});

/**
 * Runs tenant-scoped work in one transaction as the restricted role with `app.tenant_id` set,
 * so row-level security hides every other tenant's rows even from a query without a filter.
 * Role and tenant are set in the same round trip as BEGIN on PostgreSQL (each socket write to
 * the database is a measurable cost on every request), in one statement on PGlite.
 */
export async function withTenant<T>(
  db: Db,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  // Already inside a withTenant transaction (a service called with a context whose database is
  // that transaction): join it, so after-commit work waits for the outer commit.
  if (afterCommitHooks.has(db as unknown as Tx)) return fn(db as unknown as Tx);
  const hooks: AfterCommit[] = [];
  if (!Number.isSafeInteger(tenantId)) throw new Error(`bad tenant id ${String(tenantId)}`);
  const onPg = is(db, NodePgDatabase);
  const result = await db.transaction(
    async (tx) => {
      afterCommitHooks.set(tx, hooks);
      if (!onPg) await enterTenant(tx, tenantId);
      return fn(tx);
    },
    onPg ? beginInTenant(tenantId) : undefined,
  );
  for (const hook of hooks) {
    void Promise.resolve()
      .then(hook)
      .catch(() => undefined);
  }
  return result;
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

interface RawClient {
  query(
    text: string | { name?: string; text: string; values?: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Raw SQL with positional parameters on the transaction's own connection (no query builder).
 * A `name` makes it a prepared statement on PostgreSQL: parsed and planned once per
 * connection, so a hot route's statement costs no SQL building in the server nor parsing in
 * the database. The text under one name must never change.
 */
export function execIn(
  tx: Tx,
  text: string,
  values: unknown[],
  name?: string,
): Promise<{ rows: Record<string, unknown>[] }> {
  const client = (tx as unknown as { session: { client: RawClient } }).session.client;
  const result =
    is(tx, NodePgTransaction) && name
      ? client.query({ name, text, values })
      : client.query(text, values);
  return result as Promise<{ rows: Record<string, unknown>[] }>;
}

/** A value written into SQL text as a literal (numbers, booleans, text, dates, arrays, null). */
export function sqlLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `${pg.escapeLiteral(v.toISOString())}::timestamptz`;
  if (Array.isArray(v)) return `array[${v.map(sqlLiteral).join(', ')}]`;
  return pg.escapeLiteral(String(v));
}

/**
 * One statement as the restricted role inside one tenant, atomically and in ONE round trip:
 * the role and tenant setup and the statement travel as a single simple-protocol query, which
 * the database runs as one implicit transaction (committed when the statement succeeds, rolled
 * back entirely when it fails, the connection left clean either way). For a statement that
 * locks hot rows (a tenant's counter, a carrier's count): they are released when the
 * statement ends, not after another round trip to a busy server. Values must be spliced with
 * sqlLiteral. Answers the statement's rows.
 */
export async function execInTenantOnce(
  exec: RawExecutor,
  tenantId: number,
  statement: string,
): Promise<Record<string, unknown>[]> {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`bad tenant id ${String(tenantId)}`);
  const result = (await exec(
    `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true); ${statement}`,
  )) as { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
  return Array.isArray(result) ? result.at(-1)!.rows : result.rows;
}
