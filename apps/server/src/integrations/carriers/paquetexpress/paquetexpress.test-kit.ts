import type {
  ConnectorContext,
  ConnectorParty,
  RateRequest,
  ShipRequest,
} from '../carrier-connector';
import { PEXPRESS_MOCK_DEMO_CREDENTIALS } from './paquetexpress.mock-state';

/** What the Paquetexpress contract tests share: a context on the mock, parties, requests. */

export function contextFor(
  url: string,
  settings: Record<string, string> = {},
  signal: AbortSignal = new AbortController().signal,
): ConnectorContext {
  return {
    settings: { ...PEXPRESS_MOCK_DEMO_CREDENTIALS, base_url: url, ...settings },
    environment: 'sandbox',
    signal,
  };
}

export const party = (overrides: Partial<ConnectorParty> = {}): ConnectorParty => ({
  name: 'Ana López',
  company: 'Tienda Norte',
  email: 'ana@example.com',
  phone: '8112345678',
  calling_code: '52',
  rfc: null,
  street: 'Av. Constitución',
  number: '100',
  interior_number: null,
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_code: 'NL',
  postal_code: '64000',
  country_code: 'MX',
  reference: null,
  ...overrides,
});

export const rateRequest = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 15 }],
  declared_value_cents: 0,
  service_codes: [],
  ship_date: new Date(),
  ...overrides,
});

export const shipRequest = (overrides: Partial<ShipRequest> = {}): ShipRequest => ({
  reference: '1042',
  service_code: 'STD-T',
  origin: party(),
  destination: party({
    name: 'Luis Pérez',
    company: '',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    state_code: 'CMX',
    neighborhood: 'Roma Norte',
    postal_code: '06700',
  }),
  parcels: [
    {
      parcel_type: 'box',
      contents: 'Ropa',
      weight_kg: 2,
      length_cm: 30,
      width_cm: 20,
      height_cm: 15,
      declared_value_cents: 0,
    },
  ],
  label_format: 'letter',
  ship_date: new Date(),
  ...overrides,
});
