import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, tokenFromMail } from '../../../test/helpers/mailbox';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signup = (overrides: Record<string, unknown> = {}) => ({
  user: {
    name: 'Nora',
    last_name: 'Nueva',
    email: 'nora@tienda.test',
    password: 'Secreta.123',
    phone: '(81) 1234-5678',
    company: 'Tienda Nora',
    shipments_per_month: '21-50',
    business_type: 'ecommerce',
    ...overrides,
  },
});
const signIn = (email: string, password: string) =>
  t.request('POST', api('users/sign_in'), { body: { user: { email, password } } });

describe('sign up -> confirm through the outbox -> sign in', () => {
  it('creates an unconfirmed customer who cannot sign in until the e-mailed link is used', async () => {
    const created = await t.request('POST', api('registrations'), { body: signup(), lang: 'en' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: 'nora@tienda.test',
      user_type: 'customer',
      phone: '8112345678',
      confirmed_at: null,
      locale: 'en',
      balance: '0.00',
      questions: [
        { question: 'shipments_per_month', answer: '21-50' },
        { question: 'business_type', answer: 'ecommerce' },
      ],
    });
    expect(created.body.data.referral_code).toMatch(/^[A-Z0-9]{8}$/);

    const refused = await signIn('nora@tienda.test', 'Secreta.123');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('unconfirmed_account');
    expect(refused.body.messages[0]).toMatch(/confirmar tu correo/);

    const mail = await lastMailTo(t, 'nora@tienda.test');
    expect(mail?.subject).toMatch(/Confirm your Despacho Demo account/);
    expect(mail?.text).toContain('http://localhost:3000/confirm?confirmation_token=');
    const token = tokenFromMail(mail!.text, 'confirmation_token');

    const confirmed = await t.request('GET', api('confirmations'), {
      query: { confirmation_token: token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { ok: true } });
    expect((await signIn('nora@tienda.test', 'Secreta.123')).status).toBe(200);

    const again = await t.request('GET', api('confirmations'), {
      query: { confirmation_token: token },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.confirmation_token).toHaveLength(1);
  });

  it('rejects a taken e-mail, an unknown referral code and an incomplete step 2', async () => {
    const res = await t.request('POST', api('registrations'), {
      body: signup({
        email: 'ADMIN@despacho.test',
        referred_by: 'NOEXISTE',
        shipments_per_month: undefined,
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.shipments_per_month).toEqual(['Selecciona una respuesta']);
    const taken = await t.request('POST', api('registrations'), {
      body: signup({ email: 'ADMIN@despacho.test' }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Ya está en uso'] });
    const ref = await t.request('POST', api('registrations'), {
      body: signup({ email: 'r@t.test', referred_by: 'NOEXISTE' }),
    });
    expect(ref.status).toBe(422);
    expect(Object.keys(ref.body.errors)).toEqual(['referred_by']);
  });

  it('accepts a referral code of the tenant', async () => {
    const customer = await t.request('GET', api('registrations'), { as: 'customer' });
    const code = customer.body.data.referral_code;
    const res = await t.request('POST', api('registrations'), {
      body: signup({ email: 'referido@t.test', referred_by: code.toLowerCase() }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.referred_by).toBe(code);
  });

  it('validates step 1 field by field, with long strings refused', async () => {
    const res = await t.request('POST', api('registrations'), {
      lang: 'en',
      body: signup({ name: LONG, phone: '123', password: 'short', email: 'x' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['At most 35 characters'],
      phone: ['The phone must have 10 digits'],
      password: ['The password must be 8 to 35 characters long'],
      email: ['Please enter a valid email address'],
    });
  });
});

describe('POST /confirmations (resend)', () => {
  it('answers the same whether or not the e-mail exists, and sends only to unconfirmed accounts', async () => {
    await t.request('POST', api('registrations'), { body: signup({ email: 'resend@t.test' }) });
    const known = await t.request('POST', api('confirmations'), {
      body: { user: { email: 'resend@t.test' } },
    });
    const unknown = await t.request('POST', api('confirmations'), {
      body: { user: { email: 'ghost@t.test' } },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMailTo(t, 'resend@t.test');
    const newest = tokenFromMail(mail!.text, 'confirmation_token');
    expect(
      (await t.request('GET', api('confirmations'), { query: { confirmation_token: newest } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('POST', api('confirmations'), { body: { user: { email: 'bad' } } })).status,
    ).toBe(422);
  });

  it('refuses a missing or unknown token', async () => {
    expect((await t.request('GET', api('confirmations'))).status).toBe(422);
    expect(
      (await t.request('GET', api('confirmations'), { query: { confirmation_token: 'nope' } }))
        .status,
    ).toBe(422);
  });
});

describe('company is optional (spec 1 §5)', () => {
  it('signs up without a company, and the profile saves with it blank or left as it was', async () => {
    const { company: _, ...withoutCompany } = signup({ email: 'sin.empresa@tienda.test' }).user;
    const created = await t.request('POST', api('registrations'), {
      ip: '10.60.0.1',
      body: { user: withoutCompany },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.company).toBe('');

    const token = await t.tokenFor('main_admin');
    const me = (await t.request('GET', api('registrations'), { token })).body.data;
    const base = { name: me.name, last_name: me.last_name, phone: '8112345678', email: me.email };
    const named = await t.request('PUT', api('registrations'), {
      token,
      body: { user: { ...base, company: 'Paquetería Norte' } },
    });
    expect(named.status).toBe(200);
    // Left out: kept as it was (a partial save blanks nothing).
    const kept = await t.request('PUT', api('registrations'), {
      token,
      body: { user: { ...base, name: 'Mariana R.' } },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Mariana R.', company: 'Paquetería Norte' });
    // Sent blank: cleared.
    const cleared = await t.request('PUT', api('registrations'), {
      token,
      body: { user: { ...base, company: '' } },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.company).toBe('');
  });
});
