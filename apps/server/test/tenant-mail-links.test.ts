import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/lib/dates';
import { PNG_1PX } from './helpers/images';
import { linksIn, openMailLink } from './helpers/mail-link';
import { lastMailTo } from './helpers/mailbox';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, OTHER_TENANT, PASSWORD, type TestApp } from './helpers/test-app';

// Links e-mailed by a tenant that is not DEFAULT_TENANT (`demo`) must open that tenant's screens:
// the served page alone says `demo`, so the link itself has to name `otra`.
const dist = mkdtempSync(join(tmpdir(), 'despacho-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Despacho</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

let ip = 0;
const nextIp = () => `10.71.0.${++ip}`;
const inOtra = (method: 'GET' | 'POST' | 'PUT', path: string, opts: Record<string, unknown> = {}) =>
  t.request(method, api(path), { tenant: OTHER_TENANT, ip: nextIp(), ...opts });
const signIn = (email: string, password: string, tenant = OTHER_TENANT) =>
  t.request('POST', api('users/sign_in'), {
    tenant,
    ip: nextIp(),
    body: { user: { email, password } },
  });

/** The newest e-mail to an address in `otra`, and the one link in it. */
async function mailedLink(to: string): Promise<string> {
  const mail = await lastMailTo(t, to, OTHER_TENANT);
  expect(mail, `no mail to ${to}`).not.toBeNull();
  const links = linksIn(mail!.text);
  expect(links).toHaveLength(1);
  return links[0]!;
}

describe('e-mailed links of a second tenant', () => {
  it('signup: the confirmation link opens otra and confirms the account', async () => {
    const created = await inOtra('POST', 'registrations', {
      body: {
        user: {
          name: 'Olga',
          last_name: 'Otra',
          email: 'olga@otra.test',
          password: 'Secreta.123',
          phone: '8112345678',
          company: 'Olga SA',
          shipments_per_month: '1-20',
        },
      },
    });
    expect(created.status).toBe(201);
    const page = await openMailLink(t, await mailedLink('olga@otra.test'));
    expect(page).toMatchObject({ tenant: OTHER_TENANT, path: '/confirm' });
    const confirmed = await t.request('GET', api('confirmations'), {
      tenant: page.tenant,
      query: { confirmation_token: page.params.get('confirmation_token')! },
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn('olga@otra.test', 'Secreta.123')).status).toBe(200);
  });

  it('resent confirmation: the new link works in otra too', async () => {
    await inOtra('POST', 'registrations', {
      body: {
        user: {
          name: 'Omar',
          last_name: 'Otro',
          email: 'omar@otra.test',
          password: 'Secreta.123',
          phone: '8112345678',
          company: 'Omar SA',
          shipments_per_month: '1-20',
        },
      },
    });
    const resent = await inOtra('POST', 'confirmations', {
      body: { user: { email: 'omar@otra.test' } },
    });
    expect(resent.status).toBe(200);
    const page = await openMailLink(t, await mailedLink('omar@otra.test'));
    const confirmed = await t.request('GET', api('confirmations'), {
      tenant: page.tenant,
      query: { confirmation_token: page.params.get('confirmation_token')! },
    });
    expect(confirmed.status).toBe(200);
  });

  it('forgotten password: the reset link opens otra and sets the new password', async () => {
    const asked = await inOtra('POST', 'forgot_password', {
      body: { user: { email: 'customer@otra.test' } },
    });
    expect(asked.status).toBe(200);
    const page = await openMailLink(t, await mailedLink('customer@otra.test'));
    expect(page).toMatchObject({ tenant: OTHER_TENANT, path: '/reset-password' });
    const reset = await t.request('PUT', api('reset_password'), {
      tenant: page.tenant,
      body: {
        user: {
          password: 'Nueva.Clave.1',
          password_confirmation: 'Nueva.Clave.1',
          reset_password_token: page.params.get('reset_password_token')!,
        },
      },
    });
    expect(reset.status).toBe(200);
    expect((await signIn('customer@otra.test', 'Nueva.Clave.1')).status).toBe(200);
  });

  it('new e-mail: the link sent to the new address opens otra and moves the account', async () => {
    const token = await t.tokenFor('operator', OTHER_TENANT);
    const changed = await inOtra('PUT', 'registrations', {
      token,
      body: {
        user: {
          name: 'Otro',
          last_name: 'operator',
          company: 'Otra SA',
          phone: '8112345678',
          email: 'operador.nuevo@otra.test',
          current_password: PASSWORD,
        },
      },
    });
    expect(changed.status).toBe(200);
    const page = await openMailLink(t, await mailedLink('operador.nuevo@otra.test'));
    expect(page).toMatchObject({ tenant: OTHER_TENANT, path: '/confirm' });
    const confirmed = await t.request('GET', api('confirmations'), {
      tenant: page.tenant,
      query: { confirmation_token: page.params.get('confirmation_token')! },
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn('operador.nuevo@otra.test', PASSWORD)).status).toBe(200);
  });

  it('an account staff created: the "create your password" link opens otra', async () => {
    const created = await inOtra('POST', 'users', {
      as: 'admin',
      body: {
        user: { name: 'Nina', last_name: 'Nueva', email: 'nina@otra.test', phone: '8112345678' },
      },
    });
    expect(created.status).toBe(201);
    const page = await openMailLink(t, await mailedLink('nina@otra.test'));
    const reset = await t.request('PUT', api('reset_password'), {
      tenant: page.tenant,
      body: {
        user: {
          password: 'Nueva.Clave.1',
          password_confirmation: 'Nueva.Clave.1',
          reset_password_token: page.params.get('reset_password_token')!,
        },
      },
    });
    expect(reset.status).toBe(200);
    expect((await signIn('nina@otra.test', 'Nueva.Clave.1')).status).toBe(200);
  });

  it('payment proofs: the staff notice and the customer’s answer link to otra’s screens', async () => {
    await setSettings(
      t,
      { bank_email: 'tesoreria@otra.test', show_bank_accounts: '1', bank_amount: '1' },
      t.other.tenantId,
    );
    const boundary = '----otra-proof';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n150.00\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="transaction_date"\r\n\r\n${todayIn('America/Monterrey')}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const olga = (await signIn('olga@otra.test', 'Secreta.123')).body.data.token as string;
    const sent = await inOtra('POST', 'transfer_funds/send_payment_proof', {
      token: olga,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(sent.status).toBe(201);
    const staffPage = await openMailLink(t, await mailedLink('tesoreria@otra.test'));
    expect(staffPage).toMatchObject({ tenant: OTHER_TENANT, path: '/payment-proofs' });
    const approved = await inOtra('POST', `payment_proofs/${sent.body.data.id}/approve`, {
      as: 'admin',
    });
    expect(approved.status).toBe(200);
    const ownerPage = await openMailLink(t, await mailedLink('olga@otra.test'));
    expect(ownerPage).toMatchObject({ tenant: OTHER_TENANT, path: '/my-transactions' });
  });

  it('the default tenant’s links name it too (a browser that last saw otra remembers otra)', async () => {
    await t.request('POST', api('forgot_password'), {
      ip: nextIp(),
      body: { user: { email: 'operator@despacho.test' } },
    });
    const mail = await lastMailTo(t, 'operator@despacho.test');
    const [link] = linksIn(mail!.text);
    expect(new URL(link!).searchParams.get('tenant')).toBe('demo');
  });
});
