import { describe, expect, it } from 'vitest';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { cancelPickupAtCarrier } from './pickup-cancel';
import { usePickupsApp } from './pickups-test-kit';

/**
 * Issue 19: pickups that follow the shipment, for a carrier whose one visit collects several
 * shipments (a fake in place of FedEx's connector: pickups-test-kit.ts). Moving a booking:
 * pickups-reschedule.test.ts.
 */
let t: TestApp;

const { carrier, newCustomer, bought, book, pickupRow, runJobs, cancelShipment } = usePickupsApp(
  (world) => ({ t } = world),
);

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
