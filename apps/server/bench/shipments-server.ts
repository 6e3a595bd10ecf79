import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteDirOf, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoCatalogue } from '../src/db/seed/demo-catalogue';
import { DEMO_TENANT, seedDemo } from '../src/db/seed/demo-seed';
import { createLogger } from '../src/lib/logger';
import { SecretBox } from '../src/lib/secret-box';
import { spawnServer, waitHealthy, type ServerProcess } from '../test/helpers/server-process';

const SECRET = 'bench-secret-0123456789abcdef';

export interface ShipmentsBenchServer {
  url: string;
  database: 'PostgreSQL' | 'embedded PGlite';
  /**
   * Stops the server, then opens its database in this process for `inspect` (the embedded
   * database has one owner at a time), then removes the database. Call once.
   */
  stopAndInspect<T>(inspect: (database: Database) => Promise<T>): Promise<T>;
  /** Stops the server and removes the database without inspecting it. */
  stop(): Promise<void>;
}

/**
 * As bench-server.ts (the real server, `npm start`'s demo mode, a fresh database), but the demo
 * catalogue is seeded before `prepare` (which needs its carriers and services) and the database
 * outlives the server process until the ledger has been checked.
 */
export async function startShipmentsServer(
  port: number,
  prepare: (database: Database) => Promise<void>,
): Promise<ShipmentsBenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'despacho-bench-shipments-'));
  const adminUrl = process.env.DATABASE_URL;
  const name = `despacho_bench_${randomBytes(4).toString('hex')}`;
  let dbUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
  }
  const open = () =>
    openDatabase({ databaseUrl: dbUrl, pgliteDir: dbUrl ? undefined : pgliteDirOf(dataDir) });
  const drop = async () => {
    if (adminUrl) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  let server: ServerProcess;
  try {
    const database = await open();
    try {
      const log = createLogger('warn');
      const secrets = new SecretBox(SECRET);
      await migrateDatabase(database);
      await seedDemo(database, secrets, log);
      await seedDemoCatalogue(database, secrets, DEMO_TENANT, log);
      await prepare(database);
    } finally {
      await database.close();
    }
    server = spawnServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl ?? '',
        SMTP_URL: '',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        NODE_ENV: 'development',
        APP_SECRET: SECRET,
        // Server processes sharing the port: one per core on PostgreSQL, as the README's
        // several-processes section recommends (the embedded database serves one process).
        WEB_CONCURRENCY: process.env.SHIPMENTS_BENCH_PROCESSES ?? String(dbUrl ? cpus().length : 1),
      },
      port,
    );
    server.child.stderr?.pipe(process.stderr);
    await waitHealthy(server, 180_000);
  } catch (err) {
    await drop();
    throw err;
  }
  let done = false;
  return {
    url: server.url,
    database: dbUrl ? 'PostgreSQL' : 'embedded PGlite',
    async stopAndInspect(inspect) {
      if (done) throw new Error('the bench server was already stopped');
      done = true;
      try {
        await server.stop();
        const database = await open();
        try {
          return await inspect(database);
        } finally {
          await database.close();
        }
      } finally {
        await drop();
      }
    },
    async stop() {
      if (done) return;
      done = true;
      try {
        await server.stop();
      } finally {
        await drop();
      }
    },
  };
}
