import type { ShipmentRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { ServiceContext } from '../../http/context';
import type { CarrierConnector } from '../../integrations/carriers/carrier-connector';
import type { CatalogueCarrier } from '../quotes/catalogue-snapshot';
import { askCarrier, type PickupSlot } from './pickup-booking';
import { bookingRequest } from './pickup-group';
import {
  bookingMembers,
  insertPickupRow,
  joinableBooking,
  renameBooking,
} from './pickups.repository';

/**
 * Spec 2 Pickup, for a carrier whose one visit collects several of the account's shipments
 * (`consolidatesPickups`): a shipment whose owner already has a booked visit on that carrier
 * account, at the same origin postal code, in a window covering the one asked for, joins it
 * instead of booking another. With the carrier's change call the booking is told the parcels
 * it now collects (refused: the row keeps the carrier's words, the booking stays as it was);
 * without one the courier's visit is simply shared. The new row names the same confirmation.
 * Answers the new row's id, or null when there is nothing to join (book as usual).
 */
export async function joinBookedPickup(
  ctx: ServiceContext,
  carrier: CatalogueCarrier,
  connector: CarrierConnector,
  row: ShipmentRow,
  slot: PickupSlot,
  actorId: number,
): Promise<number | null> {
  if (!connector.consolidatesPickups || row.carrierId === null || !row.origin) return null;
  const carrierId = row.carrierId;
  const found = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const booking = await joinableBooking(tx, {
      carrierId,
      userId: row.userId,
      countryCode: row.origin!.country_code,
      postalCode: row.origin!.postal_code,
      dateFrom: slot.dateFrom,
      dateTo: slot.dateTo,
    });
    return booking ? { booking, members: await bookingMembers(tx, booking) } : null;
  });
  if (!found?.members.length) return null;
  const { booking, members } = found;

  const outcome = connector.reschedulePickup
    ? await askCarrier(ctx, carrier, (context) =>
        connector.reschedulePickup!(
          context,
          bookingRequest([...members, { shipment: row }], booking, booking, ctx.tenant.timeZone),
        ),
      )
    : {
        status: 'generated' as const,
        referenceNumber: booking.referenceNumber,
        location: booking.location,
        errorMessage: null,
      };

  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    // Its last shipment was cancelled meanwhile: the visit is being cancelled, book anew.
    if (!(await bookingMembers(tx, booking, { lock: true })).length) return null;
    if (outcome.status === 'generated' && outcome.referenceNumber)
      await renameBooking(tx, booking, {
        reference_number: outcome.referenceNumber,
        location: outcome.location,
      });
    const saved = await insertPickupRow(tx, {
      tenantId: ctx.tenant.id,
      shipmentId: row.id,
      userId: row.userId,
      createdBy: actorId,
      carrierId,
      // The courier comes in the booked window (it covers the one asked for).
      dateFrom: booking.dateFrom,
      dateTo: booking.dateTo,
      trackingNumber: row.trackingNumber,
      ...outcome,
    });
    return saved.id;
  });
}
