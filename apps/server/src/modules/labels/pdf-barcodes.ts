import {
  code128Bars,
  code128DotsPerModule,
  CODE128_QUIET_MODULES,
  qrMatrix,
} from './label-barcodes';
import { DOT } from './label-layout';
import { blackAndWhitePng } from './png-encode';

type Doc = PDFKit.PDFDocument;
type Box = { x: number; y: number; width: number; height: number };

/**
 * Barcodes on a PDF. The Code 128's PNG is written here, 1-bit, with each module exactly
 * `dots × 2` pixels wide: rasterised at 203 dpi every bar is a whole number of printer dots, and
 * a 300/600-dpi office printer still gets sharp edges. The QR is drawn as vector runs.
 */
const PX_PER_DOT = 2;

/**
 * Snaps a page coordinate to the 203-dpi dot grid: every bar then starts on a dot boundary and
 * each module prints as the same whole number of dots instead of alternating 2 and 3.
 */
export const snap = (pt: number): number => Math.ceil(pt / DOT - 1e-6) * DOT;

function code128Geometry(text: string, box: Box) {
  const bars = code128Bars(text);
  const modules = bars.reduce((a, b) => a + b, 0);
  const dots = code128DotsPerModule(text, box.width / DOT);
  // A number too long for whole dots still gets the widest bars that fit.
  const module = dots >= 1 ? dots * DOT : box.width / (modules + 2 * CODE128_QUIET_MODULES);
  const left = snap(box.x + (box.width - modules * module) / 2);
  return { bars, modules, dots, module, left };
}

/** The Code 128 of `text` centred in the box (quiet zones included), as a PNG. */
export function drawCode128(doc: Doc, text: string, box: Box): void {
  const { bars, modules, dots, module, left } = code128Geometry(text, box);
  const px = Math.max(1, dots) * PX_PER_DOT;
  const dark = new Uint8Array(modules);
  let at = 0;
  bars.forEach((w, i) => {
    if (i % 2 === 0) dark.fill(1, at, at + w);
    at += w;
  });
  // Bars are vertical: a few pixel rows stretched to the bar height lose nothing.
  const png = blackAndWhitePng(modules * px, 4, (x) => dark[Math.floor(x / px)] === 1);
  doc.image(png, left, snap(box.y), { width: modules * module, height: box.height });
}

/** The same Code 128 as filled rectangles: no raster at all. */
export function drawCode128Vector(doc: Doc, text: string, box: Box): void {
  const { bars, module, left } = code128Geometry(text, box);
  let x = left;
  // Widths alternate bar, space, bar… starting with a bar.
  bars.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, w * module, box.height);
    x += w * module;
  });
  doc.fill('black');
}

/**
 * The QR code of `text`, `size` points square (a whole number of dots per module), as one filled
 * path of dark runs: no raster to encode or compress, and at 203 dpi every module edge falls on
 * a dot boundary. One fill for the whole symbol leaves no seams between touching runs.
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = qrMatrix(text);
  const module = Math.max(1, Math.round(size / DOT / qr.size)) * DOT;
  const left = snap(x);
  const top = snap(y);
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.dark(col, row)) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.dark(col, row)) col++;
      doc.rect(left + start * module, top + row * module, (col - start) * module, module);
    }
  }
  doc.fill('black');
}
