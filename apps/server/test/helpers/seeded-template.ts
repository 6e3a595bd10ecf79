import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A migrated and seeded database is the same for every test app with the same seed options, and
 * making one (migrations, the demo seed, the second tenant) costs seconds. Each test worker makes
 * it once per options and hands out copies: on PGlite a new instance started from the first
 * one's data-directory image, on PostgreSQL `CREATE DATABASE … TEMPLATE`. A copy is a database
 * of its own: no test sees another's writes.
 */
export interface SeededDatabase<T> extends TestDatabase {
  /** What the seed answered (ids of seeded rows), the same for every copy. */
  seeded: T;
}

interface Template<T> {
  seeded: T;
  copy(): Promise<TestDatabase>;
}

const templates = new Map<string, Promise<Template<unknown>>>();
/** Set by the run's global setup; a run without it (another config) names its own. */
const runId = () => inject('testRunId') ?? `solo${process.pid}`;

export async function seededTestDatabase<T>(
  key: string,
  seed: (database: Database) => Promise<T>,
): Promise<SeededDatabase<T>> {
  let pending = templates.get(key) as Promise<Template<T>> | undefined;
  if (!pending) {
    pending = makeTemplate(key, seed);
    templates.set(key, pending as Promise<Template<unknown>>);
    pending.catch(() => templates.delete(key));
  }
  const template = await pending;
  return { ...(await template.copy()), seeded: template.seeded };
}

async function makeTemplate<T>(
  key: string,
  seed: (database: Database) => Promise<T>,
): Promise<Template<T>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const built = await createTestDatabase();
    const seeded = await seed(built.database);
    const client = (
      built.database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    const image = await client.dumpDataDir('none');
    await built.database.close();
    return {
      seeded,
      copy: async () => ({
        database: await openDatabase({ pgliteImage: image }),
        drop: async () => {},
      }),
    };
  }
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 10);
  const name = `${TEMPLATE_PREFIX}${runId()}_${process.pid}_${hash}`;
  await adminQuery(adminUrl, [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
  let seeded: T;
  try {
    seeded = await seed(database);
  } finally {
    await database.close();
  }
  let copies = 0;
  return {
    seeded,
    copy: async () => {
      const copyName = `despacho_test_${runId()}_${process.pid}_${hash}_${++copies}`;
      await adminQuery(adminUrl, [`CREATE DATABASE ${copyName} TEMPLATE ${name}`]);
      return {
        database: await openDatabase({ databaseUrl: withDatabase(adminUrl, copyName) }),
        drop: () => adminQuery(adminUrl, [`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`]),
      };
    },
  };
}

/** Templates are named after the test run; the run's global teardown drops them. */
export const TEMPLATE_PREFIX = 'despacho_tpl_';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
