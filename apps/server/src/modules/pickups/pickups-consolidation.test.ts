import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDateKey } from '@despacho/domain';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from '../../../test/helpers/shipment-fixture';
import { withTenant } from '../../db/tenant-tx';
import {
  CarrierError,
  type CarrierConnector,
  type PickupRequest,
} from '../../integrations/carriers/carrier-connector';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import {
  cancelPickupAtCarrier,
  PICKUP_CANCEL_JOB,
  type PickupCancelPayload,
} from './pickup-cancel';

/**
 * Issue 19: pickups that follow the shipment, for a carrier whose one visit collects several
 * shipments and that moves a booking with its own change call (as DHL does). The carrier is a
 * fake registered in place of FedEx's connector: labels are still bought from the FedEx mock,
 * pickups are booked, changed and cancelled by the fake, which counts every call.
 */
let t: TestApp;
let fedex: RunningFedexMock;
let saver: number;
const TZ = 'America/Monterrey';
const sent: { name: string; data: PickupCancelPayload }[] = [];

interface Booking {
  tracking_numbers: string[];
  date: string;
  from: string;
  to: string;
  cancelled: boolean;
}
const carrier = {
  calls: [] as { type: 'pickup' | 'change' | 'cancel'; ref?: string; numbers?: string[] }[],
  bookings: new Map<string, Booking>(),
  refuseChange: false,
};
let fakeConnector: CarrierConnector;
let change: CarrierConnector['reschedulePickup'];
const numbersOf = (r: PickupRequest) => r.tracking_numbers ?? [r.tracking_number];

beforeAll(async () => {
  fedex = await startFedexMockServer();
  t = await createTestApp({ demoCatalogue: true });
  saver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    await tx.execute(sql`delete from carrier_settings where key = 'base_url'
      and carrier_id = (select carrier_id from services where id = ${saver})`);
    await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
      select ${t.demoTenantId}, carrier_id, 'base_url', ${fedex.url} from services where id = ${saver}`);
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
  const real = t.deps.connectors.get('FedexRest')!;
  let next = 0;
  const fake: CarrierConnector = {
    providerCode: real.providerCode,
    requiredSettings: real.requiredSettings,
    rate: (ctx, r) => real.rate(ctx, r),
    ship: (ctx, r) => real.ship!(ctx, r),
    cancel: (ctx, r) => real.cancel!(ctx, r),
    consolidatesPickups: true,
    async pickup(_ctx, r) {
      const ref = `PK${++next}`;
      carrier.calls.push({ type: 'pickup', ref, numbers: numbersOf(r) });
      const { date, from, to } = r;
      carrier.bookings.set(ref, {
        tracking_numbers: numbersOf(r),
        date,
        from,
        to,
        cancelled: false,
      });
      return { reference_number: ref, location: 'MTY' };
    },
    async reschedulePickup(_ctx, r) {
      carrier.calls.push({ type: 'change', ref: r.reference_number, numbers: numbersOf(r) });
      if (carrier.refuseChange)
        throw new CarrierError(
          'rejected',
          'No hay recolección disponible en ese horario',
          'PICKUP.WINDOW.UNAVAILABLE',
        );
      const booking = carrier.bookings.get(r.reference_number)!;
      Object.assign(booking, {
        tracking_numbers: numbersOf(r),
        date: r.date,
        from: r.from,
        to: r.to,
      });
      return { reference_number: r.reference_number, location: r.location };
    },
    async cancelPickup(_ctx, r) {
      carrier.calls.push({ type: 'cancel', ref: r.reference_number });
      const booking = carrier.bookings.get(r.reference_number)!;
      if (booking.cancelled)
        throw new CarrierError(
          'rejected',
          'La recolección ya está cancelada',
          'PICKUP.ALREADY.CANCELLED',
        );
      booking.cancelled = true;
    },
  };
  change = fake.reschedulePickup;
  fakeConnector = fake;
  t.deps.connectors.register(fake);
  t.deps.jobs.send = async <T extends object>(name: string, data: T) => {
    sent.push({ name, data: data as unknown as PickupCancelPayload });
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});
beforeEach(() => {
  sent.length = 0;
  carrier.calls.length = 0;
  carrier.refuseChange = false;
  if (fakeConnector) fakeConnector.reschedulePickup = change;
});

let customers = 0;
const newCustomer = () => customerWithBalance(t, `junta-${++customers}@despacho.test`, 10_000_000);

async function bought(who: { token: string }): Promise<{ id: number; tracking: string }> {
  const id = await draftShipment(t, who);
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: who.token,
    body: { rate: { service_id: saver, is_pickup: true, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  const row = await one<{ tracking_number: string }>(
    t,
    t.demoTenantId,
    sql`select tracking_number from shipments where id = ${id}`,
  );
  return { id, tracking: row.tracking_number };
}

async function book(who: { token: string }, shipmentId: number, window = 'morning') {
  const res = await t.request('POST', api('pickups'), {
    token: who.token,
    body: { pickup: { shipment_id: shipmentId, window } },
  });
  expect(res.status).toBe(201);
  return res.body.data as {
    id: number;
    status: string;
    reference_number: string;
    date_from: string;
    date_to: string;
  };
}

const pickupRow = (id: number) =>
  one<{ status: string; cancel_reason: string | null; reference_number: string | null }>(
    t,
    t.demoTenantId,
    sql`select status, cancel_reason, reference_number from pickups where id = ${id}`,
  );

async function runJobs(): Promise<PickupCancelPayload[]> {
  const jobs = sent.filter((j) => j.name === PICKUP_CANCEL_JOB).map((j) => j.data);
  sent.length = 0;
  for (const job of jobs) await cancelPickupAtCarrier(t.deps, job, false);
  return jobs;
}

const cancelShipment = async (id: number) =>
  expect((await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' })).status).toBe(200);

describe('one courier visit for several shipments', () => {
  it('books the carrier once; the second shipment joins the booking through its change call', async () => {
    const who = await newCustomer();
    const a = await bought(who);
    const b = await bought(who);
    const pa = await book(who, a.id);
    expect(carrier.calls).toEqual([
      { type: 'pickup', ref: pa.reference_number, numbers: [a.tracking] },
    ]);

    const pb = await book(who, b.id);
    expect(pb).toMatchObject({ status: 'generated', reference_number: pa.reference_number });
    expect(pb.date_from).toBe(pa.date_from);
    expect(carrier.calls.filter((c) => c.type === 'pickup')).toHaveLength(1);
    expect(carrier.calls[1]).toEqual({
      type: 'change',
      ref: pa.reference_number,
      numbers: [a.tracking, b.tracking],
    });
    expect(carrier.bookings.get(pa.reference_number)?.tracking_numbers).toEqual([
      a.tracking,
      b.tracking,
    ]);
    const shipment = await t.request('GET', api(`shipments/${b.id}`), { token: who.token });
    expect(shipment.body.data.actions).toMatchObject({ pickup: false, reschedule_pickup: true });
  });

  it('books apart another owner, another window, and keeps a refusal to add in the carrier’s words', async () => {
    const who = await newCustomer();
    const stranger = await newCustomer();
    const a = await bought(who);
    const pa = await book(who, a.id);
    const theirs = await book(stranger, (await bought(stranger)).id);
    expect(theirs.reference_number).not.toBe(pa.reference_number);
    const later = await book(who, (await bought(who)).id, 'afternoon');
    expect(later.reference_number).not.toBe(pa.reference_number);
    expect(carrier.calls.map((c) => c.type)).toEqual(['pickup', 'pickup', 'pickup']);

    carrier.refuseChange = true;
    const refused = await t.request('POST', api('pickups'), {
      token: who.token,
      body: { pickup: { shipment_id: (await bought(who)).id, window: 'morning' } },
    });
    expect(refused.status).toBe(201);
    expect(refused.body.data).toMatchObject({
      status: 'error',
      error_message: expect.stringContaining('No hay recolección disponible'),
    });
    expect(carrier.bookings.get(pa.reference_number)?.tracking_numbers).toEqual([a.tracking]);
    expect((await pickupRow(pa.id)).status).toBe('generated');
  });
});

describe('cancelling shipments of a shared visit', () => {
  it('keeps the visit for the others (told the parcels left); the last one cancels it, once', async () => {
    const who = await newCustomer();
    const a = await bought(who);
    const b = await bought(who);
    const pa = await book(who, a.id);
    const pb = await book(who, b.id);
    carrier.calls.length = 0;

    await cancelShipment(a.id);
    expect(await pickupRow(pa.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'shipment_canceled',
    });
    await runJobs();
    expect(carrier.calls).toEqual([
      { type: 'change', ref: pa.reference_number, numbers: [b.tracking] },
    ]);
    expect(carrier.bookings.get(pa.reference_number)?.cancelled).toBe(false);
    expect((await pickupRow(pb.id)).status).toBe('generated');

    carrier.calls.length = 0;
    await cancelShipment(b.id);
    expect((await pickupRow(pb.id)).status).toBe('canceling');
    const jobs = await runJobs();
    // The queue runs the same job again (a retry after a lost acknowledgement): no second call.
    for (const job of jobs) await cancelPickupAtCarrier(t.deps, job, false);
    expect(carrier.calls).toEqual([{ type: 'cancel', ref: pa.reference_number }]);
    expect(carrier.bookings.get(pa.reference_number)?.cancelled).toBe(true);
    expect(await pickupRow(pb.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'shipment_canceled',
    });
  });
});

describe('rescheduling with the carrier’s change call', () => {
  const move = (who: { token: string }, id: number, date: string, window: string) =>
    t.request('PUT', api(`pickups/${id}/reschedule`), {
      token: who.token,
      body: { pickup: { date, window } },
    });
  const daysOf = async (who: { token: string }, shipmentId: number) =>
    (
      await t.request('GET', api('pickups/days'), {
        token: who.token,
        query: { shipment_id: String(shipmentId) },
      })
    ).body.data.days as string[];

  it('moves the one booking with one call and nothing to cancel', async () => {
    const who = await newCustomer();
    const a = await bought(who);
    const old = await book(who, a.id);
    const [, day] = await daysOf(who, a.id);
    carrier.calls.length = 0;

    const res = await move(who, old.id, day!, 'afternoon');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'generated',
      shipment_id: a.id,
      reference_number: old.reference_number,
    });
    expect(localDateKey(new Date(res.body.data.date_from), TZ)).toBe(day);
    expect(carrier.calls).toEqual([
      { type: 'change', ref: old.reference_number, numbers: [a.tracking] },
    ]);
    expect(carrier.bookings.get(old.reference_number)).toMatchObject({
      date: day,
      from: '15:00',
      to: '18:00',
      cancelled: false,
    });
    expect(sent).toEqual([]);
    expect(await pickupRow(old.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'rescheduled',
    });
    const live = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from pickups where shipment_id = ${a.id} and status = 'generated'`,
    );
    expect(Number(live.n)).toBe(1);
    const shipment = await t.request('GET', api(`shipments/${a.id}`), { token: who.token });
    expect(shipment.body.data.pickup).toMatchObject({ id: res.body.data.id, status: 'generated' });
  });

  it('moves every shipment of a shared visit; a refusal leaves the booking as it was (502)', async () => {
    const who = await newCustomer();
    const a = await bought(who);
    const b = await bought(who);
    const pa = await book(who, a.id);
    const pb = await book(who, b.id);
    const [, day] = await daysOf(who, a.id);

    carrier.refuseChange = true;
    const refused = await t.request('PUT', api(`pickups/${pa.id}/reschedule`), {
      token: who.token,
      lang: 'en',
      body: { pickup: { date: day, window: 'midday' } },
    });
    expect(refused.status).toBe(502);
    expect(refused.body.errors.base[0]).toMatch(/No hay recolección disponible.*still scheduled/);
    expect((await pickupRow(pa.id)).status).toBe('generated');
    expect(carrier.bookings.get(pa.reference_number)?.date).toBe(
      localDateKey(new Date(pa.date_from), TZ),
    );

    carrier.refuseChange = false;
    carrier.calls.length = 0;
    const res = await move(who, pa.id, day!, 'midday');
    expect(res.status).toBe(200);
    expect(carrier.calls).toEqual([
      { type: 'change', ref: pa.reference_number, numbers: [a.tracking, b.tracking] },
    ]);
    const shipment = await t.request('GET', api(`shipments/${b.id}`), { token: who.token });
    expect(shipment.body.data.pickup).toMatchObject({ status: 'generated' });
    expect(shipment.body.data.pickup.id).not.toBe(pb.id);
    expect(localDateKey(new Date(shipment.body.data.pickup.date_from), TZ)).toBe(day);
    expect(await pickupRow(pb.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'rescheduled',
    });
    expect(sent).toEqual([]);
  });
});

describe('a consolidating carrier without a change call', () => {
  it('shares the booked visit; moving one shipment books it anew and leaves the visit to the other', async () => {
    fakeConnector.reschedulePickup = undefined;
    const who = await newCustomer();
    const a = await bought(who);
    const b = await bought(who);
    const pa = await book(who, a.id);
    const pb = await book(who, b.id);
    expect(pb.reference_number).toBe(pa.reference_number);
    expect(carrier.calls).toEqual([
      { type: 'pickup', ref: pa.reference_number, numbers: [a.tracking] },
    ]);

    const days = (
      await t.request('GET', api('pickups/days'), {
        token: who.token,
        query: { shipment_id: String(a.id) },
      })
    ).body.data.days as string[];
    carrier.calls.length = 0;
    const moved = await t.request('PUT', api(`pickups/${pa.id}/reschedule`), {
      token: who.token,
      body: { pickup: { date: days[1], window: 'afternoon' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.reference_number).not.toBe(pa.reference_number);
    expect(carrier.calls).toEqual([
      { type: 'pickup', ref: moved.body.data.reference_number, numbers: [a.tracking] },
    ]);
    // The old visit still collects b: a's row leaves it, nothing is cancelled at the carrier.
    expect(sent).toEqual([]);
    expect(await pickupRow(pa.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'rescheduled',
    });
    expect((await pickupRow(pb.id)).status).toBe('generated');

    carrier.calls.length = 0;
    await cancelShipment(b.id);
    await runJobs();
    expect(carrier.calls).toEqual([{ type: 'cancel', ref: pa.reference_number }]);
  });
});
