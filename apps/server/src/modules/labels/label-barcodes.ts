import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/**
 * Barcode geometry shared by the PDF and ZPL renderers, counted in modules (the narrowest bar,
 * or one QR cell) so each renderer can make a module a whole number of printer dots.
 */

/** Blank modules a Code 128 reader needs on each side of the bars. */
export const CODE128_QUIET_MODULES = 10;
// 5 dots at 203 dpi = 0.63 mm per module: wide enough for handheld scanners at arm's length.
export const MAX_BAR_DOTS = 5;
/** QR error correction M (15 %) survives a scuffed label. */
export const QR_ECC = 'M';

/**
 * The last few symbols encoded, by text: one label asks for its Code 128 and its QR several
 * times (sizing, then drawing), and encoding is most of a label's drawing time. Entries are
 * never changed by their readers.
 */
function memo<T>(encode: (text: string) => T, size = 32): (text: string) => T {
  const held = new Map<string, T>();
  return (text) => {
    let value = held.get(text);
    if (value === undefined) {
      value = encode(text);
      if (held.size >= size) held.delete(held.keys().next().value!);
      held.set(text, value);
    }
    return value;
  };
}

/** Widths in modules of the Code 128's bars and spaces, alternating, starting with a bar. */
export const code128Bars = memo((text: string): readonly number[] => {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no Code 128 bars');
  return symbol.sbs;
});

/** Width of the Code 128 of `text` in modules, quiet zones excluded. */
export function code128Modules(text: string): number {
  return code128Bars(text).reduce((a, b) => a + b, 0);
}

/** Whole dots per module for a Code 128 in `widthDots` with its quiet zones (0: not even 1). */
export function code128DotsPerModule(text: string, widthDots: number): number {
  const total = code128Modules(text) + 2 * CODE128_QUIET_MODULES;
  return Math.min(MAX_BAR_DOTS, Math.floor(widthDots / total));
}

export interface QrMatrix {
  /** Modules per side (quiet zone excluded). */
  size: number;
  /** Row-major, true = dark. */
  dark: (x: number, y: number) => boolean;
}

/**
 * The QR code of `text` at error correction M. The `qrcode` package encodes a label's tracking
 * URL in about a tenth of bwip-js's time (bwip-js interprets PostScript), and the QR was most
 * of a label's drawing time.
 */
export const qrMatrix = memo((text: string): QrMatrix => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ECC });
  const { size, data } = modules;
  return { size, dark: (x, y) => data[y * size + x] === 1 };
});

/** Side of the QR code of `text` in modules (quiet zone excluded). */
export const qrModules = (text: string): number => qrMatrix(text).size;

// Bytes a QR version 1–20 holds at error correction M in byte mode (ISO/IEC 18004 table 7).
const QR_M_BYTES = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
];

/**
 * Side in modules of the QR a printer encodes in plain byte mode. The encoder above packs digit
 * runs tighter, so a Zebra's symbol can be a version larger: ZPL sizes for the larger of the two.
 */
export function qrModulesByteMode(text: string): number {
  const bytes = Buffer.byteLength(text, 'utf8');
  const version = QR_M_BYTES.findIndex((capacity) => capacity >= bytes) + 1 || 40;
  return Math.max(qrModules(text), 17 + 4 * version);
}
