import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateKey, localDateKey } from '@despacho/domain';
import { withTenant } from '../src/db/tenant-tx';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import {
  cancelPickupAtCarrier,
  PICKUP_CANCEL_JOB,
  sweepCancelingPickups,
  type PickupCancelPayload,
} from '../src/modules/pickups/pickup-cancel';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, one, serviceIdOf } from './helpers/shipment-fixture';

/** Issue 17 §7: pickups follow their shipment's cancellation, move to another day, and are
 * booked only on the carrier's working days. Against the FedEx mock over HTTP. */
let t: TestApp;
let fedex: RunningFedexMock;
let saver: number;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
const TZ = 'America/Monterrey';
/** Jobs the app enqueued (the queue is not started in tests; the test runs the handlers). */
const sent: { name: string; data: PickupCancelPayload }[] = [];

beforeAll(async () => {
  fedex = await startFedexMockServer();
  t = await createTestApp({ demoCatalogue: true });
  saver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
  await pointFedexAt(fedex.url);
  buyer = await customerWithBalance(t, 'recolecta@despacho.test', 10_000_000);
  other = await customerWithBalance(t, 'otra-cuenta@despacho.test', 10_000_000);
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
});

async function pointFedexAt(url: string) {
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    await tx.execute(sql`delete from carrier_settings where key = 'base_url'
      and carrier_id = (select carrier_id from services where id = ${saver})`);
    await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
      select ${t.demoTenantId}, carrier_id, 'base_url', ${url} from services where id = ${saver}`);
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
}

async function boughtWithFedex(who = buyer): Promise<number> {
  const id = await draftShipment(t, { token: who.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: who.token,
    body: { rate: { service_id: saver, is_pickup: true, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return id;
}

async function daysOf(shipmentId: number, who = buyer): Promise<string[]> {
  const res = await t.request('GET', api('pickups/days'), {
    token: who.token,
    query: { shipment_id: String(shipmentId) },
  });
  expect(res.status).toBe(200);
  return res.body.data.days;
}

async function booked(shipmentId: number, body: Record<string, unknown> = {}) {
  const res = await t.request('POST', api('pickups'), {
    token: buyer.token,
    body: { pickup: { shipment_id: shipmentId, ...body } },
  });
  expect(res.status).toBe(201);
  expect(res.body.data.status).toBe('generated');
  return res.body.data as { id: number; reference_number: string; date_from: string };
}

const pickupRow = (id: number) =>
  one<{ status: string; cancel_reason: string | null; error_message: string | null }>(
    t,
    t.demoTenantId,
    sql`select status, cancel_reason, error_message from pickups where id = ${id}`,
  );

/** Runs the pickup-cancel jobs the app enqueued, as the worker would (first attempt). */
async function runCancelJobs(lastAttempt = false) {
  const jobs = sent.filter((j) => j.name === PICKUP_CANCEL_JOB).splice(0);
  sent.length = 0;
  for (const job of jobs) await cancelPickupAtCarrier(t.deps, job.data, lastAttempt);
  return jobs.map((j) => j.data.pickupId);
}

describe('a cancelled shipment’s pickup', () => {
  it('is cancelled with FedEx after the commit, by the job, and shown as cancelled', async () => {
    const id = await boughtWithFedex();
    const pickup = await booked(id);
    expect(fedex.state.pickups.get(pickup.reference_number)?.cancelled).toBe(false);

    const canceled = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.pickup).toMatchObject({ id: pickup.id, status: 'canceling' });
    // Nothing was said to FedEx inside the transaction: the job does it after the commit.
    expect(fedex.state.pickups.get(pickup.reference_number)?.cancelled).toBe(false);
    expect(await runCancelJobs()).toEqual([pickup.id]);

    expect(fedex.state.pickups.get(pickup.reference_number)?.cancelled).toBe(true);
    expect(await pickupRow(pickup.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'shipment_canceled',
    });
    const list = await t.request('GET', api('pickups'), {
      token: buyer.token,
      query: { search: pickup.reference_number },
    });
    expect(list.body.data[0]).toMatchObject({
      status: 'canceled',
      cancel_reason: 'shipment_canceled',
    });
    const shipment = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(shipment.body.data.actions).toMatchObject({ pickup: false, reschedule_pickup: false });
  });

  it('keeps FedEx’s refusal in its words (cancel_failed); an outage is retried, then recorded', async () => {
    const refused = await boughtWithFedex();
    const first = await booked(refused);
    fedex.state.pickups.get(first.reference_number)!.cancelled = true; // cancelled by phone
    await t.request('PUT', api(`shipments/${refused}/cancel`), { as: 'admin' });
    await runCancelJobs();
    expect(await pickupRow(first.id)).toMatchObject({
      status: 'cancel_failed',
      error_message: expect.stringMatching(/ya está cancelada|already cancelled/i),
    });

    const unreachable = await boughtWithFedex();
    const second = await booked(unreachable);
    await t.request('PUT', api(`shipments/${unreachable}/cancel`), { as: 'admin' });
    await pointFedexAt('http://127.0.0.1:9');
    try {
      const payload = { tenantId: t.demoTenantId, pickupId: second.id };
      await expect(cancelPickupAtCarrier(t.deps, payload, false)).rejects.toThrow();
      expect((await pickupRow(second.id)).status).toBe('canceling');
      // A lost job is found again by the sweep…
      sent.length = 0;
      expect(await sweepCancelingPickups(t.deps, new Date(Date.now() + 60 * 60_000))).toBe(1);
      expect(sent).toEqual([{ name: PICKUP_CANCEL_JOB, data: payload }]);
      // …and the last attempt records the failure for staff to call the carrier.
      await cancelPickupAtCarrier(t.deps, payload, true);
      expect((await pickupRow(second.id)).status).toBe('cancel_failed');
    } finally {
      await pointFedexAt(fedex.url);
    }
  });

  it('leaves a booking shared with another live shipment booked at FedEx', async () => {
    const a = await boughtWithFedex();
    const b = await boughtWithFedex();
    const pa = await booked(a);
    const pb = await booked(b);
    // FedEx answered both with one confirmation (one courier visit collects both parcels).
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update pickups set reference_number = ${pa.reference_number},
        location = (select location from pickups where id = ${pa.id}) where id = ${pb.id}`),
    );
    await t.request('PUT', api(`shipments/${a}/cancel`), { as: 'admin' });
    expect(sent.filter((j) => j.name === PICKUP_CANCEL_JOB)).toEqual([]);
    expect(await pickupRow(pa.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'shipment_canceled',
    });
    expect((await pickupRow(pb.id)).status).toBe('generated');
    expect(fedex.state.pickups.get(pa.reference_number)?.cancelled).toBe(false);
  });
});

describe('rescheduling a booked pickup', () => {
  it('books the new day and window at FedEx, then cancels the old booking', async () => {
    const id = await boughtWithFedex();
    const old = await booked(id);
    const days = await daysOf(id);
    const res = await t.request('PUT', api(`pickups/${old.id}/reschedule`), {
      token: buyer.token,
      body: { pickup: { date: days[1], window: 'afternoon' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'generated', shipment_id: id });
    expect(res.body.data.reference_number).not.toBe(old.reference_number);
    expect(localDateKey(new Date(res.body.data.date_from), TZ)).toBe(days[1]);
    expect(fedex.state.pickups.get(res.body.data.reference_number)).toMatchObject({
      ready: `${days[1]}T15:00:00`,
      cancelled: false,
    });
    expect(await pickupRow(old.id)).toMatchObject({
      status: 'canceling',
      cancel_reason: 'rescheduled',
    });
    expect(await runCancelJobs()).toEqual([old.id]);
    expect(fedex.state.pickups.get(old.reference_number)?.cancelled).toBe(true);
    expect((await pickupRow(old.id)).status).toBe('canceled');

    const shipment = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(shipment.body.data.pickup).toMatchObject({ id: res.body.data.id, status: 'generated' });
    expect(shipment.body.data.actions).toMatchObject({ pickup: false, reschedule_pickup: true });
    // The moved pickup is the booked one now; the old one cannot be moved again.
    const again = await t.request('PUT', api(`pickups/${old.id}/reschedule`), {
      token: buyer.token,
      body: { pickup: { date: days[0], window: 'morning' } },
    });
    expect(again.status).toBe(409);
  });

  it('refuses the same slot, a day FedEx does not collect, and another account’s pickup', async () => {
    const id = await boughtWithFedex();
    const pickup = await booked(id, { window: 'midday' });
    const day = localDateKey(new Date(pickup.date_from), TZ);
    const move = (body: Record<string, unknown>, who: { token: string } | { as: 'operator' }) =>
      t.request('PUT', api(`pickups/${pickup.id}/reschedule`), { ...who, lang: 'en', body });
    const same = await move({ pickup: { date: day, window: 'midday' } }, buyer);
    expect(same.status).toBe(422);
    const sunday = await move({ pickup: { date: nextSunday(), window: 'morning' } }, buyer);
    expect(sunday.status).toBe(422);
    expect(sunday.body.errors.date[0]).toMatch(/does not collect on that day/);
    expect((await move({ pickup: { date: day, window: 'morning' } }, other)).status).toBe(404);
    expect(
      (await move({ pickup: { date: day, window: 'morning' } }, { as: 'operator' })).status,
    ).toBe(404);
    expect(await pickupRow(pickup.id)).toMatchObject({ status: 'generated' });
    expect(sent).toEqual([]);
  });
});

/** The next Sunday (tenant time) within the booking horizon. */
function nextSunday(): string {
  let day = localDateKey(new Date(), TZ);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDaysToDateKey(day, 1);
  return day;
}

describe('pickup days', () => {
  it('are FedEx’s working days: a Sunday is refused with the days it does collect, nothing booked', async () => {
    const id = await boughtWithFedex();
    const before = fedex.state.events.filter((e) => e.type === 'pickup').length;
    const sunday = await t.request('POST', api('pickups'), {
      token: buyer.token,
      body: { pickup: { shipment_id: id, date: nextSunday(), window: 'morning' } },
    });
    expect(sunday.status).toBe(422);
    expect(sunday.body.errors.date[0]).toMatch(/no recolecta ese día/);
    expect(fedex.state.events.filter((e) => e.type === 'pickup').length).toBe(before);
    const days = await daysOf(id);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    expect(sunday.body.errors.date[0]).toContain(
      new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' })
        .format(new Date(`${days[0]}T00:00:00Z`))
        .split(' ')[0],
    );
    // The days the picker offers are the days the server accepts: the last one books.
    const last = await booked(id, { date: days.at(-1), window: 'morning' });
    expect(localDateKey(new Date(last.date_from), TZ)).toBe(days.at(-1));
  });

  it('are asked only for a shipment the caller may book for', async () => {
    const id = await boughtWithFedex();
    const res = await t.request('GET', api('pickups/days'), {
      token: other.token,
      query: { shipment_id: String(id) },
    });
    expect(res.status).toBe(404);
  });
});

describe('pickups and verify_user_fiscal_data (spec 1 §2)', () => {
  it('an unverified customer books the demo shipment’s pickup, and no other', async () => {
    const who = await customerWithBalance(t, 'recolecta.sin.verificar@despacho.test', 10_000_000);
    const first = await boughtWithFedex(who);
    const second = await boughtWithFedex(who);
    await setSettings(t, { verify_user_fiscal_data: '1' });
    try {
      const [day] = await daysOf(first, who);
      const before = fedex.state.events.filter((e) => e.type === 'pickup').length;
      const book = await t.request('POST', api('pickups'), {
        token: who.token,
        lang: 'en',
        body: { pickup: { shipment_id: second, date: day, window: 'morning' } },
      });
      expect(book.status).toBe(403);
      expect(book.body.code).toBe('fiscal_verification_required');
      expect(fedex.state.events.filter((e) => e.type === 'pickup').length).toBe(before);
      const rows = await one<{ n: string }>(
        t,
        t.demoTenantId,
        sql`select count(*) as n from pickups where shipment_id in (${first}, ${second})`,
      );
      expect(Number(rows.n)).toBe(0);
      // Verified, the same customer books.
      await t.database.db.execute(
        sql`update users set fiscal_data_verified = true where id = ${who.id}`,
      );
      const ok = await t.request('POST', api('pickups'), {
        token: who.token,
        body: { pickup: { shipment_id: second, date: day, window: 'morning' } },
      });
      expect(ok.status).toBe(201);
    } finally {
      await setSettings(t, { verify_user_fiscal_data: '0' });
    }
  });
});
