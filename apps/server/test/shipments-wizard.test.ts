import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import {
  balanceOf,
  BOX,
  customerWithBalance,
  draftShipment,
  mexicoId,
  monterrey,
  one,
  romaNorte,
} from './helpers/shipment-fixture';

let t: TestApp;
let mx: number;
const count = async () =>
  Number((await one<{ n: string }>(t, t.demoTenantId, sql`select count(*) as n from shipments`)).n);

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  mx = await mexicoId(t);
});
afterAll(async () => t?.close());

describe('step 1: addresses', () => {
  it('creates the shipment at the parcel step with both addresses as the server read them', async () => {
    const res = await t.request('POST', api('shipments'), {
      as: 'customer',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { name: 'José Peña', state: 'Nuevo Leon' }),
          destination_attributes: romaNorte(mx, { save: true }),
        },
      },
    });
    expect(res.status).toBe(201);
    const s = res.body.data;
    expect(s).toMatchObject({ status: 'pending', step: 'packaging', source: 'app' });
    // Kept as typed (accents are stripped only for carriers); the country comes from the catalogue.
    expect(s.origin).toMatchObject({
      name: 'José Peña',
      country_code: 'MX',
      postal_code: '64000',
      state_code: expect.any(String),
    });
    expect(s.actions).toMatchObject({ edit_addresses: true, cancel: false, download_label: false });
    // "Guardar dirección" put the recipient in the address book.
    const book = await t.request('GET', api('addresses'), {
      as: 'customer',
      query: { search: 'Luis' },
    });
    expect(book.body.data.map((a: { name: string }) => a.name)).toContain('Luis Gómez');
  });

  it('reports every bad field under its address and saves nothing', async () => {
    const before = await count();
    const res = await t.request('POST', api('shipments'), {
      as: 'customer',
      lang: 'en',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { name: 'x'.repeat(36), phone: '123' }),
          destination_attributes: romaNorte(mx, { postal_code: '99999', street: '' }),
        },
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      expect.arrayContaining([
        'destination_attributes.street',
        'origin_attributes.name',
        'origin_attributes.phone',
      ]),
    );
    expect(await count()).toBe(before);
    // A well-formed but unknown Mexican postal code is caught before it becomes "no rates".
    const unknown = await t.request('POST', api('shipments'), {
      as: 'customer',
      lang: 'en',
      body: {
        shipment: {
          origin_attributes: monterrey(mx),
          destination_attributes: romaNorte(mx, { postal_code: '99999' }),
        },
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['destination_attributes.postal_code']).toBeDefined();
    expect(await count()).toBe(before);
  });

  it('refuses a missing address and 10,000-character values with a clear 4xx', async () => {
    const missing = await t.request('POST', api('shipments'), {
      as: 'customer',
      body: { shipment: { origin_attributes: monterrey(mx) } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.destination_attributes).toBeDefined();
    const huge = await t.request('POST', api('shipments'), {
      as: 'customer',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { company: 'a'.repeat(10_000) }),
          destination_attributes: romaNorte(mx),
        },
      },
    });
    expect(huge.status).toBe(422);
  });
});

describe('step 2: the parcel', () => {
  it('keeps a doc in the envelope measures and a box as a package template when asked', async () => {
    const doc = await draftShipment(t, 'customer', {
      parcel: { parcel_type: 'doc', contents: 'Contratos', declared_tax_value: 0 },
    });
    const got = await t.request('GET', api(`shipments/${doc}`), { as: 'customer' });
    expect(got.body.data.step).toBe('rating');
    expect(got.body.data.parcel).toMatchObject({ length: 29.7, width: 5, height: 21, weight: 0.5 });

    await draftShipment(t, 'customer', {
      parcel: { ...BOX, weight: 3.25, save_as_package: true },
    });
    const packages = await t.request('GET', api('packages'), {
      as: 'customer',
      query: { search: 'package_3.25' },
    });
    expect(packages.body.data[0]).toMatchObject({ name: 'package_3.25', weight: 3.25 });
  });

  it('computes the volumetric weight and refuses weights finer than a gram', async () => {
    const id = await draftShipment(t, 'customer', {
      parcel: { ...BOX, length: 40, width: 30, height: 20, weight: 3.2 },
    });
    const vol = await t.request('GET', api(`shipments/${id}/rates/volumetric_weight`), {
      as: 'customer',
    });
    expect(vol.body.data).toEqual({ volumetric_weight: 4.8, weight: 3.2 });
    const fine = await t.request('POST', api(`shipments/${id}/parcels`), {
      as: 'customer',
      body: { parcel: { ...BOX, weight: 5.0004 } },
    });
    expect(fine.status).toBe(422);
    expect(fine.body.errors['parcel.weight'] ?? fine.body.errors.weight).toBeDefined();
  });
});

describe('parcels no carrier takes (issue 17)', () => {
  it('refuses a 500 cm or 100,000 kg parcel on the parcel step and keeps the shipment as it was', async () => {
    const id = await draftShipment(t, 'customer');
    for (const [over, field] of [
      [{ length: 500, width: 500, height: 500 }, 'length'],
      [{ weight: 100_000 }, 'weight'],
      [{ weight: 1e15 }, 'weight'],
    ] as const) {
      const res = await t.request('POST', api(`shipments/${id}/parcels`), {
        as: 'customer',
        body: { parcel: { ...BOX, ...over } },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toBeDefined();
    }
    const kept = await t.request('GET', api(`shipments/${id}`), { as: 'customer' });
    expect(kept.body.data.parcel).toMatchObject({ length: BOX.length, weight: BOX.weight });
  });

  it('does not charge a parcel every carrier refuses (69 kg): the rate is gone, with the reason', async () => {
    const buyer = await customerWithBalance(t, 'pesado@despacho.test', 1_000_000);
    const id = await draftShipment(t, { token: buyer.token }, { parcel: { ...BOX, weight: 69 } });
    const rates = await t.request('GET', api(`shipments/${id}/rates`), { token: buyer.token });
    expect(rates.body.data.rates).toEqual([]);
    const terrestre = await one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select id from services where code = 'TERRESTRE'`,
    );
    const buy = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      lang: 'en',
      body: { rate: { service_id: terrestre.id, is_pickup: false, is_from_app: true } },
    });
    expect(buy.status).toBe(422);
    expect(buy.body.errors['rate.service_id'][0]).toMatch(/weighs more than the carrier accepts/);
    expect(await balanceOf(t, 'pesado@despacho.test')).toEqual({
      balance: 1_000_000,
      ledger: 1_000_000,
    });
  });
});

describe('step 3: rates for the shipment', () => {
  it('prices the shipment like a quote, without margins for a customer', async () => {
    const id = await draftShipment(t, 'customer');
    const res = await t.request('GET', api(`shipments/${id}/rates`), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.data.rates.length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(/admin_amount|tenant_price|system_price|subtotal/);
    const totals = res.body.data.rates.map((r: { total: string }) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('who sees what', () => {
  it('a customer sees only their account; staff see the tenant; another tenant gets 404', async () => {
    const stranger = await customerWithBalance(t, 'otro.cliente@despacho.test', 0);
    const mine = await draftShipment(t, 'customer');
    const theirs = await draftShipment(t, { token: stranger.token });

    expect((await t.request('GET', api(`shipments/${theirs}`), { as: 'customer' })).status).toBe(
      404,
    );
    expect(
      (
        await t.request('POST', api(`shipments/${theirs}/parcels`), {
          as: 'customer',
          body: { parcel: BOX },
        })
      ).status,
    ).toBe(404);
    const list = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { per_page: '100' },
    });
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(mine);
    expect(list.body.data.map((s: { id: number }) => s.id)).not.toContain(theirs);

    const staff = await t.request('GET', api(`shipments/${theirs}`), { as: 'operator' });
    expect(staff.status).toBe(200);
    expect(staff.body.data.user).toBeUndefined(); // the owner block is for admin and up
    const admin = await t.request('GET', api(`shipments/${theirs}`), { as: 'admin' });
    expect(admin.body.data.user).toMatchObject({ email: 'otro.cliente@despacho.test' });

    // An operator reads everyone's but acts only on their own account's.
    const operatorWrite = await t.request('PUT', api(`shipments/${theirs}`), {
      as: 'operator',
      body: { shipment: { origin_attributes: monterrey(mx) } },
    });
    expect(operatorWrite.status).toBe(404);

    expect(
      (await t.request('GET', api(`shipments/${mine}`), { as: 'admin', tenant: 'otra' })).status,
    ).toBe(404);
  });

  it('filters the list by number, status and e-mail (staff only), 10 a page, newest first', async () => {
    const id = await draftShipment(t, 'customer');
    const got = await t.request('GET', api(`shipments/${id}`), { as: 'customer' });
    const number = String(got.body.data.sequential_id);
    const byNumber = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[number]': number },
    });
    expect(byNumber.body.data.map((s: { id: number }) => s.id)).toEqual([id]);

    while ((await count()) < 11) await draftShipment(t, 'customer', { parcel: null });
    const all = await t.request('GET', api('shipments'), { as: 'admin' });
    expect(all.body.data).toHaveLength(10);
    expect(all.body.pagination.total_objects).toBe(await count());
    const dates = all.body.data.map((s: { created_at: string }) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const byEmail = await t.request('GET', api('shipments'), {
      as: 'admin',
      query: { 'where[user_email]': 'otro.cliente', per_page: '100' },
    });
    expect(
      byEmail.body.data.every((s: { user: { email: string } }) =>
        s.user.email.startsWith('otro.cliente'),
      ),
    ).toBe(true);
    expect(byEmail.body.data.length).toBeGreaterThan(0);

    const bad = await t.request('GET', api('shipments'), {
      as: 'admin',
      query: { 'where[status]': 'lost' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('clone and delete', () => {
  it('clones to a new shipment ready to rate; only a developer deletes, and only pending or error', async () => {
    const id = await draftShipment(t, 'customer');
    const clone = await t.request('POST', api(`shipments/${id}/clone`), { as: 'customer' });
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({ step: 'rating', status: 'pending' });
    expect(clone.body.data.id).not.toBe(id);

    expect((await t.request('DELETE', api(`shipments/${id}`), { as: 'customer' })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', api(`shipments/${id}`), { as: 'admin' })).status).toBe(403);
    expect((await t.request('DELETE', api(`shipments/${id}`), { as: 'developer' })).status).toBe(
      200,
    );
    expect((await t.request('GET', api(`shipments/${id}`), { as: 'customer' })).status).toBe(404);
  });
});
