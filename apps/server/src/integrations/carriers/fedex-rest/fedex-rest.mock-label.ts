import PDFDocument from 'pdfkit';
import {
  code128Widths,
  drawBarcode,
  drawLetterSheet,
  pdfBytes,
  zplFieldData as fd,
} from '../mock-label-kit';
import type { MockParty } from './fedex-rest.mock-party';

/**
 * The mock's own FedEx-looking shipping label (never the product's label renderers: this stands
 * for what FedEx sends back). PDF on letter paper (the 4×6 label on the top half, a fold line
 * below) or on 4×6 stock, or ZPL II for a 203 dpi 4×6 thermal printer; each with the service,
 * both addresses and a Code 128 barcode of the tracking number. Marked as a test label.
 */

export interface MockLabelInput {
  trackingNumber: string;
  serviceName: string;
  shipDate: string;
  shipper: MockParty;
  recipient: MockParty;
  weightKg: number;
  piece: number;
  pieces: number;
  reference: string | null;
}

const FEDEX_PURPLE = '#4D148C';
const FEDEX_ORANGE = '#FF6200';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TEST_NOTICE = 'MOCK FEDEX LABEL - NOT VALID FOR SHIPPING / ETIQUETA DE PRUEBA';

/** 2025-03-14 → 14MAR25, as FedEx prints ship dates. */
const shipDateText = (day: string) =>
  `${day.slice(8, 10)}${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}${day.slice(2, 4)}`;

/** 794912345678 → 7949 1234 5678 */
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const placeLine = (p: MockParty) =>
  [p.city, p.state, p.postalCode].filter(Boolean).join(' ').toUpperCase();

const header = (input: MockLabelInput) => [
  input.serviceName.replace(/®/g, '').toUpperCase(),
  `SHIP DATE: ${shipDateText(input.shipDate)}`,
  `ACTWGT: ${input.weightKg.toFixed(2)} KG`,
  `PKG ${input.piece} OF ${input.pieces}`,
];

function partyLines(p: MockParty): string[] {
  return [p.name, p.company, ...p.streetLines].filter(Boolean);
}

type Doc = PDFKit.PDFDocument;

function drawPdfLabel(doc: Doc, input: MockLabelInput, barcode: number[]): void {
  const width = 288;
  doc.font('Helvetica-Bold').fontSize(30).fillColor(FEDEX_PURPLE).text('Fed', 12, 12, {
    continued: true,
    lineBreak: false,
  });
  doc.fillColor(FEDEX_ORANGE).text('Ex', { lineBreak: false });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(7);
  header(input).forEach((line, i) => {
    doc.text(line, 130, 12 + i * 9, { width: 146, align: 'right', lineBreak: false });
  });
  doc
    .moveTo(12, 52)
    .lineTo(width - 12, 52)
    .lineWidth(1)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(6).text('ORIGIN / ORIGEN', 12, 57);
  doc.font('Helvetica').fontSize(7);
  const from = [...partyLines(input.shipper), placeLine(input.shipper), input.shipper.phone];
  doc.text(from.join('\n'), 12, 66, { width: 264, height: 62, lineGap: 0 });
  doc
    .moveTo(12, 132)
    .lineTo(width - 12, 132)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(8).text('TO / PARA', 12, 137);
  const [name, ...rest] = partyLines(input.recipient);
  doc.fontSize(11).text(name ?? '', 12, 148, { width: 264, lineBreak: false });
  doc.font('Helvetica').fontSize(10).text(rest.join('\n'), 12, 162, { width: 264, height: 52 });
  doc.font('Helvetica-Bold').fontSize(12).text(placeLine(input.recipient), 12, 216, {
    width: 200,
    lineBreak: false,
  });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`${input.recipient.countryCode}  ${input.recipient.phone}`, 12, 232);
  doc.font('Helvetica-Bold').fontSize(22).text(input.recipient.postalCode, 190, 212, {
    width: 86,
    align: 'right',
    lineBreak: false,
  });
  doc
    .moveTo(12, 250)
    .lineTo(width - 12, 250)
    .lineWidth(2)
    .stroke();

  doc.font('Helvetica').fontSize(8).text('TRK#', 12, 262);
  doc.font('Helvetica-Bold').fontSize(18).text(spaced(input.trackingNumber), 40, 256, {
    lineBreak: false,
  });
  drawBarcode(doc, barcode, 34, 284, 220, 80);
  doc.font('Helvetica').fontSize(8);
  if (input.reference) doc.text(`REF: ${input.reference}`, 12, 372, { lineBreak: false });
  doc.fontSize(6).fillColor('#666666').text(TEST_NOTICE, 12, 410, {
    width: 264,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor('black');
}

function drawLetterPage(doc: Doc, input: MockLabelInput, barcode: number[]): void {
  const fold = drawLetterSheet(
    doc,
    () => drawPdfLabel(doc, input, barcode),
    'FOLD HERE / DOBLAR AQUÍ',
  );
  doc
    .fontSize(9)
    .text(
      [
        '1. Use this printed label for shipping. Using a copy could delay your shipment.',
        '2. Fold the page along the horizontal line.',
        '3. Place the label in a pouch and affix it to your shipment so the barcode is visible.',
      ].join('\n'),
      56,
      fold + 24,
      { width: 500 },
    );
}

/** The label as PDF bytes on letter paper or 4×6 stock. */
export async function drawMockPdfLabel(
  input: MockLabelInput,
  stock: 'PAPER_LETTER' | 'STOCK_4X6' | 'PAPER_4X6',
): Promise<Buffer> {
  const letter = stock === 'PAPER_LETTER';
  const barcode = code128Widths(input.trackingNumber);
  const doc = new PDFDocument({
    size: letter ? 'LETTER' : [288, 432],
    margin: 0,
    info: { Title: `FedEx label ${input.trackingNumber}`, Producer: 'FedEx mock' },
  });
  const bytes = pdfBytes(doc);
  if (letter) drawLetterPage(doc, input, barcode);
  else drawPdfLabel(doc, input, barcode);
  doc.end();
  return bytes;
}

/** The label as ZPL II for a 4×6 label at 203 dpi (812 × 1218 dots), UTF-8 (^CI28). */
export function drawMockZplLabel(input: MockLabelInput): string {
  const out = ['^XA', '^CI28', '^PW812', '^LL1218', '^LH0,0'];
  const text = (x: number, y: number, size: number, value: string) =>
    out.push(`^FO${x},${y}^A0N,${size},${size}^FD${fd(value)}^FS`);
  text(30, 30, 70, 'FedEx');
  header(input).forEach((line, i) => text(420, 30 + i * 26, 22, line));
  out.push('^FO30,140^GB752,3,3^FS');
  text(30, 152, 20, 'ORIGIN / ORIGEN');
  [...partyLines(input.shipper), placeLine(input.shipper), input.shipper.phone]
    .slice(0, 7)
    .forEach((line, i) => text(30, 178 + i * 24, 22, line));
  out.push('^FO30,360^GB752,3,3^FS');
  text(30, 372, 26, 'TO / PARA');
  partyLines(input.recipient)
    .slice(0, 6)
    .forEach((line, i) => text(30, 408 + i * 34, i === 0 ? 34 : 30, line));
  text(30, 620, 40, placeLine(input.recipient));
  text(30, 668, 26, `${input.recipient.countryCode}  ${input.recipient.phone}`);
  out.push('^FO30,710^GB752,6,6^FS');
  text(30, 740, 26, 'TRK#');
  text(110, 728, 52, spaced(input.trackingNumber));
  out.push(`^FO80,810^BY3^BCN,220,N,N,N,A^FD${input.trackingNumber}^FS`);
  if (input.reference) text(30, 1060, 26, `REF: ${input.reference}`);
  text(30, 1160, 20, TEST_NOTICE);
  out.push('^XZ');
  return `${out.join('\n')}\n`;
}
