import {
  normalizeShop,
  validationText,
  type StoreConnectReply,
  type StoreReturnRequest,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { StoreError, type OAuthTokens } from '../../integrations/stores/store-connector';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { callContext, sealSecrets, storeApp } from './store-context';
import {
  liveStoreByShopKey,
  oauthStateByHash,
  shipmentsCountOf,
  storeRowById,
  updateStoreRow,
  useOauthState,
} from './stores.repository';
import { serializeStore } from './stores.serializer';
import { sha256, unconfigured } from './store-rules';
import './stores-messages';

type ReturnQuery = StoreReturnRequest & Record<string, string>;

const refused = (key: string, status?: number) =>
  new AppError(status === 409 ? 'conflict' : 'validation_failed', undefined, {
    fields: { state: [key] },
    ...(status ? { status } : {}),
  });

/**
 * The provider's own query, as it signed it: without the `provider` our return page adds, and
 * (tried second) without the `tenant` our redirect URL carries, in case the provider did not
 * sign it. Both are checked with the app's secret, so neither can be forged.
 */
function signedVariants(query: Record<string, string>): Record<string, string>[] {
  const { provider: _p, ...own } = query;
  void _p;
  if (!('tenant' in own)) return [own];
  const { tenant: _t, ...withoutTenant } = own;
  void _t;
  return [own, withoutTenant];
}

/**
 * POST stores/oauth_return: the provider's return, checked in this order — the state is ours,
 * for this caller, unused and fresh; the signature (Shopify); the shop is the one being
 * connected — then the code is exchanged (no transaction open) and, in one transaction, the
 * state is used up and the token saved. A forged return is 401; a replay is 409; nothing is
 * written by either.
 */
export async function completeOauthReturn(
  ctx: ServiceContext,
  input: ReturnQuery,
): Promise<Pick<StoreConnectReply, 'store'>> {
  authorize(ctx, 'create', 'Store');
  const actor = requireActor(ctx);
  const stateHash = sha256(input.state);
  const { state, store } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const state = await oauthStateByHash(tx, stateHash);
    const store = state ? await storeRowById(tx, state.storeId) : null;
    return { state, store };
  });
  if (
    !state ||
    !store ||
    store.deletedAt ||
    state.userId !== actor.id ||
    store.provider !== input.provider
  )
    throw refused('v.store_oauth_state_unknown');
  const connector = storeConnectorFor(store.provider);
  const app = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    storeApp(ctx.deps, tx, store.provider),
  );
  if (!app) throw unconfigured(ctx, store.provider);
  const query = Object.fromEntries(
    Object.entries(input).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  if (connector.verifyReturn && !signedVariants(query).some((q) => connector.verifyReturn!(app, q)))
    throw new AppError('signature_invalid', undefined, {
      fields: { hmac: ['v.store_oauth_forged'] },
    });
  if (store.provider === 'shopify' && normalizeShop(query.shop ?? '') !== store.shopKey)
    throw fieldError('shop', 'v.store_oauth_shop_mismatch');
  if (state.usedAt) throw refused('v.store_oauth_state_used', 409);
  if (state.expiresAt.getTime() < Date.now()) throw refused('v.store_oauth_state_expired');
  if (!connector.exchangeCode) throw fieldError('provider', 'v.store_not_oauth');

  let tokens: OAuthTokens;
  try {
    tokens = await connector.exchangeCode(callContext(ctx.deps, store.provider, app), {
      shop: store.shop,
      code: input.code,
    });
  } catch (err) {
    const reason = err instanceof StoreError ? err.message : '—';
    if (!(err instanceof StoreError)) ctx.log.error({ err }, 'store code exchange failed');
    throw new AppError('validation_failed', undefined, {
      fields: { code: [validationText('v.store_oauth_refused', ctx.locale, { reason })] },
    });
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const fresh = await oauthStateByHash(tx, stateHash, true);
    if (!fresh || !(await useOauthState(tx, fresh.id)))
      throw refused('v.store_oauth_state_used', 409);
    // A Tienda Nube store typed without its address is known by its store id from now on.
    const byId = store.provider === 'tiendanube' && store.shopKey.startsWith('tiendanube:pending:');
    const newShop = !byId ? null : tokens.shop ? normalizeShop(tokens.shop) : (tokens.name ?? null);
    const shopKey = !byId
      ? store.shopKey
      : tokens.shop
        ? normalizeShop(tokens.shop)
        : tokens.external_id
          ? `tiendanube:${tokens.external_id}`
          : store.shopKey;
    if (shopKey !== store.shopKey) {
      const other = await liveStoreByShopKey(tx, shopKey);
      if (other && other.id !== store.id) throw fieldError('shop', 'v.invalidShopUrl');
    }
    const row = await updateStoreRow(tx, store.id, {
      status: 'connected',
      statusReason: null,
      credentials: sealSecrets(ctx.deps, { access_token: tokens.access_token }),
      externalId: tokens.external_id ?? store.externalId,
      name: tokens.name ?? store.name,
      shopKey,
      ...(newShop ? { shop: newShop.slice(0, 255) } : {}),
    });
    return { store: serializeStore(ctx.deps, row!, await shipmentsCountOf(tx, store.id)) };
  });
}
