import { gramsToKg, measureParcel, parseMoney, volumetricGrams } from '@despacho/domain';
import type { Package, ParcelType, QuoteForm, ShipmentParcel } from '@despacho/shared';

/** Step 2's form: inputs as typed (strings), checkboxes as booleans. */
export interface ParcelValues {
  parcel_type: ParcelType;
  length: string;
  width: string;
  height: string;
  weight: string;
  contents: string;
  sat_product_id: string;
  declared_tax_value: string;
  insure_package: boolean;
  save_as_package: boolean;
}

const num = (n: number | string | null | undefined) => (n == null ? '' : String(n));

export function parcelValues(
  parcel: ShipmentParcel | null | undefined,
  quote: QuoteForm | null | undefined,
): ParcelValues {
  const base: ParcelValues = {
    parcel_type: 'box',
    length: '',
    width: '',
    height: '',
    weight: '',
    contents: '',
    sat_product_id: '',
    declared_tax_value: '0',
    insure_package: false,
    save_as_package: false,
  };
  if (parcel) {
    const doc = parcel.parcel_type === 'doc';
    return {
      ...base,
      parcel_type: parcel.parcel_type,
      // A doc is kept with the envelope's measures; its form shows none.
      length: doc ? '' : num(parcel.length),
      width: doc ? '' : num(parcel.width),
      height: doc ? '' : num(parcel.height),
      weight: doc ? '' : num(parcel.weight),
      contents: parcel.contents,
      sat_product_id: parcel.sat_product_id ?? '',
      declared_tax_value: String(Number(parcel.declared_tax_value)),
      insure_package: parcel.insure_package,
    };
  }
  if (quote) {
    const q = quote as Partial<Record<'length' | 'width' | 'height' | 'weight', unknown>> &
      QuoteForm;
    return {
      ...base,
      parcel_type: q.parcel_type,
      length: num(q.length as number | string | undefined),
      width: num(q.width as number | string | undefined),
      height: num(q.height as number | string | undefined),
      weight: num(q.weight as number | string | undefined),
    };
  }
  return base;
}

/** A package template's measures and contents, onto the form. */
export const fromPackage = (p: Package): Partial<ParcelValues> => ({
  parcel_type: p.parcel_type,
  length: num(p.length),
  width: num(p.width),
  height: num(p.height),
  weight: num(p.weight),
  contents: p.contents,
  sat_product_id: p.sat_product_id ?? '',
});

const positive = (s: string) => {
  const n = Number(String(s).trim());
  return String(s).trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * L × W × H / 5000 in kg to 2 decimals, computed by the same domain code the server rates with
 * (so the screen and the price agree to the 10 g); null until the three sides are numbers.
 */
export function liveVolumetricKg(v: Pick<ParcelValues, 'length' | 'width' | 'height'>) {
  const [length, width, height] = [positive(v.length), positive(v.width), positive(v.height)];
  if (length === null || width === null || height === null) return null;
  const measured = measureParcel({
    parcel_type: 'box',
    length,
    width,
    height,
    weight: 0,
    declared_value: parseMoney('0'),
    insure_package: false,
  });
  return gramsToKg(volumetricGrams(measured, null));
}
