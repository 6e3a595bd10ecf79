import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signShopifyWebhook } from '../../integrations/stores/shopify/shopify.hmac';
import { enqueueAllStoreSyncs } from '../../jobs/stores.jobs';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { captureJobs, rows, sql } from './store-test-kit';
import { STORE_SYNC_JOB } from './store-webhooks.service';

/** Shopify's signed webhooks (raw body, app secret, dedupe) and the 15-minute sync job. */
let t: TestApp;
let jobs: ReturnType<typeof captureJobs>;

beforeAll(async () => {
  t = await createTestApp();
  jobs = captureJobs(t);
}, 120_000);
afterAll(async () => t?.close());
beforeEach(() => {
  jobs.length = 0;
});

describe('Shopify webhooks', () => {
  const hook = (
    topic: string,
    body: object,
    opts: { id?: string; secret?: string; shop?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    return t.request('POST', `${api('webhooks/stores/shopify')}?tenant=demo`, {
      tenant: null,
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': opts.shop ?? 'hooks.myshopify.com',
        'x-shopify-webhook-id': opts.id ?? `${topic}-${Math.random()}`,
        'x-shopify-hmac-sha256': signShopifyWebhook(raw, opts.secret ?? 'demo-shopify-app-secret'),
      },
    });
  };
  const connected = async (shop: string) => {
    const id = (
      await rows<{ id: number }>(
        t,
        sql`
        insert into stores (tenant_id, user_id, provider, shop, shop_key, status)
        select ${t.demoTenantId}, id, 'shopify', ${shop}, ${shop}, 'connected' from users where email = 'customer@despacho.test'
        returning id`,
      )
    )[0]!.id;
    return id;
  };
  const status = async (id: number) =>
    (
      await rows<{ status: string; deleted_at: string | null }>(
        t,
        sql`select status, deleted_at from stores where id = ${id}`,
      )
    )[0]!;

  it('refuses a forged delivery (401) and changes nothing', async () => {
    const id = await connected('forjado.myshopify.com');
    const res = await hook(
      'app/uninstalled',
      { id: 1 },
      { shop: 'forjado.myshopify.com', secret: 'wrong' },
    );
    expect(res.status).toBe(401);
    expect((await status(id)).status).toBe('connected');
    const receipts = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from store_webhook_events where shop = 'forjado.myshopify.com'`,
    );
    expect(receipts[0]!.n).toBe(0);
  });

  it('revokes the store on app/uninstalled, once per delivery id', async () => {
    const id = await connected('desinstalada.myshopify.com');
    const first = await hook(
      'app/uninstalled',
      { id: 1 },
      { shop: 'desinstalada.myshopify.com', id: 'uninstall-1' },
    );
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('applied');
    expect((await status(id)).status).toBe('revoked');
    const again = await hook(
      'app/uninstalled',
      { id: 1 },
      { shop: 'desinstalada.myshopify.com', id: 'uninstall-1' },
    );
    expect(again.body.outcome).toBe('duplicate');
  });

  it('answers the privacy webhooks; shop/redact removes the store and its credentials', async () => {
    const id = await connected('privada.myshopify.com');
    for (const topic of ['customers/data_request', 'customers/redact'])
      expect(
        (
          await hook(
            topic,
            { shop_domain: 'privada.myshopify.com' },
            { shop: 'privada.myshopify.com' },
          )
        ).status,
      ).toBe(200);
    expect((await status(id)).deleted_at).toBeNull();
    const redact = await hook(
      'shop/redact',
      { shop_domain: 'privada.myshopify.com' },
      { shop: 'privada.myshopify.com' },
    );
    expect(redact.status).toBe(200);
    expect((await status(id)).deleted_at).not.toBeNull();
    const receipts = await rows<{ topic: string }>(
      t,
      sql`select topic from store_webhook_events where shop = 'privada.myshopify.com' order by id`,
    );
    expect(receipts.map((r) => r.topic)).toEqual([
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ]);
  });

  it('enqueues a sync of the store when an order is paid', async () => {
    const id = await connected('pedidos.myshopify.com');
    const res = await hook('orders/paid', { id: 99 }, { shop: 'pedidos.myshopify.com' });
    expect(res.status).toBe(200);
    expect(jobs).toEqual([
      { name: STORE_SYNC_JOB, data: { tenant_id: t.demoTenantId, store_id: id } },
    ]);
  });

  it('answers 404 for an unknown tenant', async () => {
    const res = await t.request('POST', `${api('webhooks/stores/shopify')}?tenant=nadie`, {
      tenant: null,
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});

describe('the 15-minute job', () => {
  it('enqueues one sync per connected store of every tenant', async () => {
    const connected = await rows<{ id: number }>(
      t,
      sql`select id from stores where status in ('connected', 'error') and deleted_at is null`,
    );
    const count = await enqueueAllStoreSyncs(t.deps);
    expect(count).toBe(connected.length);
    expect(
      jobs
        .filter((j) => j.name === STORE_SYNC_JOB)
        .map((j) => j.data.store_id)
        .sort(),
    ).toEqual(connected.map((c) => c.id).sort());
  });
});
