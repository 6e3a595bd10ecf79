import { describe, expect, it } from 'vitest';
import { validateMockRateRequest } from './fedex-rest.mock-validation';

/** The FedEx mock refuses a package over FedEx's published limits, as FedEx does. */
const request = (pkg: Record<string, unknown>) => ({
  accountNumber: { value: '740561073' },
  requestedShipment: {
    shipper: { address: { countryCode: 'MX', postalCode: '64000' } },
    recipient: { address: { countryCode: 'MX', postalCode: '06700' } },
    pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
    requestedPackageLineItems: [pkg],
  },
});
const pkg = (kg: number, [length, width, height]: number[]) => ({
  weight: { units: 'KG', value: kg },
  dimensions: { length, width, height, units: 'CM' },
});
const codes = (body: unknown) => {
  const checked = validateMockRateRequest(body, 'en', '2026-03-02');
  return checked.ok ? [] : checked.errors.map((e) => e.code);
};

describe('the FedEx mock’s package limits (68 kg, 274 cm a side, 330 cm length + girth)', () => {
  it.each([
    ['the envelope a doc travels in', 0.5, [30, 5, 21], []],
    ['68 kg exactly', 68, [40, 30, 20], []],
    ['one gram over 68 kg', 68.001, [40, 30, 20], ['PACKAGE.WEIGHT.EXCEEDED']],
    ['a side of 274 cm, thin', 10, [274, 10, 10], []],
    ['a side of 275 cm', 10, [275, 10, 10], ['PACKAGE.DIMENSIONS.EXCEEDED']],
    ['length + girth exactly 330 cm', 20, [130, 50, 50], []],
    [
      'length + girth 332 cm, every side within',
      20,
      [130, 51, 50],
      ['PACKAGE.DIMENSIONS.EXCEEDED'],
    ],
    ['the same box turned on its side', 20, [51, 130, 50], ['PACKAGE.DIMENSIONS.EXCEEDED']],
    ['weight 0 (a doc sent without its weight)', 0, [30, 5, 21], ['PACKAGE.WEIGHT.INVALID']],
  ])('%s', (_name, kg, sides, expected) => {
    expect(codes(request(pkg(kg as number, sides as number[])))).toEqual(expected);
  });

  it('says why in the request’s language', () => {
    const checked = validateMockRateRequest(request(pkg(20, [130, 51, 50])), 'es', '2026-03-02');
    expect(checked.ok ? [] : checked.errors.map((e) => e.message)).toEqual([
      'El paquete 1 excede 330 cm de largo más contorno.',
    ]);
  });
});
