import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { PNG_1PX } from './helpers/images';
import { api, createTestApp, OTHER_TENANT, type Role, type TestApp } from './helpers/test-app';

interface Doc {
  field: 'doc_image' | 'article_image';
  name: string;
  type: string;
  bytes: Buffer;
}

/** The browser's form: tax_fiscal_datum[...] text parts, services[] and the two documents. */
function taxForm(fields: Record<string, string | string[]>, docs: Doc[] = []) {
  const boundary = `----tax${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const text = (name: string, value: string) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => text(`tax_fiscal_datum[${name}][]`, v));
    else text(`tax_fiscal_datum[${name}]`, value);
  }
  for (const d of docs) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="tax_fiscal_datum[${d.field}]"; filename="${d.name}"\r\nContent-Type: ${d.type}\r\n\r\n`,
      ),
      d.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function tinyPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: [200, 120] });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Acta constitutiva');
    doc.end();
  });
}

let t: TestApp;
let pdf: Buffer;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await tinyPdf();
  customerId = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, t.emailOf('customer')));
    return u!.id;
  });
});
afterAll(async () => t?.close());

const send = (as: Role, fields: Record<string, string | string[]>, docs: Doc[] = []) => {
  const form = taxForm(fields, docs);
  return t.request('POST', api('tax_fiscal_data'), { as, body: form.body, headers: form.headers });
};

const person = {
  tax_regime: 'physical',
  name: 'Ana Vázquez',
  rfc_curp: 'VADA800927DJ3',
  social_url: 'https://instagram.com/ana',
  services: ['national', 'ecommerce'],
};
const company = {
  tax_regime: 'moral',
  name: 'Escuela Kemper Urgate SA de CV',
  rfc_curp: 'EKU9003173C9',
  services: ['ltl'],
};
const idImage: Doc = { field: 'doc_image', name: 'ine.png', type: 'image/png', bytes: PNG_1PX };
const articles = (bytes: Buffer): Doc => ({
  field: 'article_image',
  name: 'acta.pdf',
  type: 'application/pdf',
  bytes,
});

describe('tax verification form', () => {
  it('a person sends the form and reads it back; a resend keeps the document', async () => {
    expect(
      (await t.request('GET', api('tax_fiscal_data'), { as: 'customer' })).body.data,
    ).toBeNull();
    const res = await send('customer', person, [idImage]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tax_regime: 'physical',
      rfc_curp: 'VADA800927DJ3',
      social_url: 'https://instagram.com/ana',
      services: ['national', 'ecommerce'],
      doc_image: { name: 'ine.png', content_type: 'image/png' },
      article_image: null,
      fiscal_data_verified: false,
    });
    const again = await send('customer', { ...person, name: 'Ana V.' });
    expect(again.body.data).toMatchObject({ name: 'Ana V.', doc_image: { name: 'ine.png' } });
    const own = await t.request('GET', api('tax_fiscal_data'), { as: 'customer' });
    expect(own.body.data.name).toBe('Ana V.');
    const file = await t.request('GET', api('tax_fiscal_data/0/documents/doc_image'), {
      as: 'customer',
    });
    expect(file.status).toBe(200);
    expect(file.raw.equals(PNG_1PX)).toBe(true);
  });

  it('a company must send its articles of incorporation (PDF accepted by content)', async () => {
    const without = await send('operator', company);
    expect(without.status).toBe(422);
    expect(without.body.errors.article_image).toEqual(['Selecciona un archivo']);
    const ok = await send('operator', { ...company, social_url: 'ignored' }, [articles(pdf)]);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      social_url: null,
      article_image: { content_type: 'application/pdf' },
    });
  });

  it.each([
    ['tax_regime', { ...person, tax_regime: '' }, 'obligatorio'],
    ['tax_regime', { ...person, tax_regime: 'alien' }, 'no es válido'],
    ['name', { ...person, name: '' }, 'obligatorio'],
    ['rfc_curp', { ...person, rfc_curp: '' }, 'obligatorio'],
    ['rfc_curp', { ...person, rfc_curp: 'NOT-A-CURP' }, 'RFC o una CURP'],
    ['rfc_curp', { ...person, rfc_curp: 'VADA800927DJ4' }, 'homoclave'],
    ['rfc_curp', { ...company, rfc_curp: 'PEAA900101MNLRNN09' }, '12 caracteres'],
    ['social_url', { ...person, social_url: '' }, 'obligatorio'],
    ['services', { ...person, services: ['air'] }, 'no es válido'],
  ])('%s is refused with its message', async (field, fields, words) => {
    const res = await send('customer', fields, field === 'rfc_curp' ? [] : [idImage]);
    expect(res.status).toBe(422);
    expect(res.body.errors[field].join(' ')).toContain(words);
  });

  it('refuses a fake PDF (text bytes named .pdf) and a document over 5 MB', async () => {
    const fake: Doc = {
      field: 'doc_image',
      name: 'ine.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('just text pretending to be a PDF'),
    };
    const res = await send('customer', person, [fake]);
    expect(res.status).toBe(422);
    expect(res.body.errors.doc_image).toEqual([
      'Solo se aceptan imágenes (PNG o JPEG) o archivos PDF',
    ]);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await send('customer', company, [articles(big)]);
    expect(large.status).toBe(422);
    expect(large.body.errors.article_image).toEqual(['El archivo puede pesar hasta 5 MB']);
  });
});

describe('staff view of the documents', () => {
  it('staff read a user’s request and download its documents', async () => {
    await send('customer', person, [idImage]);
    for (const as of ['admin', 'main_admin', 'developer'] as const) {
      const res = await t.request('GET', api('tax_fiscal_data'), {
        as,
        query: { 'where[user_id]': String(customerId) },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user_id).toBe(customerId);
      const file = await t.request(
        'GET',
        api(`tax_fiscal_data/${customerId}/documents/doc_image`),
        {
          as,
        },
      );
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const none = await t.request(
      'GET',
      api(`tax_fiscal_data/${customerId}/documents/article_image`),
      {
        as: 'admin',
      },
    );
    expect(none.status).toBe(404);
  });

  it('customers and operators get 403 for someone else’s; another tenant’s user is a 404', async () => {
    for (const as of ['customer', 'operator'] as const) {
      const adminRead = await t.request('GET', api('tax_fiscal_data'), {
        as,
        query: { 'where[user_id]': String(customerId + (as === 'customer' ? 1 : 0)) },
      });
      expect(adminRead.status).toBe(403);
    }
    const download = await t.request(
      'GET',
      api(`tax_fiscal_data/${customerId}/documents/doc_image`),
      {
        as: 'operator',
      },
    );
    expect(download.status).toBe(403);
    const other = await t.request('GET', api('tax_fiscal_data'), {
      as: 'admin',
      query: { 'where[user_id]': String(t.other.customerId) },
    });
    expect(other.status).toBe(404);
    const otherFile = await t.request(
      'GET',
      api(`tax_fiscal_data/${t.other.customerId}/documents/doc_image`),
      { as: 'main_admin', tenant: OTHER_TENANT },
    );
    expect(otherFile.status).toBe(404);
  });
});
