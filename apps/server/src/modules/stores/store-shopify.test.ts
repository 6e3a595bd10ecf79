import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../integrations/stores/demo-stores';
import { signShopifyQuery } from '../../integrations/stores/shopify/shopify.hmac';
import { fulfilShipment, STORE_FULFIL_JOB } from './store-fulfilment.service';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { customerWithBalance, serviceIdOf } from '../../../test/helpers/shipment-fixture';
import { approve, captureJobs, listenForMocks, mocks, rows, sql } from './store-test-kit';

/** Shopify end to end against its mock, mounted in the app as in the demo. */
let t: TestApp;
let ground: number;
let jobs: ReturnType<typeof captureJobs>;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  await listenForMocks(t);
  ground = await serviceIdOf(t, 'TERRESTRE');
  jobs = captureJobs(t);
}, 120_000);
afterAll(async () => t?.close());
beforeEach(() => {
  jobs.length = 0;
});

const connect = (shop: string, token: string) =>
  t.request('POST', api('stores'), { token, body: { store: { provider: 'shopify', shop } } });
const oauthReturn = (query: Record<string, string>, token: string, lang?: 'en') =>
  t.request('POST', api('stores/oauth_return'), { token, lang, body: query });
const storeRow = (id: number) =>
  rows<{ status: string; credentials: string | null }>(
    t,
    sql`select status, credentials from stores where id = ${id}`,
  ).then((r) => r[0]!);

describe('connecting a Shopify store', () => {
  it('connects through the consent page, syncs its paid orders, and writes the bought label back', async () => {
    const buyer = await customerWithBalance(t, 'shopify.flow@despacho.test', 1_000_000);
    const started = await connect('https://Mi-Tienda.myshopify.com/', buyer.token);
    expect(started.status).toBe(201);
    expect(started.body.store).toMatchObject({
      status: 'pending',
      shop: 'mi-tienda.myshopify.com',
    });
    const url = new URL(started.body.params.url);
    expect(url.pathname).toBe('/__mocks/shopify/mi-tienda.myshopify.com/admin/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/stores/update?tenant=demo`,
    );
    // The state in the URL is a nonce; only its hash is kept.
    const nonce = url.searchParams.get('state')!;
    const kept = await rows<{ state_hash: string }>(
      t,
      sql`select state_hash from store_oauth_states where store_id = ${started.body.store.id}`,
    );
    expect(kept[0]!.state_hash).not.toContain(nonce);

    const query = await approve(started.body.params.url);
    expect(query.tenant).toBe('demo');
    const done = await oauthReturn({ provider: 'shopify', ...query }, buyer.token);
    expect(done.status).toBe(200);
    expect(done.body.store).toMatchObject({ status: 'connected', shop: 'mi-tienda.myshopify.com' });
    const saved = await storeRow(started.body.store.id);
    expect(saved.credentials).toMatch(/^enc:v1:/);
    expect(saved.credentials).not.toContain('shpat_');

    // The same return again: refused, nothing changed.
    const replay = await oauthReturn({ provider: 'shopify', ...query }, buyer.token, 'en');
    expect(replay.status).toBe(409);
    expect(replay.body.errors.state[0]).toMatch(/already used/);
    expect((await storeRow(started.body.store.id)).credentials).toBe(saved.credentials);

    // A new shop starts with three paid, unfulfilled orders: three shipments, at the rate step.
    const sync = await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toEqual([
      expect.objectContaining({
        store_id: started.body.store.id,
        orders: 3,
        created: 3,
        error: null,
      }),
    ]);
    const list = await t.request('GET', api('shipments'), {
      token: buyer.token,
      query: { 'where[store_id]': String(started.body.store.id) },
    });
    expect(list.body.data).toHaveLength(3);
    const first = list.body.data[0];
    expect(first).toMatchObject({ source: 'shopify', fulfilment_status: 'pending' });
    expect(first.source_number).toMatch(/^#10\d\d$/);
    // This account has no saved address to ship from: the shipments wait at the address step.
    expect(first.step).toBe('addressing');
    expect(first.destination.country_code).toBe('MX');

    // A second sync finds the same orders and makes nothing new.
    const again = await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    expect(again.body.data[0]).toMatchObject({ orders: 3, created: 0, skipped: 3 });
  });

  it("takes Carmen's paid orders only, ready to rate, and tells her Shopify the label's tracking number", async () => {
    const carmen = await t.tokenFor('customer');
    const sync = await t.request('POST', api('shipments/syncs'), { as: 'customer', body: {} });
    expect(sync.status).toBe(200);
    const shopify = sync.body.data.find((r: { provider: string }) => r.provider === 'shopify');
    // Four paid and open; the unpaid and the shipped ones are not taken.
    expect(shopify).toMatchObject({ orders: 4, created: 4, error: null });
    const list = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[store_id]': String(shopify.store_id), per_page: '50' },
    });
    const made = list.body.data;
    expect(made).toHaveLength(4);
    // Her stores list counts them against the store they came from.
    const listed = (await t.request('GET', api('stores'), { as: 'customer' })).body.data;
    expect(listed.find((st: { id: number }) => st.id === shopify.store_id).shipments_count).toBe(4);
    // Shopify numbers its orders "#1001": the search finds one by its digits too.
    const order = made[0].source_number as string;
    expect(order).toMatch(/^#\d+$/);
    const found = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[number]': order.slice(1) },
    });
    expect(found.body.data.map((s: { source_number: string }) => s.source_number)).toContain(order);
    for (const s of made) {
      expect(s.step).toBe('rating');
      expect(s.origin.city).toBe('Monterrey');
      expect(s.destination.name.length).toBeLessThanOrEqual(35);
      expect(s.destination.street.length).toBeLessThanOrEqual(30);
    }
    const target = made[0];
    const bought = await t.request('POST', api(`shipments/${target.id}/rates`), {
      token: carmen,
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });
    expect(bought.status).toBe(200);
    const tracking = bought.body.data.shipment.tracking_number;
    // Enqueued after the purchase committed; the worker's run is the handler below.
    const job = jobs.find((j) => j.name === STORE_FULFIL_JOB)!;
    expect(job.data).toEqual({ tenant_id: t.demoTenantId, shipment_id: target.id });
    expect(await fulfilShipment(t.deps, job.data as never)).toBe('done');
    const received = (await (
      await fetch(`${t.config.publicUrl}/__mocks/shopify/__received`)
    ).json()) as { fulfilments: unknown[] };
    expect(received.fulfilments).toContainEqual(
      expect.objectContaining({ shop: DEMO_SHOPS.shopify.shop, tracking_number: tracking }),
    );
    const after = await t.request('GET', api(`shipments/${target.id}`), { as: 'customer' });
    expect(after.body.data).toMatchObject({ fulfilment_status: 'done', fulfilment_error: null });
  });

  it('records a failed fulfilment while the store is down and completes it on the retry', async () => {
    const carmen = await t.tokenFor('customer');
    const list = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[source]': 'shopify', per_page: '50' },
    });
    const target = list.body.data.find((s: { step: string }) => s.step === 'rating');
    await t.request('POST', api(`shipments/${target.id}/rates`), {
      token: carmen,
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });
    const payload = { tenant_id: t.demoTenantId, shipment_id: target.id };
    mocks(t).shopify.setMode(DEMO_SHOPS.shopify.shop, { kind: 'down' });
    await expect(fulfilShipment(t.deps, payload)).rejects.toThrow();
    let s = await t.request('GET', api(`shipments/${target.id}`), { as: 'customer' });
    expect(s.body.data.fulfilment_status).toBe('failed');
    expect(s.body.data.fulfilment_error).toBeTruthy();
    // The label is untouched.
    expect(s.body.data).toMatchObject({ step: 'confirmed', status: 'success' });
    mocks(t).shopify.setMode(DEMO_SHOPS.shopify.shop, { kind: 'ok' });
    // The merchant asks again (the queue would have retried on its own).
    const retry = await t.request('POST', api(`shipments/${target.id}/fulfilment`), {
      as: 'customer',
    });
    expect(retry.status).toBe(202);
    const job = jobs.find((j) => j.name === STORE_FULFIL_JOB)!;
    expect(await fulfilShipment(t.deps, job.data as never)).toBe('done');
    s = await t.request('GET', api(`shipments/${target.id}`), { as: 'customer' });
    expect(s.body.data).toMatchObject({ fulfilment_status: 'done', fulfilment_error: null });
  });

  it('refuses a forged return (401) and saves nothing', async () => {
    const buyer = await customerWithBalance(t, 'shopify.forged@despacho.test', 0);
    const started = await connect('falsa.myshopify.com', buyer.token);
    const query = await approve(started.body.params.url);
    const forged = { ...query, hmac: signShopifyQuery(query, 'not-the-app-secret') };
    const res = await oauthReturn({ provider: 'shopify', ...forged }, buyer.token);
    expect(res.status).toBe(401);
    // Its own code, so the web app keeps the session (a plain 401 signs the person out).
    expect(res.body.code).toBe('signature_invalid');
    expect(await storeRow(started.body.store.id)).toEqual({ status: 'pending', credentials: null });
    const used = await rows<{ used_at: string | null }>(
      t,
      sql`select used_at from store_oauth_states where store_id = ${started.body.store.id}`,
    );
    expect(used[0]!.used_at).toBeNull();
    // Another shop's signed return with this state: refused too.
    const other = { ...query, shop: 'otra.myshopify.com' };
    const swapped = { ...other, hmac: signShopifyQuery(other, 'demo-shopify-app-secret') };
    const res2 = await oauthReturn({ provider: 'shopify', ...swapped }, buyer.token);
    expect(res2.status).toBe(422);
    expect(await storeRow(started.body.store.id)).toEqual({ status: 'pending', credentials: null });
  });

  it('refuses an expired authorization, or one started by another account, and saves nothing', async () => {
    const buyer = await customerWithBalance(t, 'shopify.late@despacho.test', 0);
    const started = await connect('tarde.myshopify.com', buyer.token);
    const query = await approve(started.body.params.url);
    const intruder = await customerWithBalance(t, 'shopify.intruder@despacho.test', 0);
    const stolen = await oauthReturn({ provider: 'shopify', ...query }, intruder.token, 'en');
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.state[0]).toMatch(/no connection in progress/);
    await rows(
      t,
      sql`update store_oauth_states set expires_at = now() - interval '1 minute' where store_id = ${started.body.store.id}`,
    );
    const late = await oauthReturn({ provider: 'shopify', ...query }, buyer.token, 'en');
    expect(late.status).toBe(422);
    expect(late.body.errors.state[0]).toMatch(/expired/);
    expect(await storeRow(started.body.store.id)).toEqual({ status: 'pending', credentials: null });
  });

  it('limits how often one account asks for a sync', async () => {
    const buyer = await customerWithBalance(t, 'shopify.many@despacho.test', 0);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('never makes one order into two shipments when two syncs run at once', async () => {
    const buyer = await customerWithBalance(t, 'shopify.twice@despacho.test', 0);
    const started = await connect('dos-veces.myshopify.com', buyer.token);
    await oauthReturn(
      { provider: 'shopify', ...(await approve(started.body.params.url)) },
      buyer.token,
    );
    const [a, b] = await Promise.all([
      t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} }),
      t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} }),
    ]);
    expect(a.body.data[0].created + b.body.data[0].created).toBe(3);
    const count = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from shipments where store_id = ${started.body.store.id}`,
    );
    expect(count[0]!.n).toBe(3);
  });

  it('marks the store revoked when Shopify refuses its token during a sync', async () => {
    const buyer = await customerWithBalance(t, 'shopify.revoked@despacho.test', 0);
    const started = await connect('revocada.myshopify.com', buyer.token);
    await oauthReturn(
      { provider: 'shopify', ...(await approve(started.body.params.url)) },
      buyer.token,
    );
    mocks(t).shopify.setMode('revocada.myshopify.com', { kind: 'revoked' });
    const sync = await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    expect(sync.body.data[0].error).toBeTruthy();
    const store = await t.request('GET', api(`stores/${started.body.store.id}`), {
      token: buyer.token,
    });
    expect(store.body.store.status).toBe('revoked');
    // Reauthorizing gives a new consent URL.
    const again = await t.request('POST', api(`stores/${started.body.store.id}/reauthorize`), {
      token: buyer.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.params.url).toContain('/revocada.myshopify.com/admin/oauth/authorize');
  });
});
