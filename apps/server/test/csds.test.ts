import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { csds } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { activeCsdKeyFiles, loadActiveCsd } from '../src/modules/csds/csd-store';
import { setSettings } from './helpers/payment-fixture';
import {
  api,
  createTestApp,
  OTHER_TENANT,
  PASSWORD as PASSWORD_OF_DEMO,
  type Role,
  type TestApp,
} from './helpers/test-app';

const dir = join(__dirname, 'fixtures/sat/csd');
const file = (name: string) => readFileSync(join(dir, name));

const EKU = 'EKU9003173C9';
const EXPIRED = 'expired-CSD01_AAA010101AAA';
const FIEL = 'fiel-not-csd-AAA010101AAA';
const PASSWORD = '12345678a';

interface CsdForm {
  cer?: string | Buffer;
  key?: string | Buffer;
  password?: string;
}

/** The screen's form as multipart/form-data: csd[certificate], csd[private_key], csd[password]. */
function csdForm({ cer, key, password }: CsdForm) {
  const boundary = `----csd${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const filePart = (name: string, filename: string, bytes: Buffer) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  const bytesOf = (v: string | Buffer, ext: string) =>
    typeof v === 'string' ? file(`${v}.${ext}`) : v;
  if (cer !== undefined) filePart('csd[certificate]', 'sello.cer', bytesOf(cer, 'cer'));
  if (key !== undefined) filePart('csd[private_key]', 'sello.key', bytesOf(key, 'key'));
  if (password !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="csd[password]"\r\n\r\n${password}\r\n`,
      ),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const upload = (form: CsdForm, opts: { as?: Role; tenant?: string; lang?: 'en' } = {}) => {
  const { body, headers } = csdForm(form);
  return t.request('POST', api('csds'), {
    as: opts.as ?? 'admin',
    tenant: opts.tenant,
    body,
    headers,
    lang: opts.lang,
  });
};
const current = (as: Role = 'admin', tenant?: string) =>
  t.request('GET', api('csds'), { as, tenant });

let signIns = 0;
/** A session opened at the faked time (a cached one would have expired by then). */
async function currentAt(iso: string) {
  at(iso);
  const res = await t.request('POST', api('users/sign_in'), {
    ip: `10.77.0.${++signIns}`,
    body: { user: { email: t.emailOf('admin'), password: PASSWORD_OF_DEMO } },
  });
  expect(res.status).toBe(200);
  const reply = await t.request('GET', api('csds'), { token: res.body.data.token });
  expect(reply.status).toBe(200);
  return reply.body.data;
}
const rowsOf = (tenantId = t.demoTenantId) =>
  withTenant(t.database.db, tenantId, (tx) => tx.select().from(csds));

/** Faking only Date: the database and the sockets keep their timers. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('GET csds', () => {
  it('shows the demo CSD: RFC, NoCertificado, dates; never the key or the password', async () => {
    const res = await current();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      rfc: EKU,
      certificate_number: '30001000000500003416',
      subject_name: 'ESCUELA KEMPER URGATE SA DE CV',
      valid_from: '2023-05-18T11:43:51.000Z',
      expiration_date: '2027-05-18T11:43:51.000Z',
    });
    expect(res.body.data.upload_date).toEqual(expect.any(String));
    expect(res.text).not.toMatch(/key|password|secret|12345678a/i);
  });

  it('warns 30 days before expiry and once expired', async () => {
    expect(await currentAt('2027-04-17T12:00:00Z')).toMatchObject({
      expires_soon: false,
      expired: false,
      days_left: 30,
    });
    expect(await currentAt('2027-04-19T12:00:00Z')).toMatchObject({
      expires_soon: true,
      expired: false,
      days_left: 28,
    });
    expect(await currentAt('2027-05-19T12:00:00Z')).toMatchObject({
      expires_soon: true,
      expired: true,
    });
  });

  it('is staff only: a customer gets 403, a tenant without a CSD gets null', async () => {
    expect((await current('customer')).status).toBe(403);
    expect((await current('operator')).status).toBe(403);
    const other = await current('admin', OTHER_TENANT);
    expect(other.status).toBe(200);
    expect(other.body.data).toBeNull();
  });
});

describe('POST csds refusals (nothing changes)', () => {
  let before: Awaited<ReturnType<typeof rowsOf>>;
  beforeAll(async () => {
    before = await rowsOf();
  });
  afterEach(async () => expect(await rowsOf()).toEqual(before));

  const refusal = async (form: CsdForm, field: string, text: RegExp, lang?: 'en') => {
    const res = await upload(form, { lang });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.join(' ')).toMatch(text);
    return res;
  };

  it('wants both files and the password, each on its field', async () => {
    const res = await upload({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      certificate: ['Selecciona un archivo'],
      private_key: ['Selecciona un archivo'],
      password: ['Este campo es obligatorio'],
    });
    await refusal({ cer: EKU, key: EKU }, 'password', /obligatorio/);
  });

  it('refuses a wrong password', () =>
    refusal({ cer: EKU, key: EKU, password: 'otra' }, 'password', /contraseña .* no es correcta/));

  it('refuses the key of another pair', () =>
    refusal({ cer: EKU, key: EXPIRED, password: PASSWORD }, 'private_key', /no corresponde/));

  it('refuses a FIEL', () =>
    refusal({ cer: FIEL, key: FIEL, password: PASSWORD }, 'certificate', /e\.firma \(FIEL\)/));

  it('refuses a certificate of another RFC', () =>
    refusal(
      { cer: EXPIRED, key: EXPIRED, password: PASSWORD },
      'certificate',
      /es del RFC AAA010101AAA, pero el RFC emisor configurado es EKU9003173C9/,
    ));

  it('refuses an expired certificate (in English too)', async () => {
    await setSettings(t, { invoicing_rfc: 'AAA010101AAA' });
    try {
      await refusal({ cer: EXPIRED, key: EXPIRED, password: PASSWORD }, 'certificate', /venció el/);
      await refusal(
        { cer: EXPIRED, key: EXPIRED, password: PASSWORD },
        'certificate',
        /expired on May 1\d, 2021/,
        'en',
      );
    } finally {
      await setSettings(t, { invoicing_rfc: EKU });
    }
  });

  it('refuses a certificate not yet valid', async () => {
    await t.tokenFor('admin');
    at('2023-01-10T12:00:00Z');
    await refusal(
      { cer: EKU, key: EKU, password: PASSWORD },
      'certificate',
      /todavía no es vigente/,
    );
  });

  it('refuses when the issuing RFC is not set', async () => {
    await setSettings(t, { invoicing_rfc: '' });
    try {
      await refusal({ cer: EKU, key: EKU, password: PASSWORD }, 'certificate', /RFC emisor/);
    } finally {
      await setSettings(t, { invoicing_rfc: EKU });
    }
  });

  it('refuses files that are not a certificate or a key', async () => {
    await refusal(
      { cer: Buffer.from('hola'), key: EKU, password: PASSWORD },
      'certificate',
      /no es un certificado/,
    );
    await refusal(
      { cer: EKU, key: Buffer.from('hola'), password: PASSWORD },
      'private_key',
      /no es una llave/,
    );
  });

  it('is staff only', async () => {
    const res = await upload({ cer: EKU, key: EKU, password: PASSWORD }, { as: 'customer' });
    expect(res.status).toBe(403);
  });
});

describe('POST csds accepted', () => {
  it('replaces the CSD in its own tenant only, the key and password encrypted', async () => {
    await setSettings(t, { invoicing_rfc: EKU }, t.other.tenantId);
    const res = await upload({ cer: EKU, key: EKU, password: PASSWORD }, { tenant: OTHER_TENANT });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      rfc: EKU,
      certificate_number: '30001000000500003416',
      expiration_date: '2027-05-18T11:43:51.000Z',
    });
    expect(res.text).not.toMatch(/key|password|12345678a/i);
    expect((await current('admin', OTHER_TENANT)).body.data.id).toBe(res.body.data.id);

    // Another upload deactivates the first: one active row, the newest.
    const again = await upload(
      { cer: EKU, key: EKU, password: PASSWORD },
      { tenant: OTHER_TENANT },
    );
    expect(again.status).toBe(201);
    const rows = await rowsOf(t.other.tenantId);
    expect(rows.map((r) => [r.id, r.active])).toEqual([
      [res.body.data.id, false],
      [again.body.data.id, true],
    ]);
    const stored = rows.find((r) => r.active)!;
    const rawKey = file(`${EKU}.key`).toString('base64');
    expect(stored.keyEncrypted).not.toContain(rawKey);
    expect(stored.keyEncrypted).toMatch(/^enc:v1:/);
    expect(stored.passwordEncrypted).not.toContain(PASSWORD);
    expect(t.secrets.decrypt(stored.keyEncrypted)).toBe(rawKey);

    // The demo tenant's CSD is untouched.
    const demo = await rowsOf();
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ active: true, uploadedBy: null });
  });

  it('gives the invoices module the opened CSD and its raw files', async () => {
    const { csd, files } = await withTenant(t.database.db, t.demoTenantId, async (tx) => ({
      csd: await loadActiveCsd(tx, t.secrets),
      files: await activeCsdKeyFiles(tx, t.secrets),
    }));
    expect(csd?.noCertificado).toBe('30001000000500003416');
    expect(csd?.privateKey.asymmetricKeyType).toBe('rsa');
    expect(files?.password).toBe(PASSWORD);
    expect(files?.keyDer.equals(file(`${EKU}.key`))).toBe(true);
    expect(files?.cerDer.equals(file(`${EKU}.cer`))).toBe(true);
  });
});
