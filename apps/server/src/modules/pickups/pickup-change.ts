import { validationText, type Pickup } from '@despacho/shared';
import type { PickupRow, ShipmentRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import type { CarrierConnector } from '../../integrations/carriers/carrier-connector';
import type { CatalogueCarrier } from '../quotes/catalogue-snapshot';
import { readableShipment } from '../shipments/shipment-access';
import { askCarrier, type PickupSlot } from './pickup-booking';
import { enqueueCancel } from './pickup-cancel';
import { bookingRequest } from './pickup-group';
import { bookingMembers, insertPickupRow, pickupById, updatePickupRow } from './pickups.repository';
import { serializePickup } from './pickups.service';

/** 502 with the carrier's words: the booked pickup stays as it was. */
export const rescheduleRefused = (ctx: ServiceContext, reason: string) =>
  new AppError('carrier_error', reason, {
    fields: { base: [validationText('v.pickup_reschedule_refused', ctx.locale, { reason })] },
  });

const notBooked = () =>
  new AppError('conflict', undefined, { fields: { base: ['v.pickup_not_booked'] } });

/**
 * Moves a booked pickup with the carrier's own change call (DHL's PATCH /pickups/{id}), outside
 * any transaction: one booking before and after, nothing to cancel. The booking is one courier
 * visit, so every shipment it collects moves with it. Then one transaction keeps the history
 * as the book-anew path does: each row of the booking is `canceled` (reason `rescheduled`, no
 * cancel job: the carrier's booking lives on) and a row for the new day and window replaces it.
 */
export async function moveWithChangeCall(
  ctx: ServiceContext,
  actorId: number,
  row: ShipmentRow,
  old: PickupRow,
  carrier: CatalogueCarrier,
  connector: CarrierConnector,
  slot: PickupSlot,
): Promise<Pickup> {
  const members = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => bookingMembers(tx, old));
  const group = members.length ? members : [{ pickup: old, shipment: row }];
  const changed = await askCarrier(ctx, carrier, (context) =>
    connector.reschedulePickup!(context, bookingRequest(group, old, slot, ctx.tenant.timeZone)),
  );
  if (changed.status !== 'generated') throw rescheduleRefused(ctx, changed.errorMessage);

  const moved = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    // The shipment's lock orders this against its cancellation and another reschedule.
    await readableShipment(ctx, tx, row.id, { lock: true });
    const locked = await bookingMembers(tx, old, { lock: true });
    if (!locked.some((m) => m.pickup.id === old.id)) {
      // Cancelled meanwhile: a booking the carrier renamed is not the one being cancelled.
      if (changed.referenceNumber !== old.referenceNumber) {
        const stray = await insertPickupRow(tx, {
          ...rowOf(ctx, actorId, old, slot),
          ...changed,
          status: 'canceling',
          cancelReason: 'rescheduled',
          canceledAt: new Date(),
        });
        enqueueCancel(tx, ctx.deps, { tenantId: ctx.tenant.id, pickupId: stray.id });
      }
      return null;
    }
    let ownId = 0;
    for (const { pickup } of locked) {
      await updatePickupRow(
        tx,
        pickup.id,
        { status: 'canceled', cancelReason: 'rescheduled', canceledAt: new Date() },
        ['generated'],
      );
      const saved = await insertPickupRow(tx, { ...rowOf(ctx, actorId, pickup, slot), ...changed });
      if (pickup.id === old.id) ownId = saved.id;
    }
    return serializePickup((await pickupById(tx, ownId))!);
  });
  if (!moved) throw notBooked();
  return moved;
}

const rowOf = (ctx: ServiceContext, actorId: number, pickup: PickupRow, slot: PickupSlot) => ({
  tenantId: ctx.tenant.id,
  shipmentId: pickup.shipmentId,
  userId: pickup.userId,
  createdBy: actorId,
  carrierId: pickup.carrierId,
  dateFrom: slot.dateFrom,
  dateTo: slot.dateTo,
  trackingNumber: pickup.trackingNumber,
});
