import { z } from 'zod';
import { decimal } from '../forms/form-fields';

/** A service's weight price table (spec 3 §3, rating.md §2): the three layer prices per kg. */
const money = () => decimal({ min: 0, decimals: 2 });
const moneyOut = z.string();

export const ZServicePriceInput = z.object({
  kg: decimal({ min: 0.001, max: 10_000, decimals: 3 }),
  price: money(),
  admin_cost: money().optional(),
  main_admin_cost: money().optional(),
});
export type ServicePriceInput = z.input<typeof ZServicePriceInput>;
export const ZServicePriceRequest = z.object({ service_price: ZServicePriceInput });

export const ZServicePrice = z.object({
  id: z.number().int(),
  kg: z.number(),
  price: moneyOut,
  admin_cost: moneyOut,
  /** Main admin and developer only. */
  main_admin_cost: moneyOut.optional(),
});
export type ServicePrice = z.infer<typeof ZServicePrice>;

export const ZImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof ZImportResult>;
