import { assertCentavos, MoneyError, type Centavos } from './centavos';
import { exactDecimal } from './decimal';

/**
 * numerator / denominator rounded half away from zero (so 0.5 -> 1 and -0.5 -> -1): the same
 * magnitude whichever sign a margin has, which keeps a negative admin margin symmetrical.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new MoneyError('money.invalid', 'division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

const toCentavos = (value: bigint): Centavos => {
  const n = Number(value);
  return assertCentavos(n);
};

/** amount × factor (a decimal such as an exchange rate 1.0 or a weight 2.35), to the centavo. */
export function multiplyByDecimal(amount: Centavos, factor: number | string): Centavos {
  const { units, scale } = exactDecimal(factor);
  return toCentavos(divideRoundHalfUp(BigInt(amount) * units, scale));
}

/** round(amount × percent / 100), half-up, exact for percents like 2.9 or 3.79. */
export function percentage(amount: Centavos, percent: number | string): Centavos {
  if (percent === 0 || amount === 0) return 0;
  const { units, scale } = exactDecimal(percent);
  const s = Number(scale);
  const u = Number(units);
  const product = amount * u;
  // Fast path in plain integers while every intermediate is exact; the rating engine calls this
  // several times per service, and BigInt is an order of magnitude slower.
  if (Number.isSafeInteger(product) && Number.isSafeInteger(u) && s <= 1e9) {
    const den = 100 * s;
    const mag = Math.abs(product);
    const q = Math.floor(mag / den);
    const r = mag - q * den;
    const rounded = 2 * r >= den ? q + 1 : q;
    return assertCentavos(product < 0 ? -rounded : rounded);
  }
  return toCentavos(divideRoundHalfUp(BigInt(amount) * units, scale * 100n));
}

/** Rounds an exact rational amount of centavos (numerator/denominator) to whole centavos. */
export function roundRatio(numerator: bigint, denominator: bigint): Centavos {
  return toCentavos(divideRoundHalfUp(numerator, denominator));
}
