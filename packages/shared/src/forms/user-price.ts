import { z } from 'zod';
import { decimal, fileOf, optionalDecimal, XLSX_ONLY } from './form-fields';

/** A user's own price for a weight row of a service (spec 3 §2). */
export const ZUserPriceForm = z.object({ kg: decimal({ min: 0 }), price: decimal({ min: 0 }) });
export const ZUserPriceImportRow = ZUserPriceForm;
/** The import takes .xlsx only (spec 3 §5). */
export const ZUserPriceImportForm = z.object({ file: fileOf(XLSX_ONLY) });

/** Per-service amounts and percentages that override the tenant's margins for one user. */
export const ZUserServiceAmountForm = z.object({
  international_amount_dev: optionalDecimal({ min: 0 }),
  international_percent: optionalDecimal({ min: 0, max: 100 }),
  international_amount: optionalDecimal({ min: 0 }),
  main_admin_amount: optionalDecimal({ min: 0 }),
  main_admin_percent: optionalDecimal({ min: 0, max: 100 }),
  client_percentage: optionalDecimal({ min: 0, max: 100 }),
});
