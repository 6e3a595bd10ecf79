import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '@despacho/shared';
import ExcelJS from 'exceljs';
import type { Cell, ColumnKind, ReportColumn, Words } from './report-definition';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUM_FMT: Partial<Record<ColumnKind, string>> = {
  money: '#,##0.00',
  decimal: '0.00',
  datetime: 'yyyy-mm-dd hh:mm',
  kg: '0.000',
};
const WIDTH: Record<ColumnKind, number> = {
  text: 22,
  int: 10,
  money: 14,
  decimal: 10,
  datetime: 18,
  kg: 10,
};

/** Past this many bytes waiting for the client, the next batch waits (a slow download). */
const HIGH_WATER = 1024 * 1024;

/** Resolves once the reader has taken the buffered bytes, or the download was abandoned. */
function drained(out: PassThrough): Promise<void> {
  if (out.writableLength < HIGH_WATER || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export interface WorkbookSpec {
  sheet: Words;
  columns: ReportColumn[];
  locale: Locale;
  /** Batches of rows, each already in column order; read one at a time. */
  rows: AsyncIterable<Cell[][]>;
  onError: (err: unknown) => void;
}

/**
 * An .xlsx written as it is read: exceljs' streaming writer (inline strings, each row committed
 * and flushed at once), fed batch by batch, waiting for the client whenever it lags, so a
 * 100,000-row report holds about one batch in memory. A failure midway ends the download with
 * an error (the headers are gone by then) and is logged.
 */
export function streamWorkbook(spec: WorkbookSpec): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet(spec.sheet[spec.locale], {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = spec.columns.map((c) => ({
      width: c.width ?? WIDTH[c.kind],
      style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
    }));
    const header = sheet.addRow(spec.columns.map((c) => c.header[spec.locale]));
    header.font = { bold: true };
    header.commit();
    for await (const batch of spec.rows) {
      if (out.destroyed) return;
      for (const cells of batch) sheet.addRow(cells).commit();
      await drained(out);
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => {
    spec.onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
