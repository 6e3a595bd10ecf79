import { API_KEY_MASK } from '@despacho/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type Role, type TestApp } from '../../../test/helpers/test-app';
import { one } from '../../../test/helpers/shipment-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const generate = (name: string, as: Role = 'customer') =>
  t.request('POST', api('api_keys'), { as, body: { api_key: { name } } });
const keyRows = (email: string) =>
  one<{ n: number; hashes: string[] }>(
    t,
    t.demoTenantId,
    sql`select count(*)::int as n, coalesce(array_agg(k.key_hash), '{}') as hashes
          from api_keys k join users u on u.id = k.user_id where u.email = ${email}`,
  );

describe('API keys (spec 1 External APIs)', () => {
  it('generates a dsp_test_ key shown once, stored only as its SHA-256', async () => {
    const res = await generate('Mi tienda');
    expect(res.status).toBe(201);
    const { key, key_prefix, name, last_used_at } = res.body.data;
    expect(key).toMatch(/^dsp_test_[0-9A-Za-z]{40}$/);
    expect(key_prefix).toBe(key.slice(0, 13));
    expect(name).toBe('Mi tienda');
    expect(last_used_at).toBeNull();
    const rows = await keyRows('customer@despacho.test');
    expect(rows.n).toBe(1);
    expect(rows.hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.hashes[0]).not.toContain(key.slice(9));
    const stored = await one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from api_keys where key_hash = ${key} or key_prefix = ${key}`,
    );
    expect(stored.n).toBe(0);

    const list = await t.request('GET', api('api_keys'), { as: 'customer' });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: 'Mi tienda', key: API_KEY_MASK, key_prefix }),
    ]);
    expect(API_KEY_MASK).toBe('*'.repeat(32));
    expect(list.text).not.toContain(key);
  });

  it('generating a key deletes every other key of that user only', async () => {
    await generate('Otra tienda', 'operator');
    const first = (await generate('Primera')).body.data;
    const second = (await generate('Segunda')).body.data;
    const list = await t.request('GET', api('api_keys'), { as: 'customer' });
    expect(list.body.data.map((k: { id: number }) => k.id)).toEqual([second.id]);
    const byOld = await t.request('GET', api('shipments'), { token: first.key });
    expect(byOld.status).toBe(401);
    expect((await keyRows('operator@despacho.test')).n).toBe(1);
  });

  it('checks the name: required, 3 to 50 characters, per field', async () => {
    const short = await generate('ab');
    expect(short.status).toBe(422);
    expect(short.body.errors.name).toEqual(['El nombre debe tener al menos 3 caracteres']);
    const long = await t.request('POST', api('api_keys'), {
      as: 'customer',
      lang: 'en',
      body: { api_key: { name: 'x'.repeat(51) } },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.name[0]).toMatch(/50/);
    expect((await generate('x'.repeat(50))).status).toBe(201);
  });

  it('deletes only the caller’s own key; another user’s or tenant’s id is a 404', async () => {
    const mine = (await generate('Para borrar')).body.data;
    const theirs = (await generate('De operador', 'operator')).body.data;
    const otra = await t.request('POST', api('api_keys'), {
      as: 'customer',
      tenant: 'otra',
      body: { api_key: { name: 'De otra' } },
    });
    expect(otra.status).toBe(201);
    for (const id of [theirs.id, otra.body.data.id]) {
      const res = await t.request('DELETE', api(`api_keys/${id}`), { as: 'customer' });
      expect(res.status).toBe(404);
    }
    expect((await t.request('GET', api('balance'), { token: theirs.key })).status).toBe(200);

    const del = await t.request('DELETE', api(`api_keys/${mine.id}`), { as: 'customer' });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: { ok: true } });
    const after = await t.request('GET', api('balance'), { token: mine.key });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthenticated');
  });

  it('is session only: a key cannot list or create keys', async () => {
    const { key } = (await generate('Sesión')).body.data;
    for (const [method, path] of [
      ['GET', 'api_keys'],
      ['POST', 'api_keys'],
    ] as const) {
      const res = await t.request(method, api(path), {
        token: key,
        body: method === 'POST' ? { api_key: { name: 'Nueva' } } : undefined,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('api_key_route_forbidden');
    }
  });
});
