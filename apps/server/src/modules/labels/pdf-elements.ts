import type { LabelElement } from './print-elements';
import { drawCode128, drawCode128Vector, drawQr } from './pdf-barcodes';
import { fitLine, fitLines, unitWidth, type TextStyle } from './pdf-text';

type Doc = PDFKit.PDFDocument;

export interface Origin {
  x: number;
  y: number;
}

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

function drawTag(doc: Doc, o: Origin, e: Extract<LabelElement, { kind: 'tag' }>): void {
  if (!e.text) return;
  const size = Math.min(11, e.height * 0.62);
  const textWidth = Math.min(e.maxWidth - 10, unitWidth(doc, FONTS.bold, e.text) * size);
  const w = textWidth + 10;
  const x = o.x + (e.anchor === 'right' ? e.x - w : e.x);
  doc.rect(x, o.y + e.y, w, e.height).fill('black');
  // Helvetica's capitals are 0.72 em tall: this centres them in the box.
  const y = o.y + e.y + (e.height - size * 0.72) / 2;
  fitLine(doc, e.text, x + 5, y, textWidth, { font: FONTS.bold, size, minSize: 6, color: 'white' });
}

function drawBrand(
  doc: Doc,
  o: Origin,
  e: Extract<LabelElement, { kind: 'brand' }>,
  logo: Buffer | null,
): void {
  if (logo) {
    try {
      doc.image(logo, o.x + e.x, o.y + e.y, { fit: [e.width, e.height], valign: 'center' });
      return;
    } catch {
      // A JPEG pdfkit cannot parse (no frame header): print the name like any unusable logo.
    }
  }
  const size = Math.min(15, e.height * 0.5);
  const y = o.y + e.y + (e.height - size * 0.72) / 2;
  fitLine(doc, e.name, o.x + e.x, y, e.width, { font: FONTS.bold, size, minSize: 8 });
}

function drawBox(doc: Doc, o: Origin, e: Extract<LabelElement, { kind: 'box' }>): void {
  const { x, y, width: w, height: h, border: b } = e;
  if (2 * b >= Math.min(w, h)) {
    doc.rect(o.x + x, o.y + y, w, h).fill('black');
  } else {
    doc
      .lineWidth(b)
      .rect(o.x + x + b / 2, o.y + y + b / 2, w - b, h - b)
      .stroke('black');
  }
}

export interface DrawOptions {
  /** Embeddable PNG/JPEG bytes, or null to print the brand's name instead. */
  logo: Buffer | null;
  /** Code 128 as vector bars instead of a PNG (for documents that allow no other raster). */
  vectorBarcodes?: boolean;
}

/** Prints label elements at `o` on the page. */
export function drawElements(
  doc: Doc,
  o: Origin,
  elements: LabelElement[],
  { logo, vectorBarcodes = false }: DrawOptions,
): void {
  for (const e of elements) {
    switch (e.kind) {
      case 'text': {
        const style: TextStyle = {
          font: FONTS[e.font],
          size: e.size,
          minSize: e.minSize,
          align: e.align,
        };
        fitLine(doc, e.text, o.x + e.x, o.y + e.y, e.width, style);
        break;
      }
      case 'block':
        fitLines(doc, e.text, o.x + e.x, o.y + e.y, e, {
          font: FONTS[e.font],
          size: e.size,
          minSize: e.minSize,
        });
        break;
      case 'box':
        drawBox(doc, o, e);
        break;
      case 'tag':
        drawTag(doc, o, e);
        break;
      case 'code128': {
        const box = { ...e, x: o.x + e.x, y: o.y + e.y };
        if (vectorBarcodes) drawCode128Vector(doc, e.data, box);
        else drawCode128(doc, e.data, box);
        break;
      }
      case 'qr':
        drawQr(doc, e.data, o.x + e.x, o.y + e.y, e.size);
        break;
      case 'brand':
        drawBrand(doc, o, e, logo);
        break;
    }
  }
}
