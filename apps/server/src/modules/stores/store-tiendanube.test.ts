import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS, DEMO_STORE_APPS } from '../../integrations/stores/demo-stores';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { customerWithBalance } from '../../../test/helpers/shipment-fixture';
import {
  buyStoreOrderLabel,
  captureJobs,
  listenForMocks,
  mocks,
  rows,
  sql,
} from './store-test-kit';
import { fulfilShipment, STORE_FULFIL_JOB } from './store-fulfilment.service';

/** Tienda Nube: its consent page, a return with code and state only, orders in, labels back. */
let t: TestApp;
let jobs: ReturnType<typeof captureJobs>;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  await listenForMocks(t);
  jobs = captureJobs(t);
}, 120_000);
afterAll(async () => t?.close());

/** The consent page's button: installs on a new test store and comes back with code and state. */
async function approve(url: string): Promise<Record<string, string>> {
  const u = new URL(url);
  const res = await fetch(`${u.origin}${u.pathname}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      store_id: 'new',
      state: u.searchParams.get('state') ?? '',
      redirect_uri: u.searchParams.get('redirect_uri') ?? '',
    }).toString(),
  });
  if (res.status !== 302) throw new Error(`approve: ${res.status} ${await res.text()}`);
  return Object.fromEntries(new URL(res.headers.get('location')!).searchParams.entries());
}

describe('a Tienda Nube store', () => {
  it('connects without a typed address, syncs the new store’s orders and is revoked on uninstall', async () => {
    const buyer = await customerWithBalance(t, 'tn.flow@despacho.test', 0);
    const started = await t.request('POST', api('stores'), {
      token: buyer.token,
      body: { store: { provider: 'tiendanube', shop: '' } },
    });
    expect(started.status).toBe(201);
    expect(started.body.store.status).toBe('pending');
    expect(new URL(started.body.params.url).pathname).toBe(
      `/__mocks/tiendanube/apps/${DEMO_STORE_APPS.tiendanube.client_id}/authorize`,
    );
    const query = await approve(started.body.params.url);
    const done = await t.request('POST', api('stores/oauth_return'), {
      token: buyer.token,
      body: { provider: 'tiendanube', code: query.code!, state: query.state! },
    });
    expect(done.status).toBe(200);
    expect(done.body.store.status).toBe('connected');
    expect(done.body.store.shop).toMatch(/\.mitiendanube\.com$/);
    const externalId = (
      await rows<{ external_id: string }>(
        t,
        sql`select external_id from stores where id = ${done.body.store.id}`,
      )
    )[0]!.external_id;
    expect(externalId).toMatch(/^\d+$/);

    const sync = await t.request('POST', api('shipments/syncs'), { token: buyer.token, body: {} });
    expect(sync.body.data).toEqual([
      expect.objectContaining({ provider: 'tiendanube', created: 3, error: null }),
    ]);

    const body = JSON.stringify({ store_id: Number(externalId), event: 'app/uninstalled' });
    const send = (secret: string) =>
      t.request('POST', `${api('webhooks/stores/tiendanube')}?tenant=demo`, {
        tenant: null,
        body,
        headers: {
          'content-type': 'application/json',
          'x-linkedstore-hmac-sha256': createHmac('sha256', secret).update(body).digest('hex'),
        },
      });
    expect((await send('otro-secreto')).status).toBe(401);
    const still = await t.request('GET', api(`stores/${done.body.store.id}`), {
      token: buyer.token,
    });
    expect(still.body.store.status).toBe('connected');
    expect((await send(DEMO_STORE_APPS.tiendanube.client_secret)).status).toBe(200);
    const revoked = await t.request('GET', api(`stores/${done.body.store.id}`), {
      token: buyer.token,
    });
    expect(revoked.body.store.status).toBe('revoked');
  });

  it("ships one of Carmen's Tienda Nube orders and marks it fulfilled there", async () => {
    const stores = (await t.request('GET', api('stores'), { as: 'customer' })).body.data;
    const tn = stores.find((s: { provider: string }) => s.provider === 'tiendanube');
    const sync = await t.request('POST', api('shipments/syncs'), {
      as: 'customer',
      body: { store_id: tn.id },
    });
    expect(sync.body.data[0]).toMatchObject({ shop: DEMO_SHOPS.tiendanube.shop, error: null });
    expect(sync.body.data[0].created).toBeGreaterThanOrEqual(3);
    const { bought } = await buyStoreOrderLabel(t, tn.id);
    expect(bought.status).toBe(200);
    const job = jobs.find((j) => j.name === STORE_FULFIL_JOB)!;
    expect(await fulfilShipment(t.deps, job.data as never)).toBe('done');
    expect(mocks(t).tiendanube.fulfilments).toContainEqual(
      expect.objectContaining({ tracking_number: bought.body.data.shipment.tracking_number }),
    );
  });
});
