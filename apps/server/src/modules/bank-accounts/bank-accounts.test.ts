import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valid = {
  account_number: '4455667788',
  clabe: '021180005555555551',
  beneficiary: 'Despacho Demo S.A. de C.V.',
  rfc: 'dde200101kx3',
};

describe('GET /bank_accounts', () => {
  it('lists the tenant accounts to customers too (they pay by transfer)', async () => {
    const banks = async (order: string) => {
      const res = await t.request('GET', api('bank_accounts'), {
        as: 'customer',
        query: { order },
      });
      expect(res.status).toBe(200);
      expect(res.body.pagination.total_objects).toBe(2);
      return res.body.data.map((b: { bank: string }) => b.bank) as string[];
    };
    const asc = await banks('bank asc');
    expect([...asc].sort()).toEqual(['BBVA México', 'Banorte']);
    expect(await banks('bank desc')).toEqual([...asc].reverse());
  });

  it('is 401 without a token and 422 on a bad page', async () => {
    expect((await t.request('GET', api('bank_accounts'))).status).toBe(401);
    expect(
      (await t.request('GET', api('bank_accounts'), { as: 'admin', query: { page: '0' } })).status,
    ).toBe(422);
  });
});

describe('GET /bank_accounts/:id', () => {
  it("reads one, and another tenant's is 404", async () => {
    const list = await t.request('GET', api('bank_accounts'), { as: 'operator' });
    const id = list.body.data[0].id;
    expect(
      (await t.request('GET', api(`bank_accounts/${id}`), { as: 'operator' })).body.data.id,
    ).toBe(id);
    expect(
      (await t.request('GET', api(`bank_accounts/${t.other.bankAccountId}`), { as: 'developer' }))
        .status,
    ).toBe(404);
    expect((await t.request('GET', api('bank_accounts/abc'), { as: 'admin' })).status).toBe(422);
  });
});

describe('POST /bank_accounts', () => {
  it('creates an account with the bank read from the CLABE (RFC upper-cased)', async () => {
    const res = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      body: { bank_account: { ...valid, bank: 'Otro banco escrito a mano' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ bank: 'HSBC', rfc: 'DDE200101KX3' });
  });

  it('refuses a CLABE already registered in the tenant, and one whose bank code is unknown', async () => {
    const dup = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '012180001234567899' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ clabe: ['Ya hay una cuenta registrada con esta CLABE'] });
    const en = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      lang: 'en',
      body: { bank_account: { ...valid, clabe: '999010077777777774' } },
    });
    expect(en.body.errors).toEqual({
      clabe: ['The first 3 digits of the CLABE do not match any bank in the ABM catalogue'],
    });
    // The other tenant's CLABE is free here: the rule is per tenant.
    const theirs = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '014180001234567897' } },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.bank).toBe('Santander');
  });

  it('checks the CLABE check digit, RFC and account number, in both languages', async () => {
    const bad = {
      ...valid,
      clabe: '012180001234567891',
      rfc: 'XX',
      account_number: '12',
      beneficiary: LONG,
    };
    const es = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      body: { bank_account: bad },
    });
    expect(es.status).toBe(422);
    expect(es.body.errors).toEqual({
      beneficiary: ['Máximo 120 caracteres'],
      account_number: ['El número de cuenta debe tener entre 6 y 20 dígitos'],
      clabe: ['La CLABE no es válida: revisa los dígitos (el verificador no coincide)'],
      rfc: ['El RFC no tiene un formato válido'],
    });
    const en = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      lang: 'en',
      body: { bank_account: { ...valid, beneficiary: '' } },
    });
    expect(en.body.errors).toEqual({ beneficiary: ['This field is required'] });
    const short = await t.request('POST', api('bank_accounts'), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '01218000123' } },
    });
    expect(short.body.errors).toEqual({ clabe: ['La CLABE debe tener 18 dígitos'] });
  });

  it('is refused to customers and operators', async () => {
    for (const role of ['customer', 'operator'] as const) {
      expect(
        (await t.request('POST', api('bank_accounts'), { as: role, body: { bank_account: valid } }))
          .status,
      ).toBe(403);
    }
  });
});

describe('PUT and DELETE /bank_accounts/:id', () => {
  it('updates and deletes its own; another tenant is 404 and keeps its account', async () => {
    const created = await t.request('POST', api('bank_accounts'), {
      as: 'main_admin',
      body: { bank_account: { ...valid, clabe: '137180004444444448' } },
    });
    const id = created.body.data.id;
    expect(created.body.data.bank).toBe('BanCoppel');
    const upd = await t.request('PUT', api(`bank_accounts/${id}`), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '646180003333333330' } },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.bank).toBe('STP');
    const taken = await t.request('PUT', api(`bank_accounts/${id}`), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '072580009876543211' } },
    });
    expect(taken.body.errors).toEqual({ clabe: ['Ya hay una cuenta registrada con esta CLABE'] });
    // Saving an account with its own CLABE is not a duplicate.
    const same = await t.request('PUT', api(`bank_accounts/${id}`), {
      as: 'admin',
      body: { bank_account: { ...valid, clabe: '646180003333333330', beneficiary: 'Otro' } },
    });
    expect(same.status).toBe(200);
    expect(
      (
        await t.request('PUT', api(`bank_accounts/${id}`), {
          as: 'customer',
          body: { bank_account: valid },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('DELETE', api(`bank_accounts/${id}`), { as: 'operator' })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', api(`bank_accounts/${id}`), { as: 'admin' })).body).toEqual({
      data: { ok: true },
    });
    expect((await t.request('GET', api(`bank_accounts/${id}`), { as: 'admin' })).status).toBe(404);

    const other = t.other.bankAccountId;
    expect(
      (
        await t.request('PUT', api(`bank_accounts/${other}`), {
          as: 'developer',
          body: { bank_account: valid },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', api(`bank_accounts/${other}`), { as: 'developer' })).status,
    ).toBe(404);
    const theirs = await t.request('GET', api(`bank_accounts/${other}`), {
      as: 'admin',
      tenant: 'otra',
    });
    expect(theirs.body.data.bank).toBe('Santander');
  });
});
