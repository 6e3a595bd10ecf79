import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, pgliteDirOf, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { livePidHolder } from './db/pid-lock';
import { seedDemoCatalogue } from './db/seed/demo-catalogue';
import { seedDemoMexicanCarriers } from './db/seed/demo-mx-carriers';
import { DEMO_TENANT, seedDemo } from './db/seed/demo-seed';
import { AppError } from './http/app-error';
import { createLogger } from './lib/logger';
import { SecretBox } from './lib/secret-box';
import { importSepomex, readSepomexFile } from './modules/countries/sepomex-import';
import { formatLedgerReport, verifyLedger } from './modules/ledger/ledger-verify';
import { createTenant, deleteTenant } from './modules/tenants/tenants.service';

const USAGE = `Usage:
  npm run cli -- db:migrate
  npm run cli -- tenant:create <slug> --name "<name>" --admin-email <email> --admin-password <password> [--support-email <email>]
                                               (the slug "demo" is the demo seed's)
  npm run cli -- tenant:delete <slug> --yes
  npm run cli -- ledger:verify [--tenant <slug>]  (exit 2 when a balance differs from its ledger)
  npm run cli -- seed:demo                     (demo mode only)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Opens (creating and migrating if needed) the database; refuses while a server holds PGlite. */
async function open(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) {
    const holder = livePidHolder(config.dataDir);
    if (holder) {
      fail(
        `The embedded database in ${config.dataDir} is in use by the server (pid ${holder}).\n` +
          'Stop the server first (PGlite allows one process), or run on PostgreSQL with DATABASE_URL.',
      );
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirOf(config.dataDir),
  });
  await migrateDatabase(database);
  return database;
}

async function run(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);

  switch (command) {
    case 'db:migrate': {
      const db = await open(config);
      await db.close();
      console.log('Database migrated.');
      return;
    }
    case 'sepomex:import': {
      const file = rest[0];
      if (!file) fail('usage: npm run cli -- sepomex:import <CPdescarga.txt | .xlsx>');
      const started = Date.now();
      const rows = await readSepomexFile(file).catch((err: unknown) =>
        fail(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`),
      );
      const db = await open(config);
      let shown = 0;
      await importSepomex(db, rows, (done, total) => {
        if (done - shown >= 25_000 || done === total) {
          shown = done;
          process.stdout.write(
            `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} settlements\n`,
          );
        }
      });
      await db.close();
      console.log(
        `Imported ${rows.length} settlements in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      return;
    }
    case 'seed:demo': {
      if (config.mode === 'production')
        fail('seed:demo refuses to run in production: the demo passwords are published.');
      const db = await open(config);
      const secrets = new SecretBox(config.appSecret);
      const seeded = await seedDemo(db, secrets, log, config.publicUrl);
      await seedDemoCatalogue(db, secrets, DEMO_TENANT, log);
      await seedDemoMexicanCarriers(db, secrets, DEMO_TENANT, log);
      await db.close();
      console.log(
        seeded
          ? 'Demo tenant "demo" created.'
          : 'Demo tenant "demo" already exists; nothing to do.',
      );
      return;
    }
    case 'tenant:create': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: {
          name: { type: 'string' },
          'admin-email': { type: 'string' },
          'admin-password': { type: 'string' },
          'support-email': { type: 'string' },
        },
      });
      const slug = positionals[0];
      if (!slug || !values.name || !values['admin-email'] || !values['admin-password']) fail(USAGE);
      const db = await open(config);
      try {
        const { tenant, admin } = await createTenant(db.db, new SecretBox(config.appSecret), {
          slug,
          name: values.name,
          supportEmail: values['support-email'] ?? null,
          admin: { email: values['admin-email'], password: values['admin-password'] },
        });
        console.log(
          `Tenant "${tenant.slug}" (${tenant.name}) created; main admin ${admin.email} can sign in.`,
        );
      } catch (err) {
        if (err instanceof AppError) fail(err.message);
        throw err;
      } finally {
        await db.close();
      }
      return;
    }
    case 'tenant:delete': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { yes: { type: 'boolean' } },
      });
      const slug = positionals[0];
      if (!slug) fail(USAGE);
      if (!values.yes)
        fail(`This deletes tenant "${slug}" and all its data for good. Add --yes to confirm.`);
      const db = await open(config);
      try {
        const deleted = await deleteTenant(db.db, slug);
        if (!deleted) fail(`There is no tenant "${slug}".`);
        console.log(`Tenant "${slug}" and all its data deleted.`);
      } finally {
        await db.close();
      }
      return;
    }
    case 'ledger:verify': {
      const { values } = parseArgs({
        args: rest,
        options: { tenant: { type: 'string' } },
      });
      const db = await open(config);
      try {
        const report = await verifyLedger(db.db, { tenantSlug: values.tenant });
        if (values.tenant && report.tenants === 0) {
          console.error(`There is no tenant "${values.tenant}".`);
          process.exitCode = 1;
        } else {
          console.log(formatLedgerReport(report));
          if (report.drift.length) process.exitCode = 2;
        }
      } finally {
        await db.close();
      }
      return;
    }
    default:
      fail(USAGE);
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
