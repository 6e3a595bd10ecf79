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
 * Barcodes on a PDF. bwip-js encodes the symbol; the PNG is written here, 1-bit, with each
 * module exactly `dots × 2` pixels wide: rasterised at 203 dpi every bar is a whole number of
 * printer dots, and a 300/600-dpi office printer still gets sharp edges.
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

/** The QR code of `text`, `size` points square (a whole number of dots per module). */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = qrMatrix(text);
  const px = Math.max(1, Math.round(size / DOT / qr.size)) * PX_PER_DOT;
  const png = blackAndWhitePng(qr.size * px, qr.size * px, (i, j) =>
    qr.dark(Math.floor(i / px), Math.floor(j / px)),
  );
  doc.image(png, snap(x), snap(y), { width: size, height: size });
}
