import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, withCheckDigit } from './tracking-number';

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
  // The shape the server draws: "9", 13 random digits, the check digit.
  it.each(['90000000000001', '91234567890123', '99999999999999', '90000000098765'])(
    'every single-digit typo in %s + its check digit is caught',
    (body) => {
      const n = withCheckDigit(body);
      expect(n).toMatch(/^9\d{14}$/);
      expect(hasValidCheckDigit(n)).toBe(true);
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
