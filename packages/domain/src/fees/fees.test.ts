import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROPERTY_RUNS } from '../test-support';
import {
  cardFeeEstimate,
  marketplaceCredit,
  marketplaceDeduction,
  SPEI_FEE,
  walletFee,
  walletFeeTier,
} from './index';

describe('card fee estimate: (amount × 2.9 % + 2.50) × 1.16', () => {
  it.each([
    [100000, 3654], // (29.00 + 2.50) × 1.16 = 36.54
    [0, 290],
    [1000, 324], // (0.29 + 2.50) × 1.16 = 3.2364
    [12345, 705], // (3.58005 + 2.5) × 1.16 = 7.052858
    [50000, 1972], // (14.50 + 2.50) × 1.16 = 19.72
    [10750, 652], // (3.1175 + 2.5) × 1.16 = 6.5163
  ])('%i -> %i', (amount, fee) => expect(cardFeeEstimate(amount)).toBe(fee));

  it('matches the exact fraction for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (a) => {
        const exact = ((a * 29 + 250_000) * 116) / 100_000;
        return Math.abs(cardFeeEstimate(a) - exact) <= 0.5;
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('SPEI fee', () => {
  it('is a fixed 9.28', () => expect(SPEI_FEE).toBe(928));
});

describe('marketplace deduction: 3.79 % + 4.00 + 1.16', () => {
  it.each([
    [100000, 3790 + 400 + 116, 100000 - 4306],
    [1000, 38 + 516, 1000 - 554], // 0.379 -> 0.38
    [12345, 468 + 516, 12345 - 984],
  ])('%i deducts %i and credits %i', (amount, deduction, credited) => {
    expect(marketplaceDeduction(amount)).toBe(deduction);
    expect(marketplaceCredit(amount)).toEqual({ ok: true, amount, deduction, credited });
  });

  it.each([
    [999, 1000, false],
    [1000, 1000, true],
    [4999, 5000, false],
    [5000, 5000, true],
  ])('amount %i against minimum %i: allowed %s', (amount, minimum, ok) => {
    expect(marketplaceCredit(amount, minimum).ok).toBe(ok);
  });

  it('defaults the minimum to 10.00', () => {
    expect(marketplaceCredit(999)).toEqual({
      ok: false,
      reason: 'payment.below_minimum',
      minimum: 1000,
    });
  });
});

describe('wallet fee tiers', () => {
  it.each([
    [100, 4.58, 5 + 464], // 0.0458 -> 0.05 (4.58 centavos round to 5)
    [5_000_000, 4.58, 229_000 + 464],
    [5_000_001, 4.23, 211_500 + 464],
    [25_000_000, 4.23, 1_057_500 + 464],
    [25_000_001, 4, 1_000_000 + 464],
    [50_000_000, 4, 2_000_000 + 464],
    [50_000_001, 3.65, 1_825_000 + 464],
    [100_000_000, 3.65, 3_650_000 + 464],
    [100_000_001, 3.42, 3_420_000 + 464],
  ])('%i falls in the %s %% tier and pays %i', (amount, percent, fee) => {
    expect(walletFeeTier(amount).percent).toBe(percent);
    expect(walletFee(amount)).toBe(fee);
  });
});
