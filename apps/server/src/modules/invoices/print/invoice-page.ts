import { printable } from '../../labels/printable-text';
import { wrapText } from '../../labels/text-fit';

/**
 * The invoice's page geometry and text primitives. Text is wrapped and placed here, line by
 * line, never by pdfkit's own flow: each block's height is known before it is drawn, so a block
 * that would cross the bottom margin moves to the next page whole.
 */

type Doc = PDFKit.PDFDocument;

/** US letter, half-inch margins; the footer lives below `BOTTOM`. */
export const PAGE = { width: 612, height: 792, margin: 36 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;
export const TOP = PAGE.margin;
export const BOTTOM = PAGE.height - 50;

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const ACCENT = '#1f3a5f';
export const TINT = '#eef2f7';
export const RULE = '#b8c2cf';

export type Font = 'Helvetica' | 'Helvetica-Bold' | 'Courier';
export interface Style {
  font: Font;
  size: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Line advance as a multiple of the font size. */
export const LEADING = 1.2;

export const lineHeight = (style: Style): number => style.size * LEADING;

export function textWidth(doc: Doc, text: string, style: Style): number {
  return doc.font(style.font).fontSize(style.size).widthOfString(text);
}

/** The text (folded to what the standard fonts print) wrapped to `width`. */
export function wrap(doc: Doc, text: string | undefined, width: number, style: Style): string[] {
  const clean = printable(text);
  if (!clean) return [];
  return wrapText(clean, width, (t) => textWidth(doc, t, style));
}

/** Wrapped lines from (x, y) (top of the first line); returns the height used. */
export function drawLines(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  width: number,
  style: Style,
): number {
  const step = lineHeight(style);
  lines.forEach((line, i) => {
    const slack = width - textWidth(doc, line, style);
    const dx = style.align === 'right' ? slack : style.align === 'center' ? slack / 2 : 0;
    doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color ?? INK)
      .text(line, x + dx, y + i * step, { lineBreak: false });
  });
  return lines.length * step;
}

/** `text` wrapped and drawn in one go; returns the height used. */
export function drawText(
  doc: Doc,
  text: string | undefined,
  x: number,
  y: number,
  width: number,
  style: Style,
): number {
  return drawLines(doc, wrap(doc, text, width, style), x, y, width, style);
}

/** A filled bar with a white caption: the start of a section. Returns its height. */
export function sectionBar(doc: Doc, caption: string, x: number, y: number, width: number): number {
  const height = 14;
  doc.rect(x, y, width, height).fill(ACCENT);
  drawLines(doc, [caption], x + 6, y + 3.5, width - 12, {
    font: 'Helvetica-Bold',
    size: 8,
    color: 'white',
  });
  return height;
}

/** A label above its value ("RFC" / "EKU9003173C9"), wrapped; returns the height used. */
export function labelled(
  doc: Doc,
  label: string,
  value: string | undefined,
  x: number,
  y: number,
  width: number,
  valueStyle: Style = { font: 'Helvetica', size: 8.5 },
): number {
  const top = drawLines(doc, [label], x, y, width, {
    font: 'Helvetica-Bold',
    size: 6.5,
    color: MUTED,
  });
  return top + drawText(doc, value || '—', x, y + top, width, valueStyle);
}

/** Height `labelled` will take, without drawing. */
export function labelledHeight(
  doc: Doc,
  value: string | undefined,
  width: number,
  valueStyle: Style = { font: 'Helvetica', size: 8.5 },
): number {
  return (
    6.5 * LEADING +
    Math.max(1, wrap(doc, value || '—', width, valueStyle).length) * lineHeight(valueStyle)
  );
}

/**
 * Where the next block goes. `ensure` starts a new page when a block of that height would cross
 * the bottom margin, and calls `onNewPage` (continuation header, repeated table header).
 */
export class PageFlow {
  y: number = TOP;
  onNewPage: (() => void) | undefined;

  constructor(readonly doc: Doc) {}

  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = TOP;
    this.onNewPage?.();
  }
}
