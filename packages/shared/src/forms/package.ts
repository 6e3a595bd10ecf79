import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { enumError, whenValid } from './form-fields';
import { docShape, measuredShape, PARCEL_LIMITS, PARCEL_TYPES, type ParcelType } from './parcel';

/** The sides and weight of a package of this type: the parcel's rules, a doc the envelope. */
const measuresOf = (type: ParcelType) =>
  z.object(type === 'doc' ? docShape : measuredShape(type, PARCEL_LIMITS.minWeight));

/**
 * Package template (spec 2 §5): name, length, width, height, weight and contents required. The
 * same rules and maxima as a parcel of its type apply, so a package always yields a valid parcel
 * when used; a doc package is the envelope (its sides are not asked, its weight at most 0.5 kg).
 */
export const ZPackageForm = z
  .object({
    name: requiredText(50),
    parcel_type: z.enum(PARCEL_TYPES, { error: enumError }).default('box'),
    // Checked below by the type's rules (the type decides which apply).
    length: z.unknown().optional(),
    width: z.unknown().optional(),
    height: z.unknown().optional(),
    weight: z.unknown().optional(),
    distance_unit: z.literal('cm', { error: 'v.invalid_value' }).default('cm'),
    mass_unit: z.literal('kg', { error: 'v.invalid_value' }).default('kg'),
    contents: requiredText(255),
    sat_product_id: z.union([z.number().int().positive(), z.string().trim().max(20)]).nullish(),
    visible: z.boolean({ error: 'v.invalid_type' }).default(true),
  })
  .superRefine((v, ctx) => {
    const measures = measuresOf(v.parcel_type).safeParse(v);
    if (!measures.success) for (const issue of measures.error.issues) ctx.addIssue({ ...issue });
  }, whenValid('parcel_type'))
  .transform((v) => ({ ...v, ...measuresOf(v.parcel_type).parse(v) }));
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
