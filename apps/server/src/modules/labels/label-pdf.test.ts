import { describe, expect, it } from 'vitest';
import {
  brandLogo,
  inspectPdf,
  overlappingText,
  rasterisePdf,
  readBarcodes,
  type PdfPageInfo,
} from '../../../test/helpers/label-scan';
import { labelFixture, longValuesFixture } from './label-fixture';
import { renderLabelPdf } from './label-pdf';

const PAGES = [
  ['letter', 612, 792],
  ['thermal', 288, 432],
] as const;
// Where the 4×6-in label sits on each page (letter: centred, half an inch from the top).
const LABEL_BOX = {
  letter: { x: 162, y: 36, width: 288, height: 432 },
  thermal: { x: 0, y: 0, width: 288, height: 432 },
};

const allText = (page: PdfPageInfo) => page.text.map((t) => t.str).join('\n');

describe('self-rendered label PDF', () => {
  it.each(PAGES)('%s: one page of %d × %d pt', async (format, width, height) => {
    const pages = await inspectPdf(await renderLabelPdf(labelFixture(), format));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(width, 1);
    expect(pages[0]!.height).toBeCloseTo(height, 1);
  });

  it.each(PAGES)(
    '%s: at 203 dpi a scanner reads the tracking number and the tracking page',
    async (format) => {
      const data = labelFixture();
      const [image] = await rasterisePdf(await renderLabelPdf(data, format), 203);
      const codes = await readBarcodes(image!);
      expect(codes).toEqual(
        expect.arrayContaining([
          { format: 'Code128', text: data.tracking_number },
          { format: 'QRCode', text: data.tracking_url },
        ]),
      );
      expect(codes).toHaveLength(2);
    },
  );

  it.each(PAGES)(
    '%s: the text says where it goes, by which service, in Spanish',
    async (format) => {
      const [page] = await inspectPdf(await renderLabelPdf(labelFixture(), format));
      const text = allText(page!);
      for (const expected of [
        'María Fernanda Peña Ibáñez',
        'CIUDAD DE MÉXICO',
        '06700',
        'Col. Roma Norte',
        'TERRESTRE',
        'DESPACHO EXPRESS',
        'Monterrey, Nuevo León',
        'José Ángel Treviño Garza',
        'Guía: 900000001231',
        'DESTINATARIO',
        'REMITENTE',
        '2.5 kg',
        '1.8 kg',
        '30 × 20 × 15 cm',
        'Caja',
        'Ropa y accesorios de piel',
        '$1,500.00 MXN',
        'Referencia: Portón negro junto a la farmacia; tocar el timbre 3B',
        '+52 55 5264 1190',
      ]) {
        expect(text).toContain(expected);
      }
      expect(overlappingText(page!.text)).toEqual([]);
    },
  );

  it('prints the calendar day of the tenant’s time zone (04:30 UTC on the 25th is the 24th)', async () => {
    const [page] = await inspectPdf(await renderLabelPdf(labelFixture(), 'thermal'));
    expect(allText(page!)).toContain('24/11/2025');
    expect(allText(page!)).not.toContain('25/11/2025');
  });

  it('leaves the declared value out when nothing is declared', async () => {
    const data = labelFixture();
    data.parcel.declared_value_cents = 0;
    const [page] = await inspectPdf(await renderLabelPdf(data, 'thermal'));
    expect(allText(page!)).not.toMatch(/VALOR DECLARADO|\$0\.00/);
  });

  it.each(PAGES)(
    '%s: values at their limits stay inside the label and cut with "…"',
    async (format) => {
      const [page] = await inspectPdf(await renderLabelPdf(longValuesFixture(), format));
      const box = LABEL_BOX[format];
      const inLabel = page!.text.filter((t) => t.y <= box.y + box.height);
      expect(inLabel.length).toBeGreaterThan(30);
      for (const t of inLabel) {
        const where = `"${t.str}" at ${t.x.toFixed(1)},${t.y.toFixed(1)} w ${t.width.toFixed(1)}`;
        // Inside the label's printed frame (6 pt in from its edges).
        expect(t.x, where).toBeGreaterThanOrEqual(box.x + 6);
        expect(t.x + t.width, where).toBeLessThanOrEqual(box.x + box.width - 6 + 0.01);
        expect(t.y - t.height, where).toBeGreaterThanOrEqual(box.y + 6);
        expect(t.y, where).toBeLessThanOrEqual(box.y + box.height - 6);
      }
      const clash = overlappingText(page!.text).map(([a, b]) => `"${a.str}" × "${b.str}"`);
      expect(clash).toEqual([]);
      expect(allText(page!)).toContain('…');
      // The 35-character names are never cut.
      expect(allText(page!)).toContain('Maximiliano Wenceslao Maximiliano W');
      const [image] = await rasterisePdf(await renderLabelPdf(longValuesFixture(), format), 203);
      expect((await readBarcodes(image!)).map((c) => c.format).sort()).toEqual([
        'Code128',
        'QRCode',
      ]);
    },
  );

  it.each(['png', 'jpeg'] as const)('shows a %s logo instead of the brand name', async (kind) => {
    const plain = await inspectPdf(await renderLabelPdf(labelFixture(), 'thermal'));
    const logo = await brandLogo(kind);
    const data = labelFixture({ brand: { name: 'Envíos Carmen', logo } });
    const [page] = await inspectPdf(await renderLabelPdf(data, 'thermal'));
    expect(page!.images).toBe(plain[0]!.images + 1);
    expect(allText(page!)).not.toContain('Envíos Carmen');
  });

  it.each([
    ['no logo', null],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'a JPEG signature and garbage',
      Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64, 7)]),
    ],
    [
      'a PNG signature and garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]),
    ],
  ])('with %s the brand name is printed instead', async (_, logo) => {
    const data = labelFixture({ brand: { name: 'Envíos Carmen', logo } });
    const [page] = await inspectPdf(await renderLabelPdf(data, 'thermal'));
    expect(allText(page!)).toContain('Envíos Carmen');
  });

  it('renders a PNG logo whose pixel data is corrupt as the brand name, without crashing', async () => {
    const logo = Buffer.from(await brandLogo('png'));
    const idat = logo.indexOf('IDAT');
    logo[idat + 20] = logo[idat + 20]! ^ 0xff; // breaks the chunk's CRC and its zlib stream
    const [page] = await inspectPdf(
      await renderLabelPdf(labelFixture({ brand: { name: 'Envíos Carmen', logo } }), 'letter'),
    );
    expect(allText(page!)).toContain('Envíos Carmen');
  });

  it('gives the same bytes for the same shipment, logo included, even rendered side by side', async () => {
    const data = labelFixture({ brand: { name: 'Envíos Carmen', logo: await brandLogo('png') } });
    const [a, b] = await Promise.all([
      renderLabelPdf(data, 'letter'),
      renderLabelPdf(data, 'letter'),
    ]);
    expect(a.equals(b)).toBe(true);
  });
});
