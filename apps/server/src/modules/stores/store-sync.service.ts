import type { StoreSyncResult, SyncReply } from '@despacho/shared';
import type { TenantRow, StoreRow } from '../../db/schema';
import { nextSequence, withTenant } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { StoreError, type StoreOrder } from '../../integrations/stores/store-connector';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { callContext, connectionOf, storeApp } from './store-context';
import { destinationOf, isComplete, parcelOf } from './store-order-mapper';
import { findStoreRow, liveStoresOf, storeRowById, updateStoreRow } from './stores.repository';
import {
  insertStoreShipment,
  knownOrderIds,
  latestPackage,
  latestSavedAddress,
  placeOf,
} from './store-orders.repository';
import { accountOf, readScope } from './store-rules';
import './stores-messages';

/** How many open orders one sync reads (newest first); the next sync takes the rest. */
export const SYNC_ORDER_LIMIT = 250;

type Outcome = Omit<StoreSyncResult, 'store_id' | 'provider' | 'shop'>;

const resultOf = (store: StoreRow, o: Outcome): StoreSyncResult => ({
  store_id: store.id,
  provider: store.provider,
  shop: store.shop,
  ...o,
});

/**
 * One store's sync: its open orders read with no transaction open, then one transaction that
 * makes each new order a shipment (`INSERT … ON CONFLICT DO NOTHING` on the store order, so two
 * syncs at once never duplicate one) and records how the store answered. A refused token marks
 * the store `revoked` (re-authorize); an outage is kept in last_sync_error.
 */
export async function syncStoreRow(
  deps: AppDeps,
  tenant: Pick<TenantRow, 'id'>,
  storeId: number,
  actorId: number | null,
): Promise<StoreSyncResult | null> {
  const store = await withTenant(deps.db, tenant.id, (tx) => storeRowById(tx, storeId));
  if (!store || store.deletedAt) return null;
  if (store.status !== 'connected' && store.status !== 'error')
    return resultOf(store, {
      orders: 0,
      created: 0,
      skipped: 0,
      error: store.statusReason ?? store.status,
    });
  const app = await withTenant(deps.db, tenant.id, (tx) => storeApp(deps, tx, store.provider));
  if (!app) {
    const error = 'app_unconfigured';
    return resultOf(store, { orders: 0, created: 0, skipped: 0, error });
  }
  let orders: StoreOrder[];
  try {
    orders = await storeConnectorFor(store.provider).listOpenOrders(
      callContext(deps, store.provider, app),
      connectionOf(deps, store),
      { limit: SYNC_ORDER_LIMIT },
    );
  } catch (err) {
    const error = err instanceof StoreError ? err.message : 'unexpected error';
    if (!(err instanceof StoreError)) deps.log.error({ err, storeId }, 'store sync failed');
    const revoked = err instanceof StoreError && err.kind === 'auth';
    await withTenant(deps.db, tenant.id, (tx) =>
      updateStoreRow(tx, store.id, {
        lastSyncError: error,
        // A refused token needs the merchant (re-authorize); an outage only the next sync.
        ...(revoked
          ? { status: 'revoked', statusReason: error }
          : { status: 'error', statusReason: error }),
      }),
    );
    return resultOf(store, { orders: 0, created: 0, skipped: 0, error });
  }
  const created = await withTenant(deps.db, tenant.id, async (tx) => {
    const known = await knownOrderIds(
      tx,
      store.id,
      orders.map((o) => o.id),
    );
    const fresh = orders.filter((o) => !known.has(o.id)).reverse(); // oldest first: numbered in order
    const storeOrigin = store.origin ?? (await latestSavedAddress(tx, store.userId));
    const template = fresh.length ? await latestPackage(tx, store.userId) : null;
    let made = 0;
    for (const order of fresh) {
      const a = order.destination;
      const place = a ? await placeOf(tx, a.country_code || 'MX', a.state) : null;
      const destination = destinationOf(a, place);
      const parcel = parcelOf(order, template);
      const addressed = isComplete(destination) && isComplete(storeOrigin);
      const inserted = await insertStoreShipment(tx, {
        tenantId: tenant.id,
        sequentialId: await nextSequence(tx, tenant.id, 'shipments'),
        userId: store.userId,
        createdBy: actorId,
        source: store.provider,
        sourceNumber: order.number.slice(0, 60),
        storeId: store.id,
        storeOrderId: order.id.slice(0, 64),
        fulfilmentStatus: 'pending',
        status: 'pending',
        step: !addressed ? 'addressing' : parcel ? 'rating' : 'packaging',
        origin: storeOrigin,
        destination,
        parcel: addressed ? parcel : null,
      });
      if (inserted) made++;
    }
    await updateStoreRow(tx, store.id, {
      lastSyncAt: new Date(),
      lastSyncError: null,
      ...(store.status === 'error' ? { status: 'connected', statusReason: null } : {}),
    });
    return made;
  });
  return resultOf(store, {
    orders: orders.length,
    created,
    skipped: orders.length - created,
    error: null,
  });
}

/** POST shipments/syncs: the caller's connected stores (or the one named), one after another. */
export async function syncStores(
  ctx: ServiceContext,
  body: { store_id?: number | null } | undefined,
): Promise<SyncReply> {
  authorize(ctx, 'update', 'Store');
  const storeId = body?.store_id ?? null;
  const targets = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (storeId !== null) {
      const row = await findStoreRow(tx, readScope(ctx), storeId);
      if (!row) throw notFound();
      if (row.status === 'pending' || row.status === 'revoked')
        throw fieldError('store_id', 'v.store_not_connected');
      return [row];
    }
    const own = await liveStoresOf(tx, { ownerId: accountOf(ctx) });
    return own.filter((s) => s.status === 'connected' || s.status === 'error');
  });
  const data: StoreSyncResult[] = [];
  for (const store of targets) {
    const result = await syncStoreRow(ctx.deps, ctx.tenant, store.id, ctx.actor?.id ?? null);
    if (result) data.push(result);
  }
  return { data };
}
