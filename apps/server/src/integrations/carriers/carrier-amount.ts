import { exactDecimal, roundRatio } from '@despacho/domain';

/**
 * A carrier's amount (number or numeric text) in centavos, half away from zero; null if
 * unusable. Unlike parseMoney it rounds: carriers quote with more than two decimals.
 */
export function amountToCentavos(amount: unknown): number | null {
  if (typeof amount !== 'number' && typeof amount !== 'string') return null;
  try {
    const { units, scale } = exactDecimal(amount);
    const cents = roundRatio(units * 100n, scale);
    return cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}
