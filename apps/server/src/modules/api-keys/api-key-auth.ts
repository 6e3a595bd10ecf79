import type { TenantRow, UserRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { hashToken } from '../../lib/tokens';
import { findKeyOwner, touchApiKeyRow } from './api-keys.repository';

export interface KeyCaller {
  user: UserRow;
  apiKey: { id: number; prefix: string };
}

/** How stale `last_used_at` may get: one write a minute per busy key, not one per request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * A partner key → its owner, or null when no key of this tenant has that hash or its owner is
 * not active (the same rule as sessions). Read inside the X-Tenant's tenant, so row-level
 * security keeps another tenant's key out even if the hash matched. No cache: a deleted key
 * fails on the very next request, in every process.
 */
export async function resolveApiKey(
  deps: AppDeps,
  tenant: TenantRow,
  key: string,
): Promise<KeyCaller | null> {
  if (key.length > 200) return null;
  const hash = hashToken(key);
  return withTenant(deps.db, tenant.id, async (tx) => {
    const found = await findKeyOwner(tx, hash);
    if (!found) return null;
    const last = found.key.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - last > TOUCH_AFTER_MS) await touchApiKeyRow(tx, found.key.id);
    return { user: found.user, apiKey: { id: found.key.id, prefix: found.key.keyPrefix } };
  });
}
