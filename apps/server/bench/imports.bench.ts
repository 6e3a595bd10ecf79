/**
 * The shipment import at full size (issue 18): writes a 10,000-row .xlsx like a shop's export
 * (destinations across Mexico City, Guadalajara and Monterrey, half with an origin alias, every
 * row with a parcel), starts the real server on a fresh embedded database (`npm start`'s demo
 * mode; measured on its second start, once seeded), uploads the file as Carmen and polls the
 * import until the job has finished. Prints the time from upload to done, rows/s and memory:
 * the idle server's RSS, the peak RSS while the import ran (the kernel's high-water mark, reset
 * just before the upload through /proc/<pid>/clear_refs) and the difference, the import's own
 * cost. The idle embedded server already holds ~550 MB (PGlite alone is ~350 MB), so the 500 MB
 * budget is checked against what the import adds. Fails over 30 s, over that budget, or when any
 * row did not become a shipment. Last line: the headline.
 *
 *   npm run bench:imports
 *   IMPORT_BENCH_ROWS=20000 npm run bench:imports
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { COLUMNS, type ColumnKey } from '../src/modules/shipment-imports/import-columns';
import { freePort, spawnServer, waitHealthy } from '../test/helpers/server-process';
import { signInToken } from './load';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 10_000);
const MAX_SECONDS = 30;
const MAX_IMPORT_RSS_MB = Number(process.env.IMPORT_BENCH_MAX_RSS_MB ?? 500);

const PLACES = [
  {
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    neighborhood: 'Roma Norte',
    cp: '06700',
    lada: '55',
  },
  {
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    neighborhood: 'Juárez',
    cp: '06600',
    lada: '55',
  },
  { state: 'Jalisco', city: 'Guadalajara', neighborhood: 'Americana', cp: '44160', lada: '33' },
  {
    state: 'Jalisco',
    city: 'Guadalajara',
    neighborhood: 'Guadalajara Centro',
    cp: '44100',
    lada: '33',
  },
  { state: 'Nuevo León', city: 'Monterrey', neighborhood: 'Obispado', cp: '64060', lada: '81' },
  {
    state: 'Nuevo León',
    city: 'Monterrey',
    neighborhood: 'Monterrey Centro',
    cp: '64000',
    lada: '81',
  },
];
const FIRST = ['Ana', 'Luis', 'María', 'José', 'Sofía', 'Jorge', 'Lucía', 'Pedro'];
const LAST = ['López', 'Pérez', 'García', 'Hernández', 'Martínez', 'Ramírez'];

function rowOf(i: number): string[] {
  const p = PLACES[i % PLACES.length]!;
  const values: Partial<Record<ColumnKey, string>> = {
    order_number: `PED-${100_000 + i}`,
    'destination.name': `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
    'destination.company': `Cliente ${i}`,
    'destination.email': `cliente${i}@example.com`,
    'destination.phone': `${p.lada}${String(10_000_000 + ((i * 7919) % 89_999_999)).slice(0, 8)}`,
    'destination.state': p.state,
    'destination.city': p.city,
    'destination.neighborhood': p.neighborhood,
    'destination.street': 'Av. Insurgentes',
    'destination.number': String(1 + (i % 900)),
    'destination.postal_code': p.cp,
    origin_alias: i % 2 ? 'Tienda Monterrey' : '',
    length: String(10 + (i % 40)),
    width: String(10 + (i % 30)),
    height: String(5 + (i % 20)),
    weight: (0.5 + (i % 40) / 4).toFixed(2),
    contents: 'Ropa y accesorios',
    declared_tax_value: String(100 + (i % 900)),
  };
  return COLUMNS.map((c) => values[c.key] ?? '');
}

/** The file, written with exceljs's streaming writer (shared strings, as Excel saves). */
async function writeFile(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Envíos');
  sheet.addRow(COLUMNS.map((c) => c.es)).commit();
  for (let i = 0; i < ROWS; i++) sheet.addRow(rowOf(i)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

const mb = (kb: number) => Math.round(kb / 1024);
/** Resets the process's RSS high-water mark (Linux ≥ 4.0); false where it cannot. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function memoryOf(pid: number): { rssKb: number; hwmKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
}

async function main(): Promise<void> {
  const file = await writeFile();
  if (process.env.IMPORT_BENCH_SAVE) writeFileSync(process.env.IMPORT_BENCH_SAVE, file);
  console.log(`file: ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  const dataDir = mkdtempSync(join(tmpdir(), 'despacho-bench-imports-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    APP_SECRET: 'bench-secret-0123456789abcdef',
  };
  // The first start creates and seeds the database (demo data, catalogue, postal codes); the
  // measured server is a second start on it, as a running installation is.
  const seeding = spawnServer(env, await freePort());
  seeding.child.stderr?.pipe(process.stderr);
  try {
    await waitHealthy(seeding, 180_000);
  } finally {
    await seeding.stop();
  }
  const server = spawnServer(env, await freePort());
  server.child.stderr?.pipe(process.stderr);
  let failed = false;
  try {
    await waitHealthy(server, 180_000);
    const pid = server.child.pid!;
    const token = await signInToken(server.url, 'customer@despacho.test');
    await new Promise((r) => setTimeout(r, 1000));
    const idle = memoryOf(pid);
    const peakReset = resetPeak(pid);
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'demo' };
    let peakRssKb = idle.rssKb;
    const started = performance.now();
    const form = new FormData();
    form.append('files[]', new Blob([file]), 'pedidos.xlsx');
    const res = await fetch(`${server.url}/api/v1/shipments/imports`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    type Report = { status: string; processed_rows: number; created: number; error_rows: number };
    let report: Report;
    let lastShown = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      peakRssKb = Math.max(peakRssKb, memoryOf(pid).rssKb);
      const got = await fetch(`${server.url}/api/v1/shipments/imports/${id}`, { headers });
      report = ((await got.json()) as { data: Report }).data;
      if (report.processed_rows !== lastShown && report.processed_rows % 2500 === 0) {
        lastShown = report.processed_rows;
        console.log(
          `  ${report.processed_rows} rows after ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      if (report.status === 'done' || report.status === 'failed') break;
      if (performance.now() - started > 300_000)
        throw new Error('the import did not finish in 5 min');
    }
    const seconds = (performance.now() - started) / 1000;
    // The sampled peak stands in only where the high-water mark could not be reset.
    const peak = peakReset ? memoryOf(pid).hwmKb : peakRssKb;
    const added = mb(peak) - mb(idle.rssKb);
    console.log(
      `database: embedded PGlite; created ${report.created}, rows refused ${report.error_rows}; ` +
        `idle server RSS ${mb(idle.rssKb)} MB, peak during the import ${mb(peak)} MB (${peakReset ? 'high-water mark' : 'sampled'})`,
    );
    if (report.status !== 'done' || report.created !== ROWS) {
      console.error(`the import did not create every row: ${JSON.stringify(report)}`);
      failed = true;
    }
    if (seconds > MAX_SECONDS) {
      console.error(`too slow: ${seconds.toFixed(1)} s > ${MAX_SECONDS} s`);
      failed = true;
    }
    if (added > MAX_IMPORT_RSS_MB) {
      console.error(`the import took too much memory: +${added} MB > ${MAX_IMPORT_RSS_MB} MB`);
      failed = true;
    }
    console.log(
      `imports: ${ROWS} rows in ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), peak RSS ${mb(peak)} MB (+${added} MB over the idle server)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
