import type {
  ConnectorContext,
  ConnectorParty,
  RateRequest,
  ShipRequest,
} from '../carrier-connector';
import { ANA_LOPEZ, mockContext, mxParty, ROMA_NORTE } from '../connector-test-kit';
import { PEXPRESS_MOCK_DEMO_CREDENTIALS } from './paquetexpress.mock-state';

/** What the Paquetexpress contract tests share: a context on the mock, parties, requests. */

export function contextFor(
  url: string,
  settings: Record<string, string> = {},
  signal: AbortSignal = new AbortController().signal,
): ConnectorContext {
  return mockContext({ ...PEXPRESS_MOCK_DEMO_CREDENTIALS, base_url: url, ...settings }, signal);
}

/** Ana López of Tienda Norte in Monterrey Centro, with the Paquetexpress tests' email and phone. */
export const party = (overrides: Partial<ConnectorParty> = {}): ConnectorParty =>
  mxParty({
    ...ANA_LOPEZ,
    email: 'ana@example.com',
    phone: '8112345678',
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
    ...ROMA_NORTE,
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
