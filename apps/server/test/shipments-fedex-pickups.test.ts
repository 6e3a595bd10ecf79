import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import type { RunningFedexMock } from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { refreshAllTracking } from '../src/jobs/shipment.jobs';
import { api, type TestApp } from './helpers/test-app';
import { draftShipment, one, serviceIdOf } from './helpers/shipment-fixture';
import { EMAIL, useFedexApp } from './shipments-fedex-fixture';

/** The whole lifecycle against the FedEx mock over HTTP: pick up and track (buying: shipments-fedex.test.ts). */
let t: TestApp;
let fedex: RunningFedexMock;
let clock = Date.now();
let buyer: { id: number; token: string };

const { boughtWithFedex } = useFedexApp(
  () => clock,
  (world) => ({ t, fedex, buyer } = world),
);

describe('pickups', () => {
  it('schedules a FedEx pickup for a bought shipment, once; a date in the past is refused', async () => {
    const { id } = await boughtWithFedex();
    const past = await t.request('POST', api('pickups'), {
      token: buyer.token,
      lang: 'en',
      body: { pickup: { shipment_id: id, date: '2020-01-01', window: 'morning' } },
    });
    expect(past.status).toBe(422);
    expect(past.body.errors['date'] ?? past.body.errors['pickup.date']).toBeDefined();

    const res = await t.request('POST', api('pickups'), {
      token: buyer.token,
      body: { pickup: { shipment_id: id, window: 'afternoon' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'generated', shipment_id: id });
    expect(res.body.data.reference_number).toBeTruthy();
    const from = new Date(res.body.data.date_from);
    const to = new Date(res.body.data.date_to);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(3);

    const twice = await t.request('POST', api('pickups'), {
      token: buyer.token,
      body: { pickup: { shipment_id: id, window: 'morning' } },
    });
    expect(twice.status).toBe(409);

    const list = await t.request('GET', api('pickups'), {
      token: buyer.token,
      query: { search: res.body.data.reference_number },
    });
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([res.body.data.id]);
    const shipment = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(shipment.body.data.pickup).toMatchObject({ status: 'generated' });
  });

  it('is not offered for a platform (GenericCarrier) shipment', async () => {
    const ground = await serviceIdOf(t, 'TERRESTRE');
    const id = await draftShipment(t, { token: buyer.token });
    await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });
    const res = await t.request('POST', api('pickups'), {
      token: buyer.token,
      body: { pickup: { shipment_id: id, window: 'morning' } },
    });
    expect(res.status).toBe(409);
  });

  it('is not asked for a rate when a platform label is bought (only the chosen service is re-rated)', async () => {
    const ground = await serviceIdOf(t, 'TERRESTRE');
    const id = await draftShipment(t, { token: buyer.token });
    const rateCalls = () => fedex.state.events.filter((e) => e.type === 'rate').length;
    const before = rateCalls();
    const table = await t.request('GET', api(`shipments/${id}/rates`), { token: buyer.token });
    expect(table.status).toBe(200);
    // The rate screen shows every carrier, FedEx included…
    expect(rateCalls()).toBe(before + 1);
    const bought = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data.shipment.status).toBe('success');
    // …but buying a platform label waits on no other carrier.
    expect(rateCalls()).toBe(before + 1);
  });
});

describe('tracking', () => {
  it('the job walks a FedEx number through its events, and the public page shows no personal data', async () => {
    const { id, tracking } = await boughtWithFedex();
    for (let step = 0; step < 8; step++) {
      clock += 61_000;
      await withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(sql`update shipments set tracking_checked_at = null where id = ${id}`),
      );
      await refreshAllTracking(t.deps, new Date());
    }
    const events = await t.request('GET', api(`shipments/${id}/tracking`), { token: buyer.token });
    const statuses = events.body.data.map((e: { status: string }) => e.status);
    expect(statuses[0]).toBe('created');
    expect(statuses).toEqual(expect.arrayContaining(['picked_up', 'in_transit', 'delivered']));
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ status: 'delivered', tracking_status: 'delivered' });

    const pub = await t.request('GET', api(`tracking/${tracking}`), {
      tenant: 'demo',
      query: { postal_code: '06700' },
    });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({
      tracking_number: tracking,
      status: 'delivered',
      origin_city: 'Monterrey',
      destination_city: 'Ciudad de México',
    });
    for (const secret of ['Carmen', 'Peña', 'Juárez', 'Orizaba', '8112345678', 'Luis', EMAIL])
      expect(pub.text).not.toContain(secret);
    expect((await t.request('GET', api('tracking/000000000000'), { tenant: 'demo' })).status).toBe(
      404,
    );
    expect((await t.request('GET', api(`tracking/${tracking}`), { tenant: 'otra' })).status).toBe(
      404,
    );
    const checked = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from tracking_events where shipment_id = ${id}`,
    );
    expect(Number(checked.n)).toBe(events.body.data.length);
  });
});
