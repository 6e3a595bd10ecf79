import { z } from 'zod';
import { requiredText } from '../validation/fields';
import { blankable, decimal, enumError } from './form-fields';

/** Spec 2 §9: units are cm and kg only; parcel types box, doc, ltl; default box. */
export const PARCEL_TYPES = ['box', 'doc', 'ltl'] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];
export type MeasuredParcelType = Exclude<ParcelType, 'doc'>;
export const PARCEL_LIMITS = { minDimension: 1, minWeight: 0.1, quoteMinWeight: 1 } as const;

/**
 * The largest parcel each measured type may describe: each side in cm, the weight in kg
 * (docs/decisions.md, issue 17). A box is a courier parcel: the bounds sit just above what parcel
 * carriers take (FedEx 68 kg and 274 cm, DHL Express and UPS 70 kg), so a carrier's own
 * validators reject a real oversize parcel with a reason while a typo (500 cm, 100,000 kg) never
 * reaches a price. An ltl is one pallet of freight.
 */
export const PARCEL_MAX = {
  box: { side: 300, weight: 70 },
  ltl: { side: 400, weight: 2_000 },
} as const satisfies Record<MeasuredParcelType, { side: number; weight: number }>;

/**
 * A doc travels in the carrier's envelope (rating.md §3, spec 2 §5): these measures, and at most
 * this weight. `parcelMeasures` and the contracts below are where it is applied.
 */
export const DOC_ENVELOPE = { length: 29.7, width: 5, height: 21, maxWeight: 0.5 } as const;

/** A declared value above this is a typo, not a parcel (pesos). */
export const DECLARED_VALUE_MAX = 10_000_000;

export interface ParcelMeasures {
  length: number;
  width: number;
  height: number;
  weight: number;
}

/** A doc weighs what was typed, or the envelope's most when nothing (blank, 0) was. */
const docWeightOf = (weight: unknown) =>
  weight === undefined || weight === null || weight === '' || weight === 0 || weight === '0'
    ? DOC_ENVELOPE.maxWeight
    : weight;

/**
 * The measures a parcel travels with, the one place the envelope is applied to a parcel that is
 * already kept (a shipment's parcel, a package): a doc gets the envelope's sides and its own
 * weight (the envelope's 0.5 kg when none was given), never 0 and never its typed sides. A doc
 * heavier than the envelope keeps its weight, so rating refuses it (`parcel.doc_weight`).
 */
export function parcelMeasures(p: {
  parcel_type: ParcelType;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  weight?: number | null;
}): ParcelMeasures {
  if (p.parcel_type === 'doc') {
    const weight = docWeightOf(p.weight);
    return {
      length: DOC_ENVELOPE.length,
      width: DOC_ENVELOPE.width,
      height: DOC_ENVELOPE.height,
      weight: typeof weight === 'number' && weight > 0 ? weight : DOC_ENVELOPE.maxWeight,
    };
  }
  return {
    length: p.length ?? 0,
    width: p.width ?? 0,
    height: p.height ?? 0,
    weight: p.weight ?? 0,
  };
}

/**
 * Dimension and weight fields of a measured type; `weightMin` differs between the parcel (0.1)
 * and the quote (1). Sides in cm to 0.01 cm and weights in kg to 1 g (rating.md §3): finer input
 * is refused; above the type's maximum too.
 */
export const measuredShape = (type: MeasuredParcelType, weightMin: number) => {
  const max = PARCEL_MAX[type];
  const side = () =>
    decimal({
      min: PARCEL_LIMITS.minDimension,
      max: max.side,
      decimals: 2,
      maxKey: 'v.parcel_side_max',
    });
  return {
    length: side(),
    width: side(),
    height: side(),
    weight: decimal({
      min: weightMin,
      max: max.weight,
      decimals: 3,
      maxKey: 'v.parcel_weight_max',
    }),
  };
};

/** A doc's typed sides are ignored: it is the envelope, whatever arrives. */
const envelopeSide = (cm: number) =>
  z
    .unknown()
    .optional()
    .transform(() => cm);

/**
 * A doc's fields (hidden on the forms): the envelope's sides; the weight is optional (blank or 0
 * is the envelope's 0.5 kg) and a doc heavier than the envelope is refused (`v.doc_weight`, the
 * contract's word for rating's `parcel.doc_weight`).
 */
export const docShape = {
  length: envelopeSide(DOC_ENVELOPE.length),
  width: envelopeSide(DOC_ENVELOPE.width),
  height: envelopeSide(DOC_ENVELOPE.height),
  weight: z.preprocess(
    docWeightOf,
    decimal({ min: 0.001, max: DOC_ENVELOPE.maxWeight, decimals: 3, maxKey: 'v.doc_weight' }),
  ),
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
  declared_tax_value: decimal({ min: 0, max: DECLARED_VALUE_MAX, decimals: 2 }).default(0),
  insure_package: z.boolean({ error: 'v.invalid_type' }).default(false),
};

const parcelType = (t: ParcelType) => z.literal(t, { error: enumError });

/**
 * Parcel (spec 2 §5). A discriminated union on parcel_type so a doc is the envelope while box and
 * ltl need their measures within the type's maxima; an unknown type reports under parcel_type.
 */
export const ZParcelForm = z.discriminatedUnion(
  'parcel_type',
  [
    z.object({
      parcel_type: parcelType('box'),
      ...measuredShape('box', PARCEL_LIMITS.minWeight),
      ...parcelCommon,
      save_as_package: z.boolean().default(false),
    }),
    z.object({
      parcel_type: parcelType('ltl'),
      ...measuredShape('ltl', PARCEL_LIMITS.minWeight),
      ...parcelCommon,
    }),
    z.object({ parcel_type: parcelType('doc'), ...docShape, ...parcelCommon }),
  ],
  { error: parcelTypeError },
);
export type ParcelForm = z.input<typeof ZParcelForm>;
export type Parcel = z.output<typeof ZParcelForm>;
export const ZParcelRequest = z.object({ parcel: ZParcelForm });

/** A parcel saved as a package is named after its weight (spec 2 §3), e.g. package_2.5. */
export const packageNameFromParcel = (weight: number) => `package_${weight}`;
