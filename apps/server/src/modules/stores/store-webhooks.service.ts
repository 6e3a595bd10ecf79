import { createHash } from 'node:crypto';
import { normalizeShop, type StoreProvider } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { StoreRow, TenantRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { openSecrets, storeApp } from './store-context';
import {
  liveStoreByExternalId,
  liveStoresOf,
  recordWebhookEvent,
  storeRowById,
  updateStoreRow,
} from './stores.repository';

export const STORE_SYNC_JOB = 'stores.sync';
export interface SyncPayload {
  tenant_id: number;
  store_id: number;
}

type Headers = Readonly<Record<string, string | undefined>>;
export interface WebhookAnswer {
  status: 200 | 401;
  outcome: 'applied' | 'duplicate' | 'ignored' | 'forged' | 'ping';
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const v = headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : undefined;
};
export const lowerHeaders = (raw: Record<string, unknown>): Headers =>
  Object.fromEntries(Object.keys(raw).map((k) => [k.toLowerCase(), header(raw, k)]));

const FORGED: WebhookAnswer = { status: 401, outcome: 'forged' };
const digest = (raw: Buffer) => createHash('sha256').update(raw).digest('hex');

function parse(raw: Buffer): Record<string, unknown> {
  try {
    const value = JSON.parse(raw.toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a topic does to the stores it names; the receipt and the change share one transaction. */
type Effect = 'revoke' | 'forget' | 'sync' | 'record';

async function apply(
  deps: AppDeps,
  tenant: TenantRow,
  provider: StoreProvider,
  event: { id: string; topic: string; shop: string },
  targets: StoreRow[],
  effect: Effect,
): Promise<WebhookAnswer> {
  const toSync: number[] = [];
  const fresh = await withTenant(deps.db, tenant.id, async (tx: Tx) => {
    const recorded = await recordWebhookEvent(tx, {
      tenantId: tenant.id,
      provider,
      eventId: event.id.slice(0, 128),
      topic: event.topic.slice(0, 60),
      shop: event.shop.slice(0, 255),
    });
    if (!recorded) return false;
    for (const store of targets) {
      if (effect === 'revoke')
        await updateStoreRow(tx, store.id, {
          status: 'revoked',
          statusReason: 'app uninstalled',
          credentials: null,
        });
      // The shop asked for its data to be erased (48 h after uninstalling): the store goes, and
      // with it every credential; the shipments stay as the merchant's shipping records.
      if (effect === 'forget')
        await updateStoreRow(tx, store.id, { deletedAt: new Date(), credentials: null });
      if (effect === 'sync' && ['connected', 'error'].includes(store.status)) toSync.push(store.id);
    }
    return true;
  });
  if (!fresh) return { status: 200, outcome: 'duplicate' };
  for (const id of toSync)
    await deps.jobs
      .send(STORE_SYNC_JOB, { tenant_id: tenant.id, store_id: id })
      .catch((err: unknown) => {
        deps.log.warn({ err, storeId: id }, 'store sync not enqueued; the 15-minute sync will run');
      });
  return { status: 200, outcome: effect === 'record' ? 'ignored' : 'applied' };
}

const SHOPIFY_EFFECTS: Record<string, Effect> = {
  'app/uninstalled': 'revoke',
  'shop/redact': 'forget',
  'customers/redact': 'record',
  'customers/data_request': 'record',
  'orders/paid': 'sync',
  'orders/create': 'sync',
};

/** Shopify: signed with the tenant's app secret over the raw body; deduped by X-Shopify-Webhook-Id. */
export async function shopifyWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  raw: Buffer,
  headers: Headers,
): Promise<WebhookAnswer> {
  const app = await withTenant(deps.db, tenant.id, (tx) => storeApp(deps, tx, 'shopify'));
  const connector = storeConnectorFor('shopify');
  if (!app || !connector.verifyWebhook?.(app.client_secret, raw, headers)) return FORGED;
  const topic = headers['x-shopify-topic'] ?? '';
  const shop = normalizeShop(headers['x-shopify-shop-domain'] ?? '');
  const targets = shop
    ? await withTenant(deps.db, tenant.id, (tx) =>
        liveStoresOf(tx, { provider: 'shopify', shopKey: shop }),
      )
    : [];
  const id = headers['x-shopify-webhook-id'] || `sha256:${digest(raw)}`;
  return apply(
    deps,
    tenant,
    'shopify',
    { id, topic, shop },
    targets,
    SHOPIFY_EFFECTS[topic] ?? 'record',
  );
}

/** WooCommerce: per store, signed with that store's secret; deduped by the delivery id. */
export async function woocommerceWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  storeId: number,
  raw: Buffer,
  headers: Headers,
): Promise<WebhookAnswer> {
  const store = await withTenant(deps.db, tenant.id, (tx) => storeRowById(tx, storeId));
  if (!store || store.deletedAt || store.provider !== 'woocommerce') return FORGED;
  // WooCommerce pings a new webhook once, unsigned, with `webhook_id=N`: answered, nothing kept.
  if (!headers['x-wc-webhook-signature'] && /^webhook_id=\d+$/.test(raw.toString('utf8').trim()))
    return { status: 200, outcome: 'ping' };
  const secret = openSecrets(deps, store).api_secret ?? '';
  const connector = storeConnectorFor('woocommerce');
  if (!secret || !connector.verifyWebhook?.(secret, raw, headers)) return FORGED;
  const topic = headers['x-wc-webhook-topic'] ?? '';
  const id = headers['x-wc-webhook-delivery-id'] || `sha256:${digest(raw)}`;
  const effect: Effect = /^order\.(created|updated)$/.test(topic) ? 'sync' : 'record';
  return apply(
    deps,
    tenant,
    'woocommerce',
    { id: `${store.id}:${id}`, topic, shop: store.shop },
    [store],
    effect,
  );
}

const TIENDANUBE_EFFECTS: Record<string, Effect> = {
  'app/uninstalled': 'revoke',
  'store/redact': 'forget',
  'customers/redact': 'record',
  'customers/data_request': 'record',
  'order/paid': 'sync',
  'order/created': 'sync',
};

/** Tienda Nube: signed with the tenant's app secret (x-linkedstore-hmac-sha256); the body names the store. */
export async function tiendanubeWebhook(
  deps: AppDeps,
  tenant: TenantRow,
  raw: Buffer,
  headers: Headers,
): Promise<WebhookAnswer> {
  const app = await withTenant(deps.db, tenant.id, (tx) => storeApp(deps, tx, 'tiendanube'));
  const connector = storeConnectorFor('tiendanube');
  if (!app || !connector.verifyWebhook?.(app.client_secret, raw, headers)) return FORGED;
  const body = parse(raw);
  const topic = String(body.event ?? '');
  const externalId = String(body.store_id ?? '');
  const store = externalId
    ? await withTenant(deps.db, tenant.id, (tx) =>
        liveStoreByExternalId(tx, 'tiendanube', externalId),
      )
    : null;
  const id = `sha256:${digest(raw)}`;
  return apply(
    deps,
    tenant,
    'tiendanube',
    { id, topic, shop: store?.shop ?? externalId },
    store ? [store] : [],
    TIENDANUBE_EFFECTS[topic] ?? 'record',
  );
}
