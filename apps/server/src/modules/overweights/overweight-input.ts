import type { OverweightDimensions } from '../../db/schema';

/** Kilos as text ("2.5", "2,500") to grams: above 0, up to 3 decimals, below 100 t. */
export function gramsOf(text: string | undefined | null): number | null {
  const t = (text ?? '').trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  const grams = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
  return grams > 0 ? grams : null;
}

/** Centimetres as text: above 0, up to 2 decimals, below 10 km. */
export function cmOf(text: string | undefined | null): number | null {
  const t = (text ?? '').trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  const cm = Number(t);
  return cm > 0 ? cm : null;
}

export interface Measurements {
  carrierWeightG: number;
  carrierVolumetricWeightG: number | null;
  dimensions: OverweightDimensions | null;
}

export interface MeasurementText {
  carrier_weight?: string | null;
  carrier_volumetric_weight?: string | null;
  length?: string | null;
  width?: string | null;
  height?: string | null;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/**
 * The carrier's measurements checked field by field (every problem at once): a weight is
 * required; the volumetric weight is optional; the dimensions are all three or none.
 */
export function checkMeasurements(
  input: MeasurementText,
): { ok: true; value: Measurements } | { ok: false; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  const weight = gramsOf(input.carrier_weight);
  if (weight === null) fields.carrier_weight = ['v.overweight_weight_invalid'];
  let volumetric: number | null = null;
  if (!blank(input.carrier_volumetric_weight)) {
    volumetric = gramsOf(input.carrier_volumetric_weight);
    if (volumetric === null) fields.carrier_volumetric_weight = ['v.overweight_weight_invalid'];
  }
  const sides = (['length', 'width', 'height'] as const).map((k) => [k, input[k]] as const);
  const given = sides.filter(([, v]) => !blank(v));
  let dimensions: OverweightDimensions | null = null;
  if (given.length > 0) {
    const parsed: Partial<OverweightDimensions> = {};
    for (const [k, v] of sides) {
      if (blank(v)) fields[k] = ['v.overweight_dimensions_incomplete'];
      else {
        const cm = cmOf(v);
        if (cm === null) fields[k] = ['v.overweight_dimension_invalid'];
        else parsed[k] = cm;
      }
    }
    if (parsed.length && parsed.width && parsed.height) dimensions = parsed as OverweightDimensions;
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    value: { carrierWeightG: weight!, carrierVolumetricWeightG: volumetric, dimensions },
  };
}
