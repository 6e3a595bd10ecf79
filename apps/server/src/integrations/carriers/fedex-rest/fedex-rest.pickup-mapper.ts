import { localDateKey, parseTimeOfDay } from '@despacho/domain';
import {
  CarrierError,
  type PickupCancelRequest,
  type PickupRequest,
  type PickupResult,
} from '../carrier-connector';
import { ceilTo } from './fedex-rest.mapper';
import type {
  FedexPickupCancelReply,
  FedexPickupCancelRequest,
  FedexPickupReply,
  FedexPickupRequest,
} from './fedex-rest.pickup-types';
import type { FedexSettings } from './fedex-rest.settings';
import { fedexPartyOf } from './fedex-rest.ship-mapper';

/** Pure translation between the product's pickup request and FedEx's Pickup API. */

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

function checkedWindow(request: PickupRequest): { from: number; to: number } {
  const from = parseTimeOfDay(request.from);
  const to = parseTimeOfDay(request.to);
  const validDate =
    /^\d{4}-\d{2}-\d{2}$/.test(request.date) &&
    !Number.isNaN(Date.parse(`${request.date}T00:00:00Z`));
  if (!validDate || from === null || to === null || to <= from) {
    throw new CarrierError(
      'rejected',
      `The pickup window ${request.date} ${request.from}–${request.to} is not a valid window`,
    );
  }
  return { from, to };
}

function todayIn(timeZone: string, now: Date): string {
  try {
    return localDateKey(now, timeZone);
  } catch {
    throw new CarrierError('rejected', `Unknown time zone "${timeZone}" for the pickup`);
  }
}

export interface BuildPickupRequestOptions {
  /** The clock that decides SAME_DAY or FUTURE_DAY. */
  now: Date;
  /** Where the parcels go (the port's pickup request does not say); Mexico by default. */
  destinationCountryCode?: string;
}

/**
 * POST /pickup/v1/pickups for an on-call courier at the shipment's origin.
 *
 * The times are the pickup location's wall clock, not UTC instants: FedEx's Pickup API
 * reference says readyDateTimestamp and customerCloseTime are "local to the pickup postal code"
 * and that a time zone designator "will be ignored". The trailing "Z" is its documented format
 * ([YYYY-MM-DDTHH:MM:SSZ], also what Karrio sends), so 09:00 in Monterrey is sent as
 * 09:00:00Z; converting to UTC would book the courier six hours late. The request's time zone
 * decides whether the day is today there (SAME_DAY) or later (FUTURE_DAY).
 */
export function buildFedexPickupRequest(
  request: PickupRequest,
  settings: Pick<FedexSettings, 'accountNumber'>,
  options: BuildPickupRequestOptions,
): FedexPickupRequest {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A pickup needs at least one parcel');
  }
  const { from, to } = checkedWindow(request);
  const today = todayIn(request.time_zone, options.now);
  if (request.date < today) {
    throw new CarrierError('rejected', `The pickup date ${request.date} has passed`);
  }
  const origin = request.origin.country_code.trim().toUpperCase();
  const destination = (options.destinationCountryCode ?? origin).trim().toUpperCase();
  const grams = request.parcels.reduce((sum, p) => sum + Math.round(p.weight_kg * 1000), 0);
  const trackingNumber = request.tracking_number.trim();
  return {
    associatedAccountNumber: { value: settings.accountNumber },
    carrierCode: 'FDXE',
    pickupType: 'ON_CALL',
    ...(trackingNumber ? { trackingNumber } : {}),
    originDetail: {
      pickupLocation: fedexPartyOf(request.origin),
      pickupAddressType: 'SHIPPER',
      readyDateTimestamp: `${request.date}T${clock(from)}Z`,
      customerCloseTime: clock(to),
      pickupDateType: request.date === today ? 'SAME_DAY' : 'FUTURE_DAY',
      packageLocation: 'FRONT',
    },
    packageCount: request.parcels.length,
    totalWeight: { units: 'KG', value: ceilTo(Math.max(grams, 1) / 1000, 2) },
    countryRelationships: origin === destination ? 'DOMESTIC' : 'INTERNATIONAL',
  };
}

/** A 200 reply as FedEx's confirmation code and station; without a code it is "unavailable". */
export function parseFedexPickupReply(body: unknown): PickupResult {
  const output = (body as FedexPickupReply | null)?.output;
  const code = output?.pickupConfirmationCode;
  if (typeof code !== 'string' || !code.trim()) {
    throw new CarrierError('unavailable', 'FedEx answered the pickup without a confirmation');
  }
  const location = typeof output?.location === 'string' ? output.location.trim() : '';
  return { reference_number: code.trim(), location: location || null };
}

/**
 * PUT /pickup/v1/pickups/cancel: FedEx finds the pickup by its confirmation code, the day it
 * was scheduled for and the station that confirmed it (the `location` its booking answered).
 */
export function buildFedexPickupCancelRequest(
  request: PickupCancelRequest,
  settings: Pick<FedexSettings, 'accountNumber'>,
): FedexPickupCancelRequest {
  const code = request.reference_number.trim();
  if (!code || !/^\d{4}-\d{2}-\d{2}$/.test(request.date)) {
    throw new CarrierError('rejected', 'The pickup to cancel has no confirmation code or day');
  }
  const location = request.location?.trim();
  return {
    associatedAccountNumber: { value: settings.accountNumber },
    pickupConfirmationCode: code,
    carrierCode: 'FDXE',
    scheduledDate: request.date,
    ...(location ? { location } : {}),
  };
}

/** A 200 reply naming the cancelled pickup; anything else is "unavailable" (try again). */
export function parseFedexPickupCancelReply(body: unknown): void {
  const output = (body as FedexPickupCancelReply | null)?.output;
  if (typeof output?.pickupConfirmationCode !== 'string' || !output.pickupConfirmationCode) {
    throw new CarrierError('unavailable', 'FedEx answered the pickup cancellation unreadably');
  }
}
