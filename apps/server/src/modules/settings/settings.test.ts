import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';
import { SETTINGS_CATALOGUE } from './settings-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function settingId(key: string, tenant = 'demo'): Promise<number> {
  const res = await t.request('GET', api('settings'), {
    as: 'developer',
    tenant,
    query: { 'where[key]': key },
  });
  return res.body.data[0].id;
}

describe('GET /settings/get_register_flag', () => {
  it('is public', async () => {
    const res = await t.request('GET', api('settings/get_register_flag'));
    expect(res.body).toEqual({ data: { key: 'register', value: '0' } });
  });
});

describe('GET /settings/:key/by_key', () => {
  it('answers the keys the signed-out pages need without a token, and nothing else', async () => {
    const ref = await t.request('GET', api('settings/referral_code/by_key'), { as: null });
    expect(ref.status).toBe(200);
    expect(ref.body.data).toEqual({ key: 'referral_code', value: '1' });
    expect(
      (await t.request('GET', api('settings/terms_conditions/by_key'), { as: null })).status,
    ).toBe(200);
    expect(
      (await t.request('GET', api('settings/show_discount/by_key'), { as: null })).status,
    ).toBe(401);
    expect(
      (await t.request('GET', api('settings/mercado_pago_access_token/by_key'), { as: null }))
        .status,
    ).toBe(401);
  });

  it('answers a value to any signed-in user and masks secrets', async () => {
    expect(
      (await t.request('GET', api('settings/referral_code/by_key'), { as: 'customer' })).body.data,
    ).toEqual({
      key: 'referral_code',
      value: '1',
    });
    const id = await settingId('mercado_pago_access_token');
    await t.request('PUT', api(`settings/${id}`), {
      as: 'admin',
      body: { setting: { value: 'APP_USR-secreto' } },
    });
    const masked = await t.request('GET', api('settings/mercado_pago_access_token/by_key'), {
      as: 'customer',
    });
    expect(masked.body.data.value).toBe('*****');
    expect(
      (await t.request('GET', api('settings/no_existe/by_key'), { as: 'customer' })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', api('settings/Bad-Key!/by_key'), { as: 'customer' })).status,
    ).toBe(422);
    expect((await t.request('GET', api('settings/show_discount/by_key'))).status).toBe(401);
  });
});

describe('hidden settings by key', () => {
  it('are not found for anyone but developers', async () => {
    const created = await t.request('POST', api('settings'), {
      as: 'developer',
      body: {
        setting: {
          key: 'internal_margin_note',
          title: 'Nota interna',
          value: 'solo plataforma',
          namespace: 'other',
          visible: false,
        },
      },
    });
    expect(created.status).toBe(201);
    for (const role of ['customer', 'operator', 'admin', 'main_admin'] as const) {
      const res = await t.request('GET', api('settings/internal_margin_note/by_key'), { as: role });
      expect(res.status, role).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('solo plataforma');
    }
    const dev = await t.request('GET', api('settings/internal_margin_note/by_key'), {
      as: 'developer',
    });
    expect(dev.body.data).toEqual({ key: 'internal_margin_note', value: 'solo plataforma' });
  });
});

describe('GET /settings', () => {
  it('lists the whole catalogue to staff with Setting read, filtered by namespace', async () => {
    const all = await t.request('GET', api('settings'), {
      as: 'admin',
      query: { per_page: '2000' },
    });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total_objects).toBe(SETTINGS_CATALOGUE.length);
    const paypal = await t.request('GET', api('settings'), {
      as: 'admin',
      query: { 'where[namespace]': 'paypal' },
    });
    expect(paypal.body.data.every((s: { namespace: string }) => s.namespace === 'paypal')).toBe(
      true,
    );
    expect(
      (
        await t.request('GET', api('settings'), {
          as: 'admin',
          query: { 'where[namespace]': 'nada' },
        })
      ).status,
    ).toBe(422);
  });

  it('is refused to customers and operators', async () => {
    expect((await t.request('GET', api('settings'), { as: 'customer' })).status).toBe(403);
    expect((await t.request('GET', api('settings'), { as: 'operator' })).status).toBe(403);
  });
});

describe('secrets at rest', () => {
  it('stores secret values encrypted and never answers them', async () => {
    const id = await settingId('openpay_private_key');
    const res = await t.request('PUT', api(`settings/${id}`), {
      as: 'main_admin',
      body: { setting: { value: 'sk_live_123' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.value).toBe('*****');
    const [row] = await t.database.db.select().from(settings).where(eq(settings.id, id));
    expect(row!.value).not.toContain('sk_live_123');
    expect(t.secrets.decrypt(row!.value)).toBe('sk_live_123');
    // The mask coming back means "unchanged".
    await t.request('PUT', api(`settings/${id}`), {
      as: 'main_admin',
      body: { setting: { value: '*****', title: 'Llave' } },
    });
    const [after] = await t.database.db.select().from(settings).where(eq(settings.id, id));
    expect(t.secrets.decrypt(after!.value)).toBe('sk_live_123');
    expect(after!.title).toBe('Llave');
  });
});

describe('POST /settings', () => {
  it('lets only developers create; the key is unique per tenant', async () => {
    const body = {
      setting: {
        title: 'Nueva',
        key: 'nueva_llave',
        value: '1',
        namespace: 'other',
        visible: false,
      },
    };
    expect((await t.request('POST', api('settings'), { as: 'main_admin', body })).status).toBe(403);
    const res = await t.request('POST', api('settings'), { as: 'developer', body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ key: 'nueva_llave', visible: false, secret: false });
    const dup = await t.request('POST', api('settings'), { as: 'developer', body });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ key: ['Ya está en uso'] });
    // The same key in another tenant is fine.
    expect(
      (await t.request('POST', api('settings'), { as: 'developer', tenant: 'otra', body })).status,
    ).toBe(201);
  });

  it('validates title and key', async () => {
    const res = await t.request('POST', api('settings'), {
      as: 'developer',
      lang: 'en',
      body: { setting: { title: LONG, key: 'Bad Key' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['At most 120 characters'],
      key: ['The value is not valid'],
    });
  });

  it('hides invisible settings from non-developers', async () => {
    const id = await settingId('nueva_llave');
    expect((await t.request('GET', api(`settings/${id}`), { as: 'admin' })).status).toBe(404);
    expect((await t.request('GET', api(`settings/${id}`), { as: 'developer' })).status).toBe(200);
    const list = await t.request('GET', api('settings'), {
      as: 'admin',
      query: { per_page: '2000' },
    });
    expect(list.body.data.some((s: { key: string }) => s.key === 'nueva_llave')).toBe(false);
  });
});

describe('PUT /settings/:id', () => {
  it("updates its tenant's setting; another tenant's is 404 and unchanged", async () => {
    const id = await settingId('paypal_min_amount');
    const res = await t.request('PUT', api(`settings/${id}`), {
      as: 'admin',
      body: { setting: { value: '250' } },
    });
    expect(res.body.data.value).toBe('250');
    const otherId = await settingId('paypal_min_amount', 'otra');
    expect(
      (
        await t.request('PUT', api(`settings/${otherId}`), {
          as: 'developer',
          body: { setting: { value: '1' } },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('GET', api(`settings/${otherId}`), { as: 'developer' })).status).toBe(
      404,
    );
    const theirs = await t.request('GET', api(`settings/${otherId}`), {
      as: 'developer',
      tenant: 'otra',
    });
    expect(theirs.body.data.value).toBe('100');
    expect(
      (
        await t.request('PUT', api(`settings/${id}`), {
          as: 'operator',
          body: { setting: { value: '1' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('PUT', api(`settings/${id}`), {
          as: 'admin',
          body: { setting: { value: LONG } },
        })
      ).status,
    ).toBe(422);
  });
});

describe('partial saves (issue 17)', () => {
  const stored = async (id: number) =>
    (await t.database.db.select().from(settings).where(eq(settings.id, id)))[0]!;

  it('a save carrying only the title changes only the title', async () => {
    const id = await settingId('report_limit');
    await t.request('PUT', api(`settings/${id}`), {
      as: 'admin',
      body: { setting: { value: '30' } },
    });
    const before = await stored(id);
    const res = await t.request('PUT', api(`settings/${id}`), {
      as: 'admin',
      body: { setting: { title: 'x' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'x', value: '30', namespace: before.namespace });
    const after = await stored(id);
    expect(after).toMatchObject({
      title: 'x',
      value: '30',
      namespace: before.namespace,
      description: before.description,
      visible: before.visible,
    });
  });

  it('never blanks a secret that the save does not carry', async () => {
    const id = await settingId('paypal_secret');
    await t.request('PUT', api(`settings/${id}`), {
      as: 'admin',
      body: { setting: { value: 'EL-SECRETO' } },
    });
    for (const setting of [{ title: 'PayPal' }, { description: 'Credencial' }, {}]) {
      const res = await t.request('PUT', api(`settings/${id}`), {
        as: 'admin',
        body: { setting },
      });
      expect(res.status).toBe(200);
      expect(t.secrets.decrypt((await stored(id)).value)).toBe('EL-SECRETO');
    }
    expect((await stored(id)).namespace).toBe('paypal');
  });

  it('a developer toggling visible keeps value, title and namespace', async () => {
    const id = await settingId('paypal_min_amount');
    const before = await stored(id);
    await t.request('PUT', api(`settings/${id}`), {
      as: 'developer',
      body: { setting: { visible: true } },
    });
    const after = await stored(id);
    expect(after).toMatchObject({
      value: before.value,
      title: before.title,
      namespace: before.namespace,
    });
  });
});
