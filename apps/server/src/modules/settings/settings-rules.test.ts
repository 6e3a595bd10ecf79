import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function setting(key: string, tenant = 'demo') {
  const res = await t.request('GET', api('settings'), {
    as: 'developer',
    tenant,
    query: { 'where[key]': key },
  });
  return res.body.data[0] as { id: number; kind: string; options: string[] | null; value: string };
}
const put = (
  id: number,
  value: string,
  as: 'admin' | 'developer' = 'admin',
  lang: 'es-MX' | 'en' = 'es-MX',
) => t.request('PUT', api(`settings/${id}`), { as, lang, body: { setting: { value } } });
const customBody = (key: string, visible = true) => ({
  setting: { title: 'Nota', key, value: 'x', namespace: 'other', visible },
});

describe('setting kinds', () => {
  it('answers each catalogue key with the control its value needs', async () => {
    expect(await setting('insurance')).toMatchObject({
      kind: 'flag',
      options: null,
      catalogue: true,
    });
    expect(await setting('report_limit')).toMatchObject({ kind: 'number' });
    expect(await setting('paypal_secret')).toMatchObject({ kind: 'secret' });
    expect(await setting('nota_label_format')).toMatchObject({
      kind: 'choice',
      options: ['letter', '4x6'],
    });
    // A fiscal code looks numeric but is text; the issuer's régimen is one of CFDI 4.0's.
    expect(await setting('invoicing_product_key')).toMatchObject({ kind: 'text' });
    const regime = await setting('invoicing_fiscal_regime');
    expect(regime).toMatchObject({ kind: 'choice', value: '601' });
    expect(regime.options).toContain('626');
    expect(regime.options).not.toContain('609');
    expect((await put(regime.id, '609')).status).toBe(422);
    const created = await t.request('POST', api('settings'), {
      as: 'developer',
      body: customBody('custom_kind'),
    });
    expect(created.body.data).toMatchObject({ kind: 'text', options: null, catalogue: false });
  });

  it('refuses a value its kind does not allow with a message on value, in both languages', async () => {
    const flag = await setting('invoicing');
    const bad = await put(flag.id, 'yes');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ value: ["Debe ser '1' (activado) o '0' (desactivado)"] });
    expect((await put(flag.id, '1')).body.data.value).toBe('1');

    const num = await setting('paypal_min_amount');
    const en = await put(num.id, '-5', 'admin', 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors.value).toEqual(['Enter a number without signs, e.g. 100 or 99.50']);
    expect((await put(num.id, 'abc')).status).toBe(422);
    expect((await put(num.id, '')).status).toBe(422);
    expect((await put(num.id, '99.50')).body.data.value).toBe('99.50');

    const format = await setting('nota_label_format');
    expect((await put(format.id, 'A4')).body.errors.value).toEqual([
      'Elige una de las opciones de la lista',
    ]);
    expect((await put(format.id, '4x6')).body.data.value).toBe('4x6');
    expect((await setting('nota_label_format')).value).toBe('4x6');
  });

  it('a secret stays masked, and the mask sent back keeps it unchanged', async () => {
    const s = await setting('shopify_api_secret');
    expect((await put(s.id, 'shpss_real')).body.data.value).toBe('*****');
    const again = await put(s.id, '*****');
    expect(again.status).toBe(200);
    expect(again.body.data.value).toBe('*****');
    const [row] = await t.database.db.select().from(settings).where(eq(settings.id, s.id));
    expect(t.secrets.decrypt(row!.value)).toBe('shpss_real');
    const list = await t.request('GET', api('settings'), {
      as: 'admin',
      query: { per_page: '2000' },
    });
    expect(JSON.stringify(list.body)).not.toContain('shpss_real');
  });
});

describe('DELETE /settings/:id', () => {
  it('deletes a custom setting for developers only', async () => {
    const created = await t.request('POST', api('settings'), {
      as: 'developer',
      body: customBody('to_remove'),
    });
    const id = created.body.data.id as number;
    for (const role of ['customer', 'operator', 'admin', 'main_admin'] as const) {
      const res = await t.request('DELETE', api(`settings/${id}`), { as: role });
      expect(res.status, role).toBe(403);
    }
    const res = await t.request('DELETE', api(`settings/${id}`), { as: 'developer' });
    expect(res.status).toBe(200);
    expect((await t.request('GET', api(`settings/${id}`), { as: 'developer' })).status).toBe(404);
    expect((await t.request('DELETE', api(`settings/${id}`), { as: 'developer' })).status).toBe(
      404,
    );
  });

  it('refuses a catalogue key: it would come back at the next start', async () => {
    const { id } = await setting('insurance');
    const res = await t.request('DELETE', api(`settings/${id}`), { as: 'developer', lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.errors.base[0]).toContain('change its value instead');
    expect((await t.request('GET', api(`settings/${id}`), { as: 'developer' })).status).toBe(200);
  });

  it("another tenant's setting is not found", async () => {
    const created = await t.request('POST', api('settings'), {
      as: 'developer',
      tenant: 'otra',
      body: customBody('theirs'),
    });
    const id = created.body.data.id as number;
    expect((await t.request('DELETE', api(`settings/${id}`), { as: 'developer' })).status).toBe(
      404,
    );
    const theirs = await t.request('GET', api(`settings/${id}`), {
      as: 'developer',
      tenant: 'otra',
    });
    expect(theirs.status).toBe(200);
  });
});

describe('roles', () => {
  it('admin cannot create; customer and operator cannot read or update', async () => {
    expect(
      (await t.request('POST', api('settings'), { as: 'admin', body: customBody('by_admin') }))
        .status,
    ).toBe(403);
    const { id } = await setting('insurance');
    for (const role of ['customer', 'operator'] as const) {
      expect((await t.request('GET', api(`settings/${id}`), { as: role })).status, role).toBe(403);
      expect((await put(id, '1', role as 'admin')).status, role).toBe(403);
    }
  });

  it('a hidden row is not found for admin, on read, update and list', async () => {
    const created = await t.request('POST', api('settings'), {
      as: 'developer',
      body: customBody('hidden_one', false),
    });
    const id = created.body.data.id as number;
    expect((await t.request('GET', api(`settings/${id}`), { as: 'admin' })).status).toBe(404);
    expect((await put(id, 'y')).status).toBe(404);
    const [row] = await t.database.db.select().from(settings).where(eq(settings.id, id));
    expect(row!.value).toBe('x');
  });
});

describe('analytics_url (issue 22)', () => {
  it('refuses a value the analytics page could not embed and keeps the old one', async () => {
    const row = await setting('analytics_url');
    for (const [value, message] of [
      ['javascript:alert(1)', 'La dirección debe empezar con https://'],
      ['bi.example.com', 'No es una dirección (URL) válida'],
      ['https://ana:pw@bi.example.com/', 'La dirección no puede llevar usuario ni contraseña'],
    ]) {
      const res = await put(row.id, value!);
      expect(res.status).toBe(422);
      expect(res.body.errors.value).toEqual([message]);
    }
    expect((await setting('analytics_url')).value).toBe(row.value);
    const ok = await put(row.id, 'https://bi.example.com/board');
    expect(ok.status).toBe(200);
    expect((await setting('analytics_url')).value).toBe('https://bi.example.com/board');
    expect((await put(row.id, '')).status).toBe(200);
  });
});
