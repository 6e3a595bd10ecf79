import { z } from 'zod';
import { decimal, fileOf, SPREADSHEET } from './form-fields';

const row = {
  kg: decimal({ min: 0 }),
  price: decimal({ min: 0 }),
  admin_cost: decimal({ min: 0 }),
};

/**
 * Service price row (spec 3 §5): kg, price and cost (admin_cost) required; main_admin_cost is
 * asked only of a main admin or developer, others leave it at 0.
 */
export const servicePriceSchema = (opts: { requireMainAdminCost: boolean }) =>
  z.object({
    ...row,
    main_admin_cost: opts.requireMainAdminCost
      ? decimal({ min: 0 })
      : decimal({ min: 0 }).default(0),
  });
export const ZServicePriceForm = servicePriceSchema({ requireMainAdminCost: false });
export type ServicePriceForm = z.input<typeof ZServicePriceForm>;

/** Import: each sheet row gives kg, price and cost; main admin cost is saved as 0. */
export const ZServicePriceImportRow = z
  .object({ kg: row.kg, price: row.price, cost: row.admin_cost })
  .transform((r) => ({ kg: r.kg, price: r.price, admin_cost: r.cost, main_admin_cost: 0 }));
export const ZServicePriceImportForm = z.object({ file: fileOf(SPREADSHEET) });
