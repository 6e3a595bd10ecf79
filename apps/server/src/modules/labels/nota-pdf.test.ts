import { describe, expect, it } from 'vitest';
import {
  brandLogo,
  inspectPdf,
  overlappingText,
  rasterisePdf,
  readBarcodes,
} from '../../../test/helpers/label-scan';
import { longValuesFixture, notaFixture } from './label-fixture';
import { renderNotaPdf } from './nota-pdf';

const A6 = { width: (105 * 72) / 25.4, height: (148 * 72) / 25.4 };
const BOTTOM_MARGIN = (3 * 72) / 25.4;

describe('NOTA (staff delivery note)', () => {
  it('is one A6 portrait page', async () => {
    const pages = await inspectPdf(await renderNotaPdf(notaFixture()));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(297.64, 1);
    expect(pages[0]!.height).toBeCloseTo(419.53, 1);
  });

  it('has a Code 128 of the tracking number a scanner reads at 203 dpi', async () => {
    const [image] = await rasterisePdf(await renderNotaPdf(notaFixture()), 203);
    expect(await readBarcodes(image!)).toEqual([{ format: 'Code128', text: '900000001231' }]);
  });

  it('says who bought what, how it travels and what it cost', async () => {
    const [page] = await inspectPdf(await renderNotaPdf(notaFixture()));
    const text = page!.text.map((t) => t.str).join('\n');
    for (const expected of [
      'Envíos Carmen',
      'Envío 123',
      'Guía: 900000001231',
      'DESPACHO EXPRESS · TERRESTRE',
      'José Ángel Treviño Garza',
      'Monterrey, Nuevo León',
      'María Fernanda Peña Ibáñez',
      'C.P. 06700 Ciudad de México',
      '2.5 kg',
      '30 × 20 × 15 cm',
      'Ropa y accesorios de piel',
      'Carmen Ruiz Cárdenas',
      'carmen@enviosruiz.mx',
      '$279.00 MXN',
      '24/11/2025',
    ]) {
      expect(text).toContain(expected);
    }
    expect(overlappingText(page!.text)).toEqual([]);
  });

  it.each(['png', 'jpeg'] as const)(
    'embeds a %s logo as JPEG, its only raster image',
    async (kind) => {
      const logo = await brandLogo(kind);
      const bytes = await renderNotaPdf(notaFixture({ brand: { name: 'Envíos Carmen', logo } }));
      const [page] = await inspectPdf(bytes);
      expect(page!.images).toBe(1);
      expect(bytes.toString('latin1')).toContain('/DCTDecode');
      // The logo keeps its colours: the magenta square is magenta on the printed page.
      const [image] = await rasterisePdf(bytes, 150);
      const px = (x: number, y: number) => {
        const o = (Math.round((y * 150) / 25.4) * image!.width + Math.round((x * 150) / 25.4)) * 4;
        return [...image!.data.subarray(o, o + 3)];
      };
      // The logo (240 × 80 px, 3:1) fills a 14 mm-tall box from (5, 5) mm: magenta at its left.
      const [r, g, b] = px(9, 12);
      expect(r).toBeGreaterThan(170);
      expect(g).toBeLessThan(60);
      expect(b).toBeGreaterThan(60);
      expect(b).toBeLessThan(130);
    },
  );

  it('prints the brand name when there is no usable logo', async () => {
    const bytes = await renderNotaPdf(
      notaFixture({ brand: { name: 'Envíos Carmen', logo: Buffer.from('not an image') } }),
    );
    const [page] = await inspectPdf(bytes);
    expect(page!.images).toBe(0);
    expect(page!.text.map((t) => t.str)).toContain('Envíos Carmen');
  });

  it('keeps long values inside the page, above the 3 mm bottom margin', async () => {
    const long = longValuesFixture();
    const bytes = await renderNotaPdf(
      notaFixture({
        ...long,
        customer: {
          name: 'Maximiliano Wenceslao Maximiliano Wen',
          email: `${'a'.repeat(64)}@${'b'.repeat(60)}.mx`,
        },
        total: '$99,999,999.99 MXN',
      }),
    );
    const [page] = await inspectPdf(bytes);
    for (const t of page!.text) {
      const where = `"${t.str}" at ${t.x.toFixed(1)},${t.y.toFixed(1)}`;
      expect(t.x, where).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width, where).toBeLessThanOrEqual(A6.width);
      // Descenders reach about a fifth of the size below the baseline.
      expect(t.y + 0.2 * t.height, where).toBeLessThanOrEqual(A6.height - BOTTOM_MARGIN);
    }
    expect(overlappingText(page!.text).map(([a, b]) => `${a.str} × ${b.str}`)).toEqual([]);
    const [image] = await rasterisePdf(bytes, 203);
    expect(await readBarcodes(image!)).toHaveLength(1);
  });
});
