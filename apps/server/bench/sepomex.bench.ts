/**
 * The SEPOMEX import at full size: writes a 150,000-row file in the official TXT layout (Latin-1,
 * note line, header), then reads and imports it into a fresh database and prints the time.
 *
 *   npm run bench:sepomex
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:sepomex
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../src/db/migrate';
import { importSepomex, readSepomexFile } from '../src/modules/countries/sepomex-import';
import { createTestDatabase } from '../test/helpers/test-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 150_000);
const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sepomex-'));
  const lines = [
    'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México…',
    HEADER,
  ];
  for (let i = 0; i < ROWS; i++) {
    const cp = String(i % 100_000).padStart(5, '0');
    const state = String((i % 32) + 1).padStart(2, '0');
    const mnpio = String((i % 570) + 1).padStart(3, '0');
    lines.push(
      `${cp}|Colonia Número ${i}|Colonia|Municipio ${mnpio}|Estado ${state}|Ciudad ${mnpio}|${cp}|${state}|${cp}||09|${mnpio}|${String(Math.floor(i / 100_000) * 5000 + (i % 5000)).padStart(4, '0')}|Urbano|01`,
    );
  }
  const path = join(dir, 'CPdescarga.txt');
  writeFileSync(path, Buffer.from(lines.join('\r\n'), 'latin1'));
  const { database, drop } = await createTestDatabase();
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const rows = await readSepomexFile(path);
    const read = performance.now();
    await importSepomex(database, rows);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; ${rows.length} rows; read ${((read - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `sepomex import: ${rows.length} rows in ${seconds.toFixed(1)} s (${Math.round(rows.length / seconds)} rows/s)`,
    );
  } finally {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
