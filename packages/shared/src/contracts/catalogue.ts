import { z } from 'zod';
import { blankable, decimal, enumError, integer, statusField } from '../forms/form-fields';
import { ALL_WEEK_DAYS, SERVICE_TYPES } from '../forms/service';
import { requiredText } from '../validation/fields';
import { money, moneyOut, optionalMoney, percentage } from './catalogue-fields';

export * from './catalogue-rules';
export * from './catalogue-carriers';

/*
 * The carrier catalogue's wire contracts (spec 3 §2–§5): services, zones and coverage postal
 * codes, countries, per-user pricing (carriers in catalogue-carriers.ts). Money goes out as
 * decimal strings ("123.45") and comes in as numbers or strings with at most 2 decimals;
 * weights in kg (3 decimals), sizes in cm (2 decimals).
 */

/**
 * A time of day "HH:MM" (seconds accepted and dropped). Missing stays missing (an update keeps
 * the stored time); '' or null clears it.
 */
const timeOfDay = () =>
  z
    .union([z.string(), z.null()], { error: 'v.time' })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const text = v?.trim() ?? '';
      if (!text) return null;
      if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'v.time' });
        return z.NEVER;
      }
      return text.slice(0, 5);
    });

// ---------------------------------------------------------------- countries

export const ZCountry = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  alpha3: z.string().nullable(),
  numeric_code: z.string().nullable(),
  /** In the reader's language (Spanish unless English was asked for). */
  name: z.string(),
  name_es: z.string(),
  name_en: z.string().nullable(),
  region: z.string().nullable(),
  phone_code: z.string().nullable(),
});
export type Country = z.infer<typeof ZCountry>;

export const ZPostalCodePlace = z.object({
  postal_code: z.string(),
  state: z.object({ code: z.string(), name: z.string() }),
  municipality: z.string(),
  city: z.string().nullable(),
  settlements: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type PostalCodePlace = z.infer<typeof ZPostalCodePlace>;

// ---------------------------------------------------------------- services

export const ZServiceInput = z.object({
  name: requiredText(80),
  code: requiredText(80),
  status: statusField().default('active'),
  service_type: z.enum(SERVICE_TYPES, { error: enumError }).default('national'),
  days: integer({ min: 0, max: 365 }),
  extra_kg_price: money().default(0),
  extra_kg_overweight_price: money().default(0),
  oversize_kg_price: money().default(0),
  zone: blankable(z.string().trim().max(80, { error: 'v.max_length' })),
  extended_zone_price: money().default(0),
  girth_amount: money().default(0),
  use_of_kg: z.boolean({ error: 'v.invalid_type' }).default(false),
  /** Hours the service runs (tenant time zone), read by the `schedule` validator. */
  start_at: timeOfDay(),
  end_at: timeOfDay(),
  exchange_rate: decimal({ min: 0.0001, max: 1_000, decimals: 4 }).default(1),
  /** System layer: developer only. */
  international_percent: percentage(),
  international_amount_dev: optionalMoney(),
  /** Tenant layer: main admin and developer only. */
  main_admin_percent: percentage(),
  main_admin_amount: optionalMoney(),
  /** Admin layer. */
  client_percentage: percentage(),
  international_amount: optionalMoney(),
  trackable: z.boolean({ error: 'v.invalid_type' }).default(false),
  has_pickup: z.boolean({ error: 'v.invalid_type' }).default(false),
  use_quoted_rates: z.boolean({ error: 'v.invalid_type' }).default(false),
  use_static_rates: z.boolean({ error: 'v.invalid_type' }).default(true),
  edit_admin_cost: z.boolean({ error: 'v.invalid_type' }).default(false),
  week_days: z
    .array(
      z.number().int().min(0, { error: 'v.invalid_value' }).max(6, { error: 'v.invalid_value' }),
      { error: 'v.week_days' },
    )
    .min(1, { error: 'v.week_days' })
    .default([...ALL_WEEK_DAYS])
    .transform((d) => [...new Set(d)].sort()),
  country_ids: z
    .array(z.number().int().positive(), { error: 'v.minimumCountryError' })
    .min(1, { error: 'v.minimumCountryError' })
    .max(300),
  zone_ids: z.array(z.number().int().positive()).max(500).default([]),
  /** Zonal services never keep postal_code / excluded_postal_code (their zones list the codes). */
  validator_ids: z.array(z.number().int().positive()).max(50).optional(),
});
export type ServiceInput = z.input<typeof ZServiceInput>;
export const ZServiceRequest = z.object({ service: ZServiceInput });

export const ZService = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.enum(['active', 'suspended']),
  service_type: z.enum(SERVICE_TYPES),
  days: z.number().int(),
  extra_kg_price: moneyOut,
  extra_kg_overweight_price: moneyOut,
  oversize_kg_price: moneyOut,
  zone: z.string().nullable(),
  extended_zone_price: moneyOut,
  girth_amount: moneyOut,
  use_of_kg: z.boolean(),
  /** "HH:MM" in the tenant's time zone; an end before the start spans midnight. */
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  exchange_rate: z.number(),
  international_percent: z.number().optional(),
  international_amount_dev: moneyOut.optional(),
  main_admin_percent: z.number().optional(),
  main_admin_amount: moneyOut.optional(),
  client_percentage: z.number(),
  international_amount: moneyOut,
  trackable: z.boolean(),
  has_pickup: z.boolean(),
  use_quoted_rates: z.boolean(),
  use_static_rates: z.boolean(),
  edit_admin_cost: z.boolean(),
  week_days: z.array(z.number().int()),
  country_ids: z.array(z.number().int()),
  zone_ids: z.array(z.number().int()),
  validator_ids: z.array(z.number().int()),
  prices_count: z.number().int(),
  /** The service's logo (an image checked by content), public by tenant slug. */
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof ZService>;
export const SERVICE_ORDER_FIELDS = ['name', 'code', 'created_at', 'status', 'days'] as const;

// ---------------------------------------------------------------- zones and postal codes

export const ZZone = z.object({
  id: z.number().int(),
  name: z.string(),
  postal_codes_count: z.number().int(),
  services_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Zone = z.infer<typeof ZZone>;
export const ZONE_ORDER_FIELDS = ['name', 'created_at'] as const;

export const ZCoveragePostalCode = z.object({
  id: z.number().int(),
  postal_code: z.string(),
  country_id: z.number().int(),
  country_code: z.string().nullable(),
  created_at: z.string(),
});
export type CoveragePostalCode = z.infer<typeof ZCoveragePostalCode>;
export const POSTAL_CODE_ORDER_FIELDS = ['postal_code', 'created_at'] as const;
export const POSTAL_CODES_PER_PAGE = 10;

// ---------------------------------------------------------------- per-user pricing

const optionalPercentage = () => blankable(decimal({ min: 0, max: 100, decimals: 2 }));
/** A user's overrides of a service's margins; empty = the service's own value. */
export const ZUserServiceAmountsInput = z.object({
  international_percent: optionalPercentage(),
  international_amount_dev: optionalMoney(),
  main_admin_percent: optionalPercentage(),
  main_admin_amount: optionalMoney(),
  client_percentage: optionalPercentage(),
  international_amount: optionalMoney(),
});
export type UserServiceAmountsInput = z.input<typeof ZUserServiceAmountsInput>;
export const ZUserServiceAmountsRequest = z.object({
  user_service_amount: ZUserServiceAmountsInput,
});

const amountsOut = z.object({
  international_percent: z.number().nullable().optional(),
  international_amount_dev: moneyOut.nullable().optional(),
  main_admin_percent: z.number().nullable().optional(),
  main_admin_amount: moneyOut.nullable().optional(),
  client_percentage: z.number().nullable(),
  international_amount: moneyOut.nullable(),
});

export const ZUserPricingService = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.enum(['active', 'suspended']),
  /** Usable by the user (special carriers on: checked in their carrier list). */
  enabled: z.boolean(),
  amounts: amountsOut.nullable(),
  prices_count: z.number().int(),
});
export const ZUserPricingCarrier = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  enabled: z.boolean(),
  services: z.array(ZUserPricingService),
});
export const ZUserPricing = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  special_carriers: z.boolean(),
  carriers: z.array(ZUserPricingCarrier),
});
export type UserPricing = z.infer<typeof ZUserPricing>;

export const ZUserCarrierInput = z.object({
  carrier_id: z.number().int().positive(),
  /** The carrier's services the user may use; empty removes the carrier from their list. */
  service_ids: z.array(z.number().int().positive()).max(500),
});
export const ZUserPriceInput = z.object({
  kg: decimal({ min: 0.001, max: 10_000, decimals: 3 }),
  price: money(),
});
export type UserPriceInput = z.input<typeof ZUserPriceInput>;
export const ZUserPrice = z.object({ id: z.number().int(), kg: z.number(), price: moneyOut });
export type UserPrice = z.infer<typeof ZUserPrice>;
