import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver behind one type: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the owner connection or a transaction. */
export type Executor = Db | Tx;

/**
 * Raw SQL with positional parameters; several statements when there are none (pg-boss). A
 * `name` makes it a prepared statement on PostgreSQL (parsed once per connection). With
 * `generic`, it runs on connections whose prepared statements keep their generic plan: for a
 * statement whose best plan does not depend on its values (the list's filters are equalities on
 * the columns of matching indexes), planning again on every call would cost more than running it.
 */
export type RawExecutor = (
  text: string,
  values?: unknown[],
  opts?: { name?: string; generic?: boolean },
) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  execRaw: RawExecutor;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Told when an idle PostgreSQL connection fails (logged by the server). */
  onIdleError?: (err: Error) => void;
  /** Directory for PGlite; `undefined` means in memory (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this data directory image (tests' seeded template). */
  pgliteImage?: Blob | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // Fail fast with the driver's message instead of at the first request.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Opened on first use; only named statements that ask for it run there (see RawExecutor).
    let genericPool: pg.Pool | null = null;
    const generic = () => {
      if (!genericPool) {
        genericPool = new pg.Pool({
          connectionString: opts.databaseUrl,
          max: 4,
          options: '-c plan_cache_mode=force_generic_plan',
        });
        genericPool.on('error', (err) => opts.onIdleError?.(err));
      }
      return genericPool;
    };
    const execRaw: RawExecutor = (text, values, o) =>
      o?.name
        ? (o.generic ? generic() : pool).query({ name: o.name, text, values })
        : pool.query(text, values);
    const close = async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    };
    return { db, driver: 'postgres', execRaw, close };
  }
  let client: PGlite;
  if (opts.pgliteDir) {
    mkdirSync(opts.pgliteDir, { recursive: true });
    client = new PGlite(resolve(opts.pgliteDir));
  } else {
    client = new PGlite(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const execRaw: RawExecutor = async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return { db, driver: 'pglite', execRaw, close: () => client.close() };
}

export function pgliteDirOf(dataDir: string): string {
  return resolve(dataDir, 'db');
}
