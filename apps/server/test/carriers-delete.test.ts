import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, users } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let cat: CatalogueFixture;
let mx: number;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  customerId = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, t.emailOf('customer')));
    return row!.id;
  });
});
afterAll(async () => t?.close());

const del = (path: string, lang: 'es-MX' | 'en' = 'es-MX') =>
  t.request('DELETE', api(path), { as: 'developer', lang });
const exists = async (path: string) =>
  (await t.request('GET', api(path), { as: 'developer' })).status === 200;

describe('DELETE carriers/{id} never wipes a catalogue', () => {
  it('refuses a carrier with priced services and customers’ own prices, saying what is in the way', async () => {
    const carrierId = await cat.carrier({ name: 'Con precios' });
    const priced = await cat.service(
      carrierId,
      { name: 'Terrestre', code: 'T' },
      { countryIds: [mx] },
    );
    await cat.service(carrierId, { name: 'Sin precios', code: 'S' }, { countryIds: [mx] });
    await cat.prices(priced, [[1, 50, 80, 100]]);
    const own = await t.request('POST', api(`users/${customerId}/services/${priced}/user_prices`), {
      as: 'admin',
      body: { user_price: { kg: 1, price: 90 } },
    });
    expect(own.status, own.text).toBe(201);

    const es = await del(`carriers/${carrierId}`);
    expect(es.status).toBe(409);
    expect(es.body.messages[0]).toBe(
      'No se puede eliminar la paquetería: tiene 1 servicio con precios y 1 cliente con precios o montos propios. Suspéndela en su lugar.',
    );
    const en = await del(`carriers/${carrierId}`, 'en');
    expect(en.body.messages[0]).toContain('1 service with prices and 1 customer');
    expect(await exists(`carriers/${carrierId}`)).toBe(true);
    expect(await exists(`services/${priced}`)).toBe(true);
    const prices = await t.request('GET', api(`services/${priced}/service_prices`), {
      as: 'admin',
    });
    expect(prices.body.data).toHaveLength(1);
  });

  it('refuses a carrier whose margin overrides belong to a customer', async () => {
    const carrierId = await cat.carrier({ name: 'Con montos' });
    const service = await cat.service(
      carrierId,
      { name: 'Exprés', code: 'E' },
      { countryIds: [mx] },
    );
    const amounts = await t.request('PUT', api(`users/${customerId}/service_amounts/${service}`), {
      as: 'admin',
      body: { user_service_amount: { client_percentage: 5 } },
    });
    expect(amounts.status, amounts.text).toBe(200);
    const res = await del(`carriers/${carrierId}`, 'en');
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toBe(
      'The carrier cannot be deleted: it has 1 customer with their own prices or amounts. Suspend it instead.',
    );
  });

  it('refuses a carrier that has shipped, counting the shipments', async () => {
    const carrierId = await cat.carrier({ name: 'Con envíos' });
    await cat.run((tx) =>
      tx.update(carriers).set({ shipmentCount: 3 }).where(eq(carriers.id, carrierId)),
    );
    const res = await del(`carriers/${carrierId}`, 'en');
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toContain('it has 3 shipments');
  });

  it('deletes a carrier with nothing attached (its bare services go with it)', async () => {
    const carrierId = await cat.carrier({ name: 'Vacía' });
    const bare = await cat.service(
      carrierId,
      { name: 'Sin nada', code: 'N' },
      { countryIds: [mx] },
    );
    expect((await t.request('DELETE', api(`carriers/${carrierId}`), { as: 'admin' })).status).toBe(
      403,
    );
    const res = await del(`carriers/${carrierId}`);
    expect(res.status).toBe(200);
    expect(await exists(`carriers/${carrierId}`)).toBe(false);
    expect(await exists(`services/${bare}`)).toBe(false);
  });

  it('another tenant’s carrier is a 404', async () => {
    const carrierId = await cat.carrier({ name: 'Ajena' });
    const res = await t.request('DELETE', api(`carriers/${carrierId}`), {
      as: 'developer',
      tenant: 'otra',
    });
    expect(res.status).toBe(404);
    expect(await exists(`carriers/${carrierId}`)).toBe(true);
  });
});

describe('DELETE services/{id} keeps what is priced or owned', () => {
  it('refuses a service with a price table, then deletes one with nothing', async () => {
    const carrierId = await cat.carrier({ name: 'Servicios' });
    const priced = await cat.service(
      carrierId,
      { name: 'Con tabla', code: 'P' },
      { countryIds: [mx] },
    );
    await cat.prices(priced, [
      [1, 50, 80, 100],
      [2, 60, 90, 120],
    ]);
    const res = await del(`services/${priced}`);
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toBe(
      'No se puede eliminar el servicio: tiene una tabla de precios. Suspéndelo en su lugar.',
    );
    const bare = await cat.service(
      carrierId,
      { name: 'Sin tabla', code: 'B' },
      { countryIds: [mx] },
    );
    expect((await t.request('DELETE', api(`services/${bare}`), { as: 'admin' })).status).toBe(403);
    expect((await del(`services/${bare}`)).status).toBe(200);
    expect(await exists(`services/${bare}`)).toBe(false);
    expect(await exists(`services/${priced}`)).toBe(true);
  });

  it('refuses a service with a customer’s own prices', async () => {
    const carrierId = await cat.carrier({ name: 'Servicios 2' });
    const service = await cat.service(
      carrierId,
      { name: 'Propio', code: 'O' },
      { countryIds: [mx] },
    );
    const own = await t.request(
      'POST',
      api(`users/${customerId}/services/${service}/user_prices`),
      {
        as: 'admin',
        body: { user_price: { kg: 1, price: 90 } },
      },
    );
    expect(own.status, own.text).toBe(201);
    const res = await del(`services/${service}`, 'en');
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toBe(
      'The service cannot be deleted: it has 1 customer with their own prices or amounts. Suspend it instead.',
    );
  });
});
