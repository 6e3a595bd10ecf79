import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
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
 * What the tests of pickups that follow the shipment share (pickups-consolidation.test.ts,
 * pickups-reschedule.test.ts): a carrier whose one visit collects several shipments and that
 * moves a booking with its own change call (as DHL does). The carrier is a fake registered in
 * place of FedEx's connector: labels are still bought from the FedEx mock, pickups are booked,
 * changed and cancelled by the fake, which counts every call.
 */

export const TZ = 'America/Monterrey';

interface Booking {
  tracking_numbers: string[];
  date: string;
  from: string;
  to: string;
  cancelled: boolean;
}

export interface PickupsWorld {
  t: TestApp;
  fakeConnector: CarrierConnector;
}

/** Starts the app and the fake carrier around the suite; `started` hands the test file its world. */
export function usePickupsApp(started: (world: PickupsWorld) => void) {
  let t!: TestApp;
  let fedex: RunningFedexMock;
  let saver: number;
  const sent: { name: string; data: PickupCancelPayload }[] = [];

  const carrier = {
    calls: [] as { type: 'pickup' | 'change' | 'cancel'; ref?: string; numbers?: string[] }[],
    bookings: new Map<string, Booking>(),
    refuseChange: false,
  };
  let fakeConnector!: CarrierConnector;
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
    started({ t, fakeConnector });
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
  const newCustomer = () =>
    customerWithBalance(t, `junta-${++customers}@despacho.test`, 10_000_000);

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
    expect((await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' })).status).toBe(
      200,
    );

  return { sent, carrier, newCustomer, bought, book, pickupRow, runJobs, cancelShipment };
}
