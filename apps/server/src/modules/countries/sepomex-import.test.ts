import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoSatProducts } from './sat-products';
import { importSepomex, readSepomexFile, SepomexFormatError } from './sepomex-import';

const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
const dir = mkdtempSync(join(tmpdir(), 'sepomex-'));
const file = (name: string, lines: string[], encoding: BufferEncoding = 'latin1') => {
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(lines.join('\r\n'), encoding));
  return path;
};
const official = file('CPdescarga.txt', [
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.',
  HEADER,
  '64000|Monterrey Centro|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001||09|039|0001|Urbano|01',
  '64010|Obispado|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001||09|039|0002|Urbano|01',
  '66220|Del Valle|Colonia|San Pedro Garza García|Nuevo León|San Pedro Garza García|66221|19|66221||09|019|0003|Urbano|04',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('sepomex:import', () => {
  it('reads the official Latin-1 TXT, loads it, and the address forms find the codes', async () => {
    const rows = await readSepomexFile(official);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ d_codigo: '64000', d_estado: 'Nuevo León', c_mnpio: '039' });
    const seen: number[] = [];
    expect(await importSepomex(t.database, rows, (done) => seen.push(done))).toBe(3);
    expect(seen.at(-1)).toBe(3);
    const res = await t.request('GET', api('postal_codes/66220'), { as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      postal_code: '66220',
      municipality: 'San Pedro Garza García',
      state: { code: '19', name: 'Nuevo León' },
      settlements: [{ name: 'Del Valle', type: 'Colonia' }],
    });
    const unknown = await t.request('GET', api('postal_codes/99999'), { as: 'customer' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.postal_code[0]).toMatch(/código postal/);
  });

  it('runs again without duplicating, taking renamed settlements', async () => {
    const renamed = file(
      'renamed.txt',
      [
        HEADER,
        '64010|Obispado Poniente|Colonia|Monterrey|Nuevo León|Monterrey|64001|19|64001||09|039|0002|Urbano|01',
      ],
      'utf8',
    );
    await importSepomex(t.database, await readSepomexFile(renamed));
    await importSepomex(t.database, await readSepomexFile(official).then((r) => r.slice(0, 1)));
    const { rows } = await t.database.execRaw(
      'select count(*)::int as n from postal_code_settlements',
    );
    expect((rows[0] as { n: number }).n).toBe(3);
    const res = await t.request('GET', api('postal_codes/64010'), { as: 'customer' });
    expect(res.body.data.settlements[0].name).toBe('Obispado Poniente');
  });

  it('finds SAT product keys by key prefix or words, accents ignored', async () => {
    await seedDemoSatProducts(t.database);
    const byWord = await t.request('GET', api('sat_products'), {
      as: 'customer',
      query: { search: 'telefonos' },
    });
    expect(byWord.body.data).toEqual([{ code: '43191501', description: 'Teléfonos móviles' }]);
    const byCode = await t.request('GET', api('sat_products'), {
      as: 'customer',
      query: { search: '5310' },
    });
    expect(byCode.body.data.map((p: { code: string }) => p.code)).toContain('53101600');
    expect((await t.request('GET', api('sat_products'), {})).status).toBe(401);
  });

  it('refuses a file of another layout, saying why', async () => {
    await expect(
      readSepomexFile(file('other.txt', ['cp,colonia', '64000,Centro'])),
    ).rejects.toThrow(SepomexFormatError);
    await expect(
      readSepomexFile(file('bad.txt', [HEADER, 'abc|X|Colonia|M|E|C|1|19|1||09|039|0001|U|01'])),
    ).rejects.toThrow(/bad row/);
  });
});
