import { carrierReason } from '../../integrations/carriers/carrier-error-text';
import type { ShipmentAction } from '@despacho/domain';
import { validationText, type Shipment } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { ShipmentRow } from '../../db/schema';
import { trackingEvents } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { ledgerHasReference, lockAccount, post } from '../ledger/ledger.service';
import { codedDescription } from '../ledger/ledger-descriptions';
import { releaseShipmentPickups } from '../pickups/pickup-cancel';
import { labeledPurchase } from './purchases.repository';
import { canWrite, readScope } from './shipment-access';
import { carrierOfShipment, connectorContext } from './shipment-carrier';
import { GENERIC_PROVIDER } from './shipment-label';
import { findShipmentRow, updateShipmentRow } from './shipments.repository';
import { factsOf, requireShipmentAction } from './shipment-rules';
import { conflict, presentOne } from './shipments.service';
import { emitTrackingChange, emitWebhookEvent, shipmentEvent } from '../webhooks/webhook-payloads';

/** Reads the row (anyone who may see it), locked, and checks the action's rule. */
async function actOn(
  ctx: ServiceContext,
  tx: Tx,
  id: number,
  action: ShipmentAction,
): Promise<ShipmentRow> {
  const row = await findShipmentRow(tx, readScope(ctx), id, { lock: true });
  if (!row) throw notFound();
  // Requesting a cancellation is the owner's (or an admin's); staff who only read see 404.
  requireShipmentAction(ctx, action, factsOf(row), canWrite(ctx, row));
  return row;
}

async function transition(
  ctx: ServiceContext,
  id: number,
  action: ShipmentAction,
  apply: (tx: Tx, row: ShipmentRow) => Promise<ShipmentRow | null>,
): Promise<Shipment> {
  authorize(ctx, 'update', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await actOn(ctx, tx, id, action);
    const updated = await apply(tx, row);
    if (!updated) throw conflict('v.shipment_invalid_status');
    return presentOne(ctx, tx, updated);
  });
}

/** Any user, on the day the label was made (tenant's calendar): success → pending_cancellation. */
export const requestCancellation = (ctx: ServiceContext, id: number) =>
  transition(ctx, id, 'request_cancellation', (tx, row) =>
    updateShipmentRow(tx, row.id, { status: 'pending_cancellation' }, ['success']),
  );

export const rejectCancellation = (ctx: ServiceContext, id: number) =>
  transition(ctx, id, 'reject_cancel_request', (tx, row) =>
    updateShipmentRow(tx, row.id, { status: 'success' }, ['pending_cancellation']),
  );

export const deliverShipment = (ctx: ServiceContext, id: number) =>
  transition(ctx, id, 'deliver', async (tx, row) => {
    const now = new Date();
    await tx
      .insert(trackingEvents)
      .values({
        tenantId: ctx.tenant.id,
        shipmentId: row.id,
        status: 'delivered',
        code: 'DELIVERED',
        description: '',
        occurredAt: now,
      })
      .onConflictDoNothing();
    const updated = await updateShipmentRow(
      tx,
      row.id,
      { status: 'delivered', deliveredAt: now, trackingStatus: 'delivered' },
      ['success'],
    );
    if (updated) await emitTrackingChange(tx, ctx.tenant, row, { updated: true, delivered: true });
    return updated;
  });

/**
 * Admins cancel: the carrier voids the label first (outside any transaction; a refusal changes
 * nothing here), then one transaction refunds what was charged — once: the ledger reference
 * `shipment:<id>:cancel` cannot be written twice — marks the shipment canceled and its booked
 * pickup `canceling`; the carrier cancels that pickup after the commit (the pickup-cancel job).
 */
export async function cancelShipment(ctx: ServiceContext, id: number): Promise<Shipment> {
  authorize(ctx, 'update', 'Shipment');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => actOn(ctx, tx, id, 'cancel'));
  await voidAtCarrier(ctx, row);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    // The paying account's lock first, as every posting takes it (no lock-order deadlock).
    await lockAccount(tx, row.userId);
    const locked = await actOn(ctx, tx, id, 'cancel');
    const reference = `shipment:${locked.id}:cancel`;
    const purchase = await labeledPurchase(tx, locked.id);
    if (purchase && !(await ledgerHasReference(tx, reference))) {
      await post(tx, {
        tenantId: ctx.tenant.id,
        userId: purchase.userId,
        type: 'deposit',
        amountCents: purchase.amountCents,
        status: 'cleared',
        ...codedDescription('cancellation_refund', { shipment: locked.sequentialId }),
        createdBy: requireActor(ctx).id,
        shipmentId: locked.id,
        reference,
      });
    }
    const now = new Date();
    const updated = await updateShipmentRow(
      tx,
      locked.id,
      { status: 'canceled', canceledAt: now, trackingStatus: 'canceled' },
      ['pending', 'success', 'pending_cancellation'],
    );
    // The recipient's tracking page says it too.
    await tx
      .insert(trackingEvents)
      .values({
        tenantId: ctx.tenant.id,
        shipmentId: locked.id,
        status: 'canceled',
        code: 'CANCELED',
        description: '',
        occurredAt: now,
      })
      .onConflictDoNothing();
    if (!updated) throw conflict('v.shipment_invalid_status');
    await emitWebhookEvent(tx, shipmentEvent('shipment.cancelled', ctx.tenant, updated));
    await releaseShipmentPickups(tx, ctx.deps, ctx.tenant.id, locked.id);
    return presentOne(ctx, tx, updated);
  });
}

async function voidAtCarrier(ctx: ServiceContext, row: ShipmentRow): Promise<void> {
  if (!row.trackingNumber || !row.carrierId) return;
  const carrier = await carrierOfShipment(ctx, row.carrierId);
  if (!carrier || carrier.providerCode === GENERIC_PROVIDER) return;
  const connector = ctx.deps.connectors.get(carrier.providerCode);
  if (!connector?.cancel) return;
  const { context, done } = connectorContext(ctx.deps, carrier);
  try {
    await connector.cancel(context, {
      tracking_number: row.trackingNumber,
      ship_date: row.labelCreatedAt ?? new Date(),
    });
  } catch (err) {
    const reason = carrierReason(err);
    throw new AppError('carrier_error', reason, {
      fields: { base: [validationText('v.carrier_cancel_refused', ctx.locale, { reason })] },
    });
  } finally {
    done();
  }
}
