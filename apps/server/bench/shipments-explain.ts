/**
 * The shipment list's plans over a large seeded table, as the server runs them (named prepared
 * statements with their generic plan): EXPLAIN (ANALYZE, BUFFERS) of each list query of the
 * benchmark and of every spec 2 §7 filter, for an admin and a customer. The database is kept
 * between runs (SHIPMENTS_EXPLAIN_DB, seeded once) so plans can be compared after a change.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SHIPMENTS_BENCH_ROWS=200000 \
 *     npx tsx bench/shipments-explain.ts
 * SHIPMENTS_EXPLAIN_DROP=1 drops the kept database and exits.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoCatalogue } from '../src/db/seed/demo-catalogue';
import { DEMO_TENANT, seedDemo } from '../src/db/seed/demo-seed';
import { createLogger } from '../src/lib/logger';
import { SecretBox } from '../src/lib/secret-box';
import { listPlanCases, explainList } from '../test/helpers/shipments-list-plans';
import { seedShipmentsBench } from './shipments-seed';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('set DATABASE_URL (PostgreSQL)');
const NAME = process.env.SHIPMENTS_EXPLAIN_DB ?? 'despacho_ship_explain';
const ROWS = Number(process.env.SHIPMENTS_BENCH_ROWS ?? 200_000);

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [NAME]))
    .rowCount;
  if (process.env.SHIPMENTS_EXPLAIN_DROP) {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
    return;
  }
  if (!exists) await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    // Migrations run every time: a new index is built on the kept data.
    await migrateDatabase(database);
    if (!exists) {
      const log = createLogger('warn');
      const secrets = new SecretBox('bench-secret-0123456789abcdef');
      await seedDemo(database, secrets, log);
      await seedDemoCatalogue(database, secrets, DEMO_TENANT, log);
      await seedShipmentsBench(database, { buyerCount: 1, listRows: ROWS, log: console.log });
    }
    await database.execRaw('analyze shipments');
    for (const c of await listPlanCases(database.execRaw)) {
      const plan = await explainList(database.execRaw, database.driver, c, { analyze: true });
      console.log(`\n=== ${c.name}: ${plan.ms.toFixed(2)} ms, indexes ${plan.indexes.join(', ')}`);
      if (process.env.SHIPMENTS_EXPLAIN_VERBOSE) console.log(plan.text);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
