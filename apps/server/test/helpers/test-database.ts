import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { APP_ROLE } from '../../src/db/migrate';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL (another process's view of it); none on PGlite. */
  url?: string;
  drop: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Own the schema as a login role that is not a superuser: what the README asks of production
   * on PostgreSQL. On PGlite (one superuser connection) the session switches to such a role
   * with SET SESSION AUTHORIZATION before migrating, which is the same thing seen from SQL.
   */
  nonSuperuserOwner?: boolean;
}

/** A fresh database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const owner = `despacho_owner_${randomBytes(4).toString('hex')}`;
  if (!adminUrl) {
    const database = await openDatabase({});
    if (opts.nonSuperuserOwner) await becomeNonSuperuserOnPglite(database, owner);
    return { database, drop: async () => {} };
  }
  const name = `despacho_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (opts.nonSuperuserOwner) {
    await ensureAppRole(admin);
    await admin.query(`CREATE ROLE ${owner} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB`);
    await admin.query(`GRANT ${APP_ROLE} TO ${owner}`);
    await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`);
  } else {
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (opts.nonSuperuserOwner) {
    url.username = owner;
    url.password = '';
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (opts.nonSuperuserOwner) await c.query(`DROP ROLE IF EXISTS ${owner}`);
      await c.end();
    },
  };
}

async function ensureAppRole(admin: pg.Client): Promise<void> {
  await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
}

async function becomeNonSuperuserOnPglite(database: Database, owner: string): Promise<void> {
  const [db] = (await database.execRaw('select current_database() as name', [])).rows as {
    name: string;
  }[];
  for (const statement of [
    `CREATE ROLE ${APP_ROLE} NOLOGIN`,
    `CREATE ROLE ${owner} LOGIN NOSUPERUSER`,
    `GRANT ${APP_ROLE} TO ${owner}`,
    `GRANT CREATE ON SCHEMA public TO ${owner}`,
    // As on PostgreSQL, where the owner role owns its database.
    `ALTER DATABASE "${db!.name}" OWNER TO ${owner}`,
    `SET SESSION AUTHORIZATION ${owner}`,
  ]) {
    await database.execRaw(statement);
  }
}
