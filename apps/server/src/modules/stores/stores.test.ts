import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../integrations/stores/demo-stores';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { customerWithBalance } from '../../../test/helpers/shipment-fixture';
import { captureJobs, listenForMocks, rows, sql } from './store-test-kit';

/** The stores routes: list, connect, remove, tenancy, and the signed webhooks. */
let t: TestApp;
let jobs: ReturnType<typeof captureJobs>;

beforeAll(async () => {
  t = await createTestApp();
  await listenForMocks(t);
  jobs = captureJobs(t);
}, 120_000);
afterAll(async () => t?.close());
beforeEach(() => {
  jobs.length = 0;
});

const carmenStores = async () =>
  (await t.request('GET', api('stores'), { as: 'customer' })).body.data as {
    id: number;
    provider: string;
    shop: string;
    status: string;
    api_key: string | null;
  }[];
const storeOf = async (provider: string) =>
  (await carmenStores()).find((s) => s.provider === provider)!;

describe('the store list', () => {
  it('shows Carmen her three demo stores, the WooCommerce key masked and no secret', async () => {
    const res = await t.request('GET', api('stores'), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, total_objects: 3 });
    expect(res.body.data.map((s: { provider: string }) => s.provider).sort()).toEqual([
      'shopify',
      'tiendanube',
      'woocommerce',
    ]);
    const woo = res.body.data.find((s: { provider: string }) => s.provider === 'woocommerce');
    expect(woo.api_key).toBe('ck_****0001');
    expect(JSON.stringify(res.body)).not.toMatch(/cs_demo|shpat_|tn_demo/);
  });

  it("lets staff see the tenant's stores and filter by user; a customer sees only their own", async () => {
    const stranger = await customerWithBalance(t, 'sin.tiendas@despacho.test', 0);
    expect((await t.request('GET', api('stores'), { token: stranger.token })).body.data).toEqual(
      [],
    );
    const carmenId = await storeOf('shopify');
    const all = await t.request('GET', api('stores'), { as: 'admin' });
    expect(all.body.pagination.total_objects).toBeGreaterThanOrEqual(3);
    const userId = (
      await rows<{ user_id: number }>(t, sql`select user_id from stores where id = ${carmenId.id}`)
    )[0]!.user_id;
    const mine = await t.request('GET', api('stores'), {
      as: 'operator',
      query: { 'where[user_id]': String(userId) },
    });
    expect(mine.body.data.every((s: { user_id: number }) => s.user_id === userId)).toBe(true);
    expect((await t.request('GET', api('stores'))).status).toBe(401);
  });
});

describe('connecting', () => {
  it('refuses a shop already connected, with or without its scheme, as invalidShopUrl', async () => {
    for (const shop of ['carmen-demo.myshopify.com', 'https://CARMEN-demo.myshopify.com/']) {
      const res = await t.request('POST', api('stores'), {
        as: 'customer',
        lang: 'en',
        body: { store: { provider: 'shopify', shop } },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ shop: ['This store is already connected'] });
    }
    // Connected by another account of the tenant counts too.
    const other = await customerWithBalance(t, 'dup.shop@despacho.test', 0);
    const res = await t.request('POST', api('stores'), {
      token: other.token,
      body: { store: { provider: 'shopify', shop: 'http://carmen-demo.myshopify.com' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.shop[0]).toBe('La tienda ya está conectada');
  });

  it('starts an unfinished authorization of the same shop again instead of refusing it', async () => {
    const who = await customerWithBalance(t, 'a.medias@despacho.test', 0);
    const start = () =>
      t.request('POST', api('stores'), {
        token: who.token,
        body: { store: { provider: 'shopify', shop: 'a-medias.myshopify.com' } },
      });
    const first = await start();
    const second = await start();
    expect(second.status).toBe(201);
    expect(second.body.store.id).toBe(first.body.store.id);
    expect(second.body.params.url).not.toBe(first.body.params.url);
    // Another account cannot take over that shop while it is being connected.
    const other = await customerWithBalance(t, 'b.medias@despacho.test', 0);
    const res = await t.request('POST', api('stores'), {
      token: other.token,
      body: { store: { provider: 'shopify', shop: 'a-medias.myshopify.com' } },
    });
    expect(res.status).toBe(422);
  });

  it('refuses a shop that is not a Shopify shop, and says when the platform has no app', async () => {
    const bad = await t.request('POST', api('stores'), {
      as: 'customer',
      lang: 'en',
      body: { store: { provider: 'shopify', shop: 'evil.example.com/x' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['shop']);
    const otherTenant = await t.request('POST', api('stores'), {
      as: 'customer',
      tenant: 'otra',
      lang: 'en',
      body: { store: { provider: 'shopify', shop: 'otra-tienda.myshopify.com' } },
    });
    expect(otherTenant.status).toBe(422);
    expect(otherTenant.body.errors.provider[0]).toMatch(/has not configured its Shopify app/);
    const none = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from stores`,
      t.other.tenantId,
    );
    expect(none[0]!.n).toBe(0);
  });
});

describe("another tenant's or account's store", () => {
  it('is 404 on every route', async () => {
    const store = await storeOf('shopify');
    const stranger = await customerWithBalance(t, 'ajeno@despacho.test', 0);
    await t.request('POST', api('shipments/syncs'), {
      as: 'customer',
      body: { store_id: store.id },
    });
    const shipment = (
      await rows<{ id: number }>(
        t,
        sql`select id from shipments where store_id = ${store.id} limit 1`,
      )
    )[0]!;
    for (const who of [{ token: stranger.token }, { as: 'customer' as const, tenant: 'otra' }]) {
      expect((await t.request('GET', api(`stores/${store.id}`), who)).status).toBe(404);
      expect((await t.request('DELETE', api(`stores/${store.id}`), who)).status).toBe(404);
      expect((await t.request('POST', api(`stores/${store.id}/reauthorize`), who)).status).toBe(
        404,
      );
      const sync = await t.request('POST', api('shipments/syncs'), {
        ...who,
        body: { store_id: store.id },
      });
      expect(sync.status).toBe(404);
      expect(
        (await t.request('POST', api(`shipments/${shipment.id}/fulfilment`), who)).status,
      ).toBe(404);
    }
    // The other tenant's filter by this store id matches nothing of ours.
    const filtered = await t.request('GET', api('shipments'), {
      as: 'admin',
      tenant: 'otra',
      query: { 'where[store_id]': String(store.id) },
    });
    expect(filtered.body.data).toEqual([]);
    expect((await storeOf('shopify')).status).toBe('connected');
  });
});

describe('removing a store', () => {
  it('keeps its shipments (with their store id) and frees the shop to connect again', async () => {
    const store = await storeOf('shopify');
    await t.request('POST', api('shipments/syncs'), {
      as: 'customer',
      body: { store_id: store.id },
    });
    const made = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[store_id]': String(store.id) },
    });
    expect(made.body.data.length).toBe(4);
    const del = await t.request('DELETE', api(`stores/${store.id}`), { as: 'customer' });
    expect(del.status).toBe(204);
    expect((await carmenStores()).some((s) => s.id === store.id)).toBe(false);
    const kept = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[store_id]': String(store.id) },
    });
    expect(kept.body.data.map((x: { id: number }) => x.id)).toEqual(
      made.body.data.map((x: { id: number }) => x.id),
    );
    const row = await rows<{ credentials: string | null }>(
      t,
      sql`select credentials from stores where id = ${store.id}`,
    );
    expect(row[0]!.credentials).toBeNull();
    const again = await t.request('POST', api('stores'), {
      as: 'customer',
      body: { store: { provider: 'shopify', shop: DEMO_SHOPS.shopify.shop } },
    });
    expect(again.status).toBe(201);
  });
});
