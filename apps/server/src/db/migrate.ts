import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

export const APP_ROLE = 'despacho_app';
const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending migrations, then makes sure the restricted role exists with its grants. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
  await ensureAppRole(database);
}

async function ensureAppRole({ db }: Database): Promise<void> {
  // Roles are cluster-wide: parallel test databases race to create it, hence both exceptions.
  await db.execute(
    sql.raw(`DO $$ BEGIN
      CREATE ROLE ${APP_ROLE} NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`),
  );
  // A non-superuser owner needs membership to SET ROLE; a superuser already may.
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN NULL;
    END $$`),
  );
  for (const statement of [
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
    // Tenants are created by the CLI on the owner connection; requests only look them up.
    `REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE}`,
    // The ledger is append-only: rows are never deleted.
    `REVOKE DELETE ON transactions FROM ${APP_ROLE}`,
  ]) {
    await db.execute(sql.raw(statement));
  }
}
