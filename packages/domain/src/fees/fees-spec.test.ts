import { describe, expect, it } from 'vitest';
import { cardFeeEstimate, marketplaceCredit, SPEI_FEE, walletFee } from './index';

/**
 * Spec 1 §9 worked by hand, to the centavo (half up once, at the end):
 * - wallet: up to 50,000: 4.58 % + 4.64; to 250,000: 4.23 %; to 500,000: 4 %; to 1,000,000:
 *   3.65 %; above: 3.42 % (each + 4.64), a bound belonging to its own tier
 * - marketplace: deduction 3.79 % + 4.00 + 1.16; credited = amount − deduction
 * - card: (amount × 2.9 % + 2.50) × 1.16; SPEI: 9.28
 */
describe('spec 1 §9 fee formulas, computed by hand', () => {
  it.each([
    ['150.00', 15_000, 1_151], // 6.87 + 4.64
    ['333.33', 33_333, 1_991], // 15.266614 → 15.27 + 4.64
    ['1000.00', 100_000, 5_044], // 45.80 + 4.64
    ['50000.00', 5_000_000, 229_464], // 2,290.00 + 4.64 (still the first tier)
    ['250000.00', 25_000_000, 1_057_964], // 10,575.00 + 4.64
    ['300000.00', 30_000_000, 1_200_464], // 12,000.00 + 4.64
    ['750000.00', 75_000_000, 2_737_964], // 27,375.00 + 4.64
    ['2000000.00', 200_000_000, 6_840_464], // 68,400.00 + 4.64
  ])('wallet fee of %s is %i centavos', (_label, amount, fee) => {
    expect(walletFee(amount)).toBe(fee);
  });

  it.each([
    ['10.00', 1_000, 554, 446], // 0.379 → 0.38 + 5.16
    ['100.00', 10_000, 895, 9_105], // 3.79 + 5.16
    ['500.00', 50_000, 2_411, 47_589], // 18.95 + 5.16
    ['1234.56', 123_456, 5_195, 118_261], // 46.788 → 46.79 + 5.16
  ])('marketplace on %s deducts %i and credits %i', (_label, amount, deduction, credited) => {
    expect(marketplaceCredit(amount)).toEqual({ ok: true, amount, deduction, credited });
  });

  it.each([
    ['100.00', 10_000, 626], // (2.90 + 2.50) × 1.16 = 6.264
    ['999.99', 99_999, 3_654], // (28.99971 + 2.50) × 1.16 = 36.5396…
  ])('card fee estimate on %s is %i', (_label, amount, fee) => {
    expect(cardFeeEstimate(amount)).toBe(fee);
  });

  it('SPEI is a fixed 9.28', () => expect(SPEI_FEE).toBe(928));
});
