import { hasValidCheckDigit } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { rasterisePdf, readBarcodes } from '../../../test/helpers/label-scan';
import { labelFixture } from '../labels/label-fixture';
import { renderLabelPdf } from '../labels/label-pdf';
import { freeTrackingNumberSql, randomTrackingNumber } from './tracking-number';

describe('random platform tracking numbers', () => {
  it('are 15 digits starting with 9, each with a valid check digit, and do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const n = randomTrackingNumber();
      expect(n).toMatch(/^9\d{14}$/);
      expect(hasValidCheckDigit(n)).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(2_000);
  });

  it('scan from a thermal label at 203 dpi', async () => {
    const data = { ...labelFixture(), tracking_number: randomTrackingNumber() };
    const [image] = await rasterisePdf(await renderLabelPdf(data, 'thermal'), 203);
    expect(await readBarcodes(image!)).toEqual(
      expect.arrayContaining([{ format: 'Code128', text: data.tracking_number }]),
    );
  });

  it('only splices digits into SQL', () => {
    expect(() => freeTrackingNumberSql(["1'; drop table shipments; --"])).toThrow(/digits/);
    expect(() => freeTrackingNumberSql([])).toThrow(/digits/);
  });
});
