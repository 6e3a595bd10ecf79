import { z } from 'zod';
import { requiredText } from '../validation/fields';
import {
  blankable,
  decimal,
  enumError,
  fileOf,
  integer,
  optionalDecimal,
  refId,
  statusField,
} from './form-fields';

export const INSURANCE_TYPES = ['none', 'internal', 'provider'] as const;
export const DEFAULT_GIRTH = 330;

/** Length x width x height x weight, e.g. "30x20x10x1" (Estafeta static packages). */
export const PACKAGE_DIMENSIONS_PATTERN = /^\d+(\.\d+)?(\s*x\s*\d+(\.\d+)?){3}$/i;
export const packageDimensions = () =>
  z.string().trim().regex(PACKAGE_DIMENSIONS_PATTERN, { error: 'v.package_dimensions' });

/**
 * Carrier form (spec 3 §2, §5): name, provider and status required; the numeric limits are
 * optional. `provider_code` is what the form knows of the chosen provider: the Redpack flag is
 * forced off for any other provider, as the spec says.
 */
const carrierBase = z.object({
  name: requiredText(80),
  provider_id: refId(),
  provider_code: z.string().trim().nullish(),
  status: statusField().default('active'),
  first_limit_size: optionalDecimal({ min: 0 }),
  first_limit_cost: optionalDecimal({ min: 0 }),
  last_limit_size: optionalDecimal({ min: 0 }),
  last_limit_cost: optionalDecimal({ min: 0 }),
  girth: decimal({ min: 0 }).default(DEFAULT_GIRTH),
  insurance_type: z.enum(INSURANCE_TYPES, { error: enumError }).default('none'),
  insurance_percentage: optionalDecimal({ min: 0, max: 100 }),
  insurance_amount: optionalDecimal({ min: 0 }),
  static_package_dimensions: blankable(packageDimensions()),
  redpack_static_package: blankable(packageDimensions()),
  use_redpack_static_package: z.boolean({ error: 'v.invalid_type' }).default(false),
  pickup: z.boolean({ error: 'v.invalid_type' }).default(false),
  freeze_settings: z.boolean({ error: 'v.invalid_type' }).default(false),
  validator_ids: z.array(z.number().int().positive()).default([]),
  logo: blankable(fileOf({ mimes: ['image/*'] })),
});
const redpackOnly = <
  T extends { provider_code?: string | null; use_redpack_static_package: boolean },
>(
  v: T,
) => ({
  ...v,
  use_redpack_static_package: v.provider_code === 'Redpack' && v.use_redpack_static_package,
});

export const ZCarrierForm = carrierBase.transform(redpackOnly);
export type CarrierForm = z.input<typeof ZCarrierForm>;

/** With the insurance setting on, the insurance type is shown and must be picked explicitly. */
export const carrierFormSchema = (opts: { insuranceShown: boolean }) =>
  opts.insuranceShown
    ? carrierBase
        .extend({ insurance_type: z.enum(INSURANCE_TYPES, { error: enumError }) })
        .transform(redpackOnly)
    : ZCarrierForm;

/** Carrier limit: greater than the shipments already made with the carrier. */
export const carrierLimitSchema = (shipmentCount: number) =>
  z.object({
    shipment_limit: integer().pipe(z.number().gt(shipmentCount, { error: 'v.carrier_limit' })),
  });

/** Carrier import (developers) accepts .json only; test connection takes an .xml request. */
export const ZCarrierImportForm = z.object({
  file: fileOf({ mimes: ['application/json'], extensions: ['json'] }),
});
export const ZTestConnectionForm = z.object({
  file: fileOf({ mimes: ['application/xml', 'text/xml'], extensions: ['xml'] }),
});

/** Provider (developer only): name and code required. */
export const ZProviderForm = z.object({
  name: requiredText(80),
  code: requiredText(40),
  visible: z.boolean({ error: 'v.invalid_type' }).default(true),
});
