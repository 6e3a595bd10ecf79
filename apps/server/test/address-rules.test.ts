import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { multipartFile } from './helpers/multipart';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import {
  BOX,
  customerWithBalance,
  draftShipment,
  mexicoId,
  monterrey,
  one,
  romaNorte,
  serviceIdOf,
} from './helpers/shipment-fixture';

/**
 * Issue 17 item 4: rules the browser showed and the server did not keep — the tenant's fixed
 * e-mail and phone, the fiscal-verification rule of spec 1 §2, and a Mexican postal code's
 * state and city as SEPOMEX has them. Each is proven here through the API alone.
 */
let t: TestApp;
let mx: number;

const setSettings = (values: Record<string, string>) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    for (const [key, value] of Object.entries(values))
      await tx.execute(sql`update settings set value = ${value} where key = ${key}`);
  });

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  mx = await mexicoId(t);
});
afterAll(async () => t?.close());

describe('disable_email / disable_phone_number: the settings’ contacts, whatever the body says', () => {
  const contacts = (a: { email: string; phone: string; calling_code: string }) => ({
    email: a.email,
    phone: a.phone,
    calling_code: a.calling_code,
  });

  it('applies them on create, update and replicate; the flags off leave the typed ones', async () => {
    await setSettings({
      disable_email: '1',
      disable_phone_number: '1',
      origin_email: 'envios@despacho.test',
      destination_email: 'entregas@despacho.test',
      origin_phone_number: '+52 81 8000 1000',
      destination_phone_number: '55 5000 2000',
    });
    try {
      const body = {
        shipment: {
          origin_attributes: monterrey(mx, { email: 'yo@otro.mx', phone: '8111111111' }),
          destination_attributes: romaNorte(mx, {
            email: 'cliente@otro.mx',
            calling_code: '1',
            phone: '2025550123',
          }),
        },
      };
      const created = await t.request('POST', api('shipments'), { as: 'customer', body });
      expect(created.status).toBe(201);
      const fixed = {
        origin: { email: 'envios@despacho.test', phone: '8180001000', calling_code: '52' },
        destination: { email: 'entregas@despacho.test', phone: '5550002000', calling_code: '52' },
      };
      expect(contacts(created.body.data.origin)).toEqual(fixed.origin);
      expect(contacts(created.body.data.destination)).toEqual(fixed.destination);

      const id = created.body.data.id as number;
      const updated = await t.request('PUT', api(`shipments/${id}`), {
        as: 'customer',
        body: { shipment: { destination_attributes: romaNorte(mx, { email: 'otra@otro.mx' }) } },
      });
      expect(updated.status).toBe(200);
      expect(contacts(updated.body.data.destination)).toEqual(fixed.destination);

      // A replicate takes the contacts the settings fix now, not the ones the original kept.
      await setSettings({ destination_email: 'nuevo@despacho.test' });
      const clone = await t.request('POST', api(`shipments/${id}/clone`), { as: 'customer' });
      expect(clone.status).toBe(201);
      expect(clone.body.data.destination.email).toBe('nuevo@despacho.test');
    } finally {
      await setSettings({ disable_email: '0', disable_phone_number: '0' });
    }
    const free = await t.request('POST', api('shipments'), {
      as: 'customer',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { email: 'yo@otro.mx' }),
          destination_attributes: romaNorte(mx),
        },
      },
    });
    expect(free.body.data.origin.email).toBe('yo@otro.mx');
  });
});

describe('verify_user_fiscal_data: spec 1 §2 on the server', () => {
  it('lets an unverified customer make the demo shipment and nothing more, with a code for the redirect', async () => {
    await setSettings({ verify_user_fiscal_data: '1' });
    try {
      const buyer = await customerWithBalance(t, 'sin.verificar@despacho.test', 1_000_000);
      const who = { token: buyer.token };
      // total_shipments 0: the demo shipment may be started, packed, rated and bought.
      const first = await draftShipment(t, who);
      const second = await draftShipment(t, who, { parcel: null });
      const third = await draftShipment(t, who, { parcel: null });
      const terrestre = await serviceIdOf(t, 'TERRESTRE');
      const buy = (id: number) =>
        t.request('POST', api(`shipments/${id}/rates`), {
          ...who,
          body: { rate: { service_id: terrestre, is_pickup: false, is_from_app: true } },
        });
      expect((await buy(first)).status).toBe(200);

      // total_shipments 1: no new shipment (nor a replicate, nor a quote), in the caller's language.
      const create = await t.request('POST', api('shipments'), {
        ...who,
        lang: 'en',
        body: {
          shipment: { origin_attributes: monterrey(mx), destination_attributes: romaNorte(mx) },
        },
      });
      expect(create.status).toBe(403);
      expect(create.body).toMatchObject({
        code: 'fiscal_verification_required',
        messages: [expect.stringMatching(/verify your fiscal data/)],
      });
      const clone = await t.request('POST', api(`shipments/${first}/clone`), who);
      expect(clone.body.code).toBe('fiscal_verification_required');
      const quote = await t.request('POST', api('quotes'), {
        ...who,
        body: {
          quote: {
            ...BOX,
            origin_postal_code: '64000',
            origin_country_id: mx,
            destination_postal_code: '06700',
            destination_country_id: mx,
          },
        },
      });
      expect(quote.body.code).toBe('fiscal_verification_required');
      // …but the demo shipment already started may still be finished (up to 1).
      const parcel = await t.request('POST', api(`shipments/${second}/parcels`), {
        ...who,
        body: { parcel: BOX },
      });
      expect(parcel.status).toBe(200);
      expect((await t.request('GET', api(`shipments/${second}/rates`), who)).status).toBe(200);
      expect((await buy(second)).status).toBe(200);

      // total_shipments 2: the steps after the first are closed too.
      const late = await t.request('POST', api(`shipments/${third}/parcels`), {
        ...who,
        body: { parcel: BOX },
      });
      expect(late.status).toBe(403);
      expect(late.body.code).toBe('fiscal_verification_required');
      const count = await one<{ n: string }>(
        t,
        t.demoTenantId,
        sql`select count(*) as n from shipments where user_id = ${buyer.id}`,
      );
      expect(Number(count.n)).toBe(3);

      // Verified, the same customer goes on; staff are never held by it.
      await t.database.db.execute(
        sql`update users set fiscal_data_verified = true where id = ${buyer.id}`,
      );
      expect((await draftShipment(t, who)) > 0).toBe(true);
      expect((await draftShipment(t, 'admin')) > 0).toBe(true);
    } finally {
      await setSettings({ verify_user_fiscal_data: '0' });
    }
    // The setting off: an unverified customer is not held.
    const other = await customerWithBalance(t, 'libre@despacho.test', 0);
    await draftShipment(t, { token: other.token });
    expect((await draftShipment(t, { token: other.token })) > 0).toBe(true);
  });
});

describe('a Mexican postal code’s state and city are SEPOMEX’s', () => {
  it('refuses 64000 in Jalisco (and in Guadalajara) on a shipment, saying what the code is', async () => {
    const res = await t.request('POST', api('shipments'), {
      as: 'customer',
      lang: 'en',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { state: 'Jalisco', city: 'Guadalajara' }),
          destination_attributes: romaNorte(mx, { state: 'CDMX', city: 'Cuauhtémoc' }),
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'origin_attributes.state': ['The state does not match the postal code (it is Nuevo León)'],
      'origin_attributes.city': ['The city does not match the postal code (it is Monterrey)'],
    });
    const fine = await t.request('POST', api('shipments'), {
      as: 'customer',
      body: {
        shipment: {
          origin_attributes: monterrey(mx, { state: 'NUEVO LEON', city: 'monterrey' }),
          destination_attributes: romaNorte(mx, { state: 'CDMX', city: 'Cuauhtémoc' }),
        },
      },
    });
    expect(fine.status).toBe(201);
    const edit = await t.request('PUT', api(`shipments/${fine.body.data.id}`), {
      as: 'customer',
      body: { shipment: { destination_attributes: romaNorte(mx, { state: 'Jalisco' }) } },
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['destination_attributes.state']);
  });

  it('holds the address book to the same rule, its import too', async () => {
    const address = {
      aka: 'Bodega',
      name: 'Ana Ruiz',
      company: 'Ruiz',
      email: 'ana@example.com',
      phone: '8112345678',
      calling_code: '52',
      country_id: mx,
      state: 'Jalisco',
      city: 'Monterrey',
      neighborhood: 'Centro',
      street: 'Morelos',
      number: '10',
      postal_code: '64000',
    };
    const bad = await t.request('POST', api('addresses'), { as: 'customer', body: { address } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      state: ['El estado no corresponde al código postal (es Nuevo León)'],
    });
    const good = await t.request('POST', api('addresses'), {
      as: 'customer',
      body: { address: { ...address, state: 'Nuevo León' } },
    });
    expect(good.status).toBe(201);
    const put = await t.request('PUT', api(`addresses/${good.body.data.id}`), {
      as: 'customer',
      body: { address: { ...address, state: 'Nuevo León', city: 'Zapopan' } },
    });
    expect(Object.keys(put.body.errors)).toEqual(['city']);

    const csv = [
      'aka,name,company,email,phone,country,state,city,neighborhood,street,number,postal_code',
      'Uno,Ana,Ruiz,ana@example.com,8112345678,México,Nuevo León,Monterrey,Centro,Morelos,1,64000',
      'Dos,Ana,Ruiz,ana@example.com,8112345678,México,Jalisco,Monterrey,Centro,Morelos,2,64000',
    ].join('\n');
    const form = multipartFile('file', 'libreta.csv', 'text/csv', Buffer.from(csv));
    const imported = await t.request('POST', api('addresses/import'), {
      as: 'customer',
      headers: form.headers,
      body: form.body,
    });
    expect(imported.status).toBe(422);
    expect(imported.body.errors.file.join(' ')).toMatch(/3.*state/);
  });
});
