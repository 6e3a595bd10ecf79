import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProductionDatabase } from '../src/db/production-checks';
import { deleteTenant } from '../src/modules/tenants/tenants.service';
import { lastMailTo } from './helpers/mailbox';
import { api, createTestApp, type TestApp } from './helpers/test-app';

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('tells the web app it is a demo', async () => {
    expect((await t.request('GET', api('tenant'))).body.data.demo_mode).toBe(true);
  });

  it("the mailbox shows one tenant's mail only, never another's", async () => {
    await t.request('POST', api('forgot_password'), {
      tenant: 'otra',
      body: { user: { email: 'customer@otra.test' } },
    });
    expect(await lastMailTo(t, 'customer@otra.test', 'otra')).not.toBeNull();
    const demo = await t.request('GET', api('dev/mailbox'));
    expect(demo.status).toBe(200);
    expect(JSON.stringify(demo.body)).not.toContain('otra.test');
    expect((await t.request('GET', api('dev/mailbox'), { tenant: null })).status).toBe(400);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('customer@otra.test');
    const otra = await t.app.inject({ method: 'GET', url: '/dev/mailbox?tenant=otra' });
    expect(otra.body).toContain('customer@otra.test');
    expect(otra.body).toContain('reset_password_token=');
    const unknown = await t.app.inject({ method: 'GET', url: '/dev/mailbox?tenant=nadie' });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the mock FedEx for sandbox carriers', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/__mocks/fedex/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=nadie&client_secret=nada',
    });
    expect(token.statusCode).toBe(401);
    expect(token.json().errors[0].code).toBe('NOT.AUTHORIZED.ERROR');
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { mode: 'production', nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => t?.close());

  it('serves no mailbox: a forgot-password link cannot be read by anyone', async () => {
    const forgot = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'developer@despacho.test' } },
    });
    expect(forgot.status).toBe(200);
    expect((await t.request('GET', api('dev/mailbox'))).status).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('reset_password_token');
  });

  it('serves no mock carrier', async () => {
    const token = await t.app.inject({ method: 'POST', url: '/__mocks/fedex/oauth/token' });
    expect(token.statusCode).toBe(404);
  });

  it('serves no mock store: Shopify, WooCommerce and Tienda Nube are the real providers', async () => {
    for (const url of [
      '/__mocks/shopify/__received',
      '/__mocks/shopify/carmen-demo.myshopify.com/admin/oauth/authorize?client_id=x',
      '/__mocks/woocommerce/__received',
      '/__mocks/tiendanube/apps/9001/authorize',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('does not call itself a demo', async () => {
    expect((await t.request('GET', api('tenant'))).body.data.demo_mode).toBe(false);
  });

  it('refuses a database holding the demo tenant, and accepts it once that is deleted', async () => {
    expect(await checkProductionDatabase(t.database, t.config)).toMatch(
      /demo tenant "demo".*tenant:delete demo/,
    );
    expect(await deleteTenant(t.database.db, 'demo')).toBe(true);
    expect(await deleteTenant(t.database.db, 'demo')).toBe(false);
    expect(
      await checkProductionDatabase(t.database, { ...t.config, allowSuperuser: true }),
    ).toBeNull();
    expect((await t.request('GET', api('tenant'))).status).toBe(404);
  });
});
