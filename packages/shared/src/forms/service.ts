import { z } from 'zod';
import { requiredText } from '../validation/fields';
import {
  blankable,
  decimal,
  enumError,
  integer,
  optionalDecimal,
  statusField,
} from './form-fields';

export const SERVICE_TYPES = ['national', 'zonal', 'international'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const EXCHANGE_RATES = [1, 2, 3] as const;
/** 0 = Sunday … 6 = Saturday; a new service runs all seven days. */
export const ALL_WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Validators that make no sense for a zonal service (its zones already list postal codes). */
export const ZONAL_EXCLUDED_VALIDATORS = ['postal_code', 'excluded_postal_code'] as const;

const time = () =>
  blankable(
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'v.time' }),
  );

const exchangeRate = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'v.invalid_value' }),
  )
  .default(1);

const serviceShape = {
  name: requiredText(80),
  code: requiredText(80),
  status: statusField().default('active'),
  service_type: z.enum(SERVICE_TYPES, { error: enumError }).default('national'),
  days: integer({ min: 0 }),
  extra_kg_price: decimal({ min: 0 }),
  extra_kg_overweight_price: decimal({ min: 0 }),
  oversize_kg_price: decimal({ min: 0 }),
  zone: z.string().trim().max(40, { error: 'v.max_length' }).nullish(),
  extended_zone_price: optionalDecimal({ min: 0 }),
  girth_amount: optionalDecimal({ min: 0 }),
  use_of_kg: optionalDecimal({ min: 0 }),
  start_at: time(),
  end_at: time(),
  exchange_rate: exchangeRate,
  international_amount: optionalDecimal({ min: 0 }),
  international_percent: optionalDecimal({ min: 0, max: 100 }),
  international_amount_dev: optionalDecimal({ min: 0 }),
  // Spelled client_percentage here; the original spec's "client_percentge" was a typo.
  client_percentage: optionalDecimal({ min: 0, max: 100 }),
  main_admin_amount: optionalDecimal({ min: 0 }),
  main_admin_percent: optionalDecimal({ min: 0, max: 100 }),
  trackable: z.boolean().default(false),
  has_pickup: z.boolean().default(false),
  use_quoted_rates: z.boolean().default(false),
  use_static_rates: z.boolean().default(false),
  edit_admin_cost: z.boolean().default(false),
  week_days: z
    .array(
      z.number().int().min(0, { error: 'v.invalid_value' }).max(6, { error: 'v.invalid_value' }),
    )
    .min(1, { error: 'v.week_days' })
    .default([...ALL_WEEK_DAYS])
    .transform((d) => [...new Set(d)].sort()),
  validator_ids: z.array(z.number().int().positive()).default([]),
};

export type ValidatorRef = { id: number; name: string };
const validatorKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Validator choices for a service type: zonal services lose the postal-code validators. */
export function validatorsForServiceType<T extends ValidatorRef>(
  validators: readonly T[],
  type: ServiceType,
): T[] {
  if (type !== 'zonal') return [...validators];
  return validators.filter(
    (v) => !(ZONAL_EXCLUDED_VALIDATORS as readonly string[]).includes(validatorKey(v.name)),
  );
}

/**
 * Service form. `validators` is the list the form offers (ids and names): for a zonal service
 * the postal-code validators are dropped from the saved ids as well. On create a non-international
 * service has no international amounts, so they are cleared rather than saved stale.
 */
export const serviceFormSchema = (
  opts: { validators?: readonly ValidatorRef[]; create?: boolean } = {},
) =>
  z.object(serviceShape).transform((v) => {
    const out = { ...v };
    if (v.service_type === 'zonal' && opts.validators) {
      const allowed = new Set(validatorsForServiceType(opts.validators, 'zonal').map((x) => x.id));
      const known = new Set(opts.validators.map((x) => x.id));
      out.validator_ids = v.validator_ids.filter((id) => allowed.has(id) || !known.has(id));
    }
    if (opts.create && v.service_type !== 'international') {
      out.international_amount = null;
      out.international_percent = null;
      out.client_percentage = null;
    }
    return out;
  });
export const ZServiceForm = serviceFormSchema();
export type ServiceForm = z.input<typeof ZServiceForm>;
