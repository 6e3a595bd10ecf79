import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, OTHER_TENANT, PASSWORD, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, serviceIdOf } from './helpers/shipment-fixture';

/**
 * A label or NOTA download reads its caller and the shipment in one statement (issue 24): the
 * same answers as any other route for every kind of caller.
 */
let t: TestApp;
let ground: number;
let buyer: { id: number; token: string };
let neighbour: { id: number; token: string };
let id: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, 'descarga@despacho.test', 500_000);
  neighbour = await customerWithBalance(t, 'vecina@despacho.test', 0);
  id = await draftShipment(t, { token: buyer.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
});
afterAll(async () => t?.close());

const label = (who: Parameters<TestApp['request']>[2]) =>
  t.request('GET', api(`shipments/${id}/label`), { lang: 'en', ...who });

describe('label download', () => {
  it('gives the owner and staff the PDF under its file name', async () => {
    for (const who of [
      { token: buyer.token },
      { as: 'admin' as const },
      { as: 'operator' as const },
    ]) {
      const res = await label(who);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.raw.subarray(0, 4).toString()).toBe('%PDF');
      expect(String(res.headers['content-disposition'])).toMatch(/GenericCarrier/);
    }
  });

  it('answers another account of the tenant and another tenant as if the shipment did not exist', async () => {
    expect((await label({ token: neighbour.token })).status).toBe(404);
    const missing = await t.request('GET', api(`shipments/${id + 100_000}/label`), {
      token: buyer.token,
    });
    expect(missing.status).toBe(404);
    // Another tenant's admin, in their own tenant: the id is not theirs.
    expect((await label({ as: 'main_admin', tenant: OTHER_TENANT })).status).toBe(404);
  });

  it('refuses no session, a made-up token and a session of another tenant with 401', async () => {
    expect((await label({ as: null })).status).toBe(401);
    expect((await label({ token: 'x'.repeat(43) })).status).toBe(401);
    const other = await t.request('POST', api('users/sign_in'), {
      tenant: OTHER_TENANT,
      ip: '10.97.1.1',
      body: { user: { email: 'main_admin@otra.test', password: PASSWORD } },
    });
    expect(other.status).toBe(200);
    expect((await label({ token: other.body.data.token as string })).status).toBe(401);
  });

  it('gives a partner key of the owner the label, by the transaction path', async () => {
    const made = await t.request('POST', api('api_keys'), {
      token: buyer.token,
      body: { api_key: { name: 'Tienda' } },
    });
    expect(made.status).toBe(201);
    const byKey = await label({ token: made.body.data.key as string });
    expect(byKey.status).toBe(200);
    expect(byKey.raw.equals((await label({ token: buyer.token })).raw)).toBe(true);
  });

  it('gives the NOTA to staff and refuses it to the customer', async () => {
    const nota = await t.request('GET', api(`shipments/${id}/nota`), { as: 'admin' });
    expect(nota.status).toBe(200);
    expect(nota.raw.subarray(0, 4).toString()).toBe('%PDF');
    const mine = await t.request('GET', api(`shipments/${id}/nota`), { token: buyer.token });
    expect(mine.status).toBe(403);
  });
});
