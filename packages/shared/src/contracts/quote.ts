import { z } from 'zod';
import { moneyString } from '../validation/fields';

/**
 * One priced rate as a viewer may see it (rating.md §8): the base fields are everyone's; the
 * optional ones appear only for the roles (and settings) allowed to see them — the server
 * builds each view from an allow-list, so a customer's JSON never carries a margin.
 * Money is a decimal string with 2 places; weights in kg.
 */
export const ZRateView = z.object({
  service_id: z.number().int(),
  service_code: z.string(),
  service_name: z.string(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  provider_code: z.string(),
  logo_url: z.string().nullable(),
  /** Business days in transit. */
  days: z.number().int(),
  trackable: z.boolean(),
  service_has_pickup: z.boolean(),
  extended_zone: z.boolean(),
  insure_package: z.boolean(),
  insurance: moneyString(),
  volumetric_weight: z.number(),
  total: moneyString(),
  discount: moneyString().optional(),
  additional_static_rate: moneyString().optional(),
  // Only on the owner's own-agreement rates (issue 19): `total` is the own-agreement fee.
  own_agreement: z.literal(true).optional(),
  /** What the carrier charges the customer's own account (information, not paid here). */
  carrier_price: moneyString().optional(),
  // operator (with operator_visible_rates) and admin up
  tenant_price: moneyString().optional(),
  admin_amount: moneyString().optional(),
  // admin up
  admin_percentage: z.number().nullable().optional(),
  static_rate_used: z.boolean().optional(),
  user_price_used: z.boolean().optional(),
  // main_admin up
  system_price: moneyString().optional(),
  tenant_percentage: z.number().nullable().optional(),
  tenant_amount: moneyString().optional(),
  // developer only
  quoted_rate: moneyString().nullable().optional(),
  subtotal: moneyString().optional(),
  system_percentage: z.number().nullable().optional(),
  system_amount: moneyString().optional(),
  chargeable_weight: z.number().optional(),
});
export type RateView = z.infer<typeof ZRateView>;

/** A service left out of a quote and why (staff, `include_rejected=true`). */
export const ZRejectedService = z.object({
  service_id: z.number().int(),
  service_name: z.string(),
  service_code: z.string(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  /** Machine code from rating.md §6 (`coverage.postal_code`, `limit.weight`…). */
  code: z.string(),
  /** The reason in the request's language. */
  message: z.string(),
  /** Facts behind it (a carrier's own error message), when there are any. */
  detail: z.string().nullable(),
});
export type RejectedService = z.infer<typeof ZRejectedService>;

export const ZQuoteResult = z.object({
  rates: z.array(ZRateView),
  /** Present for staff who asked with include_rejected=true. */
  rejected: z.array(ZRejectedService).optional(),
});
export type QuoteResult = z.infer<typeof ZQuoteResult>;

export const ZQuoteQuery = z.object({
  include_rejected: z
    .enum(['true', 'false', '1', '0'], { error: 'v.invalid_value' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
