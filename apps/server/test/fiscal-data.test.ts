import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAT_CFDI_USES, SAT_FISCAL_REGIMES, SAT_PAYMENT_FORMS } from '@despacho/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, users } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { fiscalDataOf } from '../src/modules/fiscal-data/fiscal-data.repository';
import { api, createTestApp, OTHER_TENANT, type Role, type TestApp } from './helpers/test-app';

let t: TestApp;
let mx: number;
let customerId: number;

const idOf = (email: string, tenantId = t.demoTenantId) =>
  withTenant(t.database.db, tenantId, async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    return u!.id;
  });

beforeAll(async () => {
  t = await createTestApp();
  mx = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [found] = await tx.select().from(countries).where(eq(countries.code, 'MX'));
    if (found) return found.id;
    const [made] = await tx
      .insert(countries)
      .values({ tenantId: t.demoTenantId, code: 'MX', name: 'México' })
      .returning();
    return made!.id;
  });
  customerId = await idOf(t.emailOf('customer'));
});
afterAll(async () => t?.close());

/** A company (EKU9003173C9: SAT's test RFC, valid check digit) asking for general expenses. */
const company = () => ({
  business_name: 'Escuela Kemper Urgate SA de CV',
  rfc: 'eku9003173c9',
  fiscal_regime: '601',
  payment_form: '03',
  cfdi_use: 'G03',
  email: 'facturas@kemper.test',
  phone: '8112345678',
  country_id: mx,
  state: 'Nuevo León',
  street: 'Hidalgo',
  number: '100',
  interior_number: '',
  neighborhood: 'Centro',
  city: 'Monterrey',
  postal_code: '64000',
});

const save = (as: Role, body: Record<string, unknown>, lang: 'en' | 'es-MX' = 'es-MX') =>
  t.request('POST', api('fiscal_data'), { as, body: { fiscal_datum: body }, lang });

describe('saving fiscal data', () => {
  it('a first visit reads null, then a save is read back with the SAT names', async () => {
    const before = await t.request('GET', api('fiscal_data/0'), { as: 'customer' });
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    const saved = await save('customer', company());
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      rfc: 'EKU9003173C9',
      person_kind: 'moral',
      fiscal_regime_name: 'General de Ley Personas Morales',
      cfdi_use_name: 'Gastos en general',
      payment_form_name: 'Transferencia electrónica de fondos',
      country_name: expect.any(String),
      interior_number: null,
      user_id: customerId,
    });
    const mine = await t.request('GET', api('fiscal_data/0'), { as: 'customer' });
    expect(mine.body.data).toEqual(saved.body.data);
    const row = await withTenant(t.database.db, t.demoTenantId, (tx) =>
      fiscalDataOf(tx, customerId),
    );
    expect(row).toMatchObject({ rfc: 'EKU9003173C9', postalCode: '64000' });
  });

  it('a second save replaces the one record (PUT with id 0 too)', async () => {
    const person = {
      ...company(),
      business_name: 'Ana Vázquez',
      rfc: 'VADA800927DJ3',
      fiscal_regime: '612',
      cfdi_use: 'D01',
    };
    const res = await t.request('PUT', api('fiscal_data/0'), {
      as: 'customer',
      body: { fiscal_datum: person },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rfc: 'VADA800927DJ3', person_kind: 'fisica' });
    const list = await t.request('GET', api('fiscal_data'), { as: 'customer' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].cfdi_use).toBe('D01');
  });

  it.each([
    ['business_name', '', 'obligatorio'],
    ['rfc', 'ABC-123', 'El RFC no tiene un formato válido'],
    ['rfc', 'EKU9003173C8', 'homoclave'],
    ['rfc', 'XAXX010101000', 'RFC genérico'],
    ['fiscal_regime', '605', 'no aplica a personas morales'],
    ['fiscal_regime', '630', 'CFDI 4.0'],
    ['cfdi_use', 'D01', 'no aplica al régimen'],
    ['cfdi_use', 'CN01', 'no aplica al régimen'],
    ['payment_form', '07', 'no es válido'],
    ['phone', '81123456789', 'Máximo'],
    ['phone', '81-1234', 'dígitos'],
    ['postal_code', '6400', '5 dígitos'],
    ['postal_code', '', 'obligatorio'],
    ['street', '', 'obligatorio'],
    ['neighborhood', '', 'obligatorio'],
    ['city', '', 'obligatorio'],
    ['state', '', 'obligatorio'],
    ['country_id', 999999, 'no es válido'],
    ['email', 'no-es-correo', 'correo electrónico válida'],
  ])('%s = %j is refused on its field', async (field, value, words) => {
    const res = await save('customer', { ...company(), [field]: value });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.errors[field].join(' ')).toContain(words);
  });

  it('words the refusals in English when asked', async () => {
    const res = await save('customer', { ...company(), cfdi_use: 'D10' }, 'en');
    expect(res.body.errors.cfdi_use).toEqual([
      'The CFDI use does not apply to the chosen tax regime',
    ]);
  });
});

describe('who reads whose fiscal data', () => {
  beforeAll(async () => {
    await save('customer', company());
  });

  it('staff read a customer’s record by user id (read-only view)', async () => {
    for (const as of ['admin', 'main_admin', 'developer'] as const) {
      const res = await t.request('GET', api('fiscal_data'), {
        as,
        query: { 'where[user_id]': String(customerId) },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ user_id: customerId, rfc: 'EKU9003173C9' });
      const one = await t.request('GET', api(`fiscal_data/${res.body.data[0].id}`), { as });
      expect(one.body.data.rfc).toBe('EKU9003173C9');
    }
  });

  it('a customer or operator asking for another user’s gets 403, and never their record by id', async () => {
    const adminId = await idOf(t.emailOf('admin'));
    for (const as of ['customer', 'operator'] as const) {
      const res = await t.request('GET', api('fiscal_data'), {
        as,
        query: { 'where[user_id]': String(as === 'customer' ? adminId : customerId) },
      });
      expect(res.status).toBe(403);
    }
    const list = await t.request('GET', api('fiscal_data'), {
      as: 'admin',
      query: { 'where[user_id]': String(customerId) },
    });
    const byId = await t.request('GET', api(`fiscal_data/${list.body.data[0].id}`), {
      as: 'operator',
    });
    expect(byId.status).toBe(404);
  });

  it('a user of another tenant is a 404', async () => {
    const res = await t.request('GET', api('fiscal_data'), {
      as: 'admin',
      query: { 'where[user_id]': String(t.other.customerId) },
    });
    expect(res.status).toBe(404);
    const theirs = await t.request('GET', api('fiscal_data'), {
      as: 'main_admin',
      tenant: OTHER_TENANT,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', api('fiscal_data/0'))).status).toBe(401);
    expect((await t.request('POST', api('fiscal_data'), { body: {} })).status).toBe(401);
  });

  it('saving always writes the caller’s own record, never someone else’s', async () => {
    const adminSave = await save('admin', { ...company(), business_name: 'Admin SA de CV' });
    expect(adminSave.status).toBe(200);
    const adminId = await idOf(t.emailOf('admin'));
    expect(adminSave.body.data.user_id).toBe(adminId);
    const customerRow = await t.request('GET', api('fiscal_data/0'), { as: 'customer' });
    expect(customerRow.body.data.business_name).toBe('Escuela Kemper Urgate SA de CV');
    const other = await t.request('PUT', api(`fiscal_data/${adminSave.body.data.id}`), {
      as: 'customer',
      body: { fiscal_datum: company() },
    });
    expect(other.status).toBe(404);
  });
});

describe('API document', () => {
  it('lists the fiscal data and tax verification routes', async () => {
    // The full document (these routes are not in the partner one served at /docs/json).
    expect(Object.keys(t.app.openApiAll().paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/v1/fiscal_data',
        '/api/v1/fiscal_data/{id}',
        '/api/v1/tax_fiscal_data',
        '/api/v1/tax_fiscal_data/{user_id}/documents/{field}',
      ]),
    );
  });
});

describe('SAT catalogues', () => {
  const raw = (file: string) =>
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL(
            `../../../node_modules/@nodecfdi/sat-micro-catalogs/build/raw/${file}.json`,
            import.meta.url,
          ),
        ),
        'utf8',
      ),
    ) as Record<string, string | number>[];

  it('the shared copies match @nodecfdi/sat-micro-catalogs row for row', () => {
    expect(SAT_FISCAL_REGIMES).toEqual(
      raw('cfdi_40_regimenes_fiscales').map((r) => ({
        id: r.id,
        name: r.texto,
        fisica: r.aplica_fisica === 1,
        moral: r.aplica_moral === 1,
      })),
    );
    expect(SAT_CFDI_USES.map((u) => ({ ...u, regimes: [...u.regimes].sort() }))).toEqual(
      raw('cfdi_40_usos_cfdi').map((r) => ({
        id: r.id,
        name: String(r.texto).replace(/\.$/, ''),
        regimes: String(r.regimenes_fiscales_receptores).replace(/\s/g, '').split(',').sort(),
      })),
    );
    expect(SAT_PAYMENT_FORMS).toEqual(
      raw('cfdi_40_formas_pago').map((r) => ({ id: r.id, name: r.texto })),
    );
  });
});
