import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  compare,
  divideRoundHalfUp,
  formatMoney,
  max,
  min,
  multiply,
  multiplyByDecimal,
  parseMoney,
  percentage,
  subtract,
  sum,
  toDecimalString,
  tryParseMoney,
} from './index';
import { PROPERTY_RUNS } from '../test-support';

const amounts = fc.integer({ min: -1e12, max: 1e12 });

describe('parseMoney', () => {
  it.each([
    ['1234.5', 123450],
    ['1,234.50', 123450],
    ['1,234,567.89', 123456789],
    ['-3.10', -310],
    ['+7', 700],
    ['0.05', 5],
    ['.5', 50],
    ['12.', 1200],
    [' 42 ', 4200],
    ['-0.00', 0],
    [12.34, 1234],
    [-3.1, -310],
    [0, 0],
    [100, 10000],
  ] as const)('parses %j as %i centavos', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    ['1.234', 'money.too_many_decimals'],
    [0.1 + 0.2, 'money.too_many_decimals'],
    [1.005, 'money.too_many_decimals'],
    ['abc', 'money.invalid'],
    ['', 'money.invalid'],
    ['.', 'money.invalid'],
    ['1,23.00', 'money.invalid'],
    ['12,34', 'money.invalid'],
    ['1 234', 'money.invalid'],
    ['1e3', 'money.invalid'],
    ['--1', 'money.invalid'],
    [Number.NaN, 'money.invalid'],
    [Infinity, 'money.invalid'],
    [1e21, 'money.invalid'],
    ['99999999999999999', 'money.unsafe'],
  ] as const)('refuses %j with %s', (input, code) => {
    expect(tryParseMoney(input)).toMatchObject({ ok: false, code });
  });

  it('round-trips through the wire format', () => {
    fc.assert(
      fc.property(amounts, (x) => parseMoney(toDecimalString(x)) === x),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('reads a number with two decimals as the amount it prints as', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        (x) => parseMoney(Number(toDecimalString(x))) === x,
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('toDecimalString', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [-310, '-3.10'],
    [0, '0.00'],
    [100, '1.00'],
  ])('%i -> %s', (x, s) => expect(toDecimalString(x)).toBe(s));

  it('refuses fractional centavos', () => {
    expect(() => toDecimalString(1.5)).toThrow(/safe integer/);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, sums, multiplies and compares', () => {
    expect(add(150, 250)).toBe(400);
    expect(subtract(150, 250)).toBe(-100);
    expect(sum([1, 2, 3, 4])).toBe(10);
    expect(sum([])).toBe(0);
    expect(multiply(1999, 3)).toBe(5997);
    expect(compare(1, 2)).toBe(-1);
    expect(compare(2, 2)).toBe(0);
    expect(compare(3, 2)).toBe(1);
    expect(min(5, -2, 9)).toBe(-2);
    expect(max(5, -2, 9)).toBe(9);
  });

  it('refuses a non-integer factor and an unsafe result', () => {
    expect(() => multiply(100, 1.5)).toThrow();
    expect(() => add(Number.MAX_SAFE_INTEGER, 1)).toThrow(/safe integer/);
  });
});

describe('percentage', () => {
  it.each([
    [10000, 10, 1000],
    [13800, 15, 2070],
    [3070, 50, 1535],
    [1, 50, 1], // 0.5 centavo rounds up
    [-1, 50, -1], // and symmetrically away from zero
    [3, 50, 2],
    [100000, 2.9, 2900],
    [100000, 3.79, 3790],
    [12345, 3.79, 468], // 467.8755 -> 468
    [5000000, 4.58, 229000],
    [1, 0.0001, 0],
    [99, 0, 0],
    [10000, '16', 1600],
  ] as const)('%i × %s%% = %i', (amount, pct, expected) => {
    expect(percentage(amount, pct)).toBe(expected);
  });

  it('matches exact rational rounding for percents with up to 4 decimals', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (amount, basisMicro) => {
          const pct = basisMicro / 10_000; // e.g. 3.79 or 2.9 or 12.3456
          const expected = Number(
            divideRoundHalfUp(BigInt(amount) * BigInt(basisMicro), 1_000_000n),
          );
          return percentage(amount, pct) === expected;
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('multiplies by a decimal factor exactly', () => {
    expect(multiplyByDecimal(10000, 1.0)).toBe(10000);
    expect(multiplyByDecimal(3333, 2.5)).toBe(8333); // 8332.5 -> 8333
    expect(multiplyByDecimal(1999, '0.001')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('formats es-MX and en with MXN', () => {
    expect(formatMoney(123450, 'es-MX')).toBe('$1,234.50');
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(-310, 'es-MX')).toBe('-$3.10');
    expect(formatMoney(900719925474099, 'es-MX')).toBe('$9,007,199,254,740.99');
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [4n, 3n, 1n],
    [0n, 7n, 0n],
  ])('%s / %s = %s', (n, d, q) => expect(divideRoundHalfUp(n, d)).toBe(q));
  it('refuses zero', () => expect(() => divideRoundHalfUp(1n, 0n)).toThrow());
});
