import { LEADING } from './print-elements';
import { fitBlock, fitOneLine, type Measure } from './text-fit';

/**
 * Text that cannot leave its box on a PDF. pdfkit wraps but never shrinks, and with a height it
 * silently drops lines; here sizes shrink to a floor first and only then text is cut.
 */

type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  font: 'Helvetica' | 'Helvetica-Bold';
  size: number;
  /** Smallest size the text may shrink to before it is truncated (default: `size`). */
  minSize?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/**
 * Widths at 1 pt by font and text. A standard font's width scales exactly with its size, and
 * fitting measures the same strings at several sizes (and every label the same captions), so
 * each string is measured by pdfkit once; pdfkit's measuring was a fifth of a label's time.
 */
const unitWidths = new Map<string, number>();
const MAX_WIDTHS = 4096;

export function unitWidth(doc: Doc, font: TextStyle['font'], text: string): number {
  const key = `${font}\u0000${text}`;
  let width = unitWidths.get(key);
  if (width === undefined) {
    width = doc.font(font).fontSize(1).widthOfString(text);
    if (unitWidths.size >= MAX_WIDTHS) unitWidths.clear();
    unitWidths.set(key, width);
  }
  return width;
}

const measureWith =
  (doc: Doc, style: TextStyle): Measure =>
  (text, size) =>
    unitWidth(doc, style.font, text) * size;

function draw(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  width: number,
  style: TextStyle,
) {
  // Aligned here rather than by pdfkit: given a width, pdfkit wraps (even with lineBreak off)
  // whenever its own measure disagrees with ours by a hair, and the next line would overprint.
  const slack = width - unitWidth(doc, style.font, text) * size;
  const dx = style.align === 'center' ? slack / 2 : style.align === 'right' ? slack : 0;
  doc
    .font(style.font)
    .fontSize(size)
    .fillColor(style.color ?? 'black')
    .text(text, x + dx, y, { lineBreak: false });
}

/** One line inside `width`; returns the font size used (0 when the text is empty). */
export function fitLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  if (!text) return 0;
  const fit = fitOneLine(
    text,
    width,
    style.size,
    style.minSize ?? style.size,
    measureWith(doc, style),
  );
  draw(doc, fit.text, x, y, fit.size, width, style);
  return fit.size;
}

/** Wrapped lines inside a `width` × `height` box; returns the height used. */
export function fitLines(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  box: { width: number; height: number },
  style: TextStyle,
): number {
  if (!text) return 0;
  const min = style.minSize ?? style.size;
  const fit = fitBlock(text, box, style.size, min, LEADING, measureWith(doc, style));
  fit.lines.forEach((line, i) =>
    draw(doc, line, x, y + i * fit.size * LEADING, fit.size, box.width, style),
  );
  return fit.lines.length * fit.size * LEADING;
}
