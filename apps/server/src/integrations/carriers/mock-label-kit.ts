import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/**
 * The carrier mock servers' own labels (never the product's label renderers: a mock's label
 * stands for what the carrier sends back). One layout every mock dresses in its carrier's name
 * and colour: PDF on 4×6 stock or on a letter sheet (the 4×6 label at the top, a fold line
 * below), or ZPL II for a 203 dpi 4×6 printer; each with a Code 128 barcode of the tracking
 * number that a scanner (zbarimg) reads, and marked as a test label.
 */
export interface MockLabelSpec {
  /** The carrier's name as its logo reads ("DHL", "Estafeta"). */
  brand: string;
  /** The brand's colour (#rrggbb) for the name. */
  color: string;
  /** Up to four short lines at the top right: service, date, weight, piece. */
  header: string[];
  /** Sender lines (name, company, street…, city state postal code, phone). */
  from: string[];
  /** Recipient lines, the name first. */
  to: string[];
  /** The recipient's postal code, printed large. */
  toPostalCode: string;
  /** What the barcode encodes (the tracking number, digits and letters). */
  barcode: string;
  /** The caption above the barcode ("WAYBILL 12 3456 7890"). */
  caption: string;
  reference?: string | null;
  /** The bottom line, saying it is a test label. */
  notice: string;
}

type Doc = PDFKit.PDFDocument;

/*
 * The drawing helpers below are exported for a mock that keeps its own layout (FedEx's) but
 * must print the same scannable barcode, letter sheet and ZPL field data as every other mock.
 */

/** Code 128 bar and space widths (in modules, bar first), drawn as vector bars. */
export function code128Widths(value: string): number[] {
  const [symbol] = bwipjs.raw('code128', value, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js drew no linear barcode');
  return symbol.sbs;
}

/** Draws Code 128 `widths` as vector bars filling `width` × `height` at (x, y). */
export function drawBarcode(
  doc: Doc,
  widths: number[],
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const module = width / widths.reduce((sum, w) => sum + w, 0);
  let at = x;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fill('black');
}

function rule(doc: Doc, y: number, width = 1) {
  doc.moveTo(12, y).lineTo(276, y).lineWidth(width).stroke();
}

/** The 4×6 label (288 × 432 pt) at the current origin. */
function drawLabel(doc: Doc, spec: MockLabelSpec): void {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(spec.color);
  doc.text(spec.brand, 12, 14, { width: 130, lineBreak: false });
  doc.fillColor('black').fontSize(7);
  spec.header.slice(0, 4).forEach((line, i) => {
    doc.text(line, 130, 12 + i * 9, { width: 146, align: 'right', lineBreak: false });
  });
  rule(doc, 52);
  doc.font('Helvetica-Bold').fontSize(6).text('ORIGEN / FROM', 12, 57);
  doc.font('Helvetica').fontSize(7).text(spec.from.slice(0, 7).join('\n'), 12, 66, {
    width: 264,
    height: 62,
  });
  rule(doc, 132);
  doc.font('Helvetica-Bold').fontSize(8).text('DESTINO / TO', 12, 137);
  const [name, ...rest] = spec.to;
  doc.fontSize(11).text(name ?? '', 12, 148, { width: 264, lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(rest.slice(0, 6).join('\n'), 12, 162, {
    width: 190,
    height: 84,
  });
  doc.font('Helvetica-Bold').fontSize(22).text(spec.toPostalCode, 190, 212, {
    width: 86,
    align: 'right',
    lineBreak: false,
  });
  rule(doc, 250, 2);
  doc.font('Helvetica-Bold').fontSize(12).text(spec.caption, 12, 258, {
    width: 264,
    align: 'center',
    lineBreak: false,
  });
  drawBarcode(doc, code128Widths(spec.barcode), 24, 280, 240, 80);
  doc.font('Helvetica').fontSize(8).text(spec.barcode, 12, 364, {
    width: 264,
    align: 'center',
    lineBreak: false,
  });
  if (spec.reference) doc.text(`REF: ${spec.reference}`, 12, 380, { lineBreak: false });
  doc.fontSize(6).fillColor('#666666').text(spec.notice, 12, 414, {
    width: 264,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor('black');
}

/**
 * A letter sheet: the 4×6 label (`drawLabel`, drawn at its own origin) centred at the top in a
 * dashed frame, a dashed fold line below it captioned `foldCaption`. Returns the fold's y.
 */
export function drawLetterSheet(doc: Doc, drawLabel: () => void, foldCaption: string): number {
  const left = (612 - 288) / 2;
  const top = 24;
  doc.save().translate(left, top);
  drawLabel();
  doc.restore();
  doc.rect(left, top, 288, 432).lineWidth(0.5).dash(3, { space: 3 }).stroke().undash();
  const fold = top + 432 + 18;
  doc.moveTo(36, fold).lineTo(576, fold).lineWidth(0.5).dash(6, { space: 4 }).stroke().undash();
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(foldCaption, 36, fold + 4);
  return fold;
}

/** The document's bytes once `doc.end()` is called. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The labels as one PDF, a page per label, on 4×6 stock or letter sheets. */
export async function drawMockLabelPdf(
  specs: readonly MockLabelSpec[],
  paper: 'letter' | 'thermal',
): Promise<Buffer> {
  const first = specs[0];
  if (!first) throw new Error('no label to draw');
  const doc = new PDFDocument({
    size: paper === 'letter' ? 'LETTER' : [288, 432],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${first.brand} ${first.barcode}`, Producer: `${first.brand} mock` },
  });
  const bytes = pdfBytes(doc);
  for (const spec of specs) {
    doc.addPage();
    if (paper === 'letter')
      drawLetterSheet(doc, () => drawLabel(doc, spec), 'DOBLAR AQUÍ / FOLD HERE');
    else drawLabel(doc, spec);
  }
  doc.end();
  return bytes;
}

/** Field data without ZPL's command characters, at most 60 characters. */
export const zplFieldData = (value: string) => value.replace(/[\^~]/g, ' ').slice(0, 60);

/** The labels as ZPL II, one ^XA…^XZ per label, 4×6 at 203 dpi (812 × 1218 dots), UTF-8. */
export function drawMockLabelZpl(specs: readonly MockLabelSpec[]): string {
  return specs
    .map((spec) => {
      const out = ['^XA', '^CI28', '^PW812', '^LL1218', '^LH0,0'];
      const text = (x: number, y: number, size: number, value: string) =>
        out.push(`^FO${x},${y}^A0N,${size},${size}^FD${zplFieldData(value)}^FS`);
      text(30, 30, 64, spec.brand);
      spec.header.slice(0, 4).forEach((line, i) => text(420, 30 + i * 26, 22, line));
      out.push('^FO30,140^GB752,3,3^FS');
      text(30, 152, 20, 'ORIGEN / FROM');
      spec.from.slice(0, 7).forEach((line, i) => text(30, 178 + i * 24, 22, line));
      out.push('^FO30,360^GB752,3,3^FS');
      text(30, 372, 26, 'DESTINO / TO');
      spec.to.slice(0, 6).forEach((line, i) => text(30, 408 + i * 34, i === 0 ? 34 : 28, line));
      text(560, 620, 56, spec.toPostalCode);
      out.push('^FO30,710^GB752,6,6^FS');
      text(30, 732, 40, spec.caption);
      out.push(`^FO60,800^BY3^BCN,220,N,N,N,A^FD${zplFieldData(spec.barcode)}^FS`);
      text(30, 1030, 26, spec.barcode);
      if (spec.reference) text(30, 1070, 26, `REF: ${spec.reference}`);
      text(30, 1160, 20, spec.notice);
      out.push('^XZ');
      return out.join('\n');
    })
    .join('\n')
    .concat('\n');
}
