import { randomBytes } from 'node:crypto';
import {
  normalizeShop,
  type ListQuery,
  type ListResponse,
  type Store,
  type StoreConnectReply,
  type ZStoreForm,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { StoreRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { appLink } from '../mail/mail-links';
import { StoreError } from '../../integrations/stores/store-connector';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { storeMockBaseUrl } from '../../integrations/stores/demo-mocks';
import { storeApp } from './store-context';
import {
  findStoreRow,
  insertOauthState,
  insertStoreRow,
  listStoreRows,
  liveStoreByShopKey,
  updateStoreRow,
} from './stores.repository';
import { serializeStore } from './stores.serializer';
import {
  accountOf,
  duplicate,
  isUniqueViolation,
  presentStore,
  readScope,
  sha256,
  unconfigured,
  writeScope,
} from './store-rules';
import { connectWoocommerce } from './store-woocommerce-connect';
import './stores-messages';

type StoreInput = z.output<typeof ZStoreForm>;

/** An OAuth authorization must come back within this long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export async function listStores(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Store>> {
  authorize(ctx, 'read', 'Store');
  const scope = readScope(ctx);
  const p = listParams(query, ['created_at'] as const, { field: 'created_at', dir: 'desc' });
  const userId = scope.ownerId === null && p.where.user_id ? Number(p.where.user_id) : null;
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listStoreRows(tx, scope, { userId, limit: p.perPage, offset: p.offset }),
  );
  return listOf(
    rows.map((r) => serializeStore(ctx.deps, r, r.shipmentsCount)),
    total,
    p,
  );
}

export async function getStore(ctx: ServiceContext, id: number): Promise<Store> {
  authorize(ctx, 'read', 'Store');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findStoreRow(tx, readScope(ctx), id);
    if (!row) throw notFound();
    return presentStore(ctx, tx, row);
  });
}

/** The shop as the provider's connector accepts it, or 422 on `shop`. */
function shopOf(input: StoreInput): string {
  const typed = (input.shop ?? '').trim();
  if (input.provider === 'tiendanube' && !typed) return '';
  try {
    return storeConnectorFor(input.provider).normalizeShop(typed);
  } catch (err) {
    if (err instanceof StoreError) throw fieldError('shop', 'v.store_shop_invalid');
    throw err;
  }
}

/**
 * POST stores. Shopify / Tienda Nube: the store is kept `pending` with a single-use state and
 * the reply sends the browser to the provider. WooCommerce: the key and secret are tried first
 * (no transaction open), then the store is saved `connected`.
 */
export async function createStore(
  ctx: ServiceContext,
  input: StoreInput,
): Promise<StoreConnectReply> {
  authorize(ctx, 'create', 'Store');
  const owner = accountOf(ctx);
  const shop = shopOf(input);
  // A Tienda Nube store connected without its address is known by its id once authorized.
  const shopKey = shop
    ? normalizeShop(shop)
    : `tiendanube:pending:${randomBytes(8).toString('hex')}`;
  const taken = shop
    ? await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => liveStoreByShopKey(tx, shopKey))
    : null;
  // An authorization this account started and left unfinished is started again, not refused.
  const resumable =
    taken?.status === 'pending' && taken.userId === owner && taken.provider === input.provider;
  if (taken && !resumable) throw duplicate();
  if (input.provider === 'woocommerce') return connectWoocommerce(ctx, owner, shop, shopKey, input);
  const app = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    storeApp(ctx.deps, tx, input.provider),
  );
  if (!app) throw unconfigured(ctx, input.provider);
  if (taken && resumable)
    return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const url = await startAuthorization(ctx, tx, taken, app);
      return { store: await presentStore(ctx, tx, taken), params: { url } };
    });
  try {
    return await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const row = await insertStoreRow(tx, {
        tenantId: ctx.tenant.id,
        userId: owner,
        provider: input.provider,
        shop: shop || 'Tienda Nube',
        shopKey,
        status: 'pending',
      });
      const url = await startAuthorization(ctx, tx, row, app);
      return { store: await presentStore(ctx, tx, row), params: { url } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** A new single-use state for this store and the provider's authorization URL carrying it. */
async function startAuthorization(
  ctx: ServiceContext,
  tx: Tx,
  row: StoreRow,
  app: { client_id: string; client_secret: string },
): Promise<string> {
  const connector = storeConnectorFor(row.provider);
  if (!connector.authorizeUrl) throw fieldError('provider', 'v.store_not_oauth');
  const nonce = randomBytes(24).toString('base64url');
  await insertOauthState(tx, {
    tenantId: ctx.tenant.id,
    userId: requireActor(ctx).id,
    storeId: row.id,
    stateHash: sha256(nonce),
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
  });
  return connector.authorizeUrl(
    { app, mock_base_url: storeMockBaseUrl(ctx.deps.config, row.provider) },
    { shop: row.shop, state: nonce, redirect_uri: storeReturnUrl(ctx) },
  );
}

/**
 * Where the provider sends the merchant back: the web's silent return page. Like every link
 * from outside (mail-links), it names its tenant, so a reseller's merchant lands in their own.
 */
export const storeReturnUrl = (ctx: ServiceContext) => appLink(ctx, '/stores/update');

/** POST stores/{id}/reauthorize: a new authorization for an OAuth store (revoked, pending…). */
export async function reauthorizeStore(
  ctx: ServiceContext,
  id: number,
): Promise<StoreConnectReply> {
  authorize(ctx, 'update', 'Store');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findStoreRow(tx, writeScope(ctx), id),
  );
  if (!row) throw notFound();
  if (row.provider === 'woocommerce') throw fieldError('provider', 'v.store_not_oauth');
  const app = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    storeApp(ctx.deps, tx, row.provider),
  );
  if (!app) throw unconfigured(ctx, row.provider);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const url = await startAuthorization(ctx, tx, row, app);
    return { store: await presentStore(ctx, tx, row), params: { url } };
  });
}

/** DELETE stores/{id}: soft delete; its shipments keep store_id, its secrets are dropped. */
export async function deleteStore(ctx: ServiceContext, id: number): Promise<void> {
  authorize(ctx, 'destroy', 'Store');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findStoreRow(tx, writeScope(ctx), id, { lock: true });
    if (!row) throw notFound();
    await updateStoreRow(tx, id, { deletedAt: new Date(), credentials: null });
  });
}
