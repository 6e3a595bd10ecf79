import { DOC_ENVELOPE } from '@despacho/shared';
import type { ParcelInput } from './types';

export const DEFAULT_VOLUMETRIC_DIVISOR = 5000;
/** The doc envelope (the contracts' DOC_ENVELOPE): its dimension fields are ignored (rating.md §3). */
export const DOC_ENVELOPE_CM = [
  DOC_ENVELOPE.length,
  DOC_ENVELOPE.width,
  DOC_ENVELOPE.height,
] as const;
export const DOC_MAX_WEIGHT_G = Math.round(DOC_ENVELOPE.maxWeight * 1000);

/**
 * A parcel reduced to integers once per quote: sizes in hundredths of a cm and weights in grams,
 * so the comparisons below never meet a float such as 29.7 × 100 = 2969.9999999999995.
 */
export interface MeasuredParcel {
  readonly parcel: ParcelInput;
  readonly is_doc: boolean;
  readonly weight_g: number;
  /** Sides in hundredths of a cm, longest first. */
  readonly sides: readonly [number, number, number];
  /** L × W × H in (hundredths of a cm)³. */
  readonly volume: number;
}

const hundredths = (cm: number) => Math.round(cm * 100);

export function measureParcel(parcel: ParcelInput): MeasuredParcel {
  const isDoc = parcel.parcel_type === 'doc';
  const dims = isDoc ? DOC_ENVELOPE_CM : [parcel.length, parcel.width, parcel.height];
  const sides = dims.map(hundredths).sort((a, b) => b - a) as [number, number, number];
  return {
    parcel,
    is_doc: isDoc,
    weight_g: Math.round(parcel.weight * 1000),
    sides,
    volume: sides[0] * sides[1] * sides[2],
  };
}

/** Volumetric weight in grams, rounded to 2 decimals of a kg (10 g) half-up, as rating.md §3 says. */
export function volumetricGrams(m: MeasuredParcel, divisor: number | null): number {
  const d = divisor && divisor > 0 ? divisor : DEFAULT_VOLUMETRIC_DIVISOR;
  // volume is in 1e-6 cm³; kg = cm³ / d, so hundredths of a kg = volume / (d × 1e4).
  const den = d * 10_000;
  const q = Math.floor(m.volume / den);
  const r = m.volume - q * den;
  return (2 * r >= den ? q + 1 : q) * 10;
}

export interface ChargeableWeight {
  readonly volumetric_g: number;
  readonly chargeable_g: number;
  /** Chargeable weight rounded up to the bracket the price table is read at. */
  readonly lookup_g: number;
}

export function chargeableWeight(
  m: MeasuredParcel,
  divisor: number | null,
  useOfKg: boolean,
): ChargeableWeight {
  const volumetric = volumetricGrams(m, divisor);
  const chargeable = Math.max(m.weight_g, volumetric);
  // Estafeta prices in half-kg brackets; everyone else in whole kg.
  const step = useOfKg ? 500 : 1000;
  return {
    volumetric_g: volumetric,
    chargeable_g: chargeable,
    lookup_g: Math.ceil(chargeable / step) * step,
  };
}

/** L + 2W + 2H with L the longest side, in hundredths of a cm. */
export const girthOf = (m: MeasuredParcel): number => m.sides[0] + 2 * m.sides[1] + 2 * m.sides[2];

export const gramsToKg = (g: number): number => g / 1000;
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);
export const cmToHundredths = hundredths;
