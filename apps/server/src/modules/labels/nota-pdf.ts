import { jpegLogo } from './brand-logo';
import { labelView } from './label-content';
import type { NotaData } from './label-data';
import { A6_MM, mm, notaElements } from './nota-elements';
import { openPdf } from './pdf-document';
import { drawElements } from './pdf-elements';

/**
 * The staff's NOTA as an A6 PDF. Its only raster is the logo, embedded as JPEG as the spec asks;
 * the barcode is drawn as vector bars, sharp at any printer resolution.
 */
export async function renderNotaPdf(data: NotaData): Promise<Buffer> {
  const view = labelView(data);
  const { doc, bytes } = openPdf({
    size: [mm(A6_MM.width), mm(A6_MM.height)],
    title: `NOTA ${view.shipmentNumber}`,
    author: view.brand,
    createdAt: data.created_at,
  });
  drawElements(doc, { x: 0, y: 0 }, notaElements(view, data), {
    logo: jpegLogo(data.brand.logo),
    vectorBarcodes: true,
  });
  doc.end();
  return bytes;
}
