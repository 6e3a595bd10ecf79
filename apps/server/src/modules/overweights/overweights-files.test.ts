import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/helpers/images';
import { one } from '../../../test/helpers/shipment-fixture';
import { api, type Reply, type TestApp } from '../../../test/helpers/test-app';
import { todayIn } from '../../lib/dates';
import {
  demoCustomerId,
  form,
  labelledShipment,
  newCustomer,
  PDF,
  record,
  useOverweightsApp,
  type OverweightsWorld,
} from './overweights-test-kit';

let w: OverweightsWorld;
let t: TestApp;
useOverweightsApp((world) => {
  w = world;
  t = world.t;
});

/** The first sheet as exceljs reads it back: header and rows keyed by header. */
async function sheetOf(res: Reply) {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const header = lines[0] as string[];
  const rows = lines
    .slice(1)
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? null])));
  return { name: sheet.name, header, rows };
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hoja1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

let carmen: number;
let overweightId: number;
beforeAll(async () => {
  carmen = await demoCustomerId(t);
  const s = await labelledShipment(w, carmen, { billedKg: 1, tracking: 'EVIDENCIA-001' });
  overweightId = (await record(t, { shipment_id: String(s.number), carrier_weight: '2.5' })).body
    .data.id;
});

const putEvidence = (
  id: number,
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | undefined,
  who: { as?: 'admin' | 'customer' | 'operator'; token?: string } = { as: 'customer' },
) => {
  const m = form(fields, file && { ...file, field: 'overweight[evidence_file]' });
  return t.request('PUT', api(`overweights/${id}/evidence`), {
    ...who,
    body: m.body,
    headers: m.headers,
  });
};

describe('evidence', () => {
  it('takes an image or PDF by its bytes with a description, from the owner, and serves it back', async () => {
    const res = await putEvidence(
      overweightId,
      { 'overweight[evidence_description]': 'Foto de la báscula' },
      { name: '../../foto báscula.png', type: 'image/png', bytes: PNG_1PX },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      evidence_description: 'Foto de la báscula',
      evidence_file_name: 'foto_bascula.png',
      evidence_file_url: `/api/v1/overweights/${overweightId}/evidence`,
      can_report_evidence: true,
    });
    const file = await t.request('GET', api(`overweights/${overweightId}/evidence`), {
      as: 'customer',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="foto_bascula.png"');
    expect(file.raw.equals(PNG_1PX)).toBe(true);
    const staff = await t.request('GET', api(`overweights/${overweightId}/evidence`), {
      as: 'admin',
    });
    expect(staff.status).toBe(200);
    const stranger = await newCustomer(t, 0);
    const hidden = await t.request('GET', api(`overweights/${overweightId}/evidence`), {
      token: stranger.token,
    });
    expect(hidden.status).toBe(404);
    const staffPdf = await putEvidence(
      overweightId,
      { evidence_description: 'Ticket de la paquetería' },
      { name: 'ticket.pdf', type: 'application/pdf', bytes: PDF },
      { as: 'admin' },
    );
    expect(staffPdf.body.data.evidence_file_name).toBe('ticket.pdf');
  });

  it('refuses a .pdf that is really text, a missing description or file, and a file over 5 MB (422)', async () => {
    const fake = await putEvidence(
      overweightId,
      { 'overweight[evidence_description]': 'x' },
      {
        name: 'evidencia.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('solo texto, no un PDF'),
      },
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors.evidence_file).toEqual([
      'Solo se aceptan imágenes PNG o JPEG y archivos PDF',
    ]);
    const none = await putEvidence(overweightId, {}, undefined);
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(['evidence_description', 'evidence_file']);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await putEvidence(
      overweightId,
      { evidence_description: 'grande' },
      { name: 'grande.pdf', type: 'application/pdf', bytes: big },
    );
    expect(large.status).toBe(422);
    expect(large.body.errors.evidence_file).toEqual(['La evidencia puede pesar hasta 5 MB']);
    const still = await t.request('GET', api(`overweights/${overweightId}`), { as: 'admin' });
    expect(still.body.data.evidence_file_name).toBe('ticket.pdf');
    // Recording with a fake file refuses the whole form.
    const s = await labelledShipment(w, carmen, { billedKg: 1 });
    const rec = await record(
      t,
      { shipment_id: String(s.number), carrier_weight: '3' },
      { file: { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('hola') } },
    );
    expect(rec.status).toBe(422);
    expect(rec.body.errors.evidence_file).toBeDefined();
  });

  it('is not for operators, nor for another customer', async () => {
    const png = { name: 'a.png', type: 'image/png', bytes: PNG_1PX };
    expect(
      (await putEvidence(overweightId, { evidence_description: 'x' }, png, { as: 'operator' }))
        .status,
    ).toBe(403);
    const other = await newCustomer(t, 0);
    expect(
      (await putEvidence(overweightId, { evidence_description: 'x' }, png, { token: other.token }))
        .status,
    ).toBe(404);
  });
});

describe('export', () => {
  it('is a real .xlsx of the filtered rows, in the reader’s language', async () => {
    const res = await t.request('POST', api('overweights/export'), {
      as: 'admin',
      body: { where: { tracking_number: 'EVIDENCIA' } },
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="overweights.xlsx"');
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Sobrepesos');
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toMatchObject({
      ID: overweightId,
      Guía: 'EVIDENCIA-001',
      Correo: t.emailOf('customer'),
      'Sobrepeso (kg)': 2,
      'Monto (MXN)': 100,
      Estado: 'Sin cobrar',
    });
    const en = await t.request('POST', api('overweights/export'), {
      as: 'customer',
      lang: 'en',
      body: {
        where: { 'where[status]': '0', 'where[tracking_number]': 'EVIDENCIA' },
        order: 'created_at desc',
      },
    });
    const mine = await sheetOf(en);
    expect(mine.header).not.toContain('Email');
    expect(mine.header).toContain('Amount (MXN)');
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({ 'Tracking number': 'EVIDENCIA-001', Status: 'Unpaid' });
    expect(
      (await t.request('POST', api('overweights/export'), { as: 'operator', body: {} })).status,
    ).toBe(403);
  });
});

describe('import of a carrier’s file', () => {
  const upload = async (bytes: Buffer, as: 'admin' | 'customer' = 'admin') => {
    const m = form(
      {},
      {
        field: 'files[]',
        name: 'sobrepesos.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes,
      },
    );
    return t.request('POST', api('overweights/import'), { as, body: m.body, headers: m.headers });
  };

  it('creates, updates, reports unmatched and wrong rows', async () => {
    const a = await labelledShipment(w, carmen, { billedKg: 2, tracking: 'IMPORTA-A' });
    const b = await labelledShipment(w, carmen, { billedKg: 2, tracking: 'IMPORTA-B' });
    const existing = (await record(t, { shipment_id: String(b.number), carrier_weight: '3' })).body
      .data.id;
    void a;
    const file = await xlsx([
      ['Guía', 'Peso', 'Largo', 'Ancho', 'Alto', 'Peso volumétrico'],
      ['IMPORTA-A', 4.2, 40, 30, 20, ''],
      ['IMPORTA-B', '6', '', '', '', '7.5'],
      ['NO-EXISTE', 9, '', '', '', ''],
      ['IMPORTA-A', 'pesado', '', '', '', ''],
      [],
      ['EVIDENCIA-001', 0.5, '', '', '', ''],
    ]);
    const res = await upload(file);
    expect(res.status, res.text).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ created: 1, updated: 1, unmatched: 1, errors: 2 });
    expect(r.rows.map((x: { row: number; status: string }) => [x.row, x.status])).toEqual([
      [2, 'created'],
      [3, 'updated'],
      [4, 'unmatched'],
      [5, 'error'],
      [7, 'error'],
    ]);
    expect(r.rows[1].overweight_id).toBe(existing);
    expect(r.rows[4].message).toBe(
      'El peso de la paquetería no supera el peso que pagó la guía (1.000 kg)',
    );
    const updated = await t.request('GET', api(`overweights/${existing}`), { as: 'admin' });
    // The greater of 6 and 7.5 kg, minus 2 kg: 5.5, billed as 6 kg.
    expect(updated.body.data).toMatchObject({ overweight: '6.000', amount: '300.00' });
    const created = await t.request('GET', api(`overweights/${r.rows[0].overweight_id}`), {
      as: 'admin',
    });
    expect(created.body.data).toMatchObject({
      tracking_number: 'IMPORTA-A',
      overweight: '3.000',
      carrier_package_dimensions: { length: '40.00', width: '30.00', height: '20.00' },
    });
  });

  it('takes English headers, refuses a file without the needed columns or not an .xlsx, and customers', async () => {
    await labelledShipment(w, carmen, { billedKg: 1, tracking: 'ENGLISH-1' });
    const ok = await upload(
      await xlsx([
        ['Tracking number', 'Carrier weight'],
        ['ENGLISH-1', 3],
      ]),
    );
    expect(ok.body.data.created).toBe(1);
    const missing = await upload(
      await xlsx([
        ['Guía', 'Largo'],
        ['ENGLISH-1', 3],
      ]),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.files[0]).toContain('peso / carrier weight');
    const text = await upload(Buffer.from('Guía,Peso\nX,1\n'));
    expect(text.status).toBe(422);
    expect((await upload(await xlsx([['Guía', 'Peso']]), 'customer')).status).toBe(403);
  });

  it('takes 5,000 rows in one file and refuses 5,001', async () => {
    const rows: (string | number)[][] = [['Guía', 'Peso']];
    for (let i = 0; i < 5000; i++) rows.push([`SIN-ENVIO-${i}`, 3]);
    const started = Date.now();
    const full = await upload(await xlsx(rows));
    expect(full.status).toBe(200);
    expect(full.body.data.unmatched).toBe(5000);
    expect(Date.now() - started).toBeLessThan(30_000);
    rows.push(['SIN-ENVIO-X', 3]);
    const over = await upload(await xlsx(rows));
    expect(over.status).toBe(422);
    expect(over.body.errors.files).toEqual(['El archivo puede tener hasta 5000 filas']);
  });

  it('serves an example file with the headers', async () => {
    const res = await t.request('GET', api('overweights/import/example'), { as: 'admin' });
    const sheet = await sheetOf(res);
    expect(sheet.header).toEqual(['Guía', 'Peso', 'Largo', 'Ancho', 'Alto', 'Peso volumétrico']);
    expect(sheet.rows).toHaveLength(1);
  });
});

describe('the overweights report', () => {
  it('lists the real rows of the range', async () => {
    const tz = await one<{ time_zone: string }>(
      t,
      t.demoTenantId,
      sql`select time_zone from tenants where id = ${t.demoTenantId}`,
    );
    const today = todayIn(tz.time_zone);
    const res = await t.request('POST', api('reports/overweights'), {
      as: 'developer',
      body: { start_date: today, end_date: today },
    });
    const sheet = await sheetOf(res);
    expect(sheet.header.slice(0, 4)).toEqual(['ID', 'Fecha', 'Envío', 'Guía']);
    const row = sheet.rows.find((r) => r.ID === overweightId);
    expect(row).toMatchObject({ Guía: 'EVIDENCIA-001', 'Monto (MXN)': 100, Estado: 'Sin cobrar' });
  });
});
