import type { ConnectorParty, PickupRequest, ShipRequest } from '../carrier-connector';

/** The product-side requests the DHL tests send (tests only). */

/** Carmen's candy shop in Monterrey Centro. */
export const carmen: ConnectorParty = {
  name: 'Carmen Garza',
  company: 'Dulces La Regia',
  email: 'carmen@dulceslaregia.mx',
  phone: '81 1234 5678',
  calling_code: '52',
  rfc: 'GACC800101AB1',
  street: 'Av. Constitución',
  number: '1500',
  interior_number: 'Local 4',
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_code: 'NL',
  postal_code: '64000',
  country_code: 'MX',
  reference: null,
};

/** A customer in Roma Norte, Mexico City. */
export const luis: ConnectorParty = {
  name: 'Luis Hernández',
  company: '',
  email: '',
  phone: '5598765432',
  calling_code: '52',
  rfc: null,
  street: 'Calle Colima',
  number: '220',
  interior_number: null,
  neighborhood: 'Roma Norte',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  state_code: 'CMX',
  postal_code: '06700',
  country_code: 'MX',
  reference: 'Entre Mérida y Córdoba',
};

export const shipMtyCdmx = (over: Partial<ShipRequest> = {}): ShipRequest => ({
  reference: '1042',
  service_code: 'N',
  origin: carmen,
  destination: luis,
  parcels: [
    {
      weight_kg: 2.5,
      length_cm: 30,
      width_cm: 20,
      height_cm: 15,
      parcel_type: 'box',
      contents: 'Dulces típicos',
      declared_value_cents: 150_000,
      insured_value_cents: 150_000,
    },
  ],
  label_format: 'letter',
  // Tuesday 24 November 2026, 12:00 in Monterrey
  ship_date: new Date('2026-11-24T18:00:00Z'),
  ...over,
});

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
