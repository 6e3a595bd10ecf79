import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDateKey } from '@despacho/domain';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { one } from '../../../test/helpers/shipment-fixture';
import type { CarrierConnector } from '../../integrations/carriers/carrier-connector';
import { TZ, usePickupsApp } from './pickups-test-kit';

/**
 * Issue 19: a booked pickup moved with the carrier's own change call (as DHL does), and by
 * booking anew for a consolidating carrier without one (a fake in place of FedEx's connector:
 * pickups-test-kit.ts).
 */
let t: TestApp;
let fakeConnector: CarrierConnector;

const { sent, carrier, newCustomer, bought, book, pickupRow, runJobs, cancelShipment } =
  usePickupsApp((world) => ({ t, fakeConnector } = world));

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
