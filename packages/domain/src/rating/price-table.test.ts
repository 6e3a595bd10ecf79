import { describe, expect, it } from 'vitest';
import { findPriceRow } from './price-table';
import { row } from './test-fixtures';

const rows = [row(10, 3, 4, 5), row(1, 1, 1, 1), row(5, 2, 2, 2)]; // deliberately unsorted

describe('price row lookup (rating.md §3)', () => {
  it.each([
    [0, 1, 0],
    [1000, 1, 0],
    [2000, 5, 0],
    [5000, 5, 0],
    [6000, 10, 0],
    [10000, 10, 0],
    [11000, 10, 1],
    [10500, 10, 1],
    [25000, 10, 15],
  ])('lookup %i g -> row %i kg + %i extra kg', (g, kg, extra) => {
    expect(findPriceRow(rows, g, 500)).toMatchObject({ row: { kg }, extra_kg: extra });
  });

  it('has no row above the table without extra-kg pricing', () => {
    expect(findPriceRow(rows, 11000, null)).toBeNull();
    expect(findPriceRow(rows, 11000, 0)).toBeNull();
    expect(findPriceRow([], 1000, 500)).toBeNull();
  });

  it('reads half-kg rows', () => {
    expect(findPriceRow([row(0.5, 1, 1, 1), row(1, 2, 2, 2)], 500, null)).toMatchObject({
      row: { kg: 0.5 },
      row_g: 500,
    });
  });
});
