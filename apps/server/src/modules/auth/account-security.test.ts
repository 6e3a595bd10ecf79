import { scryptSync, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/tenant-tx';
import { hashToken } from '../../lib/tokens';
import { lastMailTo, tokenFromMail } from '../../../test/helpers/mailbox';
import { customerWithBalance } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, PASSWORD, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password = PASSWORD, ip = '127.0.0.1') =>
  t.request('POST', api('users/sign_in'), { ip, body: { user: { email, password } } });

async function hashOf(email: string): Promise<string> {
  const [row] = rowsOf<{ password_hash: string }>(
    await t.database.db.execute(sql`select password_hash from users where email = ${email}`),
  );
  return row!.password_hash;
}

const profileOf = (user: { name: string; last_name: string; company: string; phone: string }) => ({
  name: user.name,
  last_name: user.last_name,
  company: user.company,
  phone: user.phone,
});

describe('password hashing', () => {
  it('stores argon2id hashes and turns an old scrypt hash into one at sign-in', async () => {
    expect(await hashOf('admin@despacho.test')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 64, { N: 16_384, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
    await t.database.db.execute(
      sql`update users set password_hash = ${legacy} where email = 'operator@despacho.test'`,
    );
    expect((await signIn('operator@despacho.test', 'wrong-password')).status).toBe(401);
    expect(await hashOf('operator@despacho.test')).toBe(legacy);
    expect((await signIn('operator@despacho.test')).status).toBe(200);
    expect(await hashOf('operator@despacho.test')).toMatch(/^\$argon2id\$/);
    expect((await signIn('operator@despacho.test')).status).toBe(200);
  });

  it('does the same argon2 work for an unknown e-mail as for a real one', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    try {
      expect((await signIn('nadie@despacho.test', 'whatever-1')).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect((await signIn('admin@despacho.test', 'whatever-1')).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('sessions', () => {
  it('an expired session token is refused like an unknown one', async () => {
    const token = (await signIn('developer@despacho.test')).body.data.token as string;
    expect((await t.request('GET', api('registrations'), { token })).status).toBe(200);
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`,
    );
    const res = await t.request('GET', api('registrations'), { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });
});

describe('changing the password', () => {
  it('signs out every other session and keeps the one that made the change', async () => {
    const here = (await signIn('customer@despacho.test')).body.data.token as string;
    const elsewhere = (await signIn('customer@despacho.test')).body.data.token as string;
    const me = (await t.request('GET', api('registrations'), { token: here })).body.data;
    const res = await t.request('PUT', api('registrations'), {
      token: here,
      body: {
        user: {
          ...profileOf(me),
          email: me.email,
          password: 'Nueva.Clave.1',
          password_confirmation: 'Nueva.Clave.1',
          current_password: PASSWORD,
        },
      },
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', api('registrations'), { token: here })).status).toBe(200);
    expect((await t.request('GET', api('registrations'), { token: elsewhere })).status).toBe(401);
    expect((await lastMailTo(t, 'customer@despacho.test'))?.subject).toMatch(
      /contraseña .* cambió/,
    );
    expect((await signIn('customer@despacho.test', 'Nueva.Clave.1')).status).toBe(200);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password, confirms the new address first and tells the old one', async () => {
    const token = await t.tokenFor('admin');
    const me = (await t.request('GET', api('registrations'), { token })).body.data;
    const change = (extra: Record<string, string>) =>
      t.request('PUT', api('registrations'), {
        token,
        body: { user: { ...profileOf(me), email: 'nuevo.admin@despacho.test', ...extra } },
      });

    const missing = await change({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['Este campo es obligatorio'] });
    const wrong = await change({ current_password: 'no-es-esta' });
    expect(wrong.body.errors).toEqual({
      current_password: ['La contraseña actual no es correcta'],
    });
    const taken = await t.request('PUT', api('registrations'), {
      token,
      body: {
        user: { ...profileOf(me), email: 'operator@despacho.test', current_password: PASSWORD },
      },
    });
    expect(taken.body.errors).toEqual({ email: ['Ya está en uso'] });

    const ok = await change({ current_password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      email: 'admin@despacho.test',
      unconfirmed_email: 'nuevo.admin@despacho.test',
    });
    expect((await lastMailTo(t, 'admin@despacho.test'))?.text).toContain(
      'nuevo.admin@despacho.test',
    );
    const confirmMail = await lastMailTo(t, 'nuevo.admin@despacho.test');
    expect(confirmMail?.subject).toMatch(/Confirma tu nuevo correo/);
    // Until the link is opened the account keeps its old address.
    expect((await signIn('admin@despacho.test')).status).toBe(200);
    expect((await signIn('nuevo.admin@despacho.test')).status).toBe(401);

    const link = tokenFromMail(confirmMail!.text, 'confirmation_token');
    const confirm = await t.request('GET', api('confirmations'), {
      query: { confirmation_token: link },
    });
    expect(confirm.status).toBe(200);
    expect((await signIn('nuevo.admin@despacho.test')).status).toBe(200);
    expect((await signIn('admin@despacho.test')).status).toBe(401);
    const again = await t.request('GET', api('confirmations'), {
      query: { confirmation_token: link },
    });
    expect(again.status).toBe(422);
    const after = (await t.request('GET', api('registrations'), { token })).body.data;
    expect(after).toMatchObject({ email: 'nuevo.admin@despacho.test', unconfirmed_email: null });
  });
});

describe('registration flag', () => {
  it("refuses new accounts while registration is closed ('1') and takes them when open", async () => {
    const body = {
      user: {
        name: 'Rosa',
        last_name: 'Ruiz',
        email: 'rosa@despacho.test',
        password: 'Clave.Segura1',
        phone: '8112345678',
        company: 'Rosa SA',
        shipments_per_month: '1-20',
      },
    };
    await t.database.db.execute(
      sql`update settings set value = '1' where key = 'register' and tenant_id = ${t.demoTenantId}`,
    );
    const closed = await t.request('POST', api('registrations'), { lang: 'en', body });
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({
      code: 'registration_closed',
      messages: ['Sign-up is closed. Please contact the administrator.'],
    });
    expect(await lastMailTo(t, 'rosa@despacho.test')).toBeNull();
    await t.database.db.execute(
      sql`update settings set value = '0' where key = 'register' and tenant_id = ${t.demoTenantId}`,
    );
    expect((await t.request('POST', api('registrations'), { body })).status).toBe(201);
  });
});

describe('limits on the profile’s e-mail change and current password', () => {
  const profile = {
    name: 'Cliente',
    last_name: 'Prueba',
    company: 'Tienda Prueba',
    phone: '8112345678',
  };
  const put = (token: string, user: Record<string, unknown>, ip = '10.140.0.1') =>
    t.request('PUT', api('registrations'), { token, ip, body: { user: { ...profile, ...user } } });

  it('sends at most 3 confirmation e-mails to one new address per 15 minutes, from any account', async () => {
    const a = await customerWithBalance(t, 'cambia.a@despacho.test', 0);
    const b = await customerWithBalance(t, 'cambia.b@despacho.test', 0);
    const to = (token: string, ip: string, email = 'victima@example.com') =>
      put(token, { email, current_password: PASSWORD }, ip);
    expect((await to(a.token, '10.141.0.1')).status).toBe(200);
    expect((await to(b.token, '10.141.0.2')).status).toBe(200);
    expect((await to(a.token, '10.141.0.3')).status).toBe(200);
    const fourth = await to(b.token, '10.141.0.4');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const mails = (await t.request('GET', api('dev/mailbox'))).body.data as { to: string }[];
    expect(mails.filter((m) => m.to === 'victima@example.com')).toHaveLength(3);
  });

  it('lets one account ask for a handful of new addresses an hour, not 15 in a row', async () => {
    const c = await customerWithBalance(t, 'cambia.c@despacho.test', 0);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await put(
        c.token,
        { email: `destino.${i}@example.com`, current_password: PASSWORD },
        `10.142.0.${i + 1}`,
      );
      answers.push(res.status);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual(Array(10).fill(429));
    // Saving the rest of the profile is not an e-mail change and stays open.
    expect((await put(c.token, { email: 'cambia.c@despacho.test', name: 'Otra' })).status).toBe(
      200,
    );
  });

  it('throttles guesses of the current password like sign-in, and they count toward the lock', async () => {
    const d = await customerWithBalance(t, 'adivina.d@despacho.test', 0);
    const guess = (i: number, ip = '10.143.0.1') =>
      put(d.token, { email: 'otro.d@example.com', current_password: `Mala.${i}` }, ip);
    const fromOne: number[] = [];
    for (let i = 0; i < 11; i++) fromOne.push((await guess(i)).status);
    expect(fromOne.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(fromOne[10]).toBe(429);
    // From other addresses the guesses go on until the account's lock (20 failures in 15 min).
    const elsewhere: { status: number; code: string }[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await guess(100 + i, `10.144.0.${i + 1}`);
      elsewhere.push({ status: res.status, code: res.body.code });
    }
    expect(elsewhere.filter((r) => r.status === 422)).toHaveLength(10);
    expect(elsewhere.at(-1)).toEqual({ status: 429, code: 'account_locked' });
    // The right password is refused too while locked, here and at sign-in from a new address.
    const right = await put(
      d.token,
      { email: 'otro.d@example.com', current_password: PASSWORD },
      '10.144.1.1',
    );
    expect(right.body.code).toBe('account_locked');
    expect((await signIn('adivina.d@despacho.test', PASSWORD, '10.144.1.2')).body.code).toBe(
      'account_locked',
    );
  });
});
