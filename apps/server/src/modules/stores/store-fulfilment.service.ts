import { eq } from 'drizzle-orm';
import { isStaff, type UserType } from '@despacho/shared';
import { tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { StoreError } from '../../integrations/stores/store-connector';
import { storeConnectorFor } from '../../integrations/stores/store-connector-registry';
import { callContext, connectionOf, storeApp } from './store-context';
import { storeRowById } from './stores.repository';
import {
  carrierNameOf,
  setFulfilment,
  shipmentById,
  unfulfilledShipments,
} from './store-orders.repository';
import { accountOf } from './store-rules';
import './stores-messages';

export const STORE_FULFIL_JOB = 'stores.fulfil';
export interface FulfilPayload {
  tenant_id: number;
  shipment_id: number;
}

/** A shipment whose label is bought and whose order came from a store. */
const labelled = (s: { trackingNumber: string | null; step: string; status: string }) =>
  !!s.trackingNumber && s.step === 'confirmed' && s.status !== 'canceled';

/**
 * Enqueues writing a bought label back to its store order, after the purchase committed. A
 * failed send is only logged: the label stands, and the fulfilment sweep enqueues it again.
 */
export function enqueueFulfilment(deps: AppDeps, payload: FulfilPayload): Promise<void> {
  return deps.jobs.send(STORE_FULFIL_JOB, payload).catch((err: unknown) => {
    deps.log.warn({ err, ...payload }, 'store fulfilment not enqueued; the sweep will retry');
  });
}

/**
 * The `stores.fulfil` job: tells the store the order shipped (carrier, tracking number and
 * URL), then records `done`, or `failed` with the store's words and throws so the queue retries
 * (the label is never touched). A store that is gone or not connected is recorded as failed and
 * not retried: nothing would change.
 */
export async function fulfilShipment(
  deps: AppDeps,
  payload: FulfilPayload,
): Promise<'done' | 'failed' | 'skipped'> {
  const [tenant] = await deps.db.select().from(tenants).where(eq(tenants.id, payload.tenant_id));
  if (!tenant) return 'skipped';
  const found = await withTenant(deps.db, tenant.id, async (tx) => {
    const shipment = await shipmentById(tx, payload.shipment_id);
    if (!shipment?.storeId || !shipment.storeOrderId || !labelled(shipment)) return null;
    if (shipment.fulfilmentStatus === 'done') return null;
    const store = await storeRowById(tx, shipment.storeId);
    const app = store ? await storeApp(deps, tx, store.provider) : null;
    return { shipment, store, app, carrier: await carrierNameOf(tx, shipment.carrierId) };
  });
  if (!found) return 'skipped';
  const { shipment, store, app } = found;
  const fail = (error: string) =>
    withTenant(deps.db, tenant.id, (tx) =>
      setFulfilment(tx, shipment.id, {
        fulfilmentStatus: 'failed',
        fulfilmentError: error.slice(0, 500),
      }),
    );
  if (!store || store.deletedAt || store.status === 'pending' || store.status === 'revoked') {
    await fail(store?.statusReason ?? 'the store is not connected');
    return 'failed';
  }
  if (!app) {
    await fail('the platform has not configured the store app');
    return 'failed';
  }
  try {
    await storeConnectorFor(store.provider).fulfil(
      callContext(deps, store.provider, app),
      connectionOf(deps, store),
      {
        order_id: shipment.storeOrderId!,
        carrier_name: found.carrier ?? 'Other',
        tracking_number: shipment.trackingNumber!,
        tracking_url: shipment.trackingUrl,
      },
    );
  } catch (err) {
    const message = err instanceof StoreError ? err.message : 'unexpected error';
    if (!(err instanceof StoreError))
      deps.log.error({ err, shipmentId: shipment.id }, 'store fulfilment failed');
    await fail(message);
    throw err;
  }
  await withTenant(deps.db, tenant.id, (tx) =>
    setFulfilment(tx, shipment.id, {
      fulfilmentStatus: 'done',
      fulfilmentError: null,
      fulfilledAt: new Date(),
    }),
  );
  return 'done';
}

/** POST shipments/{id}/fulfilment: the owner or staff sends the label to the store again. */
export async function retryFulfilment(ctx: ServiceContext, shipmentId: number): Promise<void> {
  authorize(ctx, 'read', 'Shipment');
  const staff = isStaff(requireActor(ctx).userType as UserType);
  const shipment = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    shipmentById(tx, shipmentId),
  );
  if (!shipment || (!staff && shipment.userId !== accountOf(ctx))) throw notFound();
  if (!shipment.storeOrderId)
    throw new AppError('validation_failed', undefined, {
      fields: { base: ['v.fulfilment_no_store'] },
    });
  if (!labelled(shipment))
    throw new AppError('validation_failed', undefined, {
      fields: { base: ['v.fulfilment_no_label'] },
    });
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    setFulfilment(tx, shipment.id, { fulfilmentStatus: 'pending', fulfilmentError: null }),
  );
  await ctx.deps.jobs.send(STORE_FULFIL_JOB, {
    tenant_id: ctx.tenant.id,
    shipment_id: shipment.id,
  });
}

/** Labelled store orders still pending after this long lost their job (a crash after commit). */
export const STALE_FULFILMENT_MS = 30 * 60_000;

export async function sweepFulfilments(deps: AppDeps, now = new Date()): Promise<number> {
  let count = 0;
  for (const tenant of await deps.db.select({ id: tenants.id }).from(tenants)) {
    const due = await withTenant(deps.db, tenant.id, (tx) =>
      unfulfilledShipments(tx, new Date(now.getTime() - STALE_FULFILMENT_MS), 100),
    );
    for (const { id } of due) {
      await enqueueFulfilment(deps, { tenant_id: tenant.id, shipment_id: id });
      count++;
    }
  }
  return count;
}
