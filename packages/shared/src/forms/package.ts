import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { decimal, enumError } from './form-fields';
import { PARCEL_LIMITS, PARCEL_TYPES } from './parcel';

/**
 * Package template (spec 2 §5): name, length, width, height, weight and contents required. The
 * same minimums as a parcel apply, so a package always yields a valid parcel when used.
 */
export const ZPackageForm = z.object({
  name: requiredText(50),
  parcel_type: z.enum(PARCEL_TYPES, { error: enumError }).default('box'),
  length: decimal({ min: PARCEL_LIMITS.minDimension }),
  width: decimal({ min: PARCEL_LIMITS.minDimension }),
  height: decimal({ min: PARCEL_LIMITS.minDimension }),
  weight: decimal({ min: PARCEL_LIMITS.minWeight }),
  distance_unit: z.literal('cm', { error: 'v.invalid_value' }).default('cm'),
  mass_unit: z.literal('kg', { error: 'v.invalid_value' }).default('kg'),
  contents: requiredText(255),
  sat_product_id: z.union([z.number().int().positive(), z.string().trim().max(20)]).nullish(),
  visible: z.boolean({ error: 'v.invalid_type' }).default(true),
});
export type PackageForm = z.input<typeof ZPackageForm>;
export const ZPackageRequest = z.object({ package: ZPackageForm });
