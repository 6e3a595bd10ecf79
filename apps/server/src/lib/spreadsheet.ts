import ExcelJS from 'exceljs';
import { fieldError } from '../http/app-error';

/** Largest spreadsheet an import takes (150 k postal codes as xlsx are about 2 MB). */
export const MAX_SPREADSHEET_BYTES = 10 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return '';
  }
  return String(value).trim();
}

/**
 * RFC 4180 CSV: quoted cells may hold the separator, line breaks and doubled quotes
 * ("Av. Juárez, 100"). The separator is `;` when the first line has semicolons and no commas
 * (spreadsheets saved in a Spanish locale), else `,`.
 */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const sep = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      row.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell.trim());
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  row.push(cell.trim());
  if (row.some((c) => c !== '')) rows.push(row);
  return rows;
}

/**
 * The rows of an uploaded spreadsheet as text cells: an .xlsx (checked by its content, not its
 * name) or a UTF-8 CSV. Anything else — a renamed image, a corrupt workbook, an old binary
 * .xls — is refused with a message on `field`.
 */
export async function readSpreadsheet(
  bytes: Buffer,
  field: string,
  opts: { allowCsv: boolean },
): Promise<string[][]> {
  if (bytes.length === 0) throw fieldError(field, 'v.file_empty');
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw fieldError(field, 'v.spreadsheet_corrupt');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw fieldError(field, 'v.spreadsheet_corrupt');
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      rows.push(values);
    });
    return rows;
  }
  if (!opts.allowCsv) throw fieldError(field, 'v.xlsx_only');
  const text = bytes.toString('utf8');
  // A binary file (image, PDF, old .xls) is not text: NUL bytes or invalid UTF-8.
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw fieldError(field, 'v.spreadsheet_type');
  return csvRows(text);
}

/** An .xlsx with one sheet: a header row, then the rows. */
export async function writeSpreadsheet(
  sheetName: string,
  header: string[],
  rows: (string | number)[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((c) => (c.width = 16));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
