import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectorContext, TrackResult } from '../carrier-connector';
import { barcodesOn, mockContext, useMockServer, zplCode128 } from '../connector-test-kit';
import { pickupMty, shipMtyCdmx } from './fixtures/canonical';
import { FedexRestClient } from './fedex-rest.client';
import { FedexRestConnector } from './fedex-rest.connector';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import { fedexCheckDigit } from './fedex-rest.mock-state';

/** Labels, cancellations, pickups and tracking over real HTTP against the mock FedEx. */

const STEP = 60_000;
const TRACK_PAIR = { client_id: 'despacho-track-key', client_secret: 'despacho-track-secret' };
// Friday 14 March 2025, 12:00 in Monterrey.
const START = Date.parse('2025-03-14T18:00:00Z');
let now = START;
let mock: RunningFedexMock;
let connector: FedexRestConnector;

useMockServer(
  () =>
    startFedexMockServer({ now: () => now, trackStepMs: STEP, credentials: [DEMO, TRACK_PAIR] }),
  (started) => (mock = started),
);
beforeEach(() => {
  now = START;
  connector = new FedexRestConnector(new FedexRestClient(), { now: () => new Date(now) });
});

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ ...DEMO, base_url: mock.url, ...settings }, signal);

const mediaBox = (pdf: Buffer) =>
  /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1]?.split(' ').map(Number);

describe('ship', () => {
  it('buys a letter label: a PDF whose barcode reads the new tracking number', async () => {
    const result = await connector.ship(ctx(), shipMtyCdmx());
    expect(result.tracking_number).toMatch(/^7949\d{8}$/);
    const number = result.tracking_number;
    expect(Number(number.slice(11))).toBe(fedexCheckDigit(number.slice(0, 11)));
    expect(result.tracking_url).toBe(`https://www.fedex.com/fedextrack/?trknbr=${number}`);
    expect(result.label).toMatchObject({ format: 'letter', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(mediaBox(result.label.bytes)).toEqual([0, 0, 612, 792]);
    expect(await barcodesOn(result.label.bytes)).toEqual([number]);
    expect(mock.state.events.filter((e) => e.type === 'ship')).toEqual([
      {
        type: 'ship',
        account: DEMO.account_number,
        status: 200,
        tracking_number: number,
        service_type: 'STANDARD_OVERNIGHT',
        reference: '1042',
        image_type: 'PDF',
        declared_value_cents: 150_000,
      },
    ]);
  });

  it('FedEx refuses to insure more than it covers: the label is not bought, in FedEx’s words', async () => {
    const box = shipMtyCdmx().parcels[0]!;
    await expect(
      connector.ship(
        ctx(),
        shipMtyCdmx({ parcels: [{ ...box, insured_value_cents: 10_000_001 }] }),
      ),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'PACKAGE.DECLAREDVALUE.EXCEEDED' });
  });

  it('a thermal label is a 4×6 in PDF; a zpl label is ZPL II text', async () => {
    const thermal = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'thermal' }));
    expect(mediaBox(thermal.label.bytes)).toEqual([0, 0, 288, 432]);
    expect(await barcodesOn(thermal.label.bytes)).toEqual([thermal.tracking_number]);

    const zpl = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'zpl' }));
    expect(zpl.label).toMatchObject({ format: 'zpl', content_type: 'text/plain' });
    const text = zpl.label.bytes.toString('utf8');
    expect(text.startsWith('^XA')).toBe(true);
    expect(text.trimEnd().endsWith('^XZ')).toBe(true);
    expect(text).toContain(zplCode128(zpl.tracking_number));
    expect(text).toContain('^FDLuis Hernández^FS');
    expect(new Set([thermal.tracking_number, zpl.tracking_number]).size).toBe(2);
  });

  it('a recipient postal code FedEx refuses (00000) is "rejected" in FedEx’s words, after a quote', async () => {
    const farAway = { ...shipMtyCdmx().destination, postal_code: '00000' };
    const quotes = await connector.rate(ctx(), {
      origin: { country_code: 'MX', postal_code: '64000' },
      destination: { country_code: 'MX', postal_code: '00000' },
      parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
      declared_value_cents: 0,
      service_codes: ['STANDARD_OVERNIGHT'],
      ship_date: new Date(now),
    });
    expect(quotes).toHaveLength(1);
    await expect(
      connector.ship(ctx(), shipMtyCdmx({ destination: farAway })),
    ).rejects.toMatchObject({
      name: 'CarrierError',
      kind: 'rejected',
      carrierCode: 'RECIPIENT.POSTALCODE.INVALID',
      message: 'FedEx no entrega en el código postal del destinatario 00000.',
    });
    await expect(
      connector.ship(ctx({ locale: 'en_US' }), shipMtyCdmx({ destination: farAway })),
    ).rejects.toMatchObject({
      message: 'FedEx does not deliver to recipient postal code 00000.',
    });
    expect(mock.state.shipments.size).toBeGreaterThan(0);
    expect([...mock.state.shipments.values()].map((s) => s.destination.postalCode)).not.toContain(
      '00000',
    );
  });

  it('a service that does not run on the route is "rejected"', async () => {
    // FIRST_OVERNIGHT does not reach zone 5 (Tijuana → Mérida).
    const tijuana = { ...shipMtyCdmx().origin, postal_code: '22000', city: 'Tijuana' };
    const merida = { ...shipMtyCdmx().destination, postal_code: '97000', city: 'Mérida' };
    await expect(
      connector.ship(
        ctx(),
        shipMtyCdmx({ origin: tijuana, destination: merida, service_code: 'FIRST_OVERNIGHT' }),
      ),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'SERVICETYPE.NOT.AVAILABLE' });
  });

  it.each([
    ['000000503', 'unavailable', 'SERVICE.UNAVAILABLE.ERROR'],
    ['000000500', 'unavailable', 'INTERNAL.SERVER.ERROR'],
    ['000000403', 'auth', 'FORBIDDEN.ERROR'],
  ])('account %s makes ship "%s" (%s)', async (account, kind, code) => {
    await expect(
      connector.ship(ctx({ account_number: account }), shipMtyCdmx()),
    ).rejects.toMatchObject({ kind, carrierCode: code });
  });

  it('a slow FedEx is a "timeout" at the deadline, and the mock sees the caller leave', async () => {
    const deadline = new AbortController();
    const pending = connector.ship(
      ctx({ account_number: '700030000' }, deadline.signal),
      shipMtyCdmx(),
    );
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({
        type: 'ship_delayed',
        account: '700030000',
        ms: 30_000,
      }),
    );
    deadline.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.waitFor(() =>
      expect(mock.state.events).toContainEqual({ type: 'ship_aborted', account: '700030000' }),
    );
    expect(mock.state.count('ship')).toBe(0);
  });
});

describe('cancel', () => {
  it('voids a label once; a second time is "rejected" with FedEx’s message', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipMtyCdmx());
    const request = { tracking_number, ship_date: new Date(now) };
    await expect(connector.cancel(ctx(), request)).resolves.toBeUndefined();
    await expect(connector.cancel(ctx({ locale: 'en_US' }), request)).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'SHIPMENT.CANCEL.ALREADYCANCELLED',
      message: 'Shipment Delete was requested for a tracking number already in a deleted state.',
    });
    expect(
      mock.state.events.filter((e) => e.type === 'cancel').map((e) => 'status' in e && e.status),
    ).toEqual([200, 400]);
  });

  it('a number FedEx never issued, or another account’s, is "rejected" as not found', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipMtyCdmx());
    for (const [settings, number] of [
      [{}, '794900000000'],
      [{ account_number: '510087099' }, tracking_number],
    ] as const) {
      await expect(
        connector.cancel(ctx(settings), { tracking_number: number, ship_date: new Date(now) }),
      ).rejects.toMatchObject({
        kind: 'rejected',
        carrierCode: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
      });
    }
  });

  it('account 000000503 makes cancel "unavailable"', async () => {
    await expect(
      connector.cancel(ctx({ account_number: '000000503' }), {
        tracking_number: '794900000000',
        ship_date: new Date(now),
      }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('track', () => {
  const walk = (result: TrackResult | undefined) => [
    result?.status,
    result?.events.map((e) => e.code).join(' '),
  ];

  it('walks a label from created to delivered as FedEx scans it, one step a minute', async () => {
    const { tracking_number: number } = await connector.ship(ctx(), shipMtyCdmx());
    const seen: unknown[] = [];
    for (let step = 0; step <= 8; step++) {
      now = START + step * STEP;
      seen.push(walk((await connector.track(ctx(), [number]))[0]));
    }
    expect(seen).toEqual([
      ['created', 'OC'],
      ['picked_up', 'OC PU'],
      ['in_transit', 'OC PU AR'],
      ['in_transit', 'OC PU AR DP'],
      ['in_transit', 'OC PU AR DP IT'],
      ['in_transit', 'OC PU AR DP IT AR'],
      ['out_for_delivery', 'OC PU AR DP IT AR OD'],
      ['delivered', 'OC PU AR DP IT AR OD DL'],
      ['delivered', 'OC PU AR DP IT AR OD DL'],
    ]);
    const [result] = await connector.track(ctx(), [number]);
    expect(result!.events[0]).toEqual({
      status: 'created',
      code: 'OC',
      description: 'Información del envío enviada a FedEx',
      occurred_at: new Date(START),
      city: 'MONTERREY',
      state: null,
      country_code: 'MX',
    });
    expect(result!.events.at(-1)).toMatchObject({
      code: 'DL',
      description: 'Entregado',
      occurred_at: new Date(START + 7 * STEP),
      city: 'CIUDAD DE MÉXICO',
    });
  });

  it('a cancelled label tracks as an exception that stays cancelled', async () => {
    const { tracking_number: number } = await connector.ship(ctx(), shipMtyCdmx());
    now += STEP;
    await connector.cancel(ctx(), { tracking_number: number, ship_date: new Date(now) });
    now += 10 * STEP;
    const [result] = await connector.track(ctx({ locale: 'en_US' }), [number]);
    expect(walk(result)).toEqual(['exception', 'OC PU CA']);
    expect(result!.events.at(-1)).toMatchObject({
      status: 'exception',
      description: 'Shipment cancelled by sender',
      occurred_at: new Date(START + STEP),
    });
  });

  it('answers unknown numbers with no status, and asks FedEx 30 numbers at a time', async () => {
    const { tracking_number: number } = await connector.ship(ctx(), shipMtyCdmx());
    const unknown = Array.from({ length: 30 }, (_, i) => String(794800000000 + i));
    const results = await connector.track(ctx(), [...unknown, number]);
    expect(results).toHaveLength(31);
    expect(results.find((r) => r.tracking_number === number)?.status).toBe('created');
    expect(results.filter((r) => r.status === null && r.events.length === 0)).toHaveLength(30);
    expect(mock.state.count('track')).toBe(2);
  });

  it('tracks with the Track API’s own key pair when the carrier has one', async () => {
    const { tracking_number: number } = await connector.ship(ctx(), shipMtyCdmx());
    const settings = {
      track_client_id: TRACK_PAIR.client_id,
      track_client_secret: TRACK_PAIR.client_secret,
    };
    await connector.track(ctx(settings), [number]);
    expect(
      mock.state.events
        .filter((e) => e.type === 'token')
        .map((e) => 'client_id' in e && e.client_id),
    ).toContain(TRACK_PAIR.client_id);
  });
});

describe('pickup', () => {
  it('books a courier and answers the confirmation code and station', async () => {
    const { tracking_number } = await connector.ship(ctx(), shipMtyCdmx());
    const result = await connector.pickup(ctx(), pickupMty({ tracking_number }));
    expect(result.reference_number).toMatch(/^MTY\d{4,}$/);
    expect(result.location).toBe('MTYA');
    expect(mock.state.pickups.get(result.reference_number)).toMatchObject({
      ready: '2025-03-17T09:00:00',
      closeTime: '12:00:00',
      trackingNumber: tracking_number,
      cancelled: false,
    });
    expect(mock.state.events.filter((e) => e.type === 'pickup')).toEqual([
      {
        type: 'pickup',
        account: DEMO.account_number,
        status: 200,
        confirmation_code: result.reference_number,
        ready: '2025-03-17T09:00:00',
      },
    ]);
  });

  it('cancels a booked pickup with its code, day and station; FedEx refuses a second time', async () => {
    const booked = await connector.pickup(ctx(), pickupMty());
    const cancel = { reference_number: booked.reference_number, location: booked.location };
    await expect(
      connector.cancelPickup(ctx(), { ...cancel, date: '2025-03-18' }),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'PICKUP.SCHEDULEDDATE.MISMATCH' });
    await connector.cancelPickup(ctx(), { ...cancel, date: '2025-03-17' });
    expect(mock.state.pickups.get(booked.reference_number)?.cancelled).toBe(true);
    await expect(
      connector.cancelPickup(ctx(), { ...cancel, date: '2025-03-17' }),
    ).rejects.toMatchObject({ kind: 'rejected', carrierCode: 'PICKUP.ALREADY.CANCELLED' });
  });

  it('account 000000503 makes pickup "unavailable"', async () => {
    await expect(
      connector.pickup(ctx({ account_number: '000000503' }), pickupMty()),
    ).rejects.toMatchObject({ kind: 'unavailable', carrierCode: 'SERVICE.UNAVAILABLE.ERROR' });
  });
});
