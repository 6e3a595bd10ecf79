import type { WaybillImportRequest, WaybillImportResult } from '@despacho/shared';

export type ImportRowStatus = 'pending' | 'saved' | 'error';
export interface ImportRow {
  number: string;
  status: ImportRowStatus;
  /** The server's first message for the row. */
  message: string | null;
}

/** Rows per request: the table turns saved/error a chunk at a time, each chunk one transaction. */
export const IMPORT_CHUNK = 200;

export const pendingRows = (numbers: string[]): ImportRow[] =>
  numbers.map((number) => ({ number, status: 'pending', message: null }));

export function importSummary(rows: ImportRow[]) {
  const count = (s: ImportRowStatus) => rows.filter((r) => r.status === s).length;
  return {
    total: rows.length,
    pending: count('pending'),
    saved: count('saved'),
    errors: count('error'),
  };
}

/**
 * Sends the rows in chunks, one after another, and reports each chunk's answer as new rows. A
 * refused chunk (the carrier is gone, the network failed) marks its rows as errors with the
 * refusal's first message, and the next chunks still go.
 */
export async function runImport(
  rows: ImportRow[],
  target: Pick<WaybillImportRequest, 'carrier_id' | 'service_id'>,
  send: (body: WaybillImportRequest) => Promise<WaybillImportResult>,
  onProgress: (rows: ImportRow[]) => void,
  errorText: (error: unknown) => string,
): Promise<ImportRow[]> {
  let current = rows;
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
    const chunk = rows.slice(start, start + IMPORT_CHUNK);
    let answered: ImportRow[];
    try {
      const result = await send({ ...target, numbers: chunk.map((r) => r.number) });
      answered = chunk.map((row, i) => {
        const r = result.rows[i];
        return r ? { number: r.number, status: r.status, message: r.message } : row;
      });
    } catch (error) {
      const message = errorText(error);
      answered = chunk.map((row) => ({ ...row, status: 'error', message }));
    }
    current = [...current.slice(0, start), ...answered, ...current.slice(start + chunk.length)];
    onProgress(current);
  }
  return current;
}
