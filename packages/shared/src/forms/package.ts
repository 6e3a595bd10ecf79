import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { decimal, enumError } from './form-fields';
import { PARCEL_LIMITS, PARCEL_TYPES } from './parcel';

/** Bounds against typos (a pallet is under 3 m and 2 t); cm to 0.01, kg to 1 g as parcels. */
export const PACKAGE_MAX = { side: 1_000, weight: 10_000 } as const;

/**
 * Package template (spec 2 §5): name, length, width, height, weight and contents required. The
 * same minimums as a parcel apply, so a package always yields a valid parcel when used.
 */
export const ZPackageForm = z.object({
  name: requiredText(50),
  parcel_type: z.enum(PARCEL_TYPES, { error: enumError }).default('box'),
  length: decimal({ min: PARCEL_LIMITS.minDimension, max: PACKAGE_MAX.side, decimals: 2 }),
  width: decimal({ min: PARCEL_LIMITS.minDimension, max: PACKAGE_MAX.side, decimals: 2 }),
  height: decimal({ min: PARCEL_LIMITS.minDimension, max: PACKAGE_MAX.side, decimals: 2 }),
  weight: decimal({ min: PARCEL_LIMITS.minWeight, max: PACKAGE_MAX.weight, decimals: 3 }),
  distance_unit: z.literal('cm', { error: 'v.invalid_value' }).default('cm'),
  mass_unit: z.literal('kg', { error: 'v.invalid_value' }).default('kg'),
  contents: requiredText(255),
  sat_product_id: z.union([z.number().int().positive(), z.string().trim().max(20)]).nullish(),
  visible: z.boolean({ error: 'v.invalid_type' }).default(true),
});
export type PackageForm = z.input<typeof ZPackageForm>;
export const ZPackageRequest = z.object({ package: ZPackageForm });

/** A package template as the API answers it. */
export const ZPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  parcel_type: z.enum(PARCEL_TYPES),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  distance_unit: z.literal('cm'),
  weight: z.number(),
  mass_unit: z.literal('kg'),
  contents: z.string(),
  sat_product_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Package = z.infer<typeof ZPackage>;
export const PACKAGE_ORDER_FIELDS = ['name', 'created_at'] as const;
