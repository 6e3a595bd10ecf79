import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { DEMO_TENANT } from '../modules/tenants/tenants.service';
import { findTenantBySlug } from '../modules/tenants/tenants.repository';
import { rowsOf } from './tenant-tx';
import type { Database } from './client';

/**
 * What production refuses to serve, as a sentence for the log (null when all is well):
 * the demo tenant (its passwords are published) and, on PostgreSQL, a superuser connection
 * (a superuser ignores row-level security, the second wall between tenants).
 */
export async function checkProductionDatabase(
  database: Database,
  config: AppConfig,
): Promise<string | null> {
  if (await findTenantBySlug(database.db, DEMO_TENANT)) {
    return (
      `This database holds the demo tenant "${DEMO_TENANT}", whose passwords are published. ` +
      `Production will not serve it: remove it with \`npm run cli -- tenant:delete ${DEMO_TENANT} --yes\` ` +
      'or use a fresh database.'
    );
  }
  if (database.driver === 'postgres' && !config.allowSuperuser) {
    const [row] = rowsOf<{ super: boolean }>(
      await database.db.execute(
        sql`select rolsuper as super from pg_roles where rolname = current_user`,
      ),
    );
    if (row?.super) {
      return (
        'DATABASE_URL connects as a PostgreSQL superuser, which ignores row-level security. ' +
        'Connect as the non-superuser owner described in the README ("Running on PostgreSQL as a ' +
        'non-superuser"), or set DATABASE_ALLOW_SUPERUSER=true to accept the risk.'
      );
    }
  }
  return null;
}
