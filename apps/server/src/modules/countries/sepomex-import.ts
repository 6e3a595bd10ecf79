import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The official layout's columns (Correos de México, CPdescarga.txt / .xls). */
const COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'c_estado',
  'c_mnpio',
  'id_asenta_cpcons',
] as const;
type Column = (typeof COLUMNS)[number];
export type SepomexRow = Record<Column, string>;

const BATCH = 5_000;

export class SepomexFormatError extends Error {}

/** UTF-8 when the bytes are valid UTF-8, otherwise Latin-1 (SEPOMEX's TXT is ISO-8859-1). */
function decode(bytes: Buffer): string {
  const utf8 = bytes.toString('utf8');
  return utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8;
}

function rowsFromTable(lines: string[][]): SepomexRow[] {
  const headerAt = lines.findIndex((cells) => cells[0]?.trim() === 'd_codigo');
  if (headerAt < 0) throw new SepomexFormatError('no header row starting with d_codigo');
  const header = lines[headerAt]!.map((h) => h.trim());
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    Column,
    number
  >;
  const missing = COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) throw new SepomexFormatError(`missing columns: ${missing.join(', ')}`);
  const out: SepomexRow[] = [];
  for (const cells of lines.slice(headerAt + 1)) {
    if (!cells[index.d_codigo]?.trim()) continue;
    const row = Object.fromEntries(
      COLUMNS.map((c) => [c, (cells[index[c]] ?? '').trim()]),
    ) as SepomexRow;
    if (!/^\d{5}$/.test(row.d_codigo) || !row.d_asenta)
      throw new SepomexFormatError(`bad row for postal code "${row.d_codigo.slice(0, 10)}"`);
    out.push(row);
  }
  return out;
}

/** The TXT (pipe-separated) or the .xlsx (one sheet per state) SEPOMEX publishes. */
export async function readSepomexFile(path: string): Promise<SepomexRow[]> {
  const bytes = await readFile(path);
  if (bytes.subarray(0, 2).toString('latin1') === 'PK') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: SepomexRow[] = [];
    for (const sheet of workbook.worksheets) {
      const lines: string[][] = [];
      sheet.eachRow((row) =>
        lines.push(
          (row.values as unknown[])
            .slice(1)
            .map((v) => (v === null || v === undefined ? '' : String(v))),
        ),
      );
      if (lines.some((l) => l[0] === 'd_codigo')) rows.push(...rowsFromTable(lines));
    }
    if (!rows.length) throw new SepomexFormatError('no sheet with a d_codigo header');
    return rows;
  }
  return rowsFromTable(
    decode(bytes)
      .split(/\r?\n/)
      .map((line) => line.split('|')),
  );
}

/**
 * Loads SEPOMEX rows into postal_code_settlements: inserts new settlements and updates the names
 * of known ones (key: state, municipality, settlement id, postal code), so running it again with
 * a newer file is safe. One transaction; batches of 5,000; `progress` after each batch.
 */
export async function importSepomex(
  database: Database,
  rows: SepomexRow[],
  progress: (done: number, total: number) => void = () => undefined,
): Promise<number> {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const col = (c: Column) => sql.param(batch.map((r) => r[c]));
      await tx.execute(sql`
        insert into postal_code_settlements
          (postal_code, settlement, settlement_type, municipality, city, state_name, state_code,
           municipality_code, settlement_id)
        select cp, asenta, tipo, mnpio, nullif(ciudad, ''), estado, c_estado, c_mnpio, id_asenta
        from unnest(${col('d_codigo')}::text[], ${col('d_asenta')}::text[],
          ${col('d_tipo_asenta')}::text[], ${col('D_mnpio')}::text[], ${col('d_ciudad')}::text[],
          ${col('d_estado')}::text[], ${col('c_estado')}::text[], ${col('c_mnpio')}::text[],
          ${col('id_asenta_cpcons')}::text[])
          as t(cp, asenta, tipo, mnpio, ciudad, estado, c_estado, c_mnpio, id_asenta)
        on conflict (state_code, municipality_code, settlement_id, postal_code) do update set
          settlement = excluded.settlement, settlement_type = excluded.settlement_type,
          municipality = excluded.municipality, city = excluded.city,
          state_name = excluded.state_name`);
      progress(Math.min(i + BATCH, rows.length), rows.length);
    }
  });
  return rows.length;
}
