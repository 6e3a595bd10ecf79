import type { Pickup } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readableShipment } from '../shipments/shipment-access';
import { requireShipmentAction } from '../shipments/shipment-rules';
import { checkPickupFiscalVerification } from './pickups.service';
import { enqueueCancel, leaveBooking } from './pickup-cancel';
import { moveWithChangeCall, rescheduleRefused } from './pickup-change';
import { bookAtCarrier, pickupCarrier, pickupRequestOf, pickupSlot } from './pickup-booking';
import { findPickupRow, insertPickupRow, pickupById } from './pickups.repository';
import { pickupShipment, serializePickup } from './pickups.service';

const conflict = (key: string) => new AppError('conflict', undefined, { fields: { base: [key] } });

/**
 * PUT pickups/{id}/reschedule (spec 2 Pickup screen): moves a booked pickup to another of the
 * carrier's days or windows. A carrier with its own change call moves the booking in place
 * (pickup-change.ts). FedEx has no change call, so (as Karrio does) the new pickup is
 * booked first, outside any transaction: a refusal leaves the booked one as it was (502 with
 * the carrier's words). Then one transaction keeps the new booking and marks the old one
 * `canceling`; the carrier is told to cancel it after the commit (the `pickup-cancel` job).
 */
export async function reschedulePickup(
  ctx: ServiceContext,
  pickupId: number,
  input: { date: string; window?: string | null },
): Promise<Pickup> {
  authorize(ctx, 'update', 'Pickup');
  const actor = requireActor(ctx);
  const old = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findPickupRow(tx, pickupId));
  if (!old) throw notFound();
  const { row, latest, facts } = await pickupShipment(ctx, old.shipmentId);
  requireShipmentAction(ctx, 'reschedule_pickup', facts, true);
  await checkPickupFiscalVerification(ctx);
  if (latest?.id !== old.id) throw conflict('v.pickup_not_booked');
  const { carrier, connector } = await pickupCarrier(ctx, row.carrierId);
  if (!connector.reschedulePickup && !connector.cancelPickup)
    throw conflict('v.pickup_not_offered');
  const slot = pickupSlot(ctx, connector, input);
  if (
    slot.dateFrom.getTime() === old.dateFrom.getTime() &&
    slot.dateTo.getTime() === old.dateTo.getTime()
  )
    throw fieldError('date', 'v.pickup_same_schedule');
  if (connector.reschedulePickup)
    return moveWithChangeCall(ctx, actor.id, row, old, carrier, connector, slot);

  const booked = await bookAtCarrier(ctx, carrier, connector, pickupRequestOf(ctx, row, slot));
  if (booked.status !== 'generated') throw rescheduleRefused(ctx, booked.errorMessage);
  const result = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    // The shipment's lock orders this against its cancellation and another reschedule.
    await readableShipment(ctx, tx, row.id, { lock: true });
    const current = await findPickupRow(tx, old.id);
    // A booking other shipments still share stays booked for them (consolidating carriers).
    const moved =
      current && (await leaveBooking(tx, ctx.deps, ctx.tenant.id, current, 'rescheduled')).moved;
    const saved = await insertPickupRow(tx, {
      tenantId: ctx.tenant.id,
      shipmentId: row.id,
      userId: row.userId,
      createdBy: actor.id,
      carrierId: row.carrierId,
      dateFrom: slot.dateFrom,
      dateTo: slot.dateTo,
      trackingNumber: row.trackingNumber,
      ...booked,
      // Meanwhile the old pickup was cancelled (or moved): the new booking is undone too.
      ...(moved
        ? {}
        : {
            status: 'canceling' as const,
            cancelReason: 'rescheduled' as const,
            canceledAt: new Date(),
          }),
    });
    if (!moved) enqueueCancel(tx, ctx.deps, { tenantId: ctx.tenant.id, pickupId: saved.id });
    return { moved, pickup: serializePickup((await pickupById(tx, saved.id))!) };
  });
  if (!result.moved) throw conflict('v.pickup_not_booked');
  return result.pickup;
}
