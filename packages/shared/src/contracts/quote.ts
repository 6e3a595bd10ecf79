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

/**
 * Why a carrier asked for a rate gave none (issue 23): `timeout`, it did not answer within its
 * deadline; `error`, it answered with an error (credentials, a refusal, a broken reply);
 * `skipped`, it was not asked because it kept timing out (its circuit breaker is open).
 */
export const QUOTE_UNANSWERED_REASONS = ['timeout', 'error', 'skipped'] as const;
export type QuoteUnansweredReason = (typeof QUOTE_UNANSWERED_REASONS)[number];

/** A carrier that was to be asked for rates and gave none in this quote. */
export const ZUnansweredCarrier = z.object({
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  reason: z.enum(QUOTE_UNANSWERED_REASONS),
  /** Staff only: the carrier's error or the deadline it missed. */
  detail: z.string().nullable().optional(),
  /** Staff only, reason `skipped`: when the carrier started being skipped (ISO 8601). */
  skipped_since: z.string().nullable().optional(),
});
export type UnansweredCarrier = z.infer<typeof ZUnansweredCarrier>;

export const ZQuoteResult = z.object({
  rates: z.array(ZRateView),
  /** Carriers asked for rates that gave none in time, each with its reason. */
  unanswered: z.array(ZUnansweredCarrier),
  /** Present for staff who asked with include_rejected=true. */
  rejected: z.array(ZRejectedService).optional(),
});
export type QuoteResult = z.infer<typeof ZQuoteResult>;

/** A carrier still being asked while a streamed quote is under way. */
export const ZPendingCarrier = z.object({
  carrier_id: z.number().int(),
  carrier_name: z.string(),
});
export type PendingCarrier = z.infer<typeof ZPendingCarrier>;

/**
 * One line of a streamed quote (`POST /quotes/stream`, `GET /shipments/{id}/rates/stream`,
 * `application/x-ndjson`): the whole quote so far, cheapest first. The first line holds the
 * price-table rates and the carriers being asked; a line follows each carrier's answer (or its
 * deadline); the last has `done: true` and no carrier pending. Each line replaces the one before.
 */
export const ZQuoteProgress = ZQuoteResult.extend({
  pending: z.array(ZPendingCarrier),
  done: z.boolean(),
});
export type QuoteProgress = z.infer<typeof ZQuoteProgress>;

/** Media type of a streamed quote: one JSON QuoteProgress per line. */
export const QUOTE_STREAM_MEDIA_TYPE = 'application/x-ndjson';

/** A carrier's quote deadline setting (carrier_settings key), in milliseconds. */
export const QUOTE_DEADLINE_SETTING = 'quote_deadline_ms';
/** Bounds of that setting: the whole quote answers within 3 s p99 (docs/decisions.md). */
export const QUOTE_DEADLINE_MIN_MS = 250;
export const QUOTE_DEADLINE_MAX_MS = 2_500;

export const ZQuoteQuery = z.object({
  include_rejected: z
    .enum(['true', 'false', '1', '0'], { error: 'v.invalid_value' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * Staff (`GET /carriers/quote_health`): a carrier account being skipped by quotes because it
 * kept timing out (its circuit breaker is open, or half open: the next quote tries it once).
 */
export const ZCarrierQuoteHealth = z.object({
  carrier_id: z.number().int(),
  state: z.enum(['open', 'half_open']),
  /** When it started being skipped (ISO 8601). */
  since: z.string(),
  /** Quotes it failed to answer in time before it was skipped. */
  timeouts: z.number().int(),
});
export type CarrierQuoteHealth = z.infer<typeof ZCarrierQuoteHealth>;
