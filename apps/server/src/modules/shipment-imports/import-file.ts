import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { AppError } from '../../http/app-error';
import { cellText, csvRows } from '../../lib/spreadsheet';

/** The largest file an import takes (the multipart limit and the early Content-Length check). */
export const MAX_IMPORT_MB = 50;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;
/** Rows a file may hold: a day of a busy shop several times over, read and kept in memory. */
export const MAX_IMPORT_ROWS = 20_000;

export type ImportKind = 'xlsx' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Files people rename to .xlsx or .csv by mistake: PDF, PNG, JPEG, GIF, old binary .xls. */
const NOT_SPREADSHEETS = ['%PDF', '\x89PNG', '\xff\xd8\xff', 'GIF8', '\xd0\xcf\x11\xe0'].map((m) =>
  Buffer.from(m, 'latin1'),
);

const typeError = () =>
  new AppError('unsupported_media_type', undefined, {
    fields: { files: ['v.shipment_import_type'] },
  });
const corrupt = () =>
  new AppError('validation_failed', undefined, {
    fields: { files: ['v.shipment_import_corrupt'] },
  });

/** How long reading a file may take before it counts as damaged (a stalled zip stream). */
const READ_DEADLINE_MS = 120_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('read deadline')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The zip's central directory read whole (nothing decompressed but the small workbook part): a
 * truncated or patched file fails here, where exceljs's streaming reader would wait forever
 * for bytes that never come.
 */
function isWorkbookZip(bytes: Buffer): boolean {
  try {
    const parts = unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
      filter: (f) => f.name === 'xl/workbook.xml',
    });
    return Boolean(parts['xl/workbook.xml']);
  } catch {
    return false;
  }
}

function openWorkbook(bytes: Buffer) {
  return new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
}

/**
 * What the upload is, by its bytes (never its name): an .xlsx is a zip that exceljs's streaming
 * reader opens down to its first row; a CSV is UTF-8 text. Anything else is 415, a damaged
 * workbook 422 — both with a sentence on `files`.
 */
export async function checkImportFile(bytes: Buffer): Promise<ImportKind> {
  if (bytes.length === 0)
    throw new AppError('validation_failed', undefined, {
      fields: { files: ['v.shipment_import_empty'] },
    });
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    if (!isWorkbookZip(bytes)) throw corrupt();
    const firstRow = async () => {
      let sheets = 0;
      for await (const sheet of openWorkbook(bytes)) {
        sheets++;
        // The first row (or the end of an empty sheet) proves the sheet's XML reads.
        for await (const _row of sheet as AsyncIterable<ExcelJS.Row>) break;
        break;
      }
      if (!sheets) throw new Error('no worksheet');
    };
    try {
      await withDeadline(firstRow(), 15_000);
    } catch {
      throw corrupt();
    }
    return 'xlsx';
  }
  if (NOT_SPREADSHEETS.some((m) => bytes.subarray(0, m.length).equals(m))) throw typeError();
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\u0000')) throw new Error('binary');
  } catch {
    throw typeError();
  }
  return 'csv';
}

/** A spreadsheet row with its number as the file shows it (the heading row is 1). */
export interface SheetRow {
  number: number;
  cells: string[];
}

export type SheetRead =
  | { ok: true; header: string[]; rows: SheetRow[] }
  | { ok: false; key: string; params?: Record<string, number> };

/**
 * The first sheet's rows as text, read with exceljs's streaming reader (the whole workbook is
 * never built in memory), blank rows skipped, the first non-blank row as the headings. Stops
 * (and says so) past MAX_IMPORT_ROWS.
 */
export async function readImportRows(bytes: Buffer, kind: ImportKind): Promise<SheetRead> {
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  let tooMany = false;
  const take = (number: number, cells: string[]) => {
    if (!cells.some((c) => c !== '')) return true;
    if (!header) header = cells;
    else if (rows.length >= MAX_IMPORT_ROWS) return !(tooMany = true);
    else rows.push({ number, cells });
    return true;
  };
  if (kind === 'xlsx') {
    const read = async () => {
      for await (const sheet of openWorkbook(bytes)) {
        for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
          const values = (row.values as ExcelJS.CellValue[]).slice(1);
          if (
            !take(
              row.number,
              Array.from(values, (v) => cellText(v ?? null).trim()),
            )
          )
            break;
        }
        break;
      }
    };
    try {
      if (!isWorkbookZip(bytes)) throw new Error('not a workbook');
      await withDeadline(read(), READ_DEADLINE_MS);
    } catch {
      return { ok: false, key: 'v.shipment_import_corrupt' };
    }
  } else {
    const text = bytes.toString('utf8');
    // A cheap bound before parsing: far more lines than rows allowed is refused unparsed.
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
    if (lines > MAX_IMPORT_ROWS * 2 + 1) tooMany = true;
    else csvRows(text).forEach((cells, i) => take(i + 1, cells));
  }
  if (tooMany)
    return { ok: false, key: 'v.shipment_import_too_many_rows', params: { max: MAX_IMPORT_ROWS } };
  if (!header) return { ok: false, key: 'v.shipment_import_empty' };
  if (!rows.length) return { ok: false, key: 'v.shipment_import_no_rows' };
  return { ok: true, header, rows };
}
