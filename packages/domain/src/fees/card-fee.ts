import type { Centavos } from '../money/centavos';
import { roundRatio } from '../money/rounding';

/**
 * Card payment fee estimate (spec 1 §9): (amount × 2.9 % + 2.50) × 1.16, rounded once to the
 * centavo at the end. Computed as one exact fraction so no intermediate rounding drifts it.
 */
export function cardFeeEstimate(amount: Centavos): Centavos {
  // (amount × 29/1000 + 250) × 116/100 = (amount × 29 + 250 000) × 116 / 100 000
  return roundRatio((BigInt(amount) * 29n + 250_000n) * 116n, 100_000n);
}

/** SPEI transfers show a fixed fee of 9.28 whatever the amount. */
export const SPEI_FEE: Centavos = 928;
