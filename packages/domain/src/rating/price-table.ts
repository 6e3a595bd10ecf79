import type { Centavos } from '../money/centavos';
import type { PriceRow } from './types';
import { kgToGrams } from './weight';

export interface RowMatch {
  readonly row: PriceRow;
  readonly row_g: number;
  /** Whole kg above the largest row, each charged at extra_kg_price on every layer. */
  readonly extra_kg: number;
}

/**
 * The smallest row with kg ≥ the lookup weight; above the largest row, that row plus extra kg
 * (only when the service prices extra kg). One linear pass, so rows need not arrive sorted and a
 * 50-row table costs about as much as a binary search on a pre-sorted copy would.
 */
export function findPriceRow(
  rows: readonly PriceRow[],
  lookupG: number,
  extraKgPrice: Centavos | null,
): RowMatch | null {
  let best: PriceRow | null = null;
  let bestG = Infinity;
  let largest: PriceRow | null = null;
  let largestG = -Infinity;
  for (const row of rows) {
    const g = kgToGrams(row.kg);
    if (g >= lookupG && g < bestG) {
      best = row;
      bestG = g;
    }
    if (g > largestG) {
      largest = row;
      largestG = g;
    }
  }
  if (best) return { row: best, row_g: bestG, extra_kg: 0 };
  if (!largest || extraKgPrice === null || extraKgPrice <= 0) return null;
  return { row: largest, row_g: largestG, extra_kg: Math.ceil((lookupG - largestG) / 1000) };
}

/** A UserPrice replaces the `price` column for the row of the same kg. */
export function userPriceFor(
  prices: ReadonlyMap<number, Centavos> | undefined,
  rowG: number,
): Centavos | undefined {
  return prices?.get(rowG);
}
