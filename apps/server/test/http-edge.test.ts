import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the HTTP edge', () => {
  it('GET /health answers without a tenant', async () => {
    const res = await t.request('GET', api('health'), { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('GET /tenant answers the branding', async () => {
    const res = await t.request('GET', api('tenant'));
    expect(res.body.data).toMatchObject({
      slug: 'demo',
      name: 'Despacho Demo',
      primary_color: '#1565c0',
      support_email: 'soporte@despacho.test',
      time_zone: 'America/Monterrey',
    });
  });

  it('a missing tenant header is 400 and an unknown tenant 404, with clear messages', async () => {
    const missing = await t.request('GET', api('tenant'), { tenant: null });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('tenant_missing');
    expect(missing.body.messages[0]).toMatch(/X-Tenant/);
    const unknown = await t.request('GET', api('tenant'), { tenant: 'no-existe', lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'tenant_unknown',
      messages: ['The company "no-existe" does not exist'],
    });
    expect(
      (await t.request('GET', api('tenant'), { tenant: "'; drop table tenants; --" })).status,
    ).toBe(404);
  });

  it('malformed JSON is 400 and changes nothing', async () => {
    const res = await t.request('POST', api('notices'), {
      as: 'admin',
      body: '{"notice": {"title": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('malformed_request');
  });

  it('a body over 1 MB is 413', async () => {
    const res = await t.request('POST', api('users/sign_in'), {
      body: { user: { email: 'a@b.test', password: 'x'.repeat(1_100_000) } },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('an unknown API route is a JSON 404', async () => {
    const res = await t.request('GET', api('no/such/route'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('a bad or foreign bearer token is 401 on guarded routes', async () => {
    expect((await t.request('GET', api('registrations'), { token: 'garbage' })).status).toBe(401);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.request('GET', api('docs/json'), { tenant: null });
    expect(res.status).toBe(200);
    // The partner document: the partner API's routes only (modules/partner/partner-routes.ts).
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/shipments', '/api/v1/balance']));
    expect(paths).not.toContain('/api/v1/users/sign_in');
  });

  it('the dev mailbox page renders outbox e-mails inside a sandbox', async () => {
    await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'customer@despacho.test' } },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<iframe sandbox=');
    expect(page.body).toContain('reset_password_token=');
  });

  it('answers / with a note when the web app is not built (and sets security headers)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
