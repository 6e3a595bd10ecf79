import { describe, expect, it } from 'vitest';
import { ZPackageForm } from './package';
import { DOC_ENVELOPE, PARCEL_MAX, parcelMeasures, ZParcelForm } from './parcel';
import { ZQuoteForm } from './quote';
import { keyAt, keysOf } from './test-utils';

/** Issue 17 items 5 and 6: parcels have upper bounds per type, and a doc is the envelope. */
const box = {
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  weight: 2.5,
  contents: 'Ropa',
};
const route = {
  origin_postal_code: '64000',
  origin_country_id: 1,
  destination_postal_code: '06700',
  destination_country_id: 1,
};
const pkg = { name: 'Caja', length: 20, width: 15, height: 10, weight: 1, contents: 'Libros' };

describe('parcel maxima (per type, the same in parcel, quote and package)', () => {
  const schemas = [
    ['parcel', ZParcelForm, {}],
    ['quote', ZQuoteForm, route],
    ['package', ZPackageForm, { name: 'Caja' }],
  ] as const;

  it.each(schemas)('%s: a box side over the maximum is refused, the maximum passes', (_n, s, x) => {
    const max = PARCEL_MAX.box.side;
    expect(keyAt(s, { ...box, ...x, length: max }, 'length')).toBeUndefined();
    expect(keyAt(s, { ...box, ...x, length: 500 }, 'length')).toBe('v.parcel_side_max');
    expect(keyAt(s, { ...box, ...x, height: max + 0.01 }, 'height')).toBe('v.parcel_side_max');
  });

  it.each(schemas)(
    '%s: a box over the weight maximum is refused (100,000 kg, 1e15)',
    (_n, s, x) => {
      expect(keyAt(s, { ...box, ...x, weight: PARCEL_MAX.box.weight }, 'weight')).toBeUndefined();
      expect(keyAt(s, { ...box, ...x, weight: 100_000 }, 'weight')).toBe('v.parcel_weight_max');
      expect(keyAt(s, { ...box, ...x, weight: 1e15 }, 'weight')).toBe('v.parcel_weight_max');
      expect(keyAt(s, { ...box, ...x, weight: '1e15' }, 'weight')).toBe('v.number');
    },
  );

  it.each(schemas)('%s: a pallet (ltl) may be larger and heavier than a box', (_n, s, x) => {
    const ltl = { ...box, ...x, parcel_type: 'ltl', length: 240, weight: 900 };
    expect(keysOf(s, ltl)).toEqual({});
    expect(keyAt(s, { ...ltl, weight: PARCEL_MAX.ltl.weight + 1 }, 'weight')).toBe(
      'v.parcel_weight_max',
    );
    expect(keyAt(s, { ...ltl, width: PARCEL_MAX.ltl.side + 1 }, 'width')).toBe('v.parcel_side_max');
  });

  it('the maxima are sane: a pallet is bounded, a box is a courier parcel', () => {
    expect(PARCEL_MAX.box.weight).toBeLessThanOrEqual(70);
    expect(PARCEL_MAX.box.side).toBeLessThanOrEqual(300);
    expect(PARCEL_MAX.ltl.weight).toBeGreaterThan(PARCEL_MAX.box.weight);
    expect(PARCEL_MAX.ltl.weight).toBeLessThanOrEqual(2_000);
  });

  it('the declared value is bounded too', () => {
    expect(keyAt(ZParcelForm, { ...box, declared_tax_value: 1e15 }, 'declared_tax_value')).toBe(
      'v.too_big',
    );
  });
});

describe('a doc is the envelope everywhere (29.7 × 5 × 21 cm, at most 0.5 kg)', () => {
  const doc = { parcel_type: 'doc', contents: 'Contratos' };
  const envelope = { length: 29.7, width: 5, height: 21 };

  it('parcel: typed sides are ignored, the weight defaults to the envelope’s 0.5 kg', () => {
    expect(ZParcelForm.parse({ ...doc, length: 80, weight: '' })).toMatchObject({
      ...envelope,
      weight: 0.5,
    });
    expect(ZParcelForm.parse({ ...doc, weight: 0.2 })).toMatchObject({ ...envelope, weight: 0.2 });
  });

  it.each([
    ['parcel', ZParcelForm, {}],
    ['quote', ZQuoteForm, route],
    ['package', ZPackageForm, { name: 'Sobre' }],
  ] as const)('%s: a doc over 0.5 kg is refused with the doc-weight rule', (_n, s, x) => {
    expect(keyAt(s, { ...doc, ...x, weight: 2 }, 'weight')).toBe('v.doc_weight');
    expect(keyAt(s, { ...doc, ...x, weight: 0.5 }, 'weight')).toBeUndefined();
  });

  it('quote: a doc reaches the carriers with the envelope and a weight, never 0', () => {
    expect(ZQuoteForm.parse({ ...doc, ...route, weight: 0 })).toMatchObject({
      ...envelope,
      weight: DOC_ENVELOPE.maxWeight,
    });
  });

  it('package: a doc template keeps the envelope whatever sides were typed', () => {
    expect(keysOf(ZPackageForm, { ...pkg, parcel_type: 'doc', length: '', weight: 0.3 })).toEqual(
      {},
    );
    expect(
      ZPackageForm.parse({ ...pkg, parcel_type: 'doc', length: 90, weight: 0.3 }),
    ).toMatchObject({ ...envelope, weight: 0.3 });
  });

  it('parcelMeasures applies the envelope to stored parcels (the one place)', () => {
    expect(
      parcelMeasures({ parcel_type: 'doc', length: null, width: 0, height: 0, weight: 0 }),
    ).toEqual({ ...envelope, weight: 0.5 });
    expect(
      parcelMeasures({ parcel_type: 'doc', length: 1, width: 1, height: 1, weight: 2 }),
    ).toEqual({ ...envelope, weight: 2 });
    expect(
      parcelMeasures({ parcel_type: 'box', length: 10, width: 20, height: 30, weight: 1 }),
    ).toEqual({ length: 10, width: 20, height: 30, weight: 1 });
  });
});
