import { z } from 'zod';
import { email, isoDate } from '../validation/fields';
import { blankable, optionalRefId } from './form-fields';

/**
 * Pending and generated invoice filters (spec 3 §2): transaction id, user, user email, start and
 * end date (the form defaults them to the current month). Blank fields mean no filter.
 */
export const ZInvoiceFilters = z
  .object({
    transaction_id: optionalRefId(),
    user_id: optionalRefId(),
    user_email: blankable(email()),
    start_date: blankable(isoDate()),
    end_date: blankable(isoDate()),
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    error: 'v.date_range',
    path: ['end_date'],
  });
export type InvoiceFilters = z.input<typeof ZInvoiceFilters>;
