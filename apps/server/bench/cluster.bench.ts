/**
 * bench:cluster — throughput of one and of two server processes (WEB_CONCURRENCY) on one
 * PostgreSQL: authenticated GETs and quotes. PostgreSQL only (PGlite serves one process).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo-seed';
import { createLogger } from '../src/lib/logger';
import { SecretBox } from '../src/lib/secret-box';
import { spawnServer, waitHealthy } from '../test/helpers/server-process';
import { BENCH_APP_SECRET, freePort } from './bench-server';
import { line, load, signInToken, type Measured } from './load';
import { benchQuoteBody, seedBenchCatalogue } from './quote-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function measure(
  databaseUrl: string,
  mxId: number,
  processes: number,
): Promise<{ get: Measured; quote: Measured }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'h-cluster-bench-'));
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      APP_SECRET: BENCH_APP_SECRET,
      WEB_CONCURRENCY: String(processes),
    },
    Number(process.env.PORT) || (await freePort()),
  );
  server.child.stderr?.pipe(process.stderr);
  try {
    await waitHealthy(server, 180_000);
    const token = await signInToken(server.url, 'customer@despacho.test');
    const auth = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
    const getReq = { url: `${server.url}/api/v1/registrations`, headers: auth };
    const quoteReq = {
      url: `${server.url}/api/v1/quotes`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: benchQuoteBody(mxId),
    };
    // Warm-up: every worker compiles its hot paths and fills its caches.
    await load({ ...getReq, connections: 8, seconds: 2 });
    await load({ ...quoteReq, connections: 8, seconds: 2 });
    const run = { connections: CONNECTIONS, seconds: SECONDS };
    const get = await load({ ...run, ...getReq });
    const quote = await load({ ...run, ...quoteReq });
    console.log(
      `${processes} process(es), load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(line('  GET /registrations (authenticated)', get));
    console.log(line('  POST /quotes', quote));
    if (get.failed || quote.failed) throw new Error('some requests failed');
    return { get, quote };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'bench:cluster needs PostgreSQL: set DATABASE_URL (the embedded PGlite serves one process only)',
    );
    process.exit(1);
  }
  const name = `despacho_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    const database = await openDatabase({ databaseUrl });
    await migrateDatabase(database);
    await seedDemo(database, new SecretBox(BENCH_APP_SECRET), createLogger('warn'));
    const { mxId } = await seedBenchCatalogue(database);
    await database.close();
    console.log(`PostgreSQL; ${CONNECTIONS} clients, ${SECONDS} s each; 2 CPU cores shared`);
    const one = await measure(databaseUrl, mxId, 1);
    const two = await measure(databaseUrl, mxId, 2);
    const rps = (m: Measured) => `${m.rps.toFixed(0)}/s`;
    console.log(
      `cluster: GET 1 proc ${rps(one.get)}, 2 procs ${rps(two.get)}; quote 1 proc ${rps(one.quote)}, 2 procs ${rps(two.quote)}`,
    );
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
