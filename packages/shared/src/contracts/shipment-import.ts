import { z } from 'zod';

/** An import runs as a job: queued, running, then done (its report below) or failed. */
export const SHIPMENT_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ShipmentImportStatus = (typeof SHIPMENT_IMPORT_STATUSES)[number];

/** One refused cell: the spreadsheet's row number (header = 1) and column heading. */
export const ZShipmentImportError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ShipmentImportError = z.infer<typeof ZShipmentImportError>;

export const ZShipmentImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(SHIPMENT_IMPORT_STATUSES),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  /** Shipments created, and how many of them reached each step. */
  created: z.number().int(),
  created_by_step: z.object({
    addressing: z.number().int(),
    packaging: z.number().int(),
    rating: z.number().int(),
  }),
  /** Rows refused (each row is all-or-nothing: a refused row makes no shipment). */
  error_rows: z.number().int(),
  /** The first 1,000 errors, in row order. */
  errors: z.array(ZShipmentImportError),
  /** Why the whole file failed (unreadable, wrong columns); null otherwise. */
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ShipmentImport = z.infer<typeof ZShipmentImport>;
