import { describe, expect, it } from 'vitest';
import { chargeableWeight, girthOf, measureParcel, volumetricGrams } from './weight';
import { parcel } from './test-fixtures';

describe('chargeable weight (rating.md §3)', () => {
  it.each([
    // [L, W, H, weight kg, divisor, use_of_kg, volumetric g, lookup g]
    [40, 30, 20, 3.2, null, false, 4800, 5000],
    [40, 30, 20, 3.2, 6000, false, 4000, 4000],
    [10, 10, 10, 5, null, false, 200, 5000], // exact row weight stays on that row
    [10, 10, 10, 5.001, null, false, 200, 6000], // one gram over goes to the next kg
    [10, 10, 10, 5.001, null, true, 200, 5500], // Estafeta: next half kg
    [10, 10, 10, 5.5, null, true, 200, 5500],
    [10, 10, 10, 5.501, null, true, 200, 6000],
    [10, 10, 10, 0.1, null, false, 200, 1000],
    [33.3, 33.3, 33.3, 1, null, false, 7390, 8000], // 36926.037/5000 = 7.385 -> 7.39
    [17, 17, 17.3, 0.5, null, false, 1000, 1000], // 4999.7/5000 = 0.99994 -> 1.00
  ] as const)(
    '%s×%s×%s cm, %s kg, divisor %s, use_of_kg %s',
    (l, w, h, kg, divisor, useOfKg, vol, lookup) => {
      const m = measureParcel(parcel({ length: l, width: w, height: h, weight: kg }));
      expect(volumetricGrams(m, divisor)).toBe(vol);
      expect(chargeableWeight(m, divisor, useOfKg)).toMatchObject({
        volumetric_g: vol,
        lookup_g: lookup,
      });
    },
  );

  it('uses the doc envelope whatever the dimension fields say', () => {
    const m = measureParcel(
      parcel({ parcel_type: 'doc', length: 100, width: 100, height: 100, weight: 0.3 }),
    );
    expect(m.sides).toEqual([2970, 2100, 500]);
    // 29.7 × 21 × 5 / 5000 = 0.6237 kg: the envelope's volume, not its 0.5 kg, sets the bracket.
    expect(chargeableWeight(m, null, false)).toEqual({
      volumetric_g: 620,
      chargeable_g: 620,
      lookup_g: 1000,
    });
    expect(girthOf(m)).toBe(2970 + 2 * 2100 + 2 * 500);
  });

  it('sorts sides so the longest counts as L for the girth', () => {
    expect(girthOf(measureParcel(parcel({ length: 10, width: 100, height: 20 })))).toBe(
      10000 + 4000 + 2000,
    );
  });
});
