import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteDirOf, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo-seed';
import { createLogger } from '../src/lib/logger';
import { SecretBox } from '../src/lib/secret-box';
import { spawnServer, waitHealthy } from '../test/helpers/server-process';

export { freePort } from '../test/helpers/server-process';

/** The server's APP_SECRET: a seed that stores carrier credentials encrypts them with it. */
export const BENCH_APP_SECRET = 'bench-secret-0123456789abcdef';

export interface BenchServer {
  url: string;
  database: string;
  /** The fresh PostgreSQL database's URL (null on PGlite, which one process holds at a time). */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database next to the one DATABASE_URL names, dropped at the end. */
async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `despacho_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Runs the server the way `npm start` does (demo mode, demo data), logging warnings only.
 * `prepare` may add data first, on the same database, before the server opens it.
 */
export async function startBenchServer(
  port: number,
  prepare?: (database: Database) => Promise<void>,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'despacho-bench-'));
  const adminUrl = process.env.DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgres(adminUrl) : null;
  if (prepare) {
    const database = await openDatabase({
      databaseUrl: pgDb?.url,
      pgliteDir: pgDb ? undefined : pgliteDirOf(dataDir),
    });
    await migrateDatabase(database);
    await seedDemo(database, new SecretBox(BENCH_APP_SECRET), createLogger('warn'));
    await prepare(database);
    await database.close();
  }
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb?.url ?? '',
      SMTP_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      APP_SECRET: BENCH_APP_SECRET,
    },
    port,
  );
  server.child.stderr?.pipe(process.stderr);
  await waitHealthy(server);
  return {
    url: server.url,
    database: pgDb ? 'PostgreSQL' : 'embedded PGlite',
    databaseUrl: pgDb?.url ?? null,
    async stop() {
      await server.stop();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
