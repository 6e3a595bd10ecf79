import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/tenant-tx';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SETTINGS_CATALOGUE } from '../settings/settings-catalogue';
import { createTenant } from './tenants.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('create tenant (CLI use case)', () => {
  it('keeps the demo slug for the demo seed alone', async () => {
    const demo = {
      slug: 'demo',
      name: 'Demo',
      admin: { email: 'a@b.test', password: 'Secreta.123' },
    };
    await expect(createTenant(t.database.db, t.secrets, demo)).rejects.toThrow(
      /"demo" is reserved for the demo tenant/,
    );
  });

  it('creates the tenant, its settings catalogue and a confirmed main admin who can sign in', async () => {
    const { tenant } = await createTenant(t.database.db, t.secrets, {
      slug: 'nueva',
      name: 'Nueva Marca',
      admin: { email: 'Jefa@Nueva.test', password: 'Secreta.123' },
    });
    const count = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`select count(*) as n from settings where tenant_id = ${tenant.id}`,
      ),
    )[0]!;
    expect(Number(count.n)).toBe(SETTINGS_CATALOGUE.length);
    const res = await t.request('POST', api('users/sign_in'), {
      tenant: 'nueva',
      body: { user: { email: 'jefa@nueva.test', password: 'Secreta.123' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ user_type: 'main_admin', is_main_admin: true });
    expect((await t.request('GET', api('tenant'), { tenant: 'nueva' })).body.data.name).toBe(
      'Nueva Marca',
    );
  });

  it('refuses a duplicate or invalid slug and writes nothing', async () => {
    const before = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*) as n from tenants`),
    )[0]!;
    await expect(
      createTenant(t.database.db, t.secrets, {
        slug: 'otra',
        name: 'x',
        admin: { email: 'a@b.test', password: 'Secreta.123' },
      }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createTenant(t.database.db, t.secrets, {
        slug: 'Mal_Slug',
        name: 'x',
        admin: { email: 'a@b.test', password: 'Secreta.123' },
      }),
    ).rejects.toThrow(/slug/);
    await expect(
      createTenant(
        t.database.db,
        t.secrets,
        { slug: 'ok-slug', name: 'x', admin: { email: 'a@b.test', password: 'Secreta.123' } },
        async () => {
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    const after = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*) as n from tenants`),
    )[0]!;
    expect(after.n).toEqual(before.n);
  });
});
