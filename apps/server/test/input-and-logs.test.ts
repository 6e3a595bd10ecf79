import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { serializeError } from '../src/lib/log-redaction';
import { api, createTestApp, PASSWORD, type TestApp } from './helpers/test-app';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger('info', sink) });
});
afterAll(async () => t?.close());

describe('a NUL character in input', () => {
  it('is refused per field with a 422 and changes nothing', async () => {
    const token = await t.tokenFor('customer');
    const before = (await t.request('GET', api('registrations'), { token })).body.data;
    const res = await t.request('PUT', api('registrations'), {
      token,
      lang: 'en',
      body: {
        user: {
          name: before.name,
          last_name: before.last_name,
          company: 'c\u0000',
          phone: before.phone,
          email: before.email,
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ company: ['Contains characters that are not allowed'] });
    const after = (await t.request('GET', api('registrations'), { token })).body.data;
    expect(after.company).toBe(before.company);
  });

  it('in a query string or a sign-in is a 4xx too, never a 500', async () => {
    const search = await t.request('GET', api('notices'), {
      as: 'admin',
      query: { search: '\u0000' },
    });
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual({ search: ['Contiene caracteres no permitidos'] });
    const signIn = await t.request('POST', api('users/sign_in'), {
      body: { user: { email: 'admin@despacho.test', password: 'a\u0000b' } },
    });
    expect(signIn.status).toBe(422);
    const key = await t.request('POST', api('forgot_password'), {
      body: { user: { 'email\u0000': 'x' } },
    });
    expect(key.status).toBe(422);
  });
});

describe('the logs', () => {
  it('never carry tokens from URLs, passwords or e-mails in bodies', async () => {
    lines.length = 0;
    await t.request('GET', api('confirmations'), {
      query: { confirmation_token: 'TOKEN-ABC-123', page: '2' },
    });
    await t.request('POST', api('users/sign_in'), {
      body: { user: { email: 'admin@despacho.test', password: PASSWORD } },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v1/confirmations?confirmation_token=[redacted]&page=2');
    expect(log).not.toContain('TOKEN-ABC-123');
    expect(log).not.toContain(PASSWORD);
  });

  it('log a database error with its SQL but without the values it was given', async () => {
    let failure: unknown;
    try {
      await t.database.db.execute(
        sql`update users set password_hash = ${'$argon2id$secret-hash'}, phone = ${'x'.repeat(50)} where email = ${'victim@despacho.test'}`,
      );
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('update users set password_hash');
    expect(logged).not.toContain('secret-hash');
    expect(logged).not.toContain('victim@despacho.test');
    expect(logged).toContain('params: [redacted]');
  });
});
