import type {
  ConnectorContext,
  ConnectorParty,
  RateRequest,
  ShipRequest,
} from '../carrier-connector';
import { BOX_2_5_KG, mockContext, mxParty, rateMtyCdmx, ROMA_NORTE } from '../connector-test-kit';
import { ESTAFETA_MOCK_DEMO_CREDENTIALS as DEMO } from './estafeta.mock-state';

/** Requests the Estafeta tests share. */

export const estafetaCtx = (
  url: string,
  settings: Record<string, string> = {},
  signal?: AbortSignal,
): ConnectorContext => mockContext({ ...DEMO, base_url: url, ...settings }, signal);

// Monterrey Centro → Roma Norte: the mock's zone 4; 2.5 kg actual, 1.8 kg volumetric → 3 kg.
export const rateRequest = (over: Partial<RateRequest> = {}): RateRequest =>
  rateMtyCdmx({ parcels: [BOX_2_5_KG], ship_date: new Date('2026-11-27T18:00:00Z') }, over);

/** Luis Garza at Av. Constitución 400, Monterrey Centro: the Estafeta tests' sender. */
export const party = (over: Partial<ConnectorParty> = {}): ConnectorParty =>
  mxParty({
    name: 'Luis Garza',
    company: '',
    email: 'luis@example.mx',
    phone: '8188888888',
    number: '400',
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
    ...ROMA_NORTE,
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
