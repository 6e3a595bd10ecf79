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
  // A non-superuser owner without CREATEROLE finds it made by the DBA (README).
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN;
      END IF;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN RAISE EXCEPTION
        'role ${APP_ROLE} does not exist and % may not create it; as a superuser run: CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT ${APP_ROLE} TO %',
        current_user, current_user;
    END $$`),
  );
  // A non-superuser owner needs membership to SET ROLE; a superuser already may.
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
         AND NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN RAISE EXCEPTION
        'role % may not use role ${APP_ROLE}; as a superuser run: CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT ${APP_ROLE} TO %',
        current_user, current_user;
    END $$`),
  );
  for (const statement of [
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
    // Tenants are created by the CLI on the owner connection; requests only look them up.
    `REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE}`,
    // Platform-wide reference data is loaded by the CLI importers; requests only read it.
    `REVOKE INSERT, UPDATE, DELETE ON postal_code_settlements, sat_products FROM ${APP_ROLE}`,
    // The ledger is history: never deleted; only a pending row's status may be settled (the
    // trigger in 0006_ledger_guarantees.sql holds the rest).
    `REVOKE DELETE, UPDATE ON transactions FROM ${APP_ROLE}`,
    `GRANT UPDATE (status) ON transactions TO ${APP_ROLE}`,
    // Stored bytes are written once under their key (row-level security holds them to their
    // tenant, migrations/0028); replacing a file is a new key.
    `REVOKE UPDATE ON file_blobs FROM ${APP_ROLE}`,
    // Its own tenant's time zone, the one thing about `tenants` a request may change (0025).
    `GRANT EXECUTE ON FUNCTION app_set_tenant_time_zone(text) TO ${APP_ROLE}`,
  ]) {
    await db.execute(sql.raw(statement));
  }
  // Balances move only through ledger rows: the app role may update every users column but
  // balance_cents (listed at each start, so new columns are included).
  await db.execute(
    sql.raw(`DO $$ DECLARE cols text; BEGIN
      SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols FROM pg_attribute
        WHERE attrelid = 'public.users'::regclass AND attnum > 0 AND NOT attisdropped
          AND attname <> 'balance_cents';
      EXECUTE 'REVOKE UPDATE ON users FROM ${APP_ROLE}';
      EXECUTE format('GRANT UPDATE (%s) ON users TO ${APP_ROLE}', cols);
    END $$`),
  );
}
