import { localDateKey, localDateTime } from '@despacho/domain';
import type { PickupRow, TenantRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import type {
  PickupRescheduleRequest,
  PickupResult,
} from '../../integrations/carriers/carrier-connector';
import { carrierReason } from '../../integrations/carriers/carrier-error-text';
import { carrierOfShipment, connectorContext } from '../shipments/shipment-carrier';
import { partyOf } from '../shipments/shipment-label';
import { pickupParcelOf, retryUnlessAnswered } from './pickup-booking';
import { bookingMembers, renameBooking, type BookingMember } from './pickups.repository';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" on the tenant's clock. */
function localTime(instant: Date, timeZone: string): string {
  const t = localDateTime(instant, timeZone);
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/**
 * What a carrier's change call is told about one booking: its confirmation, every parcel it
 * collects (`tracking_numbers`, oldest first), where (the first shipment's origin: the group
 * shares its postal code) and the day and window it is (to be) booked for.
 */
export function bookingRequest(
  members: Pick<BookingMember, 'shipment'>[],
  booking: Pick<PickupRow, 'referenceNumber' | 'location'>,
  window: { dateFrom: Date; dateTo: Date },
  timeZone: string,
): PickupRescheduleRequest {
  const numbers = members.flatMap((m) =>
    m.shipment.trackingNumber ? [m.shipment.trackingNumber] : [],
  );
  return {
    reference_number: booking.referenceNumber ?? '',
    location: booking.location,
    tracking_number: numbers[0] ?? '',
    tracking_numbers: numbers,
    origin: partyOf(members[0]!.shipment.origin!),
    parcels: members.map((m) => pickupParcelOf(m.shipment)),
    date: localDateKey(window.dateFrom, timeZone),
    from: localTime(window.dateFrom, timeZone),
    to: localTime(window.dateTo, timeZone),
    time_zone: timeZone,
  };
}

/**
 * The `pickup-cancel` job for a row still booked: one shipment of its booking was cancelled
 * while others remain, so the carrier's change call is told the parcels left (same day and
 * window). Asking twice tells it the same thing. A refusal is logged (the courier still comes
 * for the others); an outage is retried until the last attempt.
 */
export async function syncBookingAtCarrier(
  deps: AppDeps,
  tenant: TenantRow,
  pickup: PickupRow,
  lastAttempt: boolean,
): Promise<void> {
  const members = await withTenant(deps.db, tenant.id, (tx) => bookingMembers(tx, pickup));
  const first = members[0]?.pickup;
  if (!first || pickup.carrierId === null) return;
  const carrier = await carrierOfShipment({ deps, tenant }, pickup.carrierId);
  const connector = carrier ? deps.connectors.get(carrier.providerCode) : null;
  if (!carrier || !connector?.reschedulePickup) return;
  const { context, done } = connectorContext(deps, carrier);
  let result: PickupResult;
  try {
    result = await connector.reschedulePickup(
      context,
      bookingRequest(members, first, first, tenant.timeZone),
    );
  } catch (err) {
    const entry = { pickupId: pickup.id, err: carrierReason(err) };
    retryUnlessAnswered(deps.log, err, entry, 'pickup update failed', lastAttempt);
    return;
  } finally {
    done();
  }
  await withTenant(deps.db, tenant.id, (tx) => renameBooking(tx, first, result));
}
