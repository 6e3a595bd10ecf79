import type {
  ConnectorContext,
  ConnectorParty,
  RateRequest,
  ShipRequest,
} from '../carrier-connector';
import { ESTAFETA_MOCK_DEMO_CREDENTIALS as DEMO } from './estafeta.mock-state';

/** Requests the Estafeta tests share. */

export const estafetaCtx = (
  url: string,
  settings: Record<string, string> = {},
  signal?: AbortSignal,
): ConnectorContext => ({
  settings: { ...DEMO, base_url: url, ...settings },
  environment: 'sandbox',
  signal: signal ?? new AbortController().signal,
});
// Monterrey Centro → Roma Norte: the mock's zone 4; 2.5 kg actual, 1.8 kg volumetric → 3 kg.
export const rateRequest = (over: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '64000', city: 'Monterrey' },
  destination: { country_code: 'MX', postal_code: '06700', city: 'Ciudad de México' },
  parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date('2026-11-27T18:00:00Z'),
  ...over,
});

const party = (over: Partial<ConnectorParty>): ConnectorParty => ({
  name: 'Luis Garza',
  company: '',
  email: 'luis@example.mx',
  phone: '8188888888',
  calling_code: '52',
  rfc: null,
  street: 'Av. Constitución',
  number: '400',
  interior_number: null,
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_code: 'NL',
  postal_code: '64000',
  country_code: 'MX',
  reference: null,
  ...over,
});

export const shipRequest = (over: Partial<ShipRequest> = {}): ShipRequest => ({
  reference: '1042',
  service_code: '70',
  origin: party({ company: 'Tienda Norte' }),
  destination: party({
    name: 'Ana López',
    street: 'Av. Álvaro Obregón',
    number: '100',
    interior_number: '3B',
    neighborhood: 'Roma Norte',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    state_code: 'CMX',
    postal_code: '06700',
    reference: 'Portón negro',
  }),
  parcels: [
    {
      weight_kg: 1.5,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      parcel_type: 'box',
      contents: 'Ropa',
      declared_value_cents: 80_000,
    },
  ],
  label_format: 'letter',
  ship_date: new Date('2026-11-27T18:00:00Z'),
  ...over,
});
