import { describe, expect, it } from 'vitest';
import {
  GENERATED_TRACKING_MAX_ID,
  generatedTrackingNumber,
  hasValidCheckDigit,
  withCheckDigit,
} from './tracking-number';

describe('Luhn check digit', () => {
  // Published Luhn examples (the first is Wikipedia's, the others are test card numbers).
  it.each([
    ['7992739871', '79927398713'],
    ['0', '00'],
    ['1', '18'],
    ['424242424242424', '4242424242424242'],
    ['411111111111111', '4111111111111111'],
    ['37828224631000', '378282246310005'],
  ])('%s → %s', (body, full) => {
    expect(withCheckDigit(body)).toBe(full);
    expect(hasValidCheckDigit(full)).toBe(true);
  });

  it.each(['', 'abc', '12 34', '-12', '１２'])('refuses the non-digit body %j', (body) => {
    expect(() => withCheckDigit(body)).toThrow(RangeError);
  });

  it.each([
    ['79927398710', false],
    ['79927398713', true],
    ['7', false],
    ['', false],
    ['7992739871a', false],
    [' 79927398713', false],
  ])('%j valid: %s', (n, valid) => {
    expect(hasValidCheckDigit(n)).toBe(valid);
  });
});

describe('generated tracking numbers', () => {
  it.each([
    [1, '900000000019'], // 9·2→9, 1·2→2: 11 → 9,
    [123, '900000001231'], // 9·2→9, 1·2→2, 2, 3·2→6: 19 → 1,
    [GENERATED_TRACKING_MAX_ID, withCheckDigit('99999999999')],
  ])('shipment %d → %s', (id, tracking) => {
    const n = generatedTrackingNumber(id);
    expect(n).toBe(tracking);
    expect(n).toMatch(/^9\d{11}$/);
    expect(hasValidCheckDigit(n)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN, GENERATED_TRACKING_MAX_ID + 1, Number.MAX_SAFE_INTEGER + 2])(
    'refuses the id %d',
    (id) => {
      expect(() => generatedTrackingNumber(id)).toThrow(RangeError);
    },
  );

  it.each([1, 123, 98_765, 4_000_000_001, GENERATED_TRACKING_MAX_ID])(
    'every single-digit typo in the number of shipment %d is caught',
    (id) => {
      const n = generatedTrackingNumber(id);
      for (let i = 0; i < n.length; i++) {
        for (const d of '0123456789') {
          if (d === n[i]) continue;
          const typo = `${n.slice(0, i)}${d}${n.slice(i + 1)}`;
          expect(hasValidCheckDigit(typo), typo).toBe(false);
        }
      }
    },
  );
});
