import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, LONG, PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string, opts: { lang?: 'en'; tenant?: string } = {}) =>
  t.request('POST', api('users/sign_in'), { ...opts, body: { user: { email, password } } });

describe('POST /users/sign_in', () => {
  it('answers the user and a token that authenticates later requests', async () => {
    const res = await signIn('Customer@Despacho.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      email: 'customer@despacho.test',
      user_type: 'customer',
      balance: '5000.00',
      fullname: 'Carmen Clienta',
    });
    const me = await t.request('GET', api('registrations'), { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('customer@despacho.test');
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn('admin@despacho.test', 'nope-nope');
    const unknown = await signIn('nadie@despacho.test', 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it("does not sign a user into another tenant's account", async () => {
    const res = await signIn('customer@otra.test', PASSWORD, { tenant: 'demo' });
    expect(res.status).toBe(401);
  });

  it('validates the form (422) in Spanish and English, including 10,000-character strings', async () => {
    const es = await signIn('no-es-correo', '');
    expect(es.status).toBe(422);
    expect(es.body.errors).toEqual({
      email: ['Por favor, introduce una dirección de correo electrónico válida'],
      password: ['Este campo es obligatorio'],
    });
    const en = await signIn(LONG, LONG, { lang: 'en' });
    expect(en.status).toBe(422);
    expect(en.body.errors.password).toEqual(['At most 35 characters']);
    const missing = await t.request('POST', api('users/sign_in'), { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.base).toEqual(['Este campo es obligatorio']);
  });

  it('limits tries to 10 a minute per e-mail and IP (429 on the 11th)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn('operator@despacho.test', 'bad-password')).status).toBe(401);
    }
    const blocked = await signIn('OPERATOR@despacho.test', PASSWORD, { lang: 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limited');
    expect(blocked.body.messages[0]).toMatch(/Too many attempts/);
    // Another account from the same IP is unaffected.
    expect((await signIn('admin@despacho.test', PASSWORD)).status).toBe(200);
  });
});

describe('suspended accounts', () => {
  it('cannot sign in, and their open sessions stop working', async () => {
    const token = await t.tokenFor('customer', 'otra');
    await t.database.db.execute(
      sql`update users set status = 'suspended' where email = 'customer@otra.test'`,
    );
    const res = await signIn('customer@otra.test', PASSWORD, { tenant: 'otra' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_suspended');
    expect((await t.request('GET', api('registrations'), { token, tenant: 'otra' })).status).toBe(
      401,
    );
  });
});

describe('DELETE /sign_out', () => {
  it('revokes the token', async () => {
    const { body } = await signIn('developer@despacho.test', PASSWORD);
    const token = body.data.token;
    expect((await t.request('DELETE', api('sign_out'), { token })).body).toEqual({
      data: { ok: true },
    });
    const after = await t.request('GET', api('registrations'), { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthenticated');
  });

  it('is 401 without a token, and a token is no good in another tenant', async () => {
    expect((await t.request('DELETE', api('sign_out'))).status).toBe(401);
    const token = await t.tokenFor('admin');
    expect((await t.request('GET', api('registrations'), { token, tenant: 'otra' })).status).toBe(
      401,
    );
  });
});

describe('GET /acls', () => {
  it('answers can per model for the role (index = read)', async () => {
    const customer = await t.request('GET', api('acls'), { as: 'customer' });
    expect(customer.status).toBe(200);
    expect(customer.body.data.can.Dashboard).toMatchObject({
      read: true,
      index: true,
      create: false,
    });
    expect(customer.body.data.can.Notice.read).toBe(false);
    expect(customer.body.data.can.BankAccount).toMatchObject({ read: true, create: false });
    const admin = await t.request('GET', api('acls'), { as: 'admin' });
    expect(admin.body.data.can.Notice).toMatchObject({
      manage: true,
      read: true,
      create: true,
      update: true,
      destroy: true,
    });
    expect(admin.body.data.can.SystemSetting.read).toBe(false);
    const dev = await t.request('GET', api('acls'), { as: 'developer' });
    expect(dev.body.data.can.SystemSetting).toMatchObject({ manage: true, read: true });
    expect(Array.isArray(dev.body.data.rules)).toBe(true);
  });

  it('is 401 without a token', async () => {
    expect((await t.request('GET', api('acls'))).status).toBe(401);
  });
});
