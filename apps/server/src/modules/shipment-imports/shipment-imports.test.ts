import { validationText } from '@despacho/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/helpers/test-app';
import { COLUMNS } from './import-columns';
import { exampleCells } from './import-example';
import { col, headings, importTestApp, sheet } from './import-test-kit';

let kit: Awaited<ReturnType<typeof importTestApp>>;
beforeAll(async () => {
  kit = await importTestApp();
}, 120_000);
afterAll(async () => kit?.t.close());

describe('shipment import from a spreadsheet', () => {
  it('imports the example file: three shipments from source import, each at the furthest step', async () => {
    const example = await kit.t.request('GET', api('shipments/imports/example.xlsx'), {
      as: 'customer',
    });
    expect(example.status).toBe(200);
    expect(example.headers['content-type']).toContain('spreadsheetml');
    const before = (await kit.importedShipments()).length;
    const res = await kit.upload(example.raw, 'envios-ejemplo.xlsx');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ file_name: 'envios-ejemplo.xlsx', status: 'queued' });
    const done = await kit.finished(res.body.data.id);
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
    const made = (await kit.importedShipments()).slice(before);
    expect(made.map((s) => [s.sourceNumber, s.step, s.destination?.city])).toEqual([
      ['PED-1001', 'rating', 'Ciudad de México'],
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
    const list = await kit.t.request('GET', api('shipments'), {
      as: 'customer',
      query: { 'where[source]': 'import' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { sequential_id: number }) => s.sequential_id)).toEqual(
      expect.arrayContaining(numbers),
    );
    // The file was read once: its bytes do not stay in the file store after the job.
    await expect
      .poll(async () => (await kit.storedFileOf(res.body.data.id)).importFiles, { timeout: 5_000 })
      .toBe(0);
    expect((await kit.storedFileOf(res.body.data.id)).fileId).toBeNull();
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
    const before = (await kit.importedShipments()).length;
    const res = await kit.upload(file, 'pedidos.xlsx', { as: 'customer', lang: 'en' });
    expect(res.status).toBe(202);
    const done = await kit.finished(res.body.data.id);
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
    expect((await kit.importedShipments()).length).toBe(before + 1);
  });

  it('keeps a row without any origin at addressing, with its destination and parcel', async () => {
    const [row] = exampleCells();
    const bare = [...row!];
    for (const c of COLUMNS) if (c.key.startsWith('origin.')) bare[col(c.es)] = '';
    // Ramón has no saved address to fall back on.
    const res = await kit.upload(await sheet(headings, [bare]), 'sin-origen.xlsx', {
      token: kit.otherCustomerToken,
    });
    const done = await kit.finished(res.body.data.id, { token: kit.otherCustomerToken });
    expect(done).toMatchObject({ created: 1, created_by_step: { addressing: 1 } });
    const [made] = (await kit.importedShipments()).slice(-1);
    expect(made).toMatchObject({ step: 'addressing', origin: null });
    expect(made!.destination?.postal_code).toBe('06700');
    expect(made!.parcel?.weight).toBe(2.5);
  });

  it('fails the whole file when required headings are missing or unknown, creating nothing', async () => {
    const header = headings.filter((h) => h !== 'Código postal destino');
    header.push('Color favorito');
    const rows = exampleCells().map((r) => r.filter((_, i) => i !== col('Código postal destino')));
    const before = (await kit.importedShipments()).length;
    const res = await kit.upload(
      await sheet(
        header,
        rows.map((r) => [...r, 'azul']),
      ),
      'mal.xlsx',
    );
    const done = await kit.finished(res.body.data.id);
    expect(done.status).toBe('failed');
    expect(done.failure).toContain('Código postal destino');
    expect(done.created).toBe(0);
    const unknown = await kit.upload(
      await sheet([...headings, 'Color favorito'], exampleCells()),
      'x.xlsx',
    );
    const failed = await kit.finished(unknown.body.data.id);
    expect(failed.failure).toContain('Color favorito');
    expect((await kit.importedShipments()).length).toBe(before);
  });

  it('keeps the first 1,000 errors in row order and counts every refused row', async () => {
    const [good] = exampleCells();
    const bad = [...good!];
    bad[col('Correo destino')] = 'sin-arroba';
    bad[col('Peso (kg)')] = '0';
    const csv = [headings, ...Array.from({ length: 600 }, () => bad)]
      .map((r) => r.map((v) => (/[",]/.test(v) ? `"${v}"` : v)).join(','))
      .join('\n');
    const res = await kit.upload(Buffer.from(csv), 'errores.csv');
    const done = await kit.finished(res.body.data.id);
    expect(done).toMatchObject({ status: 'done', total_rows: 600, error_rows: 600, created: 0 });
    expect(done.errors).toHaveLength(1000);
    expect(done.errors[0]).toMatchObject({ row: 2, column: 'Correo destino' });
    expect(done.errors[999].row).toBe(501);
  });

  it('imports the CSV example the same way', async () => {
    const example = await kit.t.request('GET', api('shipments/imports/example.csv'), {
      as: 'customer',
    });
    expect(example.status).toBe(200);
    const res = await kit.upload(example.raw, 'envios.csv');
    expect(res.status).toBe(202);
    const done = await kit.finished(res.body.data.id);
    expect(done).toMatchObject({
      status: 'done',
      created: 3,
      created_by_step: { packaging: 1, rating: 2 },
      errors: [],
    });
  });
});
