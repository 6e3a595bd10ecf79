import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../integrations/stores/demo-stores';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buyStoreOrderLabel, listenForMocks, mocks } from './store-test-kit';

/** The real queue: a bought label reaches the store through pg-boss, retried while it is down. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    demoCatalogue: true,
    startJobs: true,
    jobOptions: { pollingIntervalSeconds: 0.5 },
  });
  await listenForMocks(t);
}, 120_000);
afterAll(async () => t?.close());

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the stores.fulfil job', () => {
  it('writes the label back to Shopify once the purchase committed', async () => {
    const sync = await t.request('POST', api('shipments/syncs'), { as: 'customer', body: {} });
    const shopify = sync.body.data.find((r: { provider: string }) => r.provider === 'shopify');
    const { target, bought } = await buyStoreOrderLabel(t, shopify.store_id);
    expect(bought.status).toBe(200);
    const shown = await until(
      async () =>
        (await t.request('GET', api(`shipments/${target.id}`), { as: 'customer' })).body.data,
      (s) => s.fulfilment_status === 'done',
    );
    expect(shown.fulfilment_status).toBe('done');
    expect(mocks(t).shopify.fulfilments).toContainEqual(
      expect.objectContaining({
        shop: DEMO_SHOPS.shopify.shop,
        tracking_number: bought.body.data.shipment.tracking_number,
      }),
    );
  }, 60_000);
});
