import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, tokenFromMail } from '../../../test/helpers/mailbox';
import { api, createTestApp, PASSWORD, type TestApp } from '../../../test/helpers/test-app';

/** A password forgotten and reset, the profile and the preferences of an account. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string) =>
  t.request('POST', api('users/sign_in'), { body: { user: { email, password } } });

describe('forgot and reset password', () => {
  it('answers the same for any e-mail; the reset token works once', async () => {
    const known = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'operator@despacho.test' } },
    });
    const unknown = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'nobody@despacho.test' } },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMailTo(t, 'operator@despacho.test');
    expect(mail?.text).toContain('/reset-password?reset_password_token=');
    const token = tokenFromMail(mail!.text, 'reset_password_token');
    const body = {
      user: {
        password: 'Nueva.Clave1',
        password_confirmation: 'Nueva.Clave1',
        reset_password_token: token,
      },
    };

    const mismatch = await t.request('PUT', api('reset_password'), {
      body: { user: { ...body.user, password_confirmation: 'otra-cosa' } },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password).toEqual(['Las contraseñas no coinciden']);

    expect((await t.request('PUT', api('reset_password'), { body })).status).toBe(200);
    expect((await t.request('PUT', api('reset_password'), { body })).status).toBe(422);
    expect((await signIn('operator@despacho.test', 'Nueva.Clave1')).status).toBe(200);
    expect((await signIn('operator@despacho.test', PASSWORD)).status).toBe(401);
  });

  it('refuses an expired token and retires older tokens when a new one is issued', async () => {
    await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'admin@despacho.test' } },
    });
    const first = tokenFromMail(
      (await lastMailTo(t, 'admin@despacho.test'))!.text,
      'reset_password_token',
    );
    await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'admin@despacho.test' } },
    });
    const second = tokenFromMail(
      (await lastMailTo(t, 'admin@despacho.test'))!.text,
      'reset_password_token',
    );
    const reset = (token: string) =>
      t.request('PUT', api('reset_password'), {
        body: {
          user: {
            password: 'Otra.Clave22',
            password_confirmation: 'Otra.Clave22',
            reset_password_token: token,
          },
        },
      });
    expect((await reset(first)).status).toBe(422);
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where kind = 'reset'`,
    );
    const expired = await reset(second);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('token_invalid');
    expect((await signIn('admin@despacho.test', PASSWORD)).status).toBe(200);
  });
});

describe('PUT /registrations (profile)', () => {
  const profile = {
    name: 'Carmen',
    last_name: 'Clienta',
    company: 'Tienda Carmen',
    phone: '8112345678',
    email: 'customer@despacho.test',
  };

  it('updates the profile; a password change needs the current password', async () => {
    const ok = await t.request('PUT', api('registrations'), {
      as: 'customer',
      body: { user: { ...profile, company: 'Tienda Nueva' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.company).toBe('Tienda Nueva');

    const wrong = await t.request('PUT', api('registrations'), {
      as: 'customer',
      body: {
        user: {
          ...profile,
          password: 'Nueva.Clave1',
          password_confirmation: 'Nueva.Clave1',
          current_password: 'mala-clave',
        },
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      current_password: ['La contraseña actual no es correcta'],
    });

    const taken = await t.request('PUT', api('registrations'), {
      as: 'customer',
      body: { user: { ...profile, email: 'admin@despacho.test', current_password: PASSWORD } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['Ya está en uso']);

    const bad = await t.request('PUT', api('registrations'), {
      as: 'customer',
      lang: 'en',
      body: { user: { ...profile, name: '' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['This field is required']);
  });

  it('is 401 without a token', async () => {
    expect((await t.request('PUT', api('registrations'), { body: { user: profile } })).status).toBe(
      401,
    );
    expect((await t.request('GET', api('registrations'))).status).toBe(401);
  });
});

describe('POST /users/update_preference', () => {
  it('keeps the label format to the three we print (letter, 4×6, ZPL) and the RFCs to valid ones (or none)', async () => {
    const set = (key: string, value: string) =>
      t.request('POST', api('users/update_preference'), {
        as: 'customer',
        body: { preference: { key, value } },
      });
    expect((await set('label_printing_format', 'thermal')).body.data.preferences).toMatchObject({
      label_printing_format: 'thermal',
    });
    expect((await set('label_printing_format', 'zpl')).status).toBe(200);
    await set('label_printing_format', 'thermal');
    const paper = await set('label_printing_format', 'a4');
    expect(paper.status).toBe(422);
    expect(paper.body.errors.value).toBeDefined();
    const rfc = await set('origin_rfc', ' dde200101kx3 ');
    expect(rfc.body.data.preferences).toMatchObject({ origin_rfc: 'DDE200101KX3' });
    const badRfc = await set('destination_rfc', 'NO-ES-RFC');
    expect(badRfc.status).toBe(422);
    expect(badRfc.body.errors.value[0]).toMatch(/RFC/);
    const cleared = await set('origin_rfc', '');
    expect(cleared.body.data.preferences.origin_rfc).toBe('');
    expect(cleared.body.data.preferences.label_printing_format).toBe('thermal');
  });

  it('stores a preference; locale also sets the account language', async () => {
    const res = await t.request('POST', api('users/update_preference'), {
      as: 'main_admin',
      body: { preference: { key: 'locale', value: 'en' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.locale).toBe('en');
    expect(res.body.data.preferences).toEqual({ locale: 'en' });
    const bad = await t.request('POST', api('users/update_preference'), {
      as: 'main_admin',
      body: { preference: { key: 'locale', value: 'fr' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.value).toBeDefined();
    const unknownKey = await t.request('POST', api('users/update_preference'), {
      as: 'main_admin',
      body: { preference: { key: 'color', value: 'x' } },
    });
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.errors.key).toBeDefined();
    expect(
      (
        await t.request('POST', api('users/update_preference'), {
          body: { preference: { key: 'locale', value: 'en' } },
        })
      ).status,
    ).toBe(401);
  });
});
