import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes as zxingRead } from 'zxing-wasm/reader';

/**
 * Test-side eyes for the product's documents: pdf.js rasterises a PDF the way a printer driver
 * would, zxing reads the barcodes a courier's scanner would, all from node_modules (offline).
 */

const require = createRequire(import.meta.url);
const PDFJS_FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

let zxingReady = false;
function loadZXing(): void {
  if (zxingReady) return;
  // zxing-wasm fetches its wasm from a CDN unless handed the bytes: tests run offline.
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  prepareZXingModule({ overrides: { wasmBinary } });
  zxingReady = true;
}

export interface RasterImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  data: Uint8ClampedArray;
}

export interface TextItem {
  str: string;
  /** Left edge and baseline in points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPageInfo {
  /** Page size in points. */
  width: number;
  height: number;
  text: TextItem[];
  /** Raster images painted on the page (logo, barcodes). */
  images: number;
}

async function openPdf(bytes: Buffer) {
  return getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: PDFJS_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

interface CanvasFactory {
  create(w: number, h: number): { context: CanvasRenderingContext2DLike };
}
interface CanvasRenderingContext2DLike {
  getImageData(x: number, y: number, w: number, h: number): RasterImage;
}

/** Every page rendered at `dpi` on white, as RGBA pixels. */
export async function rasterisePdf(bytes: Buffer, dpi: number): Promise<RasterImage[]> {
  const pdf = await openPdf(bytes);
  // The canvas must come from pdf.js's own @napi-rs/canvas: it paints its scratch canvases on it.
  const factory = pdf.canvasFactory as CanvasFactory;
  const pages: RasterImage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { context } = factory.create(width, height);
    await page.render({ canvasContext: context as never, viewport, background: 'white' }).promise;
    pages.push(context.getImageData(0, 0, width, height));
  }
  await pdf.destroy();
  return pages;
}

/** Size, text layer and image count of every page. */
export async function inspectPdf(bytes: Buffer): Promise<PdfPageInfo[]> {
  const pdf = await openPdf(bytes);
  const pages: PdfPageInfo[] = [];
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text: TextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , e, f] = item.transform as number[];
      text.push({ str: item.str, x: e! - x0, y: y1 - f!, width: item.width, height: item.height });
    }
    const ops = await page.getOperatorList();
    const images = ops.fnArray.filter((fn) => imageOps.has(fn)).length;
    pages.push({ width: x1 - x0, height: y1 - y0, text, images });
  }
  await pdf.destroy();
  return pages;
}

export interface Barcode {
  format: string;
  text: string;
}

/** The Code 128 and QR codes a scanner finds in the image. */
export async function readBarcodes(image: RasterImage): Promise<Barcode[]> {
  loadZXing();
  const results = await zxingRead(image as unknown as Parameters<typeof zxingRead>[0], {
    formats: ['Code128', 'QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 8,
  });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text }));
}

/** A small two-colour logo as PNG or JPEG bytes, as a tenant would upload it. */
export async function brandLogo(format: 'png' | 'jpeg'): Promise<Buffer> {
  const canvas = createCanvas(240, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 240, 80);
  ctx.fillStyle = '#c2185b';
  ctx.fillRect(0, 0, 80, 80);
  ctx.fillStyle = '#1a237e';
  ctx.fillRect(90, 20, 140, 40);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/**
 * Pairs of text items whose glyphs would print over each other: boxes from cap height above
 * the baseline to the descenders below it (line spacing keeps neighbouring lines apart).
 */
export function overlappingText(items: TextItem[]): [TextItem, TextItem][] {
  const box = (t: TextItem) => ({
    left: t.x,
    right: t.x + t.width,
    top: t.y - 0.72 * t.height,
    bottom: t.y + 0.2 * t.height,
  });
  const pairs: [TextItem, TextItem][] = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      const [p, q] = [box(a), box(b)];
      if (p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom) {
        pairs.push([a, b]);
      }
    }
  });
  return pairs;
}
