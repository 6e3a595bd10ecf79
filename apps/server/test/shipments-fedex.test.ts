import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import type { RunningFedexMock } from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { api, type TestApp } from './helpers/test-app';
import { balanceOf, BOX, draftShipment } from './helpers/shipment-fixture';
import { EMAIL, useFedexApp } from './shipments-fedex-fixture';

/** The whole lifecycle against the FedEx mock over HTTP: buy, cancel, insure, label formats. Pickups and tracking: shipments-fedex-pickups.test.ts. */
let t: TestApp;
let fedex: RunningFedexMock;
const clock = Date.now();
let saver: number;
let buyer: { id: number; token: string };

const { boughtWithFedex } = useFedexApp(
  () => clock,
  (world) => ({ t, fedex, saver, buyer } = world),
);

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
