import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackResult } from '../carrier-connector';
import { pickupMty, shipMtyCdmx } from './fixtures/canonical';
import { FedexRestClient } from './fedex-rest.client';
import { FedexRestConnector } from './fedex-rest.connector';
import { START, STEP, TRACK_PAIR, useFedexMock } from './fedex-rest.connector-test-kit';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  type RunningFedexMock,
} from './fedex-rest.mock-server';

/** Tracking and pickups over real HTTP against the mock FedEx. */

let now = START;
let mock: RunningFedexMock;
let connector: FedexRestConnector;

const ctx = useFedexMock(
  () => now,
  (started) => (mock = started),
);
beforeEach(() => {
  now = START;
  connector = new FedexRestConnector(new FedexRestClient(), { now: () => new Date(now) });
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
