import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  customerWithBalance,
  draftShipment,
  mexicoId,
  one,
  serviceIdOf,
} from '../../../test/helpers/shipment-fixture';
import { apiKeyCounter, PARTNER_LIMITS } from './partner-limits';

let t: TestApp;
let mx: number;
let ground: number;
let buyer: { id: number; token: string };
let key: string;
let keyId: number;

const newKey = async (token: string, tenant = 'demo') => {
  const res = await t.request('POST', api('api_keys'), {
    token,
    tenant,
    body: { api_key: { name: 'Integración' } },
  });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${res.text}`);
  return res.body.data as { id: number; key: string };
};

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  mx = await mexicoId(t);
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, 'socio.api@despacho.test', 100_000);
  ({ key, id: keyId } = await newKey(buyer.token));
});
afterAll(async () => t?.close());

const byHeader = (k: string) => ({ headers: { 'x-api-key': k } });

describe('authenticating with an API key', () => {
  it('works as Bearer and as X-Api-Key on GET /shipments and POST /quotes, as its owner', async () => {
    const mine = await draftShipment(t, { token: buyer.token });
    await draftShipment(t, 'customer');
    for (const how of [{ token: key }, byHeader(key)]) {
      const list = await t.request('GET', api('shipments'), how);
      expect(list.status).toBe(200);
      expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([mine]);
      const quote = await t.request('POST', api('quotes'), {
        ...how,
        body: {
          quote: {
            parcel_type: 'box',
            length: 30,
            width: 20,
            height: 15,
            weight: 2,
            origin_postal_code: '64000',
            origin_country_id: mx,
            destination_postal_code: '06700',
            destination_country_id: mx,
          },
        },
      });
      expect(quote.status).toBe(200);
      expect(quote.body.data.rates.length).toBeGreaterThan(0);
    }
    const used = await one<{ last_used_at: Date | null }>(
      t,
      t.demoTenantId,
      sql`select last_used_at from api_keys where id = ${keyId}`,
    );
    expect(used.last_used_at).not.toBeNull();
  });

  it('answers the balance of the key’s owner', async () => {
    const res = await t.request('GET', api('balance'), { token: key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { balance: '1000.00', credit_limit: '0.00', currency: 'MXN' },
    });
  });

  it('refuses unknown keys, another tenant’s key and a key that is not a key: 401', async () => {
    const otraKey = await newKey(await t.tokenFor('customer', 'otra'), 'otra');
    for (const opts of [
      { token: `dsp_test_${'x'.repeat(40)}` },
      byHeader('no-es-una-clave'),
      { token: otraKey.key },
      { ...byHeader(key), tenant: 'otra' },
    ]) {
      const res = await t.request('GET', api('shipments'), opts);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });

  it('is refused outside the partner API with its own code (403)', async () => {
    for (const path of ['api_keys', 'users', 'acls', 'dashboards']) {
      const res = await t.request('GET', api(path), { token: key, lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('api_key_route_forbidden');
      expect(res.body.messages[0]).toMatch(/partner API/);
    }
  });

  it('cannot read another customer’s or another tenant’s shipment: 404', async () => {
    const carmens = await draftShipment(t, 'customer');
    const otraToken = await t.tokenFor('customer', 'otra');
    const otraKey = await newKey(otraToken, 'otra');
    const res = await t.request('GET', api(`shipments/${carmens}`), { token: key });
    expect(res.status).toBe(404);
    const cross = await t.request('GET', api(`shipments/${carmens}`), {
      token: otraKey.key,
      tenant: 'otra',
    });
    expect(cross.status).toBe(404);
  });

  it('counts requests per key: past the limit, 429 with Retry-After', async () => {
    const other = await customerWithBalance(t, 'socio.limite@despacho.test', 0);
    const limited = await newKey(other.token);
    // The window already holds the limit's requests (600 real ones would only slow the suite).
    await t.deps.exec(
      `insert into rate_limit_counters (key, hits, reset_at) values ($1, $2, now() + interval '40 seconds')
       on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`,
      [apiKeyCounter(t.demoTenantId, limited.id), PARTNER_LIMITS.requests.max],
    );
    const res = await t.request('GET', api('balance'), { token: limited.key });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another key, and the owner's session, are not held back by it.
    expect((await t.request('GET', api('balance'), { token: key })).status).toBe(200);
    expect((await t.request('GET', api('balance'), { token: other.token })).status).toBe(200);
  });
});

describe('buying a label with a key', () => {
  const ledger = () =>
    one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from transactions
            where user_id = ${buyer.id} and transaction_type = 'withdraw'`,
    ).then((r) => r.n);
  const buy = (id: number, headers: Record<string, string> = {}) =>
    t.request('POST', api(`shipments/${id}/rates`), {
      token: key,
      headers,
      body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
    });

  it('needs an Idempotency-Key; a repeat with the same key answers the same and charges once', async () => {
    const id = await draftShipment(t, { token: buyer.token });
    const before = await ledger();
    const bare = await buy(id);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(['Idempotency-Key']);
    expect(await ledger()).toBe(before);

    const first = await buy(id, { 'idempotency-key': 'pedido-1001' });
    expect(first.status).toBe(200);
    expect(first.body.data.shipment.step).toBe('confirmed');
    const again = await buy(id, { 'idempotency-key': 'pedido-1001' });
    expect(again.status).toBe(200);
    expect(again.body.data.shipment.id).toBe(id);
    expect(again.body.data.shipment.tracking_number).toBe(first.body.data.shipment.tracking_number);
    expect(await ledger()).toBe(before + 1);
  });
});
