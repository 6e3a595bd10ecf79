import { createHash, randomBytes } from 'node:crypto';
import {
  isAdminOrAbove,
  isStaff,
  normalizeShop,
  validationText,
  type ListQuery,
  type ListResponse,
  type ShipmentAddress,
  type Store,
  type StoreConnectReply,
  type UserType,
  ZStoreForm,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { StoreRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { appLink } from '../mail/mail-links';
import { checkEndpointUrl } from '../../lib/outbound-url';
import { StoreError } from '../../integrations/stores/store-connector';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { storeMockBaseUrl } from '../../integrations/stores/demo-mocks';
import { callContext, sealSecrets, storeApp } from './store-context';
import {
  countryCodeOf,
  findStoreRow,
  insertOauthState,
  insertStoreRow,
  listStoreRows,
  liveStoreByShopKey,
  placeOf,
  shipmentsCountOf,
  updateStoreRow,
  type StoreScope,
} from './stores.repository';
import { serializeStore } from './stores.serializer';
import './stores-messages';

type StoreInput = z.output<typeof ZStoreForm>;
type WooInput = Extract<StoreInput, { provider: 'woocommerce' }>;

/** An OAuth authorization must come back within this long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** The paying account a caller acts for: a sub-user connects stores for their parent. */
export const accountOf = (ctx: ServiceContext) => {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
};
const typeOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;

/** Staff read the tenant's stores; everyone else their account's. */
export const readScope = (ctx: ServiceContext): StoreScope =>
  isStaff(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };
/** Admins and up act on any store of the tenant; operators and customers on their own. */
export const writeScope = (ctx: ServiceContext): StoreScope =>
  isAdminOrAbove(typeOf(ctx)) ? { ownerId: null } : { ownerId: accountOf(ctx) };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const present = async (ctx: ServiceContext, tx: Tx, row: StoreRow): Promise<Store> =>
  serializeStore(ctx.deps, row, await shipmentsCountOf(tx, row.id));

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
    return present(ctx, tx, row);
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

const duplicate = () => fieldError('shop', 'v.invalidShopUrl');
const isUniqueViolation = (err: unknown) =>
  /stores_tenant_shop_key|duplicate key|unique/i.test(String((err as Error)?.message ?? err)) ||
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

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
  if (shop) {
    const taken = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      liveStoreByShopKey(tx, shopKey),
    );
    if (taken) throw duplicate();
  }
  if (input.provider === 'woocommerce') return connectWoocommerce(ctx, owner, shop, shopKey, input);
  const app = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    storeApp(ctx.deps, tx, input.provider),
  );
  if (!app) throw unconfigured(ctx, input.provider);
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
      return { store: await present(ctx, tx, row), params: { url } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export function unconfigured(ctx: ServiceContext, provider: string): AppError {
  const name = provider === 'shopify' ? 'Shopify' : 'Tienda Nube';
  return new AppError('validation_failed', undefined, {
    fields: {
      provider: [validationText('v.store_app_unconfigured', ctx.locale, { provider: name })],
    },
  });
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

/** The WooCommerce address block as a shipment's origin (country from the catalogue). */
async function originOf(tx: Tx, a: WooInput['woocommerce_address']): Promise<ShipmentAddress> {
  const code = (a.country_id ? await countryCodeOf(tx, Number(a.country_id)) : null) ?? 'MX';
  const place = await placeOf(tx, code, a.state ?? '');
  const phone = a.phone.replace(/\D/g, '');
  return {
    name: a.name,
    company: a.company,
    email: a.email,
    phone: phone.length > 10 && phone.startsWith('52') ? phone.slice(2) : phone,
    calling_code: '52',
    rfc: null,
    country_id: place?.country_id ?? Number(a.country_id ?? 0),
    country_code: place?.country_code ?? code,
    country_name: place?.country_name ?? '',
    state: place?.state_name ?? a.state ?? '',
    state_code: place?.state_code ?? null,
    city: a.city,
    neighborhood: a.neighborhood,
    street: a.street.slice(0, 30),
    number: 'S/N',
    interior_number: null,
    postal_code: a.postal_code,
    reference: null,
  };
}

async function connectWoocommerce(
  ctx: ServiceContext,
  owner: number,
  shop: string,
  shopKey: string,
  input: WooInput,
): Promise<StoreConnectReply> {
  // The shop is where the server will send the merchant's key: a public host in production.
  const refusal = await checkEndpointUrl(`https://${shop}`, { mode: ctx.deps.config.mode });
  if (refusal) throw fieldError('shop', `v.endpoint_${refusal}`);
  const connection = {
    provider: 'woocommerce' as const,
    shop,
    api_key: input.api_key,
    api_secret: input.api_secret,
    woocommerce_version: input.woocommerce_version as 1 | 2 | 3,
    woocommerce_legacy_api: input.woocommerce_legacy_api,
  };
  let name: string | undefined;
  try {
    const tested = await storeConnectorFor('woocommerce').testConnection(
      callContext(ctx.deps, 'woocommerce', { client_id: '', client_secret: '' }),
      connection,
    );
    name = tested.name;
  } catch (err) {
    throw storeRefusal(ctx, err, 'api_key');
  }
  try {
    return await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const row = await insertStoreRow(tx, {
        tenantId: ctx.tenant.id,
        userId: owner,
        provider: 'woocommerce',
        shop,
        shopKey,
        name: name ?? null,
        status: 'connected',
        credentials: sealSecrets(ctx.deps, {
          api_key: input.api_key,
          api_secret: input.api_secret,
        }),
        woocommerceVersion: input.woocommerce_version,
        woocommerceLegacyApi: input.woocommerce_legacy_api,
        origin: await originOf(tx, input.woocommerce_address),
      });
      return { store: await present(ctx, tx, row), params: null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** A store's refusal as a 422: its own words on the credential field; an outage on `shop`. */
export function storeRefusal(ctx: ServiceContext, err: unknown, field: string): AppError {
  if (!(err instanceof StoreError)) {
    ctx.log.error({ err }, 'store call failed unexpectedly');
    return new AppError('validation_failed', undefined, {
      fields: { shop: [validationText('v.store_unreachable', ctx.locale, { reason: '—' })] },
    });
  }
  if (err.kind === 'auth' || err.kind === 'rejected')
    return new AppError('validation_failed', undefined, { fields: { [field]: [err.message] } });
  return new AppError('validation_failed', undefined, {
    fields: { shop: [validationText('v.store_unreachable', ctx.locale, { reason: err.message })] },
  });
}

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
    return { store: await present(ctx, tx, row), params: { url } };
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
