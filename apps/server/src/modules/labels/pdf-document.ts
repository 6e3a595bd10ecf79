import PDFDocument from 'pdfkit';

type Metrics = Record<'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs', unknown>;
interface AfmFont extends Metrics {
  parse(contents: string): void;
}

/**
 * pdfkit parses a standard font's metrics file (Helvetica's: 2,700 kerning pairs) for every
 * document that uses the font, about a fifth of a label's drawing time. The parsed tables are
 * only read afterwards, so each file's are parsed once and shared by later documents: the same
 * widths, kerning and bytes. The parser is reached through a throwaway document (pdfkit does
 * not export it).
 */
function shareFontMetrics(): void {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font('Helvetica');
  const font = (probe as unknown as { _font?: { font?: AfmFont } })._font?.font;
  const proto = font && (Object.getPrototypeOf(font) as AfmFont);
  if (!proto || typeof proto.parse !== 'function') return;
  const parse = proto.parse;
  const parsed = new Map<string, Metrics>();
  proto.parse = function (this: AfmFont, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    parsed.set(contents, {
      attributes: this.attributes,
      glyphWidths: this.glyphWidths,
      boundingBoxes: this.boundingBoxes,
      kernPairs: this.kernPairs,
    });
  };
}
shareFontMetrics();

export interface PdfPage {
  /** Page size in points. */
  size: [number, number];
  title: string;
  author: string;
  /** Recorded as the PDF's creation date, so the same shipment always gives the same bytes. */
  createdAt: Date;
}

/**
 * A one-page pdfkit document with no margins (every position on a label is explicit) and a
 * promise of its bytes once `doc.end()` is called.
 */
export function openPdf(page: PdfPage): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: page.size,
    margin: 0,
    info: {
      Title: page.title,
      Author: page.author,
      Creator: 'Despacho',
      CreationDate: page.createdAt,
      ModDate: page.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
