/**
 * Reading a waybill file in the browser (spec 2 Imports): csv, xls or xlsx, checked by its bytes
 * as well as its name, the numbers taken from the column called `number` (or número, guía,
 * waybill; any case, accents ignored). SheetJS (@e965/xlsx, 0.20.3) reads all three formats and
 * is loaded only when a file is chosen.
 */
export type WaybillFileKind = 'csv' | 'xls' | 'xlsx';
export type WaybillFileResult =
  { ok: true; numbers: string[] } | { ok: false; reason: 'type' | 'size' | 'column' | 'empty' };

/** 5 MB: far more than the 5,000-row import the server takes per request. */
export const WAYBILL_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const WAYBILL_FILE_ACCEPT = '.csv,.xls,.xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADERS = new Set(['number', 'numero', 'guia', 'waybill', 'numero de guia']);

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The file's kind when its name and its bytes agree, else null ('Invalid file type!'). */
export function waybillFileKind(name: string, bytes: Uint8Array): WaybillFileKind | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'xlsx') return startsWith(bytes, ZIP) ? 'xlsx' : null;
  if (ext === 'xls') return startsWith(bytes, OLE) ? 'xls' : null;
  if (ext !== 'csv') return null;
  // Text: no NUL byte and valid UTF-8 (a renamed binary is refused).
  if (bytes.subarray(0, 65536).includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return 'csv';
}

const headerOf = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** A cell as text: whole numbers keep every digit (no 1.2E+11), text is trimmed. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isInteger(value)) return value.toFixed(0);
  // Cut long cells: the row is still refused (40 at most), not the whole chunk (200 at most).
  return String(value).trim().slice(0, 100);
}

/** The numbers under the first row that names the column; null when no row names it. */
export function numbersFromRows(rows: unknown[][]): string[] | null {
  for (let r = 0; r < rows.length; r++) {
    const col = (rows[r] ?? []).findIndex((cell) => HEADERS.has(headerOf(cell)));
    if (col < 0) continue;
    return rows
      .slice(r + 1)
      .map((row) => cellText(row?.[col]))
      .filter((n) => n !== '');
  }
  return null;
}

/** A file's bytes (FileReader where Blob.arrayBuffer is missing, as in older engines). */
function bytesOf(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function')
    return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

export async function readWaybillFile(file: File): Promise<WaybillFileResult> {
  if (file.size > WAYBILL_FILE_MAX_BYTES) return { ok: false, reason: 'size' };
  const bytes = await bytesOf(file);
  const kind = waybillFileKind(file.name, bytes);
  if (!kind) return { ok: false, reason: 'type' };
  const XLSX = await import('@e965/xlsx');
  let rows: unknown[][];
  try {
    // A csv is read as text, every value kept as written (no 000123 turned into 123).
    const book =
      kind === 'csv'
        ? XLSX.read(new TextDecoder().decode(bytes), { type: 'string', raw: true })
        : XLSX.read(bytes, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) return { ok: false, reason: 'empty' };
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  } catch {
    return { ok: false, reason: 'type' };
  }
  const numbers = numbersFromRows(rows);
  if (numbers === null) return { ok: false, reason: 'column' };
  if (!numbers.length) return { ok: false, reason: 'empty' };
  return { ok: true, numbers };
}
