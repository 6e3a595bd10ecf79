import { validationText } from '@despacho/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentImports, shipments, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { hashPassword } from '../../lib/passwords';
import { createConfirmedUser } from '../auth/accounts.service';
import { multipartFile } from '../../../test/helpers/multipart';
import {
  api,
  createTestApp,
  OTHER_TENANT,
  PASSWORD,
  type RequestOptions,
  type TestApp,
} from '../../../test/helpers/test-app';
import { COLUMNS } from './import-columns';
import { exampleCells } from './import-example';
import { failStaleShipmentImports } from './import-run';

let t: TestApp;
let otherCustomerToken: string;

beforeAll(async () => {
  t = await createTestApp({
    demoCatalogue: true,
    startJobs: true,
    jobOptions: { pollingIntervalSeconds: 1 },
  });
  const passwordHash = await hashPassword(PASSWORD);
  await withTenant(t.database.db, t.demoTenantId, (tx) =>
    createConfirmedUser(tx, t.demoTenantId, {
      email: 'ramon@despacho.test',
      passwordHash,
      name: 'Ramón',
      lastName: 'Otro Cliente',
      userType: 'customer',
    }),
  );
  const signIn = await t.request('POST', api('users/sign_in'), {
    ip: '10.96.0.1',
    body: { user: { email: 'ramon@despacho.test', password: PASSWORD } },
  });
  otherCustomerToken = signIn.body.data.token;
}, 120_000);
afterAll(async () => t?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(bytes: Buffer, filename: string, opts: RequestOptions = { as: 'customer' }) {
  const form = multipartFile('files[]', filename, XLSX, bytes);
  return t.request('POST', api('shipments/imports'), {
    ...opts,
    body: form.body,
    headers: { ...form.headers, ...(opts.headers ?? {}) },
  });
}

/** Polls the import as the web app does until the job has finished it. */
async function finished(id: number, opts: RequestOptions = { as: 'customer' }) {
  for (let i = 0; i < 300; i++) {
    const res = await t.request('GET', api(`shipments/imports/${id}`), opts);
    expect(res.status).toBe(200);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

async function sheet(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Envios');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const headings = COLUMNS.map((c) => c.es);
const col = (heading: string) => headings.indexOf(heading);

const importedShipments = () =>
  withTenant(t.database.db, t.demoTenantId, (tx) =>
    tx.select().from(shipments).where(eq(shipments.source, 'import')).orderBy(shipments.id),
  );

describe('shipment import from a spreadsheet', () => {
  it('imports the example file: three shipments from source import, each at the furthest step', async () => {
    const example = await t.request('GET', api('shipments/imports/example.xlsx'), {
      as: 'customer',
    });
    expect(example.status).toBe(200);
    expect(example.headers['content-type']).toContain('spreadsheetml');
    const before = (await importedShipments()).length;
    const res = await upload(example.raw, 'envios-ejemplo.xlsx');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ file_name: 'envios-ejemplo.xlsx', status: 'queued' });
    const done = await finished(res.body.data.id);
    expect(done).toMatchObject({
      status: 'done',
      total_rows: 3,
      processed_rows: 3,
      created: 3,
      created_by_step: { addressing: 0, packaging: 1, rating: 2 },
      error_rows: 0,
      errors: [],
      failure: null,
    });
    const made = (await importedShipments()).slice(before);
    expect(made.map((s) => [s.sourceNumber, s.step, s.destination?.city])).toEqual([
      ['PED-1001', 'rating', 'Ciudad de Mexico'],
      ['PED-1002', 'rating', 'Guadalajara'],
      ['PED-1003', 'packaging', 'Monterrey'],
    ]);
    expect(made[0]!.parcel).toMatchObject({ length: 30, width: 20, height: 15, weight: 2.5 });
    // The sobre travels in the envelope's measures with its own weight.
    expect(made[1]!.parcel).toMatchObject({ parcel_type: 'doc', length: 29.7, weight: 0.3 });
    expect(made[0]!.origin).toMatchObject({ postal_code: '64000', state_code: expect.any(String) });
    // They share the tenant's numbering with typed shipments and show in the customer's list.
    const numbers = made.map((s) => s.sequentialId);
    expect(new Set(numbers).size).toBe(3);
    const list = await t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[source]': 'import' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { sequential_id: number }) => s.sequential_id)).toEqual(
      expect.arrayContaining(numbers),
    );
  });

  it('refuses bad cells row by row, naming the row and the column in the importer’s language, and creates the other rows', async () => {
    const [good] = exampleCells();
    const badEmail = [...good!];
    badEmail[col('Correo destino')] = 'luisa-en-example.com';
    badEmail[col('Código postal destino')] = 'ABCDE';
    const badParcel = [...good!];
    badParcel[col('Peso (kg)')] = '0.05';
    badParcel[col('Largo (cm)')] = 'treinta';
    const noOrigin = [...good!];
    for (const c of COLUMNS) if (c.key.startsWith('origin.')) noOrigin[col(c.es)] = '';
    noOrigin[col('Alias origen')] = 'Bodega Inexistente';
    const file = await sheet(headings, [good!, badEmail, badParcel, noOrigin]);
    const before = (await importedShipments()).length;
    const res = await upload(file, 'pedidos.xlsx', { as: 'customer', lang: 'en' });
    expect(res.status).toBe(202);
    const done = await finished(res.body.data.id);
    expect(done).toMatchObject({ status: 'done', total_rows: 4, created: 1, error_rows: 3 });
    expect(done.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'Correo destino', message: validationText('v.email', 'en') },
        {
          row: 3,
          column: 'Código postal destino',
          message: validationText('v.postal_code_mx', 'en'),
        },
        { row: 4, column: 'Peso (kg)', message: validationText('v.too_small', 'en', { min: 0.1 }) },
        { row: 4, column: 'Largo (cm)', message: validationText('v.number', 'en') },
        {
          row: 5,
          column: 'Alias origen',
          message: 'You have no saved address with the alias "Bodega Inexistente"',
        },
      ]),
    );
    expect((await importedShipments()).length).toBe(before + 1);
  });

  it('keeps a row without any origin at addressing, with its destination and parcel', async () => {
    const [row] = exampleCells();
    const bare = [...row!];
    for (const c of COLUMNS) if (c.key.startsWith('origin.')) bare[col(c.es)] = '';
    // Ramón has no saved address to fall back on.
    const res = await upload(await sheet(headings, [bare]), 'sin-origen.xlsx', {
      token: otherCustomerToken,
    });
    const done = await finished(res.body.data.id, { token: otherCustomerToken });
    expect(done).toMatchObject({ created: 1, created_by_step: { addressing: 1 } });
    const [made] = (await importedShipments()).slice(-1);
    expect(made).toMatchObject({ step: 'addressing', origin: null });
    expect(made!.destination?.postal_code).toBe('06700');
    expect(made!.parcel?.weight).toBe(2.5);
  });

  it('fails the whole file when required headings are missing or unknown, creating nothing', async () => {
    const header = headings.filter((h) => h !== 'Código postal destino');
    header.push('Color favorito');
    const rows = exampleCells().map((r) => r.filter((_, i) => i !== col('Código postal destino')));
    const before = (await importedShipments()).length;
    const res = await upload(
      await sheet(
        header,
        rows.map((r) => [...r, 'azul']),
      ),
      'mal.xlsx',
    );
    const done = await finished(res.body.data.id);
    expect(done.status).toBe('failed');
    expect(done.failure).toContain('Código postal destino');
    expect(done.created).toBe(0);
    const unknown = await upload(
      await sheet([...headings, 'Color favorito'], exampleCells()),
      'x.xlsx',
    );
    const failed = await finished(unknown.body.data.id);
    expect(failed.failure).toContain('Color favorito');
    expect((await importedShipments()).length).toBe(before);
  });

  it('keeps the first 1,000 errors in row order and counts every refused row', async () => {
    const [good] = exampleCells();
    const bad = [...good!];
    bad[col('Correo destino')] = 'sin-arroba';
    bad[col('Peso (kg)')] = '0';
    const csv = [headings, ...Array.from({ length: 600 }, () => bad)]
      .map((r) => r.map((v) => (/[",]/.test(v) ? `"${v}"` : v)).join(','))
      .join('\n');
    const res = await upload(Buffer.from(csv), 'errores.csv');
    const done = await finished(res.body.data.id);
    expect(done).toMatchObject({ status: 'done', total_rows: 600, error_rows: 600, created: 0 });
    expect(done.errors).toHaveLength(1000);
    expect(done.errors[0]).toMatchObject({ row: 2, column: 'Correo destino' });
    expect(done.errors[999].row).toBe(501);
  });

  it('reports an import a restart cut off as failed instead of running forever', async () => {
    const id = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const [carmen] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'customer@despacho.test'));
      const [row] = await tx
        .insert(shipmentImports)
        .values({
          tenantId: t.demoTenantId,
          userId: carmen!.id,
          fileName: 'cortado.xlsx',
          status: 'running',
          totalRows: 5000,
          processedRows: 1500,
          createdAt: new Date(Date.now() - 60 * 60_000),
        })
        .returning({ id: shipmentImports.id });
      return row!.id;
    });
    expect(await failStaleShipmentImports(t.deps)).toBe(1);
    const res = await t.request('GET', api(`shipments/imports/${id}`), { as: 'customer' });
    expect(res.body.data).toMatchObject({ status: 'failed', processed_rows: 1500 });
    expect(res.body.data.failure).toMatch(/interrumpió/);
  });

  it('imports the CSV example the same way', async () => {
    const example = await t.request('GET', api('shipments/imports/example.csv'), {
      as: 'customer',
    });
    expect(example.status).toBe(200);
    const res = await upload(example.raw, 'envios.csv');
    expect(res.status).toBe(202);
    const done = await finished(res.body.data.id);
    expect(done).toMatchObject({
      status: 'done',
      created: 3,
      created_by_step: { packaging: 1, rating: 2 },
      errors: [],
    });
  });

  it('refuses files that are not spreadsheets, damaged workbooks and files over 50 MB', async () => {
    const pdf = await upload(
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n', 'latin1'),
      'envios.xlsx',
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors.files[0]).toMatch(/Excel/);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(png, 'envios.xlsx')).status).toBe(415);
    const example = await t.request('GET', api('shipments/imports/example.xlsx'), {
      as: 'customer',
    });
    const damaged = Buffer.concat([example.raw.subarray(0, 2000), Buffer.alloc(3000, 0x41)]);
    const corrupt = await upload(damaged, 'envios.xlsx');
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.errors.files).toEqual([
      'El archivo de Excel está dañado o no se puede leer',
    ]);
    // One byte over: the multipart limit stops it; far over: refused by its declared length.
    for (const size of [50 * 1024 * 1024 + 1, 60 * 1024 * 1024]) {
      const huge = await upload(Buffer.alloc(size, 0x61), 'envios.csv');
      expect(huge.status).toBe(413);
      expect(huge.body.errors.files).toEqual(['El archivo es demasiado grande (máximo 50 MB)']);
    }
  });

  it('shows an import to its account and the tenant’s staff only: another customer or tenant gets 404', async () => {
    const example = await t.request('GET', api('shipments/imports/example.csv'), {
      as: 'customer',
    });
    const mine = await upload(example.raw, 'mio.csv');
    const id = mine.body.data.id as number;
    await finished(id);
    expect((await t.request('GET', api(`shipments/imports/${id}`), { as: 'admin' })).status).toBe(
      200,
    );
    const other = await t.request('GET', api(`shipments/imports/${id}`), {
      token: otherCustomerToken,
    });
    expect(other.status).toBe(404);
    for (const as of ['customer', 'admin'] as const) {
      const res = await t.request('GET', api(`shipments/imports/${id}`), {
        as,
        tenant: OTHER_TENANT,
      });
      expect(res.status).toBe(404);
    }
    const list = await t.request('GET', api('shipments/imports'), { as: 'customer' });
    expect(list.status).toBe(200);
    expect(list.body.data[0].id).toBe(id);
    expect(list.body.data.length).toBeLessThanOrEqual(20);
    const theirs = await t.request('GET', api('shipments/imports'), { token: otherCustomerToken });
    expect(theirs.body.data.map((i: { id: number }) => i.id)).not.toContain(id);
    // Nothing of the demo tenant's imports is visible from the other tenant's database rows.
    const counted = await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.execute(sql`select count(*)::int as n from shipment_imports`),
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
