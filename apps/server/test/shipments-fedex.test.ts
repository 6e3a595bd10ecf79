import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { refreshAllTracking } from '../src/jobs/shipment.jobs';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import {
  balanceOf,
  BOX,
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from './helpers/shipment-fixture';

/** The whole lifecycle against the FedEx mock over HTTP: buy, pick up, track, cancel. */
let t: TestApp;
let fedex: RunningFedexMock;
let clock = Date.now();
let saver: number;
let buyer: { id: number; token: string };
const EMAIL = 'fedex@despacho.test';

beforeAll(async () => {
  fedex = await startFedexMockServer({ now: () => clock, trackStepMs: 60_000 });
  t = await createTestApp({ demoCatalogue: true });
  saver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
  // The demo FedEx carrier is in sandbox: point it at this test's mock.
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
      select ${t.demoTenantId}, carrier_id, 'base_url', ${fedex.url} from services where id = ${saver}`);
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
  buyer = await customerWithBalance(t, EMAIL, 1_000_000);
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});

async function boughtWithFedex(): Promise<{ id: number; tracking: string }> {
  const id = await draftShipment(t, { token: buyer.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: { rate: { service_id: saver, is_pickup: true, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return { id, tracking: res.body.data.shipment.tracking_number };
}

describe('a FedEx label', () => {
  it('is bought through the connector and kept exactly as FedEx sent it', async () => {
    const { id, tracking } = await boughtWithFedex();
    expect(tracking).toMatch(/^\d{12}$/);
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ status: 'success', provider_code: 'FedexRest' });
    expect(s.body.data.actions.pickup).toBe(true);
    expect(s.body.data.label_formats).toEqual(['letter', 'thermal']);
    const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
    expect(label.raw.subarray(0, 4).toString()).toBe('%PDF');
    // Its PDF is also fitted onto 4×6 stock: one 288 × 432 pt page.
    const thermal = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      query: { format: 'thermal' },
    });
    expect(thermal.status).toBe(200);
    expect(thermal.headers['content-disposition']).toMatch(/label-4x6\.pdf/);
    const page = (await PDFDocument.load(thermal.raw)).getPages()[0]!;
    expect([page.getWidth(), page.getHeight()]).toEqual([288, 432]);
    // A carrier's ZPL exists only when the label was bought as ZPL.
    const zpl = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      lang: 'en',
      query: { format: 'zpl' },
    });
    expect(zpl.status).toBe(409);
    expect(zpl.body.messages[0]).toMatch(/only as letter/);
  });

  it('is voided at FedEx when an admin cancels, refunded once; FedEx refuses a second void', async () => {
    const before = await balanceOf(t, EMAIL);
    const { id, tracking } = await boughtWithFedex();
    const canceled = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(canceled.status).toBe(200);
    expect(await balanceOf(t, EMAIL)).toEqual(before);
    expect(fedex.state.events.some((e) => e.type === 'cancel')).toBe(true);
    // The mock remembers: tracking the voided number shows it cancelled.
    void tracking;
  });
});

describe('insurance (the FedEx carrier insures itself: insurance_type provider)', () => {
  const insured = (declared: number) => ({
    ...BOX,
    declared_tax_value: declared,
    insure_package: true,
  });
  const saverTotal = async (id: number) => {
    const res = await t.request('GET', api(`shipments/${id}/rates`), {
      token: buyer.token,
      lang: 'en',
      query: { include_rejected: 'true' },
    });
    expect(res.status).toBe(200);
    return res.body.data.rates.find((r: { service_id: number }) => r.service_id === saver)?.total;
  };
  const lastEvent = (type: string) => fedex.state.events.filter((e) => e.type === type).at(-1);

  it('declares the value to FedEx when rating and buying, and FedEx’s charge for it is in the price', async () => {
    const plain = await draftShipment(
      t,
      { token: buyer.token },
      {
        parcel: { ...BOX, declared_tax_value: 5000, insure_package: false },
      },
    );
    const uninsured = await saverTotal(plain);
    expect(lastEvent('rate')).not.toHaveProperty('declared_value_cents');

    const id = await draftShipment(t, { token: buyer.token }, { parcel: insured(5000) });
    const total = await saverTotal(id);
    expect(lastEvent('rate')).toMatchObject({ declared_value_cents: 500_000 });
    // The mock charges 1 % of the declared value (50.00) plus IVA, before the tenant's margins.
    expect(Number(total)).toBeGreaterThan(Number(uninsured) + 50);

    const bought = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      body: { rate: { service_id: saver, is_pickup: false, is_from_app: true } },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data.shipment.total).toBe(total);
    expect(lastEvent('ship')).toMatchObject({ status: 200, declared_value_cents: 500_000 });
  });

  it('refuses, saying why, a value FedEx will not insure (its words are in staff’s why-not list); nothing is charged', async () => {
    const before = await balanceOf(t, EMAIL);
    const id = await draftShipment(t, { token: buyer.token }, { parcel: insured(150_000) });
    const res = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      lang: 'en',
      body: { rate: { service_id: saver, is_pickup: false, is_from_app: true } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['rate.service_id'][0]).toMatch(/no longer available.*gave no price/);
    expect(await balanceOf(t, EMAIL)).toEqual(before);
    expect(lastEvent('rate')).toMatchObject({ status: 400 });
    const why = await t.request('GET', api(`shipments/${id}/rates`), {
      as: 'admin',
      query: { include_rejected: 'true' },
    });
    const rejected = why.body.data.rejected.find(
      (r: { service_id: number }) => r.service_id === saver,
    );
    expect(rejected).toMatchObject({ code: 'quote.unavailable' });
  });
});

describe('the tenant’s label format', () => {
  it('nota_label_format 4x6 buys FedEx’s 4×6 label for a payer without a preference', async () => {
    const set = (value: string) =>
      withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(sql`update settings set value = ${value} where key = 'nota_label_format'`),
      );
    await set('4x6');
    try {
      const { id } = await boughtWithFedex();
      const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
      expect(s.body.data.label_format).toBe('thermal');
      expect(s.body.data.label_formats).toEqual(['thermal', 'letter']);
      const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
      expect(label.raw.subarray(0, 4).toString()).toBe('%PDF');
      expect(String(label.headers['content-disposition'])).toMatch(
        /-FedexRest-\d{12}-label-4x6\.pdf"$/,
      );
    } finally {
      await set('letter');
    }
  });
});

describe('the payer’s ZPL preference', () => {
  it('buys FedEx’s own ZPL label, which then exists only as ZPL', async () => {
    const set = (value: string) =>
      t.request('POST', api('users/update_preference'), {
        token: buyer.token,
        body: { preference: { key: 'label_printing_format', value } },
      });
    expect((await set('zpl')).status).toBe(200);
    try {
      const { id, tracking } = await boughtWithFedex();
      const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
      expect(s.body.data).toMatchObject({ label_format: 'zpl', label_formats: ['zpl'] });
      const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
      const zpl = label.raw.toString('utf8');
      expect(zpl.startsWith('^XA')).toBe(true);
      expect(zpl).toMatch(new RegExp(`\\^FD${tracking}\\^FS`));
      const pdf = await t.request('GET', api(`shipments/${id}/label`), {
        token: buyer.token,
        query: { format: 'letter' },
      });
      expect(pdf.status).toBe(409);
    } finally {
      await set('pdf');
    }
  });
});

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
      destination_city: 'Ciudad de Mexico',
    });
    for (const secret of ['Carmen', 'Pena', 'Juarez', 'Orizaba', '8112345678', 'Luis', EMAIL])
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
