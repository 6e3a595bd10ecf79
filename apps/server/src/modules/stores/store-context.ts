import type { StoreProvider } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { StoreRow } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { storeMockBaseUrl } from '../../integrations/stores/demo-mocks';
import type {
  StoreAppCredentials,
  StoreCallContext,
  StoreConnection,
} from '../../integrations/stores/store-connector';
import { settingRows } from './store-orders.repository';

/** How long one call to a store may take (listing 250 orders included). */
export const STORE_DEADLINE_MS = 20_000;

/** The tenant settings holding each OAuth provider's app (white-label: the reseller's own app). */
const APP_KEYS: Partial<Record<StoreProvider, { id: string; secret: string }>> = {
  shopify: { id: 'shopify_api_key', secret: 'shopify_api_secret' },
  tiendanube: { id: 'tiendanube_app_id', secret: 'tiendanube_client_secret' },
};

/** What the credentials column holds once decrypted. */
export interface StoreSecrets {
  access_token?: string;
  api_key?: string;
  api_secret?: string;
}

export const sealSecrets = (deps: Pick<AppDeps, 'secrets'>, s: StoreSecrets): string =>
  deps.secrets.encrypt(JSON.stringify(s));

export function openSecrets(deps: Pick<AppDeps, 'secrets'>, row: StoreRow): StoreSecrets {
  if (!row.credentials) return {};
  try {
    return JSON.parse(deps.secrets.decrypt(row.credentials)) as StoreSecrets;
  } catch {
    return {};
  }
}

/** The connector's view of a store row, secrets decrypted (never logged). */
export function connectionOf(deps: Pick<AppDeps, 'secrets'>, row: StoreRow): StoreConnection {
  const s = openSecrets(deps, row);
  return {
    provider: row.provider,
    shop: row.shop,
    access_token: s.access_token,
    external_id: row.externalId ?? undefined,
    api_key: s.api_key,
    api_secret: s.api_secret,
    woocommerce_version: (row.woocommerceVersion ?? 3) as 1 | 2 | 3,
    woocommerce_legacy_api: row.woocommerceLegacyApi ?? false,
  };
}

/**
 * The tenant's app for an OAuth provider, or null when either half is blank (the platform has
 * not configured it). WooCommerce has no app: an empty pair.
 */
export async function storeApp(
  deps: Pick<AppDeps, 'secrets'>,
  tx: Tx,
  provider: StoreProvider,
): Promise<StoreAppCredentials | null> {
  const keys = APP_KEYS[provider];
  if (!keys) return { client_id: '', client_secret: '' };
  const rows = await settingRows(tx, [keys.id, keys.secret]);
  const value = (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row) return '';
    return (row.secret ? deps.secrets.decrypt(row.value) : row.value).trim();
  };
  const app = { client_id: value(keys.id), client_secret: value(keys.secret) };
  return app.client_id && app.client_secret ? app : null;
}

/** A call's context: the app, the demo mock's base URL (demo mode only) and a deadline. */
export function callContext(
  deps: Pick<AppDeps, 'config'>,
  provider: StoreProvider,
  app: StoreAppCredentials,
  deadlineMs = STORE_DEADLINE_MS,
): StoreCallContext {
  return {
    app,
    mock_base_url: storeMockBaseUrl(deps.config, provider),
    signal: AbortSignal.timeout(deadlineMs),
  };
}
