import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/tenant-tx';
import { startSilentSmtp, startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

async function outboxRow(t: TestApp, to: string) {
  const rows = rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    await t.database.db.execute(
      sql`select status, attempts, last_error from outbox_emails where "to" = ${to} order by id desc limit 1`,
    ),
  );
  return rows[0] ?? null;
}

async function bodyOf(t: TestApp, to: string) {
  const rows = rowsOf<{
    status: string;
    subject: string;
    html: string;
    text: string;
    body_erased_at: Date | null;
  }>(
    await t.database.db.execute(
      sql`select status, subject, html, text, body_erased_at from outbox_emails where "to" = ${to} order by id desc limit 1`,
    ),
  );
  return rows[0] ?? null;
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail through a working SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      config: { smtpUrl: smtp.url },
      startJobs: true,
      jobOptions: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the reset link over SMTP, then keeps no token in the outbox', async () => {
    const res = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'developer@despacho.test' } },
    });
    expect(res.status).toBe(200);
    const mail = await eventually(
      async () => smtp.received.find((m) => m.to.includes('developer@despacho.test')),
      Boolean,
    );
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(
      mail!.raw.replace(/=\r\n/g, ''),
    )?.[1];
    expect(token).toBeTruthy();
    const row = await eventually(
      () => bodyOf(t, 'developer@despacho.test'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', subject: expect.stringMatching(/contraseña/) });
    expect(row!.html).not.toContain(token);
    expect(row!.text).not.toContain(token);
    expect(row!.body_erased_at).not.toBeNull();
  });

  it('delivers after the request has answered, and records it as sent', async () => {
    const res = await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'operator@despacho.test' } },
    });
    expect(res.status).toBe(200);
    const mail = await eventually(
      async () => smtp.received.find((m) => m.to.includes('operator@despacho.test')),
      Boolean,
    );
    expect(mail?.raw).toContain('reset_password_token=');
    const row = await eventually(
      () => outboxRow(t, 'operator@despacho.test'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('retries with backoff when the server says "try again later"', async () => {
    smtp.failNext(1);
    await t.request('POST', api('forgot_password'), {
      body: { user: { email: 'admin@despacho.test' } },
    });
    const row = await eventually(
      () => outboxRow(t, 'admin@despacho.test'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes('admin@despacho.test'))).toHaveLength(1);
  });
});

describe('mail with an unresponsive SMTP server', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
  beforeAll(async () => {
    silent = await startSilentSmtp();
    t = await createTestApp({ config: { smtpUrl: silent.url }, startJobs: true });
  });
  afterAll(async () => {
    await t?.close();
    await silent?.close();
  });

  it('answers at once for known and unknown e-mails, and other users are not held up', async () => {
    const [known, unknown, other] = await Promise.all([
      t.request('POST', api('forgot_password'), {
        body: { user: { email: 'customer@despacho.test' } },
      }),
      t.request('POST', api('forgot_password'), {
        body: { user: { email: 'nadie@despacho.test' } },
      }),
      t.request('GET', api('registrations'), { as: 'admin' }),
    ]);
    expect([known.status, unknown.status, other.status]).toEqual([200, 200, 200]);
    expect(known.body).toEqual(unknown.body);
    // Answered while the delivery job is still waiting on the mail server: the request never did.
    expect(await outboxRow(t, 'customer@despacho.test')).toMatchObject({ status: 'queued' });
  });
});
