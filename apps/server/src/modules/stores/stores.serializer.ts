import type { Store } from '@despacho/shared';
import type { StoreRow } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { iso } from '../../lib/dates';
import { openSecrets } from './store-context';

/** "ck_****0001": enough to tell two keys apart, never enough to use one. */
export function maskKey(key: string | undefined): string | null {
  if (!key) return null;
  const prefix = /^(ck_|cs_)/.exec(key)?.[1] ?? '';
  return `${prefix}****${key.slice(-4)}`;
}

export function serializeStore(
  deps: Pick<AppDeps, 'secrets'>,
  row: StoreRow,
  shipmentsCount: number,
): Store {
  return {
    id: row.id,
    provider: row.provider,
    shop: row.shop,
    name: row.name || row.shop,
    status: row.status,
    status_reason: row.statusReason,
    woocommerce_version: row.woocommerceVersion,
    woocommerce_legacy_api: row.woocommerceLegacyApi,
    api_key: row.provider === 'woocommerce' ? maskKey(openSecrets(deps, row).api_key) : null,
    user_id: row.userId,
    last_sync_at: iso(row.lastSyncAt),
    last_sync_error: row.lastSyncError,
    shipments_count: shipmentsCount,
    created_at: iso(row.createdAt)!,
  };
}
