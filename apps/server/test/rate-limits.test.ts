import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/tenant-tx';
import { createLogger } from '../src/lib/logger';
import { lastMailTo, tokenFromMail } from './helpers/mailbox';
import { api, createTestApp, PASSWORD, type TestApp } from './helpers/test-app';

describe('limits on unauthenticated writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sends at most 3 reset e-mails to one address per 15 minutes, from any address', async () => {
    const forgot = (ip: string) =>
      t.request('POST', api('forgot_password'), {
        ip,
        lang: 'en',
        body: { user: { email: 'Customer@despacho.test' } },
      });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await forgot(ip)).status).toBe(200);
    const fourth = await forgot('10.0.0.4');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate_limited');
    expect(fourth.body.messages[0]).toMatch(/^Too many attempts\. Please wait 1[45] minutes/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(800);
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from outbox_emails where "to" = 'customer@despacho.test'`,
      ),
    );
    expect(row?.n).toBe(3);
  });

  it('limits confirmation e-mails, sign-ups and resets per client address', async () => {
    const resend = (email: string) =>
      t.request('POST', api('confirmations'), { ip: '10.1.0.1', body: { user: { email } } });
    for (let i = 0; i < 10; i++) expect((await resend(`a${i}@despacho.test`)).status).toBe(200);
    expect((await resend('a10@despacho.test')).status).toBe(429);

    const reset = () =>
      t.request('PUT', api('reset_password'), {
        ip: '10.1.0.2',
        body: {
          user: {
            password: 'Clave.Nueva1',
            password_confirmation: 'Clave.Nueva1',
            reset_password_token: 'adivinando',
          },
        },
      });
    for (let i = 0; i < 10; i++) expect((await reset()).status).toBe(422);
    expect((await reset()).status).toBe(429);

    const signUp = (i: number) =>
      t.request('POST', api('registrations'), {
        ip: '10.1.0.3',
        body: {
          user: {
            name: 'Bot',
            last_name: 'Bot',
            email: `bot${i}@despacho.test`,
            password: 'Clave.Segura1',
            phone: '8112345678',
            company: 'Bots',
            shipments_per_month: '1-20',
          },
        },
      });
    for (let i = 0; i < 10; i++) expect((await signUp(i)).status).toBe(201);
    expect((await signUp(10)).status).toBe(429);
  });

  it('limits support e-mails per signed-in user', async () => {
    const send = () =>
      t.request('POST', api('dashboards/send_support_email'), {
        as: 'customer',
        body: { support: { subject: 'Ayuda', message: 'Necesito ayuda con mi envío' } },
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('keeps its counters in the database, shared by every server process', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
    });
    try {
      const forgot = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: api('forgot_password'),
          headers: { 'x-tenant': 'demo' },
          payload: { user: { email: 'operator@despacho.test' } },
        });
      expect((await forgot(t.app)).statusCode).toBe(200);
      expect((await forgot(second)).statusCode).toBe(200);
      expect((await forgot(t.app)).statusCode).toBe(200);
      expect((await forgot(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in limits behind no trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ignores a made-up X-Forwarded-For: rotating it does not reset the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', api('users/sign_in'), {
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: { user: { email: 'admin@despacho.test', password: 'adivinando' } },
      });
      expect(res.status).toBe(401);
    }
    const eleventh = await t.request('POST', api('users/sign_in'), {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      body: { user: { email: 'admin@despacho.test', password: PASSWORD } },
    });
    expect(eleventh.status).toBe(429);
  });
});

describe('the per-account lock behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  const viaProxy = (email: string, password: string, client: string) =>
    t.request('POST', api('users/sign_in'), {
      headers: { 'x-forwarded-for': client },
      lang: 'en',
      body: { user: { email, password } },
    });

  it('uses the client address the configured proxy reports', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await viaProxy('operator@despacho.test', 'adivinando', `192.0.2.${i}`)).status).toBe(
        401,
      );
    }
  });

  it('locks an e-mail after 20 failures from many addresses, but not for its owner', async () => {
    // The owner signed in before from their office.
    expect((await viaProxy('customer@despacho.test', PASSWORD, '198.51.100.10')).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await viaProxy('customer@despacho.test', `intento-${i}`, `203.0.113.${i}`);
      expect(res.status).toBe(401);
    }
    const stranger = await viaProxy('customer@despacho.test', PASSWORD, '203.0.113.200');
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('account_locked');
    expect(stranger.body.messages[0]).toMatch(/Wait 1[45] minutes or reset your password/);
    // The owner's usual address still gets in.
    expect((await viaProxy('customer@despacho.test', PASSWORD, '198.51.100.10')).status).toBe(200);
    // The lock ends on its own when its window ends.
    await t.database.db.execute(
      sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like 'sign-in-failures:%'`,
    );
    expect((await viaProxy('customer@despacho.test', PASSWORD, '203.0.113.201')).status).toBe(200);
  });

  it('locks unknown e-mails the same way, so the lock tells nothing about accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await viaProxy('nadie@despacho.test', `intento-${i}`, `203.0.114.${i}`);
    }
    const res = await viaProxy('nadie@despacho.test', 'otra-vez', '203.0.114.99');
    expect(res.body.code).toBe('account_locked');
  });

  it('a password reset lifts the lock at once', async () => {
    for (let i = 0; i < 20; i++) {
      await viaProxy('main_admin@despacho.test', `intento-${i}`, `203.0.115.${i}`);
    }
    expect((await viaProxy('main_admin@despacho.test', PASSWORD, '203.0.115.50')).status).toBe(429);
    await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'main_admin@despacho.test' } },
    });
    const mail = await lastMailTo(t, 'main_admin@despacho.test');
    const token = tokenFromMail(mail!.text, 'reset_password_token');
    const reset = await t.request('PUT', api('reset_password'), {
      body: {
        user: {
          password: 'Clave.Nueva22',
          password_confirmation: 'Clave.Nueva22',
          reset_password_token: token,
        },
      },
    });
    expect(reset.status).toBe(200);
    expect(
      (await viaProxy('main_admin@despacho.test', 'Clave.Nueva22', '203.0.115.51')).status,
    ).toBe(200);
  });
});
