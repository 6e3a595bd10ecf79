import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db/client';
import { migrateDatabase } from './db/migrate';
import { livePidHolder, removePidFile, writePidFile } from './db/pid-lock';
import { seedDemo } from './db/seed/demo-seed';
import { createLogger } from './lib/logger';
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
  });
  await migrateDatabase(database);
  if (process.argv.includes('--seed-demo'))
    await seedDemo(database, new SecretBox(config.appSecret), log);

  const app = await buildApp({ config, database, logger: log });
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
    `Despacho is listening on ${config.publicUrl} (database: ${embedded ? `PGlite in ${pgliteDirOf(config.dataDir)}` : 'PostgreSQL'}, mail: ${config.smtpUrl ? 'SMTP' : `outbox, see ${config.publicUrl}/dev/mailbox`})`,
  );
}

main().catch((err: unknown) => {
  createLogger('error').fatal({ err }, 'failed to start');
  process.exit(1);
});
