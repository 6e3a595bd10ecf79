import { z } from 'zod';
import { registerValidationMessages } from '../validation/messages';

/**
 * Analytics (spec 1 "Analytics", issue 22): a customer's own figures, the tenant's for staff,
 * over a range of days in the tenant's calendar. Money as decimal strings ("1234.50"), weights
 * and day averages as decimal text, never floats. A shipment counts from the moment it was
 * bought (its label, or its creation for a manual carrier's that has none yet); spend counts
 * only shipments still bought (success, pending_cancellation, delivered): a draft was never
 * charged and a cancelled one was refunded.
 */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];
/** The price layers whose margins staff see (docs/rating.md §1): platform, tenant owner, admin. */
export const MARGIN_LAYERS = ['platform', 'tenant', 'admin'] as const;
export type MarginLayer = (typeof MARGIN_LAYERS)[number];

const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'v.analytics_date');
const money = z.string();

export const ZAnalyticsQuery = z.object({
  from: dateKey.optional(),
  to: dateKey.optional(),
  /** Staff only (a customer's figures are always her own). */
  user_id: z.coerce.number().int().positive().optional(),
});
export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const ZAnalyticsExportQuery = ZAnalyticsQuery.extend({
  format: z.enum(ANALYTICS_EXPORT_FORMATS).default('xlsx'),
});

const ZCount = z.object({ shipments: z.number().int(), spend: money });

export const ZAnalyticsTotals = z.object({
  shipments: z.number().int(),
  spend: money,
  /** Spend over the billed (chargeable) kilos; null without kilos. */
  cost_per_kg: money.nullable(),
  billed_kg: z.string(),
  delivered: z.number().int(),
  /** Days from purchase to delivery, one decimal; null when none was delivered. */
  avg_delivery_days: z.string().nullable(),
  overweights: z.number().int(),
  overweight_amount: money,
});

export const ZMarginFigures = z.object({
  /** What the carrier charges (the subtotal): developers only, else null. */
  carrier_cost: money.nullable(),
  platform: money.nullable(),
  tenant: money.nullable(),
  admin: money.nullable(),
});
export type MarginFigures = z.infer<typeof ZMarginFigures>;

export const ZAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  user_id: z.number().int().nullable(),
  totals: ZAnalyticsTotals,
  per_day: z.array(ZCount.extend({ date: z.string() })),
  by_carrier: z.array(ZCount.extend({ name: z.string() })),
  by_service: z.array(ZCount.extend({ name: z.string(), carrier: z.string() })),
  /** Every shipment bought in the range by its status now (cancelled ones included). */
  by_status: z.array(z.object({ status: z.string(), shipments: z.number().int() })),
  delivery_by_carrier: z.array(
    z.object({ name: z.string(), delivered: z.number().int(), avg_days: z.string() }),
  ),
  overweights_per_day: z.array(
    z.object({ date: z.string(), overweights: z.number().int(), amount: money }),
  ),
  /** Staff only (null for customers): the layers this viewer may see (rating.md §8). */
  margins: z
    .object({
      layers: z.array(z.enum(MARGIN_LAYERS)),
      total: ZMarginFigures,
      per_day: z.array(ZMarginFigures.extend({ date: z.string() })),
    })
    .nullable(),
});
export type Analytics = z.infer<typeof ZAnalytics>;

export const ZAnalyticsEmbed = z.object({ url: z.string().nullable() });
export type AnalyticsEmbed = z.infer<typeof ZAnalyticsEmbed>;

registerValidationMessages({
  'es-MX': {
    'v.analytics_date': 'Usa una fecha AAAA-MM-DD',
    'v.analytics_range_order': 'La fecha inicial debe ser anterior o igual a la final',
    'v.analytics_range_too_long': 'El periodo puede abarcar a lo más 366 días',
  },
  en: {
    'v.analytics_date': 'Use a YYYY-MM-DD date',
    'v.analytics_range_order': 'The start date must be on or before the end date',
    'v.analytics_range_too_long': 'The range may span at most 366 days',
  },
});
