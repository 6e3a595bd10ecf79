/**
 * What a self-rendered document is made of: things to print, in points from its top-left
 * corner. The label and the NOTA are built from these and the PDF and ZPL renderers only
 * translate them, so every format carries the same content in the same place; each renderer
 * fits text with its own font metrics.
 */
export type Font = 'regular' | 'bold';

export type LabelElement =
  | {
      kind: 'text';
      x: number;
      y: number;
      width: number;
      text: string;
      font: Font;
      size: number;
      minSize: number;
      align?: 'left' | 'center' | 'right';
    }
  | {
      kind: 'block';
      x: number;
      y: number;
      width: number;
      height: number;
      text: string;
      font: Font;
      size: number;
      minSize: number;
    }
  /** A rectangle whose border grows inwards; filled when the border meets itself (a rule). */
  | { kind: 'box'; x: number; y: number; width: number; height: number; border: number }
  /** White capitals on a black box, growing from its left or right edge. */
  | {
      kind: 'tag';
      x: number;
      y: number;
      maxWidth: number;
      height: number;
      text: string;
      anchor: 'left' | 'right';
    }
  | { kind: 'code128'; x: number; y: number; width: number; height: number; data: string }
  | { kind: 'qr'; x: number; y: number; size: number; data: string }
  /** The tenant's logo where the format can print one, else its name in bold. */
  | { kind: 'brand'; x: number; y: number; width: number; height: number; name: string };

/** Line advance as a multiple of the font size, in every format. */
export const LEADING = 1.15;
