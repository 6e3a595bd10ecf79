import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierConnector, ConnectorContext } from '../carrier-connector';
import {
  barcodesOn,
  mockContext,
  pdfPageSize as pageSize,
  useMockServer,
  zplCode128,
} from '../connector-test-kit';
import { DhlExpressConnector } from './dhl-express.connector';
import {
  DHL_MOCK_DEMO_CREDENTIALS as DEMO,
  startDhlMockServer,
  type RunningDhlMock,
} from './dhl-express.mock-server';
import { pickupMty, shipMtyCdmx } from './dhl-express.test-fixtures';

/** Waybills, labels, tracking and pickups over real HTTP against the mock DHL. */

const STEP = 60_000;
// Tuesday 24 November 2026, 12:00 in Monterrey.
const START = Date.parse('2026-11-24T18:00:00Z');
let now = START;
let mock: RunningDhlMock;
const connector = new DhlExpressConnector();

useMockServer(
  () => startDhlMockServer({ now: () => now, trackStepMs: STEP }),
  (started) => (mock = started),
);
beforeEach(() => {
  now = START;
});

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
  mockContext({ ...DEMO, base_url: mock.url, ...settings }, signal);

describe('ship', () => {
  it('buys a letter label: a PDF whose barcode reads the new 10-digit waybill', async () => {
    const result = await connector.ship(ctx(), shipMtyCdmx());
    const awb = result.tracking_number;
    expect(awb).toMatch(/^\d{10}$/);
    expect(result.tracking_url).toBe(
      `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${awb}&submit=1`,
    );
    expect(result.label).toMatchObject({ format: 'letter', content_type: 'application/pdf' });
    expect(result.label.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageSize(result.label.bytes)).toEqual([612, 792]);
    expect(await barcodesOn(result.label.bytes)).toEqual([awb]);
    expect(mock.state.events).toEqual([
      {
        type: 'ship',
        account: DEMO.account_number,
        status: 201,
        tracking_number: awb,
        template: 'ECOM26_84_001',
        encoding: 'pdf',
        insured_cents: 150_000,
      },
    ]);
    expect(mock.state.shipments.get(awb)).toMatchObject({ productCode: 'N', reference: '1042' });
  });

  it('a thermal label is a 4×6 in PDF; a zpl label is ZPL II with the waybill in ^BC', async () => {
    const thermal = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'thermal' }));
    expect(await pageSize(thermal.label.bytes)).toEqual([288, 432]);
    expect(await barcodesOn(thermal.label.bytes)).toEqual([thermal.tracking_number]);

    const zpl = await connector.ship(ctx(), shipMtyCdmx({ label_format: 'zpl' }));
    expect(zpl.label).toMatchObject({ format: 'zpl', content_type: 'text/plain' });
    const text = zpl.label.bytes.toString('utf8');
    expect(text.startsWith('^XA')).toBe(true);
    expect(text).toContain(zplCode128(zpl.tracking_number));
    expect(text).toContain('^FDLuis Hernández^FS');
    expect(mock.state.events.at(-1)).toMatchObject({ encoding: 'zpl' });
  });

  it("a service DHL does not run on the route is rejected in DHL's words", async () => {
    await expect(connector.ship(ctx(), shipMtyCdmx({ service_code: 'P' }))).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'DHL.1001',
      message: '1001: The requested product P is not available based on your search criteria',
    });
  });

  it('failure modes reach ship too', async () => {
    await expect(
      connector.ship(ctx({ account_number: '000000503' }), shipMtyCdmx()),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(
      connector.ship(ctx({ account_number: '000000401' }), shipMtyCdmx()),
    ).rejects.toMatchObject({ kind: 'auth' });
  });

  it('has no void call (MyDHL has none)', () => {
    const port: CarrierConnector = connector;
    expect(port.cancel).toBeUndefined();
  });
});

describe('track', () => {
  it('walks a waybill from created to delivered, one checkpoint per step', async () => {
    const { tracking_number: awb } = await connector.ship(ctx(), shipMtyCdmx());
    const [fresh] = await connector.track(ctx(), [awb]);
    expect(fresh).toEqual({ tracking_number: awb, status: 'created', events: [] });

    now = START + 1 * STEP;
    expect((await connector.track(ctx(), [awb]))[0]?.status).toBe('picked_up');
    now = START + 3 * STEP;
    expect((await connector.track(ctx(), [awb]))[0]?.status).toBe('in_transit');
    now = START + 6 * STEP;
    expect((await connector.track(ctx(), [awb]))[0]?.status).toBe('out_for_delivery');

    now = START + 20 * STEP;
    const [done] = await connector.track(ctx(), [awb]);
    expect(done?.status).toBe('delivered');
    expect(done?.events.map((e) => e.code)).toEqual(['PU', 'PL', 'DF', 'AF', 'AR', 'WC', 'OK']);
    expect(done?.events.map((e) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(done?.events[0]).toMatchObject({
      description: 'Shipment picked up',
      occurred_at: new Date(START + STEP),
      city: 'MONTERREY',
    });
    expect(done?.events[6]).toMatchObject({ city: 'CIUDAD DE MÉXICO' });
  });

  it('answers several numbers at once; unknown ones answer null, even when DHL knows none', async () => {
    const { tracking_number: awb } = await connector.ship(ctx(), shipMtyCdmx());
    now = START + 2 * STEP;
    const results = await connector.track(ctx(), ['9999999999', awb]);
    expect(results.map((r) => [r.tracking_number, r.status])).toEqual([
      ['9999999999', null],
      [awb, 'in_transit'],
    ]);
    expect(await connector.track(ctx(), ['9999999998'])).toEqual([
      { tracking_number: '9999999998', status: null, events: [] },
    ]);
  });
});

describe('pickups', () => {
  it('books one pickup for all the day’s waybills, moves it with PATCH, cancels it with DELETE', async () => {
    const booked = await connector.pickup(
      ctx(),
      pickupMty({ tracking_numbers: ['1234567890', '2345678901'] }),
    );
    expect(booked).toEqual({ reference_number: 'PRG261125000001', location: null });
    expect(mock.state.pickups.get(booked.reference_number)).toMatchObject({
      account: DEMO.account_number,
      plannedPickupDateAndTime: '2026-11-25T09:00:00 GMT-06:00',
      closeTime: '12:00',
      awbs: ['1234567890', '2345678901'],
    });

    const moved = await connector.reschedulePickup(ctx(), {
      ...pickupMty({ date: '2026-11-26', from: '10:00', to: '14:00' }),
      reference_number: booked.reference_number,
      location: null,
    });
    expect(moved).toEqual(booked);
    expect(mock.state.pickups.get(booked.reference_number)).toMatchObject({
      plannedPickupDateAndTime: '2026-11-26T10:00:00 GMT-06:00',
      closeTime: '14:00',
      updates: 1,
    });

    const cancel = {
      reference_number: booked.reference_number,
      location: null,
      date: '2026-11-26',
    };
    await connector.cancelPickup(ctx(), cancel);
    expect(mock.state.pickups.get(booked.reference_number)?.cancelled).toBe(true);
    await expect(connector.cancelPickup(ctx(), cancel)).rejects.toMatchObject({
      kind: 'rejected',
      message: `410930: Pickup ${booked.reference_number} is already cancelled`,
    });
  });

  it("refuses a past day and an unknown pickup in DHL's words", async () => {
    await expect(connector.pickup(ctx(), pickupMty({ date: '2026-11-20' }))).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'DHL.410928',
    });
    await expect(
      connector.cancelPickup(ctx(), {
        reference_number: 'PRG000000999999',
        location: null,
        date: '2026-11-25',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'Pickup not found: PRG000000999999' });
  });

  it('a slow pickup cut by the deadline is a timeout', async () => {
    await expect(
      connector.pickup(ctx({ account_number: '700005000' }, AbortSignal.timeout(150)), pickupMty()),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await expect
      .poll(() => mock.state.events.map((e) => e.type))
      .toEqual(['pickup_delayed', 'pickup_aborted']);
  });
});
