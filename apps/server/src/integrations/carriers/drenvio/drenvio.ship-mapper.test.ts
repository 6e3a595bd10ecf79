import { describe, expect, it } from 'vitest';
import type { ConnectorParty, ShipRequest } from '../carrier-connector';
import { boxOf, CUBE_1_KG } from '../connector-test-kit';
import { buildDrenvioGenerateRequest, parseDrenvioGenerateReply } from './drenvio.ship-mapper';
import { parseDrenvioCancelReply, parseDrenvioTrackReply } from './drenvio.track-mapper';
import type { DrenvioOffer } from './drenvio.types';

/** The label request of a public DrEnvío client's example (research/carriers.md §6). */
const PUBLISHED_GENERATE_REQUEST = {
  origin: {
    city: 'Monterrey',
    company: 'SACR0 DESIGN',
    country: 'MX',
    district: 'MIRAVALLE',
    email: 'sample_sample@drenvio.com',
    int_number: '2',
    name: 'SAMPLE FULL NAME',
    number: '282',
    phone: '8683457800',
    postal_code: '66250',
    reference: 'SAMPLE DISTRICT',
    state: 'NL',
    street: 'ANTONIO VIVALDI',
  },
  destination: {
    city: 'Monterrey',
    company: 'PARROQUIA DE NUESTRA SEÑORA DE LA PIEDAD',
    country: 'MX',
    district: 'Piedad Narvarte',
    email: 'sample_sample@drenvio.com',
    name: 'SAMPLE FULL NAME',
    number: '320',
    phone: '8683457800',
    postal_code: '66260',
    reference: 'SAMPLE DISTRICT',
    state: 'NL',
    street: 'Obrero Mundial',
  },
  shipment: {
    carrier: 'jtexpress',
    contentExplanation: 'EXAMPEL CONTENT',
    contentQuantity: 1,
    ObjectId: 'code',
    price: 133.4,
    service: 'ground',
    ShippingId: 'N4',
  },
  insurance: 0,
  packages: [
    {
      content: 'ORNAMENTOS O DECORACIONES',
      contentQuantity: 1,
      declared_value: 0,
      height: 10,
      weight: 1,
      width: 10,
      length: 10,
      type: 'box',
      name: 'Paquete enviado de pruebas',
      volumetric: 0.2,
      main_weight: 1,
    },
  ],
  service_id: 'jtexpress_mx_D-C01_ground',
  carriers: ['jtexpress'],
};

const offer: DrenvioOffer = {
  carrier: 'jtexpress',
  service: 'ground',
  service_id: 'jtexpress_mx_D-C01_ground',
  price: '133.4',
  currency: 'MXN',
  days: '2',
  ObjectId: 'code',
  ShippingId: 'N4',
};

const party = (
  p: Omit<(typeof PUBLISHED_GENERATE_REQUEST)['origin'], 'int_number'> & { int_number?: string },
) =>
  ({
    name: p.name,
    company: p.company,
    email: p.email,
    phone: p.phone,
    calling_code: '52',
    rfc: null,
    street: p.street,
    number: p.number,
    interior_number: p.int_number ?? null,
    neighborhood: p.district,
    city: p.city,
    state: 'Nuevo León',
    state_code: p.state,
    postal_code: p.postal_code,
    country_code: p.country,
    reference: p.reference,
  }) satisfies ConnectorParty;

const shipRequest: ShipRequest = {
  reference: '1042',
  service_code: 'jtexpress:ground',
  origin: party(PUBLISHED_GENERATE_REQUEST.origin),
  destination: party(PUBLISHED_GENERATE_REQUEST.destination),
  parcels: [boxOf('ORNAMENTOS O DECORACIONES', 0, CUBE_1_KG)],
  label_format: 'letter',
  ship_date: new Date('2026-11-27T18:00:00Z'),
};

describe('DrEnvío generate request', () => {
  it('is the published example, with our contents and shipment number in it', () => {
    const p = PUBLISHED_GENERATE_REQUEST;
    expect(buildDrenvioGenerateRequest(shipRequest, offer)).toEqual({
      ...p,
      destination: { ...p.destination, int_number: '' },
      shipment: { ...p.shipment, contentExplanation: 'ORNAMENTOS O DECORACIONES' },
      packages: [{ ...p.packages[0], name: 'Envío 1042 (1/1)' }],
    });
  });

  it('sends the insured value in pesos and the phone as its last 10 digits', () => {
    const body = buildDrenvioGenerateRequest(
      {
        ...shipRequest,
        origin: { ...shipRequest.origin, phone: '+52 (868) 345-7800' },
        parcels: [
          {
            ...shipRequest.parcels[0]!,
            declared_value_cents: 250_000,
            insured_value_cents: 250_000,
          },
        ],
      },
      offer,
    );
    expect(body.origin.phone).toBe('8683457800');
    expect(body.insurance).toBe(2500);
    expect(body.packages[0]?.declared_value).toBe(2500);
  });
});

describe('DrEnvío generate, tracking and cancel replies', () => {
  it('read the tracking number and label URL', () => {
    expect(parseDrenvioGenerateReply({ tracking: ' 123 ', label: 'https://x.test/l.pdf' })).toEqual(
      { tracking: '123', label: 'https://x.test/l.pdf' },
    );
    expect(() => parseDrenvioGenerateReply({ tracking: '123', label: 'JVBERi0=' })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('[GUESS] normalise tracking events oldest first, unknown words as in transit', () => {
    const result = parseDrenvioTrackReply(
      {
        tracking: '1',
        carrier: 'ampm',
        status: 'DELIVERED',
        events: [
          { status: 'DELIVERED', description: 'Entregado', date: '2026-11-28T12:00:00-06:00' },
          { status: 'EN BODEGA', description: 'En bodega', date: '2026-11-27T20:00:00-06:00' },
          { status: 'PICKED_UP', description: '', date: '2026-11-27T10:00:00-06:00', city: 'MTY' },
        ],
      },
      '1',
    );
    expect(result.status).toBe('delivered');
    expect(result.events.map((e) => [e.status, e.code, e.description, e.city])).toEqual([
      ['picked_up', 'PICKED_UP', 'PICKED_UP', 'MTY'],
      ['in_transit', 'EN BODEGA', 'En bodega', null],
      ['delivered', 'DELIVERED', 'Entregado', null],
    ]);
    expect(() => parseDrenvioTrackReply({}, '1')).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('[GUESS] need a cancel reply that says CANCELLED', () => {
    expect(() => parseDrenvioCancelReply({ status: 'CANCELLED' })).not.toThrow();
    expect(() => parseDrenvioCancelReply({ ok: true })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });
});
