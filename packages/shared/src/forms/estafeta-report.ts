import { z } from 'zod';
import { isoDate } from '../validation/fields';
import { optionalRefId } from './form-fields';

/** An optional filter: blank means "no filter", anything typed must match the rule. */
const optionalFilter = (rule: z.ZodType<string>) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.union([z.literal(''), rule]).nullish(),
    )
    .transform((v) => v || null);

const exactDigits = (n: number, key: string) =>
  z.string().regex(new RegExp(`^\\d{${n}}$`), { error: key });

/**
 * Shipments export filters (spec 1 §2, §5). The Estafeta fields appear only when the chosen
 * provider is Estafeta: range 3 digits, account 7, agent 3, shipping number at least 4.
 */
export const ZShipmentsReportFilters = z
  .object({
    start_date: isoDate().optional(),
    end_date: isoDate().optional(),
    status: z.string().trim().max(40).nullish(),
    provider_id: optionalRefId(),
    all_shipments: z.boolean({ error: 'v.invalid_type' }).default(false),
    range: optionalFilter(exactDigits(3, 'v.estafeta_range')),
    account: optionalFilter(exactDigits(7, 'v.estafeta_account')),
    agent: optionalFilter(exactDigits(3, 'v.estafeta_agent')),
    shipping_number: optionalFilter(
      z.string().min(4, { error: 'v.min_length' }).max(50, { error: 'v.max_length' }),
    ),
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    error: 'v.date_range',
    path: ['end_date'],
  });
export type ShipmentsReportFilters = z.input<typeof ZShipmentsReportFilters>;
