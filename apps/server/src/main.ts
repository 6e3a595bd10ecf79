import './wasm-tiers';
import cluster from 'node:cluster';
import { runWorkers, withStartupLock } from './cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/client';
import { migrateDatabase } from './db/migrate';
import { installJobQueue } from './jobs/job-queue';
import { syncProvidersOfAllTenants } from './modules/providers/providers.seed';
import { livePidHolder, removePidFile, writePidFile } from './db/pid-lock';
import { checkProductionDatabase } from './db/production-checks';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Logger } from './lib/logger';
import { seedDemoCatalogue } from './db/seed/demo-catalogue';
import { seedDemoHistory } from './db/seed/demo-history';
import { seedDemoMexicanCarriers } from './db/seed/demo-mx-carriers';
import { seedDemoPostalCodes } from './db/seed/demo-postal-codes';
import { seedDemoSatProducts } from './modules/countries/sat-products';
import { DEMO_TENANT, seedDemo } from './db/seed/demo-seed';
import { createLogger } from './lib/logger';
import { completeSettingsCatalogues } from './modules/settings/settings.service';
import { SecretBox } from './lib/secret-box';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const embedded = !config.databaseUrl;
  if (embedded) {
    const holder = livePidHolder(config.dataDir);
    if (holder) {
      log.fatal(
        `The embedded database in ${config.dataDir} is in use by process ${holder}. Stop it first or use another DATA_DIR.`,
      );
      process.exit(1);
    }
    writePidFile(config.dataDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embedded ? pgliteDirOf(config.dataDir) : undefined,
    onIdleError: (err) => log.warn({ err }, 'an idle database connection failed'),
  });
  const workers = config.webConcurrency ?? 1;
  // A cluster's workers find the database prepared by their primary.
  if (!cluster.isWorker) {
    const ready = await withStartupLock(config.databaseUrl, () =>
      prepareDatabase(database, config, log),
    );
    if (!ready) {
      await database.close();
      if (embedded) removePidFile(config.dataDir);
      process.exit(1);
    }
  }
  if (workers > 1 && cluster.isPrimary) {
    await database.close();
    runWorkers(workers, log);
    return;
  }

  const app = await buildApp({ config, database, logger: log, startJobs: true });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    if (embedded) removePidFile(config.dataDir);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  log.info(
    `Despacho is listening on ${config.publicUrl} (mode: ${config.mode}, database: ${embedded ? `PGlite in ${pgliteDirOf(config.dataDir)}` : 'PostgreSQL'}, mail: ${config.smtpUrl ? 'SMTP' : `outbox, see ${config.publicUrl}/dev/mailbox`})`,
  );
  if (config.mode === 'demo') {
    log.warn(
      [
        '',
        '*** DEMO MODE ***',
        `Tenant "${DEMO_TENANT}" has demo accounts whose password is published in the README;`,
        'e-mails can be read by anyone at /dev/mailbox; mock providers answer instead of real ones.',
        'Never put real customers or money here. Production: NODE_ENV=production (see README).',
        '',
      ].join('\n'),
    );
  }
}

/** Migrations, new settings and providers, then the production checks or the demo data. */
async function prepareDatabase(
  database: Database,
  config: AppConfig,
  log: Logger,
): Promise<boolean> {
  await migrateDatabase(database);
  // Under the startup lock too: queues started together never race to create pg-boss's schema.
  if (await installJobQueue(database)) log.info('job queue tables created');
  const settingsAdded = await completeSettingsCatalogues(
    database.db,
    new SecretBox(config.appSecret),
  );
  if (settingsAdded) log.info({ settingsAdded }, 'new settings added to existing tenants');
  // Providers added in a release (Manual, issue 21) reach tenants created before it.
  await syncProvidersOfAllTenants(database);
  if (config.mode === 'production') {
    const problem = await checkProductionDatabase(database, config);
    if (problem) {
      log.fatal(problem);
      return false;
    }
  } else {
    const secrets = new SecretBox(config.appSecret);
    await seedDemo(database, secrets, log, config.publicUrl);
    await seedDemoCatalogue(database, secrets, DEMO_TENANT, log);
    await seedDemoMexicanCarriers(database, secrets, DEMO_TENANT, log);
    if (await seedDemoPostalCodes(database))
      log.info('demo postal codes loaded (a SEPOMEX subset)');
    await seedDemoSatProducts(database);
    // `npm start` only: two months of a second customer's labels, so analytics has a history.
    if (process.env.DEMO_HISTORY === '1') await seedDemoHistory(database, log, config.publicUrl);
  }

  return true;
}

main().catch((err: unknown) => {
  createLogger('error').fatal({ err }, 'failed to start');
  process.exit(1);
});
