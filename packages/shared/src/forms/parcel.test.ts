import { describe, expect, it } from 'vitest';
import { ZPackageForm } from './package';
import { packageNameFromParcel, ZParcelForm } from './parcel';
import { ZQuoteForm } from './quote';
import { keyAt, keysOf } from './test-utils';

const box = {
  parcel_type: 'box',
  length: '10',
  width: 10,
  height: 10,
  weight: '1.5',
  contents: 'Ropa',
};

describe('parcel form', () => {
  it('accepts a box, turning decimal strings into numbers and filling defaults', () => {
    expect(ZParcelForm.parse(box)).toMatchObject({
      length: 10,
      weight: 1.5,
      distance_unit: 'cm',
      mass_unit: 'kg',
      declared_tax_value: 0,
      insure_package: false,
    });
  });

  it.each([
    ['length', 1, 0.99],
    ['width', 1, 0.9],
    ['height', '1', '0.5'],
    ['weight', 0.1, 0.09],
    ['declared_tax_value', 0, -0.01],
  ])('%s: %s passes, %s fails with v.too_small', (field, ok, bad) => {
    expect(keyAt(ZParcelForm, { ...box, [field]: ok }, field)).toBeUndefined();
    expect(keyAt(ZParcelForm, { ...box, [field]: bad }, field)).toBe('v.too_small');
  });

  it.each(['length', 'width', 'height', 'weight', 'contents'])(
    '%s is required for a box',
    (field) => {
      expect(keyAt(ZParcelForm, { ...box, [field]: '' }, field)).toBe('v.required');
      expect(keyAt(ZParcelForm, { ...box, [field]: undefined }, field)).toBe('v.required');
    },
  );

  it('declared_tax_value blank is required, non-numbers are rejected', () => {
    expect(keyAt(ZParcelForm, { ...box, declared_tax_value: '' }, 'declared_tax_value')).toBe(
      'v.required',
    );
    expect(keyAt(ZParcelForm, { ...box, weight: '1,5' }, 'weight')).toBe('v.number');
    expect(keyAt(ZParcelForm, { ...box, weight: 'abc' }, 'weight')).toBe('v.number');
  });

  it('ltl follows the box rules', () => {
    expect(keyAt(ZParcelForm, { ...box, parcel_type: 'ltl', height: 0 }, 'height')).toBe(
      'v.too_small',
    );
  });

  it('doc skips dimension and weight rules: it is the envelope', () => {
    const doc = { parcel_type: 'doc', contents: 'Contrato', length: '', weight: 0 };
    expect(keysOf(ZParcelForm, doc)).toEqual({});
    expect(ZParcelForm.parse(doc)).toMatchObject({
      length: 29.7,
      width: 5,
      height: 21,
      weight: 0.5,
    });
    expect(keyAt(ZParcelForm, { parcel_type: 'doc' }, 'contents')).toBe('v.required');
  });

  it('an unknown or missing parcel type is reported under parcel_type', () => {
    expect(keyAt(ZParcelForm, { ...box, parcel_type: 'crate' }, 'parcel_type')).toBe(
      'v.invalid_value',
    );
    expect(keyAt(ZParcelForm, { ...box, parcel_type: undefined }, 'parcel_type')).toBe(
      'v.required',
    );
  });

  it('names a package saved from a parcel after its weight', () => {
    expect(packageNameFromParcel(2.5)).toBe('package_2.5');
  });
});

describe('quote form', () => {
  const quote = {
    ...box,
    weight: 1,
    origin_postal_code: '64000',
    origin_country_id: 1,
    destination_postal_code: '01000',
    destination_country_id: '1',
  };
  it('accepts a quote', () => expect(keysOf(ZQuoteForm, quote)).toEqual({}));
  it.each([
    ['weight', 1, 0.9],
    ['length', 1, 0.5],
  ])('%s: %s passes, %s fails', (field, ok, bad) => {
    expect(keyAt(ZQuoteForm, { ...quote, [field]: ok }, field)).toBeUndefined();
    expect(keyAt(ZQuoteForm, { ...quote, [field]: bad }, field)).toBe('v.too_small');
  });
  it.each([
    'origin_postal_code',
    'origin_country_id',
    'destination_postal_code',
    'destination_country_id',
  ])('%s is required', (field) =>
    expect(keyAt(ZQuoteForm, { ...quote, [field]: '' }, field)).toBe('v.required'),
  );
  it('postal codes max 7', () => {
    expect(
      keyAt(ZQuoteForm, { ...quote, origin_postal_code: '1234567' }, 'origin_postal_code'),
    ).toBeUndefined();
    expect(
      keyAt(ZQuoteForm, { ...quote, origin_postal_code: '12345678' }, 'origin_postal_code'),
    ).toBe('v.max_length');
  });
  it('a doc quote needs no measures', () => {
    expect(keysOf(ZQuoteForm, { ...quote, parcel_type: 'doc', weight: '' })).toEqual({});
  });
  it.each([
    ['weight', 5.004, 5.0004, 'v.max_decimals_3'],
    ['weight', '5.125', '5.1251', 'v.max_decimals_3'],
    ['length', 10.25, 10.005, 'v.max_decimals_2'],
    ['height', '30.01', '30.001', 'v.max_decimals_2'],
    ['width', 12, 1e-7 + 12.3, 'v.max_decimals_2'],
  ])('%s: %s is measurable, %s is finer than the unit and refused', (field, ok, bad, key) => {
    expect(keyAt(ZQuoteForm, { ...quote, [field]: ok }, field)).toBeUndefined();
    expect(keyAt(ZQuoteForm, { ...quote, [field]: bad }, field)).toBe(key);
  });
});

describe('package form', () => {
  const pkg = {
    name: 'Caja chica',
    length: 20,
    width: 15,
    height: 10,
    weight: 0.1,
    contents: 'Libros',
  };
  it('accepts a package at the weight minimum', () =>
    expect(keysOf(ZPackageForm, pkg)).toEqual({}));
  it.each(['name', 'length', 'width', 'height', 'weight', 'contents'])(
    '%s is required',
    (field) => {
      expect(keyAt(ZPackageForm, { ...pkg, [field]: '' }, field)).toBe('v.required');
    },
  );
  it('weight below 0.1 fails', () =>
    expect(keyAt(ZPackageForm, { ...pkg, weight: 0.09 }, 'weight')).toBe('v.too_small'));
  it('name max 50', () => {
    expect(keyAt(ZPackageForm, { ...pkg, name: 'a'.repeat(50) }, 'name')).toBeUndefined();
    expect(keyAt(ZPackageForm, { ...pkg, name: 'a'.repeat(51) }, 'name')).toBe('v.max_length');
  });
});
