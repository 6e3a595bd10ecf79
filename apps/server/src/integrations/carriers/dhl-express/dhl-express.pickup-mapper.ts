import { CarrierError, type PickupRequest, type PickupResult } from '../carrier-connector';
import { dhlLocalDateTime } from './dhl-express.dates';
import { dhlPackages } from './dhl-express.rate-mapper';
import type { DhlSettings } from './dhl-express.settings';
import { dhlParty } from './dhl-express.ship-mapper';
import type { DhlParty } from './dhl-express.ship-types';
import type { DhlAccount, DhlPackage } from './dhl-express.types';

/** POST /pickups (and, with the confirmation number, PATCH /pickups/{id}). */
export interface DhlPickupRequest {
  plannedPickupDateAndTime: string;
  closeTime: string;
  location: string;
  locationType: 'business' | 'residence';
  accounts: DhlAccount[];
  remark?: string;
  specialInstructions?: { value: string; typeCode: string }[];
  customerDetails: { shipperDetails: DhlParty };
  shipmentDetails: {
    productCode?: string;
    accounts: DhlAccount[];
    packages: DhlPackage[];
    isCustomsDeclarable: boolean;
    unitOfMeasurement: 'metric';
  }[];
  dispatchConfirmationNumber?: string;
  originalShipperAccountNumber?: string;
}

/** The waybills a pickup collects, as the courier reads them in the remark. */
export const pickupRemark = (numbers: readonly string[]) =>
  `AWB ${numbers.join(', ')}`.slice(0, 500);

/**
 * One DHL pickup for all the account's waybills of the day: ready at `from`, premises closing
 * at `to`, the waybills in the remark and one piece per parcel.
 */
export function buildDhlPickupRequest(
  request: PickupRequest,
  settings: Pick<DhlSettings, 'accountNumber'>,
): DhlPickupRequest {
  const accounts: DhlAccount[] = [{ typeCode: 'shipper', number: settings.accountNumber }];
  const numbers = request.tracking_numbers?.length
    ? request.tracking_numbers
    : [request.tracking_number];
  return {
    plannedPickupDateAndTime: dhlLocalDateTime(request.date, request.from, request.time_zone),
    closeTime: request.to.slice(0, 5),
    location: 'reception',
    locationType: request.origin.company ? 'business' : 'residence',
    accounts,
    remark: pickupRemark(numbers),
    customerDetails: { shipperDetails: dhlParty(request.origin) },
    shipmentDetails: [
      {
        accounts,
        packages: dhlPackages(request.parcels),
        isCustomsDeclarable: false,
        unitOfMeasurement: 'metric',
      },
    ],
  };
}

/** The dispatch confirmation number DHL gave the pickup (its first, when it gives several). */
export function parseDhlPickupReply(reply: unknown): PickupResult {
  const numbers = (reply as { dispatchConfirmationNumbers?: unknown } | null)
    ?.dispatchConfirmationNumbers;
  const first = Array.isArray(numbers) ? numbers[0] : undefined;
  if (typeof first !== 'string' || !first.trim()) {
    throw new CarrierError('unavailable', 'DHL answered the pickup request unreadably');
  }
  return { reference_number: first.trim(), location: null };
}
