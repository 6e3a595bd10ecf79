import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { blankable, decimal, enumError } from './form-fields';

/** Spec 2 §9: units are cm and kg only; parcel types box, doc, ltl; default box. */
export const PARCEL_TYPES = ['box', 'doc', 'ltl'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];
export const PARCEL_LIMITS = { minDimension: 1, minWeight: 0.1, quoteMinWeight: 1 } as const;
/** A doc travels in the carrier's envelope; the rating engine uses these, not typed values. */
export const DOC_ENVELOPE = { length: 29.7, width: 5, height: 21, maxWeight: 0.5 } as const;

/** Sides in cm to 0.01 cm and weights in kg to 1 g (rating.md §3): finer input is refused. */
const dimension = () => decimal({ min: PARCEL_LIMITS.minDimension, decimals: 2 });

/** Dimension and weight fields; `weightMin` differs between the parcel (0.1) and quote (1). */
export const measuredShape = (weightMin: number) => ({
  length: dimension(),
  width: dimension(),
  height: dimension(),
  weight: decimal({ min: weightMin, decimals: 3 }),
});

/** For a doc the fields are hidden and skipped: whatever arrives is ignored as null. */
const skipped = () =>
  z
    .unknown()
    .optional()
    .transform(() => null);
export const unmeasuredShape = {
  length: skipped(),
  width: skipped(),
  height: skipped(),
  weight: skipped(),
};

/** The union's own error: the discriminator missing is "required", an unknown one "invalid". */
export const parcelTypeError = (issue: { input?: unknown }) => {
  const t = (issue.input as { parcel_type?: unknown } | undefined)?.parcel_type;
  return t === undefined || t === null || t === '' ? 'v.required' : 'v.invalid_value';
};

const parcelCommon = {
  distance_unit: z.literal('cm', { error: 'v.invalid_value' }).default('cm'),
  mass_unit: z.literal('kg', { error: 'v.invalid_value' }).default('kg'),
  contents: requiredText(255),
  sat_product_id: blankable(z.union([z.number().int().positive(), z.string().trim().max(20)])),
  declared_tax_value: decimal({ min: 0 }).default(0),
  insure_package: z.boolean({ error: 'v.invalid_type' }).default(false),
};

const parcelType = (t: ParcelType) => z.literal(t, { error: enumError });

/**
 * Parcel (spec 2 §5). A discriminated union on parcel_type so a doc skips dimension and weight
 * rules while box and ltl need them; an unknown type reports under parcel_type.
 */
export const ZParcelForm = z.discriminatedUnion(
  'parcel_type',
  [
    z.object({
      parcel_type: parcelType('box'),
      ...measuredShape(PARCEL_LIMITS.minWeight),
      ...parcelCommon,
      save_as_package: z.boolean().default(false),
    }),
    z.object({
      parcel_type: parcelType('ltl'),
      ...measuredShape(PARCEL_LIMITS.minWeight),
      ...parcelCommon,
    }),
    z.object({ parcel_type: parcelType('doc'), ...unmeasuredShape, ...parcelCommon }),
  ],
  { error: parcelTypeError },
);
export type ParcelForm = z.input<typeof ZParcelForm>;
export type Parcel = z.output<typeof ZParcelForm>;
export const ZParcelRequest = z.object({ parcel: ZParcelForm });

/** A parcel saved as a package is named after its weight (spec 2 §3), e.g. package_2.5. */
export const packageNameFromParcel = (weight: number) => `package_${weight}`;
