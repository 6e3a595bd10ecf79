import PDFDocument from 'pdfkit';

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
