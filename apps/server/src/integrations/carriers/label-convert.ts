import { PDFDocument } from 'pdf-lib';
import type { LabelDocument, LabelFormat } from './carrier-connector';

const POINTS_PER_INCH = 72;
/** Page sizes in points: US letter, and the 4×6 in thermal label. */
const PAGE: Record<'letter' | 'thermal', [number, number]> = {
  letter: [8.5 * POINTS_PER_INCH, 11 * POINTS_PER_INCH],
  thermal: [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH],
};
/** Margin kept around a label placed on a letter sheet (half an inch). */
const LETTER_MARGIN = 0.5 * POINTS_PER_INCH;

/**
 * A carrier's PDF label moved onto the page the merchant prints on, for carriers that do not
 * draw that size themselves: a 4×6 label sits at the top of a letter sheet at its true size
 * (cut along it, as carriers' own letter labels are); a letter label is scaled to fit 4×6 stock.
 * Each page of the carrier's file (one per parcel) becomes one page. Vector content stays vector,
 * so the barcode scans at any size.
 */
export async function fitPdfLabel(bytes: Buffer, to: 'letter' | 'thermal'): Promise<Buffer> {
  const source = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  const [pageWidth, pageHeight] = PAGE[to];
  const embedded = await out.embedPages(source.getPages());
  for (const page of embedded) {
    const target = out.addPage([pageWidth, pageHeight]);
    const room =
      to === 'letter'
        ? { width: pageWidth - 2 * LETTER_MARGIN, height: pageHeight / 2 - LETTER_MARGIN }
        : { width: pageWidth, height: pageHeight };
    // Never enlarged on letter (a 4×6 label prints at its true size); fitted on 4×6.
    const fit = Math.min(room.width / page.width, room.height / page.height);
    const scale = to === 'letter' ? Math.min(1, fit) : fit;
    const width = page.width * scale;
    const height = page.height * scale;
    const x = (pageWidth - width) / 2;
    const y = to === 'letter' ? pageHeight - LETTER_MARGIN - height : (pageHeight - height) / 2;
    target.drawPage(page, { x, y, width, height });
  }
  return Buffer.from(await out.save());
}

/** A PDF label document in the merchant's format, from the carrier's PDF (letter or 4×6). */
export async function pdfLabelAs(
  bytes: Buffer,
  format: Exclude<LabelFormat, 'zpl'>,
): Promise<LabelDocument> {
  return { format, content_type: 'application/pdf', bytes: await fitPdfLabel(bytes, format) };
}

/**
 * As pdfLabelAs, but the carrier's PDF is kept as sent when its pages (sizes the caller read)
 * already are the format's size, within 2 points.
 */
export async function pdfLabelKeptOrFitted(
  bytes: Buffer,
  format: Exclude<LabelFormat, 'zpl'>,
  pages: readonly { width: number; height: number }[],
): Promise<LabelDocument> {
  const [w, h] = PAGE[format];
  const fits = pages.every((p) => Math.abs(p.width - w) < 2 && Math.abs(p.height - h) < 2);
  return fits ? { format, content_type: 'application/pdf', bytes } : pdfLabelAs(bytes, format);
}
