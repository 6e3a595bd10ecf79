import { inArray } from 'drizzle-orm';
import { settings } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';

/**
 * A tenant's settings by key, secrets decrypted (server side only: never logged, never
 * answered). Keys the tenant lacks (a tenant created before the key existed) are absent.
 */
export async function tenantSettings(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  tenantId: number,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const rows = await withTenant(deps.db, tenantId, (tx) =>
    tx
      .select()
      .from(settings)
      .where(inArray(settings.key, [...keys])),
  );
  const out: Record<string, string> = {};
  for (const row of rows) {
    out[row.key] = row.secret && row.value ? deps.secrets.decrypt(row.value) : row.value;
  }
  return out;
}
