import { Comprobante40 } from '@nodecfdi/cfdi-expresiones';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { cadenaOriginalTfd11 } from '../src/modules/fiscal/cfdi/cadena-original';
import { sealCfdi } from '../src/modules/fiscal/cfdi/cfdi-seal';
import { parseXml } from '../src/modules/fiscal/cfdi/xml-read';
import { amountInWords } from '../src/modules/invoices/print/amount-in-words';
import { renderInvoicePdf } from '../src/modules/invoices/print/invoice-pdf';
import { invoiceZip } from '../src/modules/invoices/print/invoice-zip';
import { readStampedCfdi } from '../src/modules/invoices/print/read-stamped-cfdi';
import {
  brandLogo,
  inspectPdf,
  overlappingText,
  rasterisePdf,
  readBarcodes,
} from './helpers/label-scan';
import { STAMP, depositInvoice, depositOf, stampedCfdi, testCsd } from './helpers/stamped-cfdi';

const LETTER = { width: 612, height: 792 };
const pageText = (page: { text: { str: string }[] }) => page.text.map((t) => t.str).join('\n');
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)![1]!;

describe('amountInWords (importe con letra)', () => {
  it.each([
    [100, 'UN PESO 00/100 M.N.'],
    [1_500, 'QUINCE PESOS 00/100 M.N.'],
    [1_600, 'DIECISÉIS PESOS 00/100 M.N.'],
    [2_100, 'VEINTIÚN PESOS 00/100 M.N.'],
    [2_200, 'VEINTIDÓS PESOS 00/100 M.N.'],
    [2_300, 'VEINTITRÉS PESOS 00/100 M.N.'],
    [2_600, 'VEINTISÉIS PESOS 00/100 M.N.'],
    [3_100, 'TREINTA Y UN PESOS 00/100 M.N.'],
    [10_000, 'CIEN PESOS 00/100 M.N.'],
    [10_100, 'CIENTO UN PESOS 00/100 M.N.'],
    [11_500, 'CIENTO QUINCE PESOS 00/100 M.N.'],
    [50_000, 'QUINIENTOS PESOS 00/100 M.N.'],
    [70_000, 'SETECIENTOS PESOS 00/100 M.N.'],
    [90_000, 'NOVECIENTOS PESOS 00/100 M.N.'],
    [100_000, 'MIL PESOS 00/100 M.N.'],
    [100_100, 'MIL UN PESOS 00/100 M.N.'],
    [2_100_000, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [12_100_000, 'CIENTO VEINTIÚN MIL PESOS 00/100 M.N.'],
    [10_000_000, 'CIEN MIL PESOS 00/100 M.N.'],
    [100_000_000, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [120_000_000, 'UN MILLÓN DOSCIENTOS MIL PESOS 00/100 M.N.'],
    [100_100_000, 'UN MILLÓN MIL PESOS 00/100 M.N.'],
    [200_000_000, 'DOS MILLONES DE PESOS 00/100 M.N.'],
    [2_100_000_000, 'VEINTIÚN MILLONES DE PESOS 00/100 M.N.'],
    [123_456, 'MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.'],
    [
      99_999_999_999,
      'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N.',
    ],
    [100_000_000_000, 'MIL MILLONES DE PESOS 00/100 M.N.'],
    [0, 'CERO PESOS 00/100 M.N.'],
    [5, 'CERO PESOS 05/100 M.N.'],
  ])('%i centavos → %s', (centavos, words) => {
    expect(amountInWords(centavos)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (bad) => {
    expect(() => amountInWords(bad)).toThrow(RangeError);
  });
});

describe('reading a stamped CFDI', () => {
  it('refuses a sealed CFDI without a TimbreFiscalDigital and malformed XML as 422s', async () => {
    const unstamped = sealCfdi(depositInvoice(), testCsd());
    for (const xml of [unstamped, '<cfdi:Comprobante', '<x/>']) {
      const error = await renderInvoicePdf(xml).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('validation_failed');
    }
  });

  it('reads the timbre, the parties, the concept taxes and the totals', () => {
    const cfdi = readStampedCfdi(stampedCfdi());
    expect(cfdi.timbre).toMatchObject({ uuid: STAMP.uuid, rfcProvCertif: STAMP.rfcProvCertif });
    expect(cfdi.receptor.nombre).toBe('MARÍA FERNANDA PEÑA IBÁÑEZ');
    expect(cfdi.conceptos[0]!.traslados).toEqual([
      {
        base: '1064.28',
        impuesto: '002',
        tipoFactor: 'Tasa',
        tasaOCuota: '0.160000',
        importe: '170.28',
      },
    ]);
    expect([cfdi.subTotal, cfdi.totalImpuestosTrasladados, cfdi.total]).toEqual([
      '1064.28',
      '170.28',
      '1234.56',
    ]);
  });
});

describe('the invoice PDF (representación impresa)', () => {
  const xml = stampedCfdi();

  it('is one letter page carrying every field an accountant checks, with accents intact', async () => {
    const [page, ...more] = await inspectPdf(
      await renderInvoicePdf(xml, { brandName: 'Envíos Carmen' }),
    );
    expect(more).toEqual([]);
    expect([page!.width, page!.height]).toEqual([LETTER.width, LETTER.height]);
    const text = pageText(page!);
    for (const expected of [
      'Envíos Carmen',
      'Este documento es una representación impresa de un CFDI',
      'DEP-1001',
      STAMP.uuid,
      '2026-03-14T09:26:53',
      STAMP.fechaTimbrado,
      '86000',
      'I - Ingreso',
      '4.0',
      'ESCUELA KEMPER URGATE',
      'EKU9003173C9',
      '601 - General de Ley Personas Morales',
      'MARÍA FERNANDA PEÑA IBÁÑEZ',
      'PEIM850101AB1',
      '06700',
      'G03 - Gastos en general',
      '78102203',
      'E48',
      'Servicio',
      'Abono de saldo prepagado para envíos',
      '02 - Sí objeto de',
      'Subtotal',
      '$1,064.28',
      'IVA 16 %',
      '$170.28',
      '$1,234.56',
      'MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.',
      '03 - Transferencia electrónica de fondos',
      'PUE - Pago en una sola exhibición',
      'MXN - Peso Mexicano',
      attribute(xml, 'NoCertificado'),
      STAMP.noCertificadoSAT,
      STAMP.rfcProvCertif,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(overlappingText(page!.text).map(([a, b]) => `${a.str} × ${b.str}`)).toEqual([]);
  });

  it('prints both sellos and the TFD cadena in full, wrapped inside the margins', async () => {
    const [page] = await inspectPdf(await renderInvoicePdf(xml));
    const joined = page!.text.map((t) => t.str).join('');
    expect(joined).toContain(attribute(xml, 'Sello'));
    expect(joined).toContain(attribute(xml, 'SelloSAT'));
    expect(joined).toContain(cadenaOriginalTfd11(xml));
    for (const t of page!.text) {
      expect(t.x, t.str).toBeGreaterThanOrEqual(36 - 0.5);
      expect(t.x + t.width, t.str).toBeLessThanOrEqual(LETTER.width - 36 + 0.5);
    }
  });

  it("has a QR a phone reads as SAT's verification URL for this CFDI", async () => {
    const [image] = await rasterisePdf(await renderInvoicePdf(xml), 150);
    const codes = await readBarcodes(image!);
    const expected = new Comprobante40().extract(parseXml(xml));
    expect(expected).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
        `?id=${STAMP.uuid}&re=EKU9003173C9&rr=PEIM850101AB1&tt=1234.56` +
        `&fe=${attribute(xml, 'Sello').slice(-8)}`,
    );
    expect(codes).toEqual([{ format: 'QRCode', text: expected }]);
  });

  it('runs onto more pages for many concepts, repeating captions and numbering every page', async () => {
    const long = `Guía prepagada — ${'envío nacional día siguiente con seguro '.repeat(8)}`.trim();
    const conceptos = Array.from({ length: 30 }, (_, i) =>
      depositOf(10_000 + i * 1_001, i % 5 === 0 ? long : `Abono número ${i + 1}`),
    );
    const many = stampedCfdi(conceptos);
    const bytes = await renderInvoicePdf(many);
    const pages = await inspectPdf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      const text = pageText(page);
      expect(text).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(text).toContain('Este documento es una representación impresa de un CFDI');
      if (i > 0) expect(text).toContain('(continuación)');
      expect(overlappingText(page.text)).toEqual([]);
      for (const t of page.text) expect(t.y, t.str).toBeLessThanOrEqual(LETTER.height - 30);
    });
    const all = pages.map(pageText).join('\n');
    for (let n = 2; n <= 30; n++) if ((n - 1) % 5 !== 0) expect(all).toContain(`Abono número ${n}`);
    expect(all).toContain(amountInWords(Number(attribute(many, 'Total').replace('.', ''))));
    const last = await rasterisePdf(bytes, 150);
    expect(await readBarcodes(last.at(-1)!)).toHaveLength(1);
  });

  it("shows the tenant's logo when it has one, its name when the logo is unusable", async () => {
    const withLogo = await inspectPdf(
      await renderInvoicePdf(xml, { logo: await brandLogo('png'), brandName: 'Envíos Carmen' }),
    );
    expect(withLogo[0]!.images).toBe(1);
    const broken = await inspectPdf(
      await renderInvoicePdf(xml, {
        logo: Buffer.from('not an image'),
        brandName: 'Envíos Carmen',
      }),
    );
    expect(broken[0]!.images).toBe(0);
    expect(pageText(broken[0]!)).toContain('Envíos Carmen');
  });

  it('gives the same bytes for the same invoice', async () => {
    expect((await renderInvoicePdf(xml)).equals(await renderInvoicePdf(xml))).toBe(true);
  });
});

describe('the download zip', () => {
  it('is <invoice id>.zip with the stamped XML byte for byte and its PDF, named by UUID', async () => {
    const xml = stampedCfdi();
    const pdf = await renderInvoicePdf(xml);
    const { fileName, bytes } = invoiceZip(42, xml, pdf);
    expect(fileName).toBe('42.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries).sort()).toEqual([`${STAMP.uuid}.pdf`, `${STAMP.uuid}.xml`]);
    expect(Buffer.from(entries[`${STAMP.uuid}.xml`]!).equals(Buffer.from(xml, 'utf8'))).toBe(true);
    const unzippedPdf = Buffer.from(entries[`${STAMP.uuid}.pdf`]!);
    expect(unzippedPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(unzippedPdf.equals(pdf)).toBe(true);
  });
});
