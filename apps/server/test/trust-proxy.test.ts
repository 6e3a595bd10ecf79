import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/tenant-tx';
import { api, createTestApp, PASSWORD, type TestApp } from './helpers/test-app';

/** The proxy the requests arrive from (the test's socket address). */
const PROXY = '127.0.0.1';

/** The client addresses the sign-in guard remembered for an e-mail (its "known sources"). */
async function knownSources(t: TestApp, email: string): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await t.database.db.execute(
      sql`select key from rate_limit_counters where key like ${`sign-in-known:${t.demoTenantId}:${email}:%`}`,
    ),
  );
  return rows.map((r) => r.key.split(':').slice(3).join(':'));
}

const signIn = (t: TestApp, email: string, password: string, forwardedFor: string) =>
  t.request('POST', api('users/sign_in'), {
    ip: PROXY,
    lang: 'en',
    headers: { 'x-forwarded-for': forwardedFor },
    body: { user: { email, password } },
  });

describe('TRUST_PROXY=1, as the README documents it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    });
  });
  afterAll(async () => t?.close());

  it('takes the client address the proxy appended, not one the client wrote before it', async () => {
    const res = await signIn(t, 'customer@despacho.test', PASSWORD, '6.6.6.6, 198.51.100.23');
    expect(res.status).toBe(200);
    expect(await knownSources(t, 'customer@despacho.test')).toEqual(['198.51.100.23']);
  });

  it('counts the per-address sign-in limit on that address, however the client rewrites the rest', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn(
        t,
        'admin@despacho.test',
        'adivinando',
        `203.0.113.${i}, 192.0.2.50`,
      );
      expect(res.status).toBe(401);
    }
    // The leftmost entry changed every time; the address the proxy saw did not.
    const eleventh = await signIn(t, 'admin@despacho.test', PASSWORD, '203.0.113.99, 192.0.2.50');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('rate_limited');
    // Another client behind the same proxy is not held back by it.
    expect((await signIn(t, 'admin@despacho.test', PASSWORD, '192.0.2.51')).status).toBe(200);
  });

  it("lets the account's usual address through a lock, judged by the proxy's address", async () => {
    const email = 'operator@despacho.test';
    expect((await signIn(t, email, PASSWORD, '198.51.100.40')).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      // A botnet behind the proxy, each claiming to be the owner's address on the left.
      await signIn(t, email, `intento-${i}`, `198.51.100.40, 203.0.114.${i}`);
    }
    const claimed = await signIn(t, email, PASSWORD, '198.51.100.40, 203.0.114.200');
    expect(claimed.status).toBe(429);
    expect(claimed.body.code).toBe('account_locked');
    expect((await signIn(t, email, PASSWORD, '198.51.100.40')).status).toBe(200);
  });
});

describe('TRUST_PROXY=2 (a load balancer in front of nginx)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: '2' }).trustProxy },
    });
  });
  afterAll(async () => t?.close());

  it('takes the second address from the right: the one the outer proxy appended', async () => {
    // client-written, the client as the load balancer saw it, the load balancer as nginx saw it
    const res = await signIn(
      t,
      'customer@despacho.test',
      PASSWORD,
      '6.6.6.6, 198.51.100.77, 10.0.0.5',
    );
    expect(res.status).toBe(200);
    expect(await knownSources(t, 'customer@despacho.test')).toEqual(['198.51.100.77']);
  });

  it('falls back to the nearest address when the chain is shorter than the hops', async () => {
    const res = await signIn(t, 'admin@despacho.test', PASSWORD, '10.0.0.6');
    expect(res.status).toBe(200);
    expect(await knownSources(t, 'admin@despacho.test')).toEqual(['10.0.0.6']);
  });
});

describe('TRUST_PROXY values', () => {
  const base = { APP_SECRET: 'x'.repeat(32) };
  it.each([
    ['1', 1],
    ['2', 2],
    ['0', false],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1, ::1', '10.0.0.0/8,127.0.0.1,::1'],
  ])('%j → %j', (raw, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['1,10.0.0.1', '10.0.0.0/33', 'proxy.example.com', '100'])(
    'refuses %j at start rather than failing on the first request',
    (raw) => {
      expect(() => loadConfig({ ...base, TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );
});
