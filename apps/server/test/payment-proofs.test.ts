import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { todayIn } from '../src/lib/dates';
import { PNG_1PX } from './helpers/images';
import { lastMailTo } from './helpers/mailbox';
import { setSettings } from './helpers/payment-fixture';
import { balanceOf, customerWithBalance, one } from './helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from './helpers/test-app';

/** A real 1×1 JPEG. */
const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const HTML_AS_PNG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const BANK_EMAIL = 'tesoreria@despacho.test';

function tinyPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [200, 120] });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Transferencia SPEI 150.00');
    doc.end();
  });
}

interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The browser's form: `files[]` parts and text fields, as multipart/form-data. */
function proofForm(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (name = 'recibo.png'): UploadFile => ({ name, type: 'image/png', bytes: PNG_1PX });

let t: TestApp;
let today: string;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await setSettings(t, { bank_email: BANK_EMAIL, show_bank_accounts: '1', bank_amount: '1' });
  today = todayIn('America/Monterrey');
  pdf = await tinyPdf();
});
afterAll(async () => t?.close());

const send = (
  who: { token: string } | { as: 'customer' | 'admin' | 'operator' },
  fields: Record<string, string>,
  files: UploadFile[],
  tenant?: string,
) => {
  const form = proofForm(fields, files);
  return t.request('POST', api('transfer_funds/send_payment_proof'), {
    ...who,
    tenant,
    body: form.body,
    headers: form.headers,
  });
};

/** What a refused proof must leave untouched: ledger rows, proofs and stored files. */
const counts = async () => {
  const r = await one<{ tx: string; proofs: string; files: string }>(
    t,
    t.demoTenantId,
    sql`select (select count(*) from transactions) as tx,
               (select count(*) from payment_proofs) as proofs,
               (select count(*) from stored_files) as files`,
  );
  return { tx: Number(r.tx), proofs: Number(r.proofs), files: Number(r.files) };
};

const transactionStatus = (id: number) =>
  one<{ status: string; amount: string; description: string }>(
    t,
    t.demoTenantId,
    sql`select status, amount_cents as amount, description from transactions where id = ${id}`,
  );

async function sentProof(
  email: string,
  amount = '150.00',
): Promise<{
  customer: { id: number; token: string };
  proof: { id: number; transaction_id: number; files: { id: number }[] };
}> {
  const customer = await customerWithBalance(t, email, 10_000);
  const res = await send(customer, { amount, transaction_date: today }, [png()]);
  expect(res.status).toBe(201);
  return { customer, proof: res.body.data };
}

describe('POST transfer_funds/send_payment_proof', () => {
  it('records a PNG proof as a pending deposit: the balance waits, staff are e-mailed', async () => {
    const customer = await customerWithBalance(t, 'ana.png@despacho.test', 10_000);
    const res = await send(customer, { amount: '150.50', transaction_date: today }, [png()]);
    expect(res.status).toBe(201);
    const proof = res.body.data;
    expect(proof).toMatchObject({
      amount: '150.50',
      transaction_date: today,
      status: 'pending',
      reject_reason: null,
      reviewer: null,
      user: { id: customer.id, email: 'ana.png@despacho.test' },
    });
    expect(proof.files).toEqual([
      expect.objectContaining({
        name: 'recibo.png',
        content_type: 'image/png',
        size: PNG_1PX.length,
      }),
    ]);
    expect(await transactionStatus(proof.transaction_id)).toMatchObject({
      status: 'pending',
      description: 'Transferencia bancaria (comprobante)',
    });
    expect(Number((await transactionStatus(proof.transaction_id)).amount)).toBe(15_050);
    expect(await balanceOf(t, 'ana.png@despacho.test')).toEqual({
      balance: 10_000,
      ledger: 10_000,
    });

    const mail = await lastMailTo(t, BANK_EMAIL);
    expect(mail?.subject).toContain('$150.50');
    expect(mail?.text).toContain('ana.png@despacho.test');

    // The customer's own list on the bank tab shows it, pending.
    const own = await t.request('GET', api('transfer_funds/payment_proofs'), customer);
    expect(own.status).toBe(200);
    expect(own.body.data.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [proof.id, 'pending'],
    ]);
  });

  it('takes a JPEG and a PDF in one proof, typed by their bytes', async () => {
    const customer = await customerWithBalance(t, 'beto.files@despacho.test', 0);
    const res = await send(customer, { amount: '1', transaction_date: today }, [
      { name: 'foto.jpeg', type: 'image/jpeg', bytes: JPEG_1PX },
      // The browser's claimed type is not believed: the bytes say PDF.
      { name: 'estado de cuenta.pdf', type: 'application/octet-stream', bytes: pdf },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe('1.00');
    expect(
      res.body.data.files.map((f: { name: string; content_type: string }) => [
        f.name,
        f.content_type,
      ]),
    ).toEqual([
      ['foto.jpg', 'image/jpeg'],
      ['estado_de_cuenta.pdf', 'application/pdf'],
    ]);
  });

  it('refuses each bad field on that field and writes nothing', async () => {
    const customer = await customerWithBalance(t, 'carla.bad@despacho.test', 0);
    const before = await counts();
    const tomorrow = todayIn('America/Monterrey', new Date(Date.now() + 36 * 3_600_000));
    const cases: [Record<string, string>, UploadFile[], string, RegExp][] = [
      [
        { amount: '100', transaction_date: today },
        [{ ...png(), bytes: HTML_AS_PNG }],
        'files',
        /PNG o JPEG/,
      ],
      [
        { amount: '100', transaction_date: today },
        [{ ...png('grande.png'), bytes: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]) }],
        'files',
        /5 MB/,
      ],
      [{ amount: '0', transaction_date: today }, [png()], 'amount', /mayor o igual a 1\.00/],
      [{ amount: '0.5', transaction_date: today }, [png()], 'amount', /mayor o igual a 1\.00/],
      [{ amount: '10.999', transaction_date: today }, [png()], 'amount', /2 decimales/],
      [{ transaction_date: today }, [png()], 'amount', /obligatorio/],
      [
        { amount: '100', transaction_date: tomorrow },
        [png()],
        'transaction_date',
        /posterior a hoy/,
      ],
      [
        { amount: '100', transaction_date: '2025-02-30' },
        [png()],
        'transaction_date',
        /fecha válida/,
      ],
      [{ amount: '100', transaction_date: today }, [], 'files', /Selecciona un archivo/],
    ];
    for (const [fields, files, field, message] of cases) {
      const res = await send(customer, fields, files);
      expect(res.status, `${field} ${JSON.stringify(fields)}`).toBe(422);
      expect(res.body.errors[field]?.join(' ') ?? '', `${field} ${res.text}`).toMatch(message);
    }
    // Every problem at once, each on its own field.
    const all = await send(customer, { amount: '0' }, [{ ...png(), bytes: HTML_AS_PNG }]);
    expect(Object.keys(all.body.errors).sort()).toEqual(['amount', 'files', 'transaction_date']);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(t, 'carla.bad@despacho.test')).toEqual({ balance: 0, ledger: 0 });
  });

  it('honours bank_amount as the minimum and refuses when bank transfers are off', async () => {
    const customer = await customerWithBalance(t, 'dora.min@despacho.test', 0);
    await setSettings(t, { bank_amount: '500' });
    const low = await send(
      customer,
      { amount: '499.99', transaction_date: today },
      [png()],
      undefined,
    );
    expect(low.status).toBe(422);
    expect(low.body.errors.amount[0]).toMatch(/500\.00/);
    const english = await t.request('POST', api('transfer_funds/send_payment_proof'), {
      ...customer,
      lang: 'en',
      ...proofForm({ amount: '20', transaction_date: today }, [png()]),
    });
    expect(english.body.errors.amount[0]).toBe('Must be greater than or equal to 500.00');
    expect((await send(customer, { amount: '500', transaction_date: today }, [png()])).status).toBe(
      201,
    );
    await setSettings(t, { bank_amount: '1', show_bank_accounts: '0' });
    const off = await send(customer, { amount: '100', transaction_date: today }, [png()]);
    expect(off.status).toBe(409);
    expect(off.body.messages[0]).toMatch(/transferencia bancaria no está disponible/);
    await setSettings(t, { show_bank_accounts: '1' });
  });

  it("credits a sub-user's proof to the parent account", async () => {
    const parent = await customerWithBalance(t, 'papa.cuenta@despacho.test', 0);
    const sub = await customerWithBalance(t, 'hija.sub@despacho.test', 0);
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set parent_id = ${parent.id} where id = ${sub.id}`),
    );
    const res = await send(sub, { amount: '75', transaction_date: today }, [png()]);
    expect(res.status).toBe(201);
    expect(res.body.data.user.id).toBe(parent.id);
    const approved = await t.request('POST', api(`payment_proofs/${res.body.data.id}/approve`), {
      as: 'admin',
    });
    expect(approved.status).toBe(200);
    expect(await balanceOf(t, 'papa.cuenta@despacho.test')).toEqual({
      balance: 7_500,
      ledger: 7_500,
    });
    expect(await balanceOf(t, 'hija.sub@despacho.test')).toEqual({ balance: 0, ledger: 0 });
    // The parent sees the proof the sub-user sent, and may open its file.
    const own = await t.request('GET', api('transfer_funds/payment_proofs'), parent);
    expect(own.body.data[0].id).toBe(res.body.data.id);
  });

  it('needs a signed-in user', async () => {
    const form = proofForm({ amount: '10', transaction_date: today }, [png()]);
    const res = await t.request('POST', api('transfer_funds/send_payment_proof'), {
      body: form.body,
      headers: form.headers,
    });
    expect(res.status).toBe(401);
  });
});

describe('staff review', () => {
  it('lists pending proofs by default, with the account, and filters by status and search', async () => {
    const { proof } = await sentProof('elena.lista@despacho.test', '321.00');
    const pending = await t.request('GET', api('payment_proofs'), { as: 'admin' });
    expect(pending.status).toBe(200);
    const row = pending.body.data.find((p: { id: number }) => p.id === proof.id);
    expect(row).toMatchObject({ amount: '321.00', user: { email: 'elena.lista@despacho.test' } });
    expect(pending.body.data.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    const found = await t.request('GET', api('payment_proofs'), {
      as: 'developer',
      query: { search: 'elena.lista', 'where[status]': 'all' },
    });
    expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([proof.id]);
    const approved = await t.request('GET', api('payment_proofs'), {
      as: 'main_admin',
      query: { 'where[status]': 'approved', search: 'elena.lista' },
    });
    expect(approved.body.data).toEqual([]);
    const bad = await t.request('GET', api('payment_proofs'), {
      as: 'admin',
      query: { 'where[status]': 'paid' },
    });
    expect(bad.status).toBe(422);
  });

  it('approve credits the amount exactly once and e-mails the customer', async () => {
    const { proof } = await sentProof('fer.aprueba@despacho.test', '250.00');
    const res = await t.request('POST', api(`payment_proofs/${proof.id}/approve`), { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      reviewer: { email: t.emailOf('admin') },
    });
    expect(res.body.data.reviewed_at).toBeTruthy();
    expect((await transactionStatus(proof.transaction_id)).status).toBe('cleared');
    expect(await balanceOf(t, 'fer.aprueba@despacho.test')).toEqual({
      balance: 35_000,
      ledger: 35_000,
    });
    const mail = await lastMailTo(t, 'fer.aprueba@despacho.test');
    expect(mail?.subject).toBe('Tu transferencia de $250.00 MXN fue acreditada');

    const again = await t.request('POST', api(`payment_proofs/${proof.id}/approve`), {
      as: 'developer',
    });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['Este comprobante ya fue revisado']);
    const reject = await t.request('POST', api(`payment_proofs/${proof.id}/reject`), {
      as: 'admin',
      body: { reason: 'tarde' },
    });
    expect(reject.status).toBe(409);
    expect(await balanceOf(t, 'fer.aprueba@despacho.test')).toEqual({
      balance: 35_000,
      ledger: 35_000,
    });
  });

  it('two approvals at once credit exactly once: one 200, one 409', async () => {
    const { proof } = await sentProof('gabo.doble@despacho.test', '400.00');
    // Signed in beforehand, so the two requests really arrive together.
    await Promise.all([t.tokenFor('admin'), t.tokenFor('main_admin')]);
    const [a, b] = await Promise.all([
      t.request('POST', api(`payment_proofs/${proof.id}/approve`), { as: 'admin' }),
      t.request('POST', api(`payment_proofs/${proof.id}/approve`), { as: 'main_admin' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, 'gabo.doble@despacho.test')).toEqual({
      balance: 50_000,
      ledger: 50_000,
    });
    const credits = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from transactions where id = ${proof.transaction_id} and status = 'cleared'`,
    );
    expect(Number(credits.n)).toBe(1);
  });

  it('an approval racing a rejection settles the proof one way only', async () => {
    const { proof } = await sentProof('hugo.carrera@despacho.test', '90.00');
    await Promise.all([t.tokenFor('admin'), t.tokenFor('developer')]);
    const [a, b] = await Promise.all([
      t.request('POST', api(`payment_proofs/${proof.id}/approve`), { as: 'admin' }),
      t.request('POST', api(`payment_proofs/${proof.id}/reject`), {
        as: 'developer',
        body: { reason: 'No aparece en el estado de cuenta' },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const status = (await transactionStatus(proof.transaction_id)).status;
    const { balance, ledger } = await balanceOf(t, 'hugo.carrera@despacho.test');
    expect(balance).toBe(ledger);
    expect(balance).toBe(status === 'cleared' ? 19_000 : 10_000);
  });

  it('reject needs a reason, credits nothing and tells the customer why', async () => {
    const { proof } = await sentProof('irma.rechazo@despacho.test', '120.00');
    const url = api(`payment_proofs/${proof.id}/reject`);
    const empty = await t.request('POST', url, { as: 'admin', body: { reason: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason, empty.text).toEqual(['Este campo es obligatorio']);
    const long = await t.request('POST', url, { as: 'admin', body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.reason).toBeDefined();
    expect((await transactionStatus(proof.transaction_id)).status).toBe('pending');

    const res = await t.request('POST', url, {
      as: 'admin',
      body: { reason: 'El monto no coincide con el depósito' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'El monto no coincide con el depósito',
    });
    expect((await transactionStatus(proof.transaction_id)).status).toBe('rejected');
    expect(await balanceOf(t, 'irma.rechazo@despacho.test')).toEqual({
      balance: 10_000,
      ledger: 10_000,
    });
    const mail = await lastMailTo(t, 'irma.rechazo@despacho.test');
    expect(mail?.subject).toContain('fue rechazado');
    expect(mail?.text).toContain('Motivo: El monto no coincide con el depósito');
    const approve = await t.request('POST', api(`payment_proofs/${proof.id}/approve`), {
      as: 'admin',
    });
    expect(approve.status).toBe(409);
    expect(await balanceOf(t, 'irma.rechazo@despacho.test')).toEqual({
      balance: 10_000,
      ledger: 10_000,
    });
  });

  it('writes the customer e-mail in their language', async () => {
    const { customer, proof } = await sentProof('jack.english@despacho.test', '80.00');
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set locale = 'en' where id = ${customer.id}`),
    );
    await t.request('POST', api(`payment_proofs/${proof.id}/reject`), {
      as: 'admin',
      body: { reason: 'Blurry receipt' },
    });
    const mail = await lastMailTo(t, 'jack.english@despacho.test');
    expect(mail?.subject).toBe('Your $80.00 MXN transfer proof was rejected');
    expect(mail?.text).toContain('Reason: Blurry receipt');
  });
});

describe('who may do what', () => {
  it('customers and operators cannot review; staff lists are theirs only', async () => {
    const { customer, proof } = await sentProof('kiko.permisos@despacho.test');
    for (const role of ['customer', 'operator'] as const) {
      const approve = await t.request('POST', api(`payment_proofs/${proof.id}/approve`), {
        as: role,
      });
      expect(approve.status, role).toBe(403);
      const reject = await t.request('POST', api(`payment_proofs/${proof.id}/reject`), {
        as: role,
        body: { reason: 'no' },
      });
      expect(reject.status, role).toBe(403);
      expect((await t.request('GET', api('payment_proofs'), { as: role })).status, role).toBe(403);
    }
    expect(
      (await t.request('POST', api(`payment_proofs/${proof.id}/approve`), customer)).status,
    ).toBe(403);
    expect((await transactionStatus(proof.transaction_id)).status).toBe('pending');
    // A customer's own list never shows another account's proofs.
    const others = await t.request('GET', api('transfer_funds/payment_proofs'), { as: 'customer' });
    expect(others.body.data.map((p: { id: number }) => p.id)).not.toContain(proof.id);
  });

  it('the file opens for its owner and staff, typed by content, and is 404 for anyone else', async () => {
    const { customer, proof } = await sentProof('luz.archivo@despacho.test');
    const url = api(`payment_proofs/${proof.id}/files/${proof.files[0]!.id}`);
    const own = await t.request('GET', url, customer);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe('inline; filename="recibo.png"');
    expect(own.raw.equals(PNG_1PX)).toBe(true);
    expect((await t.request('GET', url, { as: 'admin' })).status).toBe(200);

    const stranger = await customerWithBalance(t, 'mario.ajeno@despacho.test', 0);
    expect((await t.request('GET', url, stranger)).status).toBe(404);
    expect((await t.request('GET', url, { as: 'operator' })).status).toBe(404);
    expect((await t.request('GET', url)).status).toBe(401);
    // Another proof's file id under this proof is not found either.
    const second = await sentProof('nora.otro@despacho.test');
    const mixed = api(`payment_proofs/${proof.id}/files/${second.proof.files[0]!.id}`);
    expect((await t.request('GET', mixed, customer)).status).toBe(404);
    expect((await t.request('GET', mixed, { as: 'admin' })).status).toBe(404);
  });

  it("another tenant's proof is 404 for this tenant's staff", async () => {
    const theirs = await send(
      { as: 'customer' },
      { amount: '60', transaction_date: today },
      [png()],
      OTHER_TENANT,
    );
    expect(theirs.status).toBe(201);
    const id = theirs.body.data.id as number;
    const fileId = theirs.body.data.files[0].id as number;
    expect(
      (await t.request('POST', api(`payment_proofs/${id}/approve`), { as: 'developer' })).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', api(`payment_proofs/${id}/reject`), {
          as: 'admin',
          body: { reason: 'no' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('GET', api(`payment_proofs/${id}/files/${fileId}`), { as: 'developer' }))
        .status,
    ).toBe(404);
    const list = await t.request('GET', api('payment_proofs'), {
      as: 'developer',
      query: { 'where[status]': 'all', search: 'otra.test' },
    });
    expect(list.body.data).toEqual([]);
    // Their own staff see and approve it.
    const approved = await t.request('POST', api(`payment_proofs/${id}/approve`), {
      as: 'main_admin',
      tenant: OTHER_TENANT,
    });
    expect(approved.status).toBe(200);
  });
});

describe('API documentation', () => {
  it('lists the proof routes in the OpenAPI document', async () => {
    // The full document (staff routes are not in the partner one served at /docs/json).
    expect(Object.keys(t.app.openApiAll().paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/v1/transfer_funds/send_payment_proof',
        '/api/v1/transfer_funds/payment_proofs',
        '/api/v1/payment_proofs',
        '/api/v1/payment_proofs/{id}/approve',
        '/api/v1/payment_proofs/{id}/reject',
        '/api/v1/payment_proofs/{id}/files/{fileId}',
      ]),
    );
  });
});
