/**
 * A small ZPL II writer for the product's own labels. Every text and barcode field goes through
 * ^FH (hex escapes, indicator "_"), so a name like "A^XZ~JA" prints as typed instead of ending
 * the label or sending a printer command.
 */

/** Escapes field data: ^ ~ _ as hex (^FH) and \ doubled (^FB reads "\&" as a line break). */
export function zplData(text: string): string {
  return text.replace(/[\\^~_]/g, (ch) =>
    ch === '\\' ? '\\\\' : `_${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

// Advance widths of the resident font 0 (CG Triumvirate Bold Condensed) as fractions of the
// character height, rounded up so an estimate never underestimates a real line.
const NARROW = new Set(" .,:;'!|ijlIft()[]-·");
const WIDE = new Set('MWmw@%ÑÁÉÍÓÚ');

/** Estimated width in dots of `text` in font 0 at `height` dots. */
export function zplTextWidth(text: string, height: number): number {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.3;
    else if (WIDE.has(ch)) em += 0.78;
    else if (ch >= 'a' && ch <= 'z') em += 0.5;
    else em += 0.6;
  }
  return em * height;
}

export interface ZplTextField {
  x: number;
  y: number;
  width: number;
  /** Character height in dots. */
  height: number;
  text: string;
  align?: 'left' | 'center' | 'right';
  /** Print white on black (over a filled box). */
  reverse?: boolean;
}

const JUSTIFY = { left: 'L', center: 'C', right: 'R' } as const;

/** One line of text in a one-line field block (which also does the alignment). */
export function zplText(f: ZplTextField): string {
  const reverse = f.reverse ? '^FR' : '';
  const block = `^FB${Math.round(f.width)},1,0,${JUSTIFY[f.align ?? 'left']},0`;
  return `^FO${Math.round(f.x)},${Math.round(f.y)}^A0N,${Math.round(f.height)}${reverse}${block}^FH^FD${zplData(f.text)}^FS`;
}

/** A box whose border grows inwards; a border as thick as the box fills it (lines, tags). */
export function zplBox(
  x: number,
  y: number,
  width: number,
  height: number,
  border: number,
): string {
  const [w, h] = [Math.max(1, Math.round(width)), Math.max(1, Math.round(height))];
  const t = Math.max(1, Math.min(Math.round(border), w, h));
  return `^FO${Math.round(x)},${Math.round(y)}^GB${w},${h},${t},B,0^FS`;
}

/** Code 128 in automatic subset mode, without the printer's own interpretation line. */
export function zplCode128(
  x: number,
  y: number,
  moduleDots: number,
  height: number,
  data: string,
): string {
  return `^FO${Math.round(x)},${Math.round(y)}^BY${moduleDots}^BCN,${Math.round(height)},N,N,N,A^FH^FD${zplData(data)}^FS`;
}

/** QR model 2; field data "MA," = error correction M, automatic input mode. */
export function zplQr(x: number, y: number, magnification: number, data: string): string {
  return `^FO${Math.round(x)},${Math.round(y)}^BQN,2,${magnification}^FH^FDMA,${zplData(data)}^FS`;
}
