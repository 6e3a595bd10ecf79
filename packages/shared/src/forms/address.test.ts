import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, truncateReference, ZAddressForm, ZSavedAddressForm } from './address';
import { stripAccents } from './form-fields';
import { isValidNationalNumber, PHONE_COUNTRIES, PREFERRED_PHONE_COUNTRIES } from './phone';
import { keyAt, keysOf, repeat } from './test-utils';

const valid = {
  name: 'José Peña',
  company: 'Acmé SA',
  email: 'jose@ejemplo.mx',
  phone: '(81) 1234-5678',
  country_id: 1,
  country_code: 'MX',
  state: 'Nuevo León',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Constitución',
  number: '100',
  postal_code: '64000',
};

describe('stripAccents', () => {
  it.each([
    ['Peña', 'Pena'],
    ['ÑANDÚ', 'NANDU'],
    ['Güero Álvarez', 'Guero Alvarez'],
    ['plain', 'plain'],
  ])('%s -> %s', (input, output) => expect(stripAccents(input)).toBe(output));
});

describe('address form', () => {
  it('accepts a complete Mexican address, keeping what the person typed (accents too)', () => {
    const out = ZAddressForm.parse({ ...valid, reference: 'Portón azul' });
    expect(out).toMatchObject({
      name: 'José Peña',
      company: 'Acmé SA',
      street: 'Av. Constitución',
      reference: 'Portón azul',
      phone: '8112345678',
      calling_code: '52',
      country_id: 1,
      save: false,
    });
  });

  it('counts what the carrier receives: 35 accented letters fit the name, 36 do not', () => {
    expect(keyAt(ZAddressForm, { ...valid, name: repeat(35, 'é') }, 'name')).toBeUndefined();
    expect(keyAt(ZAddressForm, { ...valid, name: repeat(36, 'é') }, 'name')).toBe('v.max_length');
    // A keyboard that sends "e" + a combining accent counts the same as one "é".
    const decomposed = repeat(35, 'e\u0301');
    expect(keyAt(ZAddressForm, { ...valid, name: decomposed }, 'name')).toBeUndefined();
    expect(ZAddressForm.parse({ ...valid, name: 'Pe\u0301rez' }).name).toBe('Pérez');
  });

  // Each limit: a value at the limit passes, one past it fails with the key.
  it.each([
    ['name', ADDRESS_LIMITS.name, 'v.max_length'],
    ['street', ADDRESS_LIMITS.street, 'v.max_length'],
    ['city', ADDRESS_LIMITS.city, 'v.max_length'],
    ['reference', ADDRESS_LIMITS.reference, 'v.reference_too_long'],
  ] as const)('%s max %i', (field, max, key) => {
    expect(keyAt(ZAddressForm, { ...valid, [field]: repeat(max) }, field)).toBeUndefined();
    expect(keyAt(ZAddressForm, { ...valid, [field]: repeat(max + 1) }, field)).toBe(key);
  });

  it('postal code max 7 outside Mexico', () => {
    const us = {
      ...valid,
      country_id: 2,
      country_code: 'US',
      phone: '2125550100',
      calling_code: '+1',
    };
    expect(keyAt(ZAddressForm, { ...us, postal_code: '1234567' }, 'postal_code')).toBeUndefined();
    expect(keyAt(ZAddressForm, { ...us, postal_code: '12345678' }, 'postal_code')).toBe(
      'v.max_length',
    );
  });

  it.each([
    ['64000', undefined],
    ['6400', 'v.postal_code_mx'],
    ['640001', 'v.postal_code_mx'],
    ['6400A', 'v.postal_code_mx'],
  ])('Mexican postal code %s', (postal_code, key) => {
    expect(keyAt(ZAddressForm, { ...valid, postal_code }, 'postal_code')).toBe(key);
  });

  it.each([
    'name',
    'company',
    'email',
    'phone',
    'country_id',
    'state',
    'street',
    'number',
    'neighborhood',
    'city',
    'postal_code',
  ])('%s is required (missing or blank)', (field) => {
    expect(keyAt(ZAddressForm, { ...valid, [field]: undefined }, field)).toBe('v.required');
    expect(keyAt(ZAddressForm, { ...valid, [field]: '' }, field)).toBe('v.required');
  });

  it('reference and rfc are optional; rfc must look like an RFC in Mexico', () => {
    expect(keysOf(ZAddressForm, valid)).toEqual({});
    expect(ZAddressForm.parse({ ...valid, reference: '', rfc: '' })).toMatchObject({
      reference: null,
      rfc: null,
    });
    expect(keyAt(ZAddressForm, { ...valid, rfc: 'xaxx010101000' }, 'rfc')).toBeUndefined();
    expect(keyAt(ZAddressForm, { ...valid, rfc: 'NOT-AN-RFC' }, 'rfc')).toBe('v.rfc');
  });

  it('email is validated after accent stripping', () => {
    expect(ZAddressForm.parse({ ...valid, email: 'josé@ejemplo.mx' }).email).toBe(
      'jose@ejemplo.mx',
    );
    expect(keyAt(ZAddressForm, { ...valid, email: 'jose@' }, 'email')).toBe('v.email');
  });

  it.each([
    ['8112345678', '52', undefined],
    ['811234567', '52', 'v.phone_national'],
    ['81123456789', '52', 'v.phone_national'],
    ['2125550100', '+1', undefined],
    ['22334455', '502', undefined],
    ['1234', '999', undefined],
    ['123', '999', 'v.phone_national'],
  ])('phone %s with calling code %s', (phone, calling_code, key) => {
    expect(keyAt(ZAddressForm, { ...valid, phone, calling_code }, 'phone')).toBe(key);
  });

  it('rejects a malformed calling code', () => {
    expect(keyAt(ZAddressForm, { ...valid, calling_code: '+52a' }, 'calling_code')).toBe(
      'v.calling_code',
    );
  });

  it('reports the cross-field rules together with other missing fields', () => {
    const keys = keysOf(ZAddressForm, { ...valid, name: '', postal_code: '123' });
    expect(keys).toEqual({ name: ['v.required'], postal_code: ['v.postal_code_mx'] });
  });
});

describe('truncateReference', () => {
  it.each([
    [repeat(35), repeat(35), false],
    [repeat(36), repeat(35), true],
    ['', '', false],
  ])('%s', (input, value, truncated) => {
    expect(truncateReference(input)).toEqual({ value, truncated });
  });
});

describe('phone countries', () => {
  it('prefers MX and US, and knows both', () => {
    expect(PREFERRED_PHONE_COUNTRIES).toEqual(['MX', 'US']);
    for (const iso of PREFERRED_PHONE_COUNTRIES)
      expect(PHONE_COUNTRIES.some((c) => c.iso === iso)).toBe(true);
    expect(isValidNationalNumber('8112345678', '+52')).toBe(true);
    expect(isValidNationalNumber('81a2345678', '52')).toBe(false);
  });
});

describe('saved address form', () => {
  const saved = {
    aka: 'Bodega',
    name: 'Ana',
    company: 'Acme',
    email: 'ana@ejemplo.mx',
    phone: '8112345678',
    postal_code: '64000',
    street: 'Hidalgo',
    number: '1',
    city: 'Monterrey',
  };
  it('needs only the nine listed fields', () => {
    expect(keysOf(ZSavedAddressForm, saved)).toEqual({});
  });
  it.each(['aka', 'name', 'company', 'email', 'phone', 'postal_code', 'street', 'number', 'city'])(
    '%s is required',
    (field) =>
      expect(keyAt(ZSavedAddressForm, { ...saved, [field]: '' }, field)).toBe('v.required'),
  );
  it('keeps the wizard limits', () => {
    expect(keyAt(ZSavedAddressForm, { ...saved, street: repeat(31) }, 'street')).toBe(
      'v.max_length',
    );
  });
});
