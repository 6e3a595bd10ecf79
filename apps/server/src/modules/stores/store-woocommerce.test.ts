import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../integrations/stores/demo-stores';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { customerWithBalance, mexicoId } from '../../../test/helpers/shipment-fixture';
import { captureJobs, listenForMocks, mocks, rows, sql } from './store-test-kit';
import { STORE_SYNC_JOB } from './store-webhooks.service';

/** WooCommerce: connected with the merchant's key and secret, tested before anything is saved. */
let t: TestApp;
let jobs: ReturnType<typeof captureJobs>;
let mx: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  await listenForMocks(t);
  jobs = captureJobs(t);
  mx = await mexicoId(t);
}, 120_000);
afterAll(async () => t?.close());

const SHOP = 'dulces-nl.example.mx';
const KEY = 'ck_test_0000000000000000000000000000000000aa';
const SECRET = 'cs_test_0000000000000000000000000000000000bb';

const form = (over: Record<string, unknown> = {}) => ({
  provider: 'woocommerce',
  shop: `https://${SHOP}/`,
  api_key: KEY,
  api_secret: SECRET,
  woocommerce_version: '3',
  woocommerce_legacy_api: false,
  woocommerce_address: {
    name: 'Dulces Nuevo León',
    company: 'Dulces NL',
    email: 'envios@dulces-nl.example.mx',
    phone: '8187654321',
    street: 'Calle Morelos 250',
    neighborhood: 'Centro',
    city: 'Monterrey',
    postal_code: '64000',
    country_id: mx,
    state: 'Nuevo León',
  },
  ...over,
});
const storeCount = async () =>
  (
    await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from stores where shop_key = ${SHOP}`,
    )
  )[0]!.n;

describe('connecting a WooCommerce store', () => {
  it('refuses a bad key with the store’s own words and saves nothing', async () => {
    mocks(t).woocommerce.addShop({
      shop: SHOP,
      consumer_key: KEY,
      consumer_secret: SECRET,
      name: 'Dulces NL',
    });
    const buyer = await customerWithBalance(t, 'woo.bad@despacho.test', 0);
    const res = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: { store: form({ api_key: 'ck_wrong_000000000000000000000000000000000000' }) },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['api_key']);
    // In the person's language (es-MX by default), with WooCommerce's own words inside.
    expect(res.body.errors.api_key[0]).toMatch(/^La tienda no aceptó la llave o el secreto\./);
    expect(res.body.errors.api_key[0]).toContain('Consumer key is invalid');
    expect(await storeCount()).toBe(0);
  });

  it('lets a person in the demo connect a shop the mock has never seen (ck_x / cs_x), and refuses a wrong secret', async () => {
    const buyer = await customerWithBalance(t, 'woo.new@despacho.test', 0);
    const wrong = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: {
        store: form({
          shop: 'mi-tienda-nueva.example.mx',
          api_key: 'ck_mitienda01',
          api_secret: 'cs_otracosa01',
        }),
      },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['api_key']);
    const res = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: {
        store: form({
          shop: 'otra-tienda-nueva.example.mx',
          api_key: 'ck_otratienda02',
          api_secret: 'cs_otratienda02',
        }),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.store).toMatchObject({
      status: 'connected',
      shop: 'otra-tienda-nueva.example.mx',
    });
    const sync = await t.request('POST', api('shipments/syncs'), {
      token: buyer.token,
      body: { store_id: res.body.store.id },
    });
    expect(sync.body.data[0]).toMatchObject({ orders: 3, created: 3, error: null });
  });

  it('refuses a shop that is down without saving it', async () => {
    mocks(t).woocommerce.setMode(SHOP, 'down');
    const buyer = await customerWithBalance(t, 'woo.down@despacho.test', 0);
    const res = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: { store: form() },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['shop']);
    expect(await storeCount()).toBe(0);
    mocks(t).woocommerce.setMode(SHOP, 'ok');
  });

  it('saves a good key encrypted, ships from the form’s address, syncs processing orders and takes signed webhooks', async () => {
    const buyer = await customerWithBalance(t, 'woo.good@despacho.test', 0);
    const res = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: { store: form() },
    });
    expect(res.status).toBe(201);
    expect(res.body.params).toBeNull();
    expect(res.body.store).toMatchObject({
      provider: 'woocommerce',
      shop: SHOP,
      status: 'connected',
      api_key: 'ck_****00aa',
    });
    const id = res.body.store.id;
    const row = (
      await rows<{
        credentials: string;
        origin: { city: string; state: string; country_code: string };
      }>(t, sql`select credentials, origin from stores where id = ${id}`)
    )[0]!;
    expect(row.credentials).toMatch(/^enc:v1:/);
    expect(row.credentials).not.toContain('cs_test');
    expect(row.origin).toMatchObject({
      city: 'Monterrey',
      state: 'Nuevo León',
      country_code: 'MX',
    });

    mocks(t).woocommerce.addOrder(SHOP, { number: '501' });
    mocks(t).woocommerce.addOrder(SHOP, { number: '502', status: 'pending' });
    const sync = await t.request('POST', api('shipments/syncs'), {
      token: buyer.token,
      body: { store_id: id },
    });
    expect(sync.body.data).toEqual([
      expect.objectContaining({ orders: 1, created: 1, error: null }),
    ]);
    const list = await t.request('GET', api('shipments'), {
      token: buyer.token,
      query: { 'where[store_id]': String(id) },
    });
    expect(list.body.data[0]).toMatchObject({ source: 'woocommerce', source_number: '501' });
    expect(list.body.data[0].origin.city).toBe('Monterrey');

    // The shop goes down: the sync says so and the store shows it, until it answers again.
    mocks(t).woocommerce.setMode(SHOP, 'down');
    const down = await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    expect(down.body.data[0].error).toBeTruthy();
    let shown = await t.request('GET', api(`stores/${id}`), { token: buyer.token });
    expect(shown.body.store).toMatchObject({
      status: 'error',
      last_sync_error: down.body.data[0].error,
    });
    mocks(t).woocommerce.setMode(SHOP, 'ok');
    await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    shown = await t.request('GET', api(`stores/${id}`), { token: buyer.token });
    expect(shown.body.store).toMatchObject({ status: 'connected', last_sync_error: null });

    // The same shop again, by another spelling: already connected.
    const dup = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: { store: form({ shop: SHOP.toUpperCase() }) },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.shop).toEqual(['La tienda ya está conectada']);

    const body = JSON.stringify({ id: 77, status: 'processing' });
    const hook = (secret: string) =>
      t.request('POST', `${api(`webhooks/stores/woocommerce/${id}`)}?tenant=demo`, {
        tenant: null,
        body,
        headers: {
          'content-type': 'application/json',
          'x-wc-webhook-topic': 'order.created',
          'x-wc-webhook-delivery-id': 'd-1',
          'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
        },
      });
    jobs.length = 0;
    expect((await hook('cs_other')).status).toBe(401);
    expect(jobs).toEqual([]);
    expect((await hook(SECRET)).status).toBe(200);
    expect(jobs).toEqual([
      { name: STORE_SYNC_JOB, data: { tenant_id: t.demoTenantId, store_id: id } },
    ]);
    expect((await hook(SECRET)).body.outcome).toBe('duplicate');
  });

  it("syncs Carmen's demo WooCommerce shop", async () => {
    const stores = (await t.request('GET', api('stores'), { as: 'customer' })).body.data;
    const woo = stores.find((s: { provider: string }) => s.provider === 'woocommerce');
    const sync = await t.request('POST', api('shipments/syncs'), {
      as: 'customer',
      body: { store_id: woo.id },
    });
    expect(sync.status).toBe(200);
    expect(sync.body.data[0]).toMatchObject({ shop: DEMO_SHOPS.woocommerce.shop, error: null });
    expect(sync.body.data[0].created).toBeGreaterThanOrEqual(3);
  });
});
