import { z } from 'zod';
import { INSURANCE_TYPES, packageDimensions } from '../forms/carrier';
import { blankable, decimal, enumError, integer, refId, statusField } from '../forms/form-fields';
import { requiredText } from '../validation/fields';
import { cm, moneyOut, optionalMoney, percentage } from './catalogue-fields';

export const CARRIER_ENVIRONMENTS = ['production', 'sandbox'] as const;

// ---------------------------------------------------------------- carriers

export const ZCarrierInput = z.object({
  name: requiredText(80),
  provider_id: refId(),
  status: statusField().default('active'),
  environment: z.enum(CARRIER_ENVIRONMENTS, { error: enumError }).default('production'),
  pickup: z.boolean({ error: 'v.invalid_type' }).default(false),
  first_limit_size: cm(),
  first_limit_cost: optionalMoney(),
  last_limit_size: cm(),
  last_limit_cost: optionalMoney(),
  girth: decimal({ min: 1, max: 10_000, decimals: 2 }).default(330),
  insurance_type: z.enum(INSURANCE_TYPES, { error: enumError }).default('none'),
  insurance_percentage: percentage(),
  insurance_amount: optionalMoney(),
  max_weight: blankable(decimal({ min: 0, max: 10_000, decimals: 3 })),
  max_length: cm(),
  max_width: cm(),
  max_height: cm(),
  /** Developer and main admin, Estafeta-type providers only; others keep the stored value. */
  static_package_dimensions: blankable(packageDimensions()).optional(),
  /** Developer and admin, Redpack only: the flag is forced off for any other provider. */
  redpack_static_package: blankable(packageDimensions()).optional(),
  use_redpack_static_package: z.boolean({ error: 'v.invalid_type' }).optional(),
  /** Main admin and developer only (spec 3 §6); others leave them as they are. */
  freeze_settings: z.boolean({ error: 'v.invalid_type' }).optional(),
  shipment_limit: blankable(integer({ min: 1, max: 100_000_000 })).optional(),
  /** Developers only (spec 3 §6), like `pickup`; others leave them as they are. */
  validator_ids: z.array(z.number().int().positive()).max(50).optional(),
});
export type CarrierInput = z.input<typeof ZCarrierInput>;
export const ZCarrierRequest = z.object({ carrier: ZCarrierInput });

export const ZCarrier = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  name: z.string(),
  provider: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    supports_insurance: z.boolean(),
  }),
  status: z.enum(['active', 'suspended']),
  environment: z.enum(CARRIER_ENVIRONMENTS),
  pickup: z.boolean(),
  first_limit_size: z.number().nullable(),
  first_limit_cost: moneyOut.nullable(),
  last_limit_size: z.number().nullable(),
  last_limit_cost: moneyOut.nullable(),
  girth: z.number(),
  insurance_type: z.enum(INSURANCE_TYPES),
  insurance_percentage: z.number(),
  insurance_amount: moneyOut,
  max_weight: z.number().nullable(),
  max_length: z.number().nullable(),
  max_width: z.number().nullable(),
  max_height: z.number().nullable(),
  static_package_dimensions: z.string().nullable(),
  redpack_static_package: z.string().nullable(),
  use_redpack_static_package: z.boolean(),
  freeze_settings: z.boolean(),
  /** The shipment limit is reached: the carrier cannot be activated (spec 3 §4). */
  shipment_disabled: z.boolean(),
  shipment_count: z.number().int(),
  shipment_limit: z.number().int().nullable(),
  services_count: z.number().int(),
  validator_ids: z.array(z.number().int()),
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Carrier = z.infer<typeof ZCarrier>;
export const CARRIER_ORDER_FIELDS = ['name', 'created_at', 'status'] as const;

export const ZProviderChoice = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Offers its own insurance: `insurance_type: provider` is allowed (spec 3 §4). */
  supports_insurance: z.boolean().optional(),
  service_types: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export type ProviderChoice = z.infer<typeof ZProviderChoice>;
