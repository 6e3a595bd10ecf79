import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ConnectorContext, PickupRequest, ShipRequest } from '../carrier-connector';
import { mockContext, pdfPageSize, useMockServer, zplCode128 } from '../connector-test-kit';
import { RedpackConnector } from './redpack.connector';
import {
  REDPACK_MOCK_DEMO_CREDENTIALS as DEMO,
  startRedpackMockServer,
  type RunningRedpackMock,
} from './redpack.mock-server';
import { XML_TEST_SHIPMENT } from './redpack.xml-test';

/** Labels, tracking and pickups: the connector against the mock RedpackWS over real HTTP. */

const STEP = 60_000;
// Friday 27 November 2026, 10:00 in Mexico City.
let clock = Date.parse('2026-11-27T16:00:00Z');
let mock: RunningRedpackMock;
const connector = new RedpackConnector();

useMockServer(
  () => startRedpackMockServer({ now: () => clock, trackStepMs: STEP }),
  (started) => (mock = started),
);

const ctx = (settings: Record<string, string> = {}): ConnectorContext =>
  mockContext({ pin: DEMO.pin, user_id: DEMO.user_id, base_url: mock.url, ...settings });

const shipment = (over: Partial<ShipRequest> = {}): ShipRequest => ({
  ...XML_TEST_SHIPMENT,
  reference: 'D-1042',
  ...over,
});

describe('Redpack labels', () => {
  it('documents a guía with a letter PDF label (flag 5)', async () => {
    const result = await connector.ship(ctx(), shipment({ label_format: 'letter' }));
    expect(result.tracking_number).toMatch(/^9\d{8}$/);
    expect(result.label).toMatchObject({ format: 'letter', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageSize(result.label.bytes)).toEqual([612, 792]);
    expect(mock.state.guias.get(result.tracking_number)).toMatchObject({
      serviceId: 1,
      reference: 'D-1042',
      destination: { city: 'CIUDAD DE MÉXICO', postalCode: '06700' },
    });
  });

  it('documents a two-parcel Ecoexpress guía with one 4×6 PDF page per parcel', async () => {
    const parcel = XML_TEST_SHIPMENT.parcels[0]!;
    const result = await connector.ship(
      ctx(),
      shipment({ service_code: 'ECOEXPRESS', parcels: [parcel, { ...parcel, weight_kg: 4 }] }),
    );
    expect(result.label.format).toBe('thermal');
    expect(await pdfPageSize(result.label.bytes)).toEqual([288, 432]);
    expect((await PDFDocument.load(result.label.bytes)).getPageCount()).toBe(2);
  });

  it('documents a guía with a ZPL label whose barcode is the guía (flag 2)', async () => {
    const result = await connector.ship(ctx(), shipment({ label_format: 'zpl' }));
    const zpl = result.label.bytes.toString('utf8');
    expect(result.label.content_type).toBe('text/plain');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl).toContain(zplCode128(result.tracking_number));
  });

  it("reports Redpack's refusal of a label in its words", async () => {
    const noStreet = shipment({
      destination: { ...XML_TEST_SHIPMENT.destination, street: '' },
    });
    await expect(connector.ship(ctx(), noStreet)).rejects.toMatchObject({
      kind: 'rejected',
      message: 'FALTA CALLE DEL DESTINATARIO',
      carrierCode: 'REDPACK.ESTATUS.20',
    });
    await expect(connector.ship(ctx(), shipment({ service_code: 'GROUND' }))).rejects.toMatchObject(
      { kind: 'rejected', message: 'Redpack has no service GROUND' },
    );
  });
});

describe('Redpack tracking and pickups', () => {
  it('follows a guía from documented to delivered, and knows no unknown guía', async () => {
    const { tracking_number: guia } = await connector.ship(ctx(), shipment());
    const [first, unknown] = await connector.track(ctx(), [guia, '900000001']);
    expect(first).toMatchObject({ tracking_number: guia, status: 'created' });
    expect(unknown).toEqual({ tracking_number: '900000001', status: null, events: [] });

    clock += 4 * STEP;
    const [moving] = await connector.track(ctx(), [guia]);
    expect(moving!.status).toBe('out_for_delivery');

    clock += 10 * STEP;
    const [done] = await connector.track(ctx(), [guia]);
    expect(done!.status).toBe('delivered');
    expect(done!.events.map((e) => [e.status, e.city])).toEqual([
      ['created', 'MONTERREY'],
      ['picked_up', 'MONTERREY'],
      ['in_transit', 'MONTERREY'],
      ['in_transit', 'CIUDAD DE MÉXICO'],
      ['out_for_delivery', 'CIUDAD DE MÉXICO'],
      ['delivered', 'CIUDAD DE MÉXICO'],
    ]);
    expect(done!.events[0]!.occurred_at.getTime()).toBeLessThan(
      done!.events[5]!.occurred_at.getTime(),
    );
  });

  const pickup = (guia: string, date: string): PickupRequest => ({
    tracking_number: guia,
    origin: XML_TEST_SHIPMENT.origin,
    parcels: XML_TEST_SHIPMENT.parcels,
    date,
    from: '09:00',
    to: '13:00',
    time_zone: 'America/Monterrey',
  });

  it('books a courier visit and answers the folio', async () => {
    const { tracking_number: guia } = await connector.ship(ctx(), shipment());
    const booked = await connector.pickup(ctx(), pickup(guia, '2026-11-30'));
    expect(booked).toEqual({ reference_number: expect.stringMatching(/^R\d{6}$/), location: null });
    expect(mock.state.pickups.get(booked.reference_number)).toMatchObject({
      guia,
      at: '2026-11-30T09:00:00',
      window: 'DE 09:00 A 13:00',
    });
  });

  it("reports Redpack's refusal of a weekend or an unknown guía", async () => {
    const { tracking_number: guia } = await connector.ship(ctx(), shipment());
    await expect(connector.pickup(ctx(), pickup(guia, '2026-12-05'))).rejects.toMatchObject({
      kind: 'rejected',
      message: 'NO HAY RECOLECCIÓN EN SÁBADO NI DOMINGO',
    });
    await expect(connector.pickup(ctx(), pickup('900000002', '2026-12-01'))).rejects.toMatchObject({
      kind: 'rejected',
      message: 'LA GUÍA NO EXISTE: 900000002',
    });
  });
});
