import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSavedAddressRequest, ZShipmentAddressesRequest } from './address';
import { ZCarrierSettingCreateRequest } from './carrier-setting';
import { ZFiscalDataRequest } from './fiscal-data';
import { decimal, DECIMAL_LIMIT } from './form-fields';
import { ZTaxVerificationForm } from './tax-verification';
import { keysOf } from './test-utils';

describe('object rules on something that is not an object', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['saved address {}', ZSavedAddressRequest, {}],
    ['saved address null', ZSavedAddressRequest, { address: null }],
    ['fiscal data as text', ZFiscalDataRequest, { fiscal_datum: 'x' }],
    ['fiscal data as a list', ZFiscalDataRequest, { fiscal_datum: [] }],
    ['carrier setting null', ZCarrierSettingCreateRequest, { carrier_setting: null }],
    [
      'shipment origin null',
      ZShipmentAddressesRequest,
      { shipment: { origin_attributes: null, destination_attributes: 1 } },
    ],
    ['tax verification null', z.object({ v: ZTaxVerificationForm }), { v: null }],
  ];
  it.each(cases)('%s is a field error, not an exception', (_, schema, input) => {
    expect(() => schema.safeParse(input)).not.toThrow();
    expect(Object.keys(keysOf(schema, input)).length).toBeGreaterThan(0);
  });
});

describe('decimal', () => {
  it('refuses numbers beyond 12 digits unless the field sets its own bounds', () => {
    expect(decimal({ min: 0 }).safeParse(DECIMAL_LIMIT).success).toBe(true);
    expect(keysOf(z.object({ n: decimal({ min: 0 }) }), { n: 2 ** 53 + 1 })).toEqual({
      n: ['v.too_big'],
    });
    expect(keysOf(z.object({ n: decimal() }), { n: -1e308 })).toEqual({ n: ['v.too_small'] });
    expect(decimal({ max: 1e15 }).safeParse(1e14).success).toBe(true);
  });
});
