import type { ConnectorParty, PickupRequest, ShipRequest } from '../carrier-connector';
import { carmen as canonicalCarmen, shipCarmenToLuis } from '../connector-test-kit';

/** The product-side requests the DHL tests send (tests only). */

/** Carmen's candy shop in Monterrey Centro, with her RFC (DHL's customs details carry it). */
export const carmen: ConnectorParty = { ...canonicalCarmen, rfc: 'GACC800101AB1' };

export const shipMtyCdmx = (over: Partial<ShipRequest> = {}): ShipRequest =>
  shipCarmenToLuis(
    // Tuesday 24 November 2026, 12:00 in Monterrey
    { service_code: 'N', ship_date: new Date('2026-11-24T18:00:00Z') },
    { origin: carmen, ...over },
  );

export const pickupMty = (over: Partial<PickupRequest> = {}): PickupRequest => ({
  tracking_number: '1234567890',
  origin: carmen,
  parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
  date: '2026-11-25',
  from: '09:00',
  to: '12:00',
  time_zone: 'America/Monterrey',
  ...over,
});
