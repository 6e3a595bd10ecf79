import { describe, expect, it } from 'vitest';
import type { ConnectorContext, ShipRequest } from '../carrier-connector';
import {
  ANA_LOPEZ,
  boxOf,
  mockContext,
  mxParty,
  pdfPageSize,
  ROMA_NORTE,
  useMockServer,
} from '../connector-test-kit';
import { DrenvioConnector } from './drenvio.connector';
import {
  DRENVIO_MOCK_DEMO_TOKEN,
  startDrenvioMockServer,
  type RunningDrenvioMock,
} from './drenvio.mock-server';

/** Labels, tracking and cancellation: the connector over real HTTP against the mock DrEnvío. */

const STEP = 60_000;
let clock = Date.parse('2026-11-27T16:00:00Z');
let mock: RunningDrenvioMock;
const connector = new DrenvioConnector((input, init) => fetch(input, init));

useMockServer(
  () => startDrenvioMockServer({ now: () => clock, trackStepMs: STEP }),
  (started) => (mock = started),
);

const ctx = (settings: Record<string, string> = {}): ConnectorContext =>
  mockContext({ token: DRENVIO_MOCK_DEMO_TOKEN, base_url: mock.url, ...settings });

const shipRequest = (over: Partial<ShipRequest> = {}): ShipRequest => ({
  reference: '1042',
  service_code: 'estafeta:express',
  origin: mxParty(ANA_LOPEZ),
  destination: mxParty({
    ...ANA_LOPEZ,
    name: 'Luis Pérez',
    company: '',
    phone: '5512345678',
    street: 'Colima',
    number: '45',
    interior_number: '3',
    ...ROMA_NORTE,
    reference: 'Portón verde',
  }),
  parcels: [boxOf('Libros')],
  label_format: 'letter',
  ship_date: new Date(clock),
  ...over,
});

describe('DrenvioConnector labels', () => {
  it('buys a letter label: quotes the offer, generates it, downloads DrEnvío’s PDF', async () => {
    const result = await connector.ship(ctx(), shipRequest());
    expect(result.tracking_number).toMatch(/^7\d{11}$/);
    expect(result.tracking_url).toBeNull();
    expect(result.label.format).toBe('letter');
    expect(result.label.content_type).toBe('application/pdf');
    expect(result.label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageSize(result.label.bytes)).toEqual([612, 792]);
    expect(mock.state.events.map((e) => [e.type, 'status' in e ? e.status : null])).toEqual([
      ['rate', 200],
      ['generate', 200],
      ['label', 200],
    ]);
    expect(mock.state.events[1]).toMatchObject({
      tracking: result.tracking_number,
      service_id: 'estafeta_mx_D-C01_express',
      package_name: 'Envío 1042 (1/1)',
    });
  });

  it('buys a thermal label on 4×6 stock', async () => {
    const result = await connector.ship(ctx(), shipRequest({ label_format: 'thermal' }));
    expect(result.label.format).toBe('thermal');
    expect(await pdfPageSize(result.label.bytes)).toEqual([288, 432]);
  });

  it('draws a ZPL label per parcel around DrEnvío’s tracking number (Code 128)', async () => {
    const parcel = shipRequest().parcels[0]!;
    const result = await connector.ship(
      ctx(),
      shipRequest({ label_format: 'zpl', parcels: [parcel, { ...parcel, contents: 'A^XZ~JA' }] }),
    );
    const zpl = result.label.bytes.toString('utf8');
    expect(result.label).toMatchObject({ format: 'zpl', content_type: 'text/plain' });
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toContain(`^BCN,220,N,N,N,A^FH^FD${result.tracking_number}^FS`);
    expect(zpl).toContain('^FD06700^FS');
    // A typed field cannot end the label or command the printer.
    expect(zpl).toContain('Contenido: A_5EXZ_7EJA');
    // DrEnvío's PDF was still downloaded (the label exists at DrEnvío).
    expect(mock.state.events.at(-1)).toMatchObject({ type: 'label', status: 200 });
  });

  it('refuses an offer DrEnvío does not quote, before buying anything', async () => {
    const refused = connector.ship(ctx(), shipRequest({ service_code: 'fedex:overnight' }));
    await expect(refused).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Dr. Envío does not offer fedex:overnight for this shipment',
    });
    expect(mock.state.events.map((e) => e.type)).toEqual(['rate']);
  });

  it('reports DrEnvío’s refusal of the label in its own words', async () => {
    const request = shipRequest();
    const refused = connector.ship(
      ctx(),
      shipRequest({ destination: { ...request.destination, phone: '123' } }),
    );
    await expect(refused).rejects.toMatchObject({
      kind: 'rejected',
      message: 'El teléfono de destination debe tener 10 dígitos',
      carrierCode: 'SHIPMENTS.GENERATE.INVALID',
    });
  });

  it('a label URL that answers no PDF is "unavailable"', async () => {
    const wrongLabel = new DrenvioConnector(async (input, init) => {
      const url = String(input);
      return fetch(
        url.includes('/labels/') ? url.replace(/[0-9a-f]{32}/, '0'.repeat(32)) : url,
        init,
      );
    });
    await expect(wrongLabel.ship(ctx(), shipRequest())).rejects.toMatchObject({
      kind: 'unavailable',
      message: "Dr. Envío's label download answered HTTP 404",
    });
  });
});

describe('DrenvioConnector tracking and cancellation ([GUESS] contract)', () => {
  it('tracks a label to delivered as the mock’s clock runs', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    const [created] = await connector.track(ctx(), [tracking_number]);
    expect(created).toMatchObject({ status: 'created', events: [{ code: 'CREATED' }] });

    clock += 5 * STEP;
    const [delivered, unknown] = await connector.track(ctx(), [tracking_number, '700000000000']);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.events.map((e) => e.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(delivered?.events.at(-1)).toMatchObject({
      city: 'Ciudad de México',
      state: 'CMX',
      country_code: 'MX',
      occurred_at: new Date(clock),
    });
    expect(unknown).toEqual({ tracking_number: '700000000000', status: null, events: [] });
  });

  it('cancels a label before pickup once; tracking then shows the cancellation', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    await connector.cancel(ctx(), { tracking_number, ship_date: new Date(clock) });
    const again = connector.cancel(ctx(), { tracking_number, ship_date: new Date(clock) });
    await expect(again).rejects.toMatchObject({
      kind: 'rejected',
      message: 'La guía ya fue cancelada',
    });
    const [tracked] = await connector.track(ctx(), [tracking_number]);
    expect(tracked?.status).toBe('exception');
    expect(tracked?.events.at(-1)).toMatchObject({ code: 'CANCELLED' });
  });

  it('refuses to cancel a label already picked up, and an unknown one', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipRequest());
    clock += STEP;
    await expect(
      connector.cancel(ctx(), { tracking_number, ship_date: new Date(clock) }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'La guía ya fue recolectada y no se puede cancelar',
    });
    await expect(
      connector.cancel(ctx(), { tracking_number: '799999999999', ship_date: new Date(clock) }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('maps failure tokens on tracking and cancel too', async () => {
    await expect(connector.track(ctx({ token: 'fail-503' }), ['1'])).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(
      connector.cancel(ctx({ token: 'nope' }), { tracking_number: '1', ship_date: new Date() }),
    ).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('DrenvioConnector tracking through a wrong address', () => {
  it('does not take a 404 page for an unknown number', async () => {
    const pages = new DrenvioConnector(
      async () => new Response('<html>Not Found</html>', { status: 404 }),
    );
    await expect(pages.track(ctx(), ['1'])).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Dr. Envío answered HTTP 404',
    });
  });
});
