import { pdfLogo } from './brand-logo';
import type { LabelData } from './label-data';
import { labelView } from './label-content';
import { labelElements } from './label-elements';
import { LABEL_HEIGHT, LABEL_WIDTH } from './label-layout';
import { openPdf } from './pdf-document';
import { drawElements, type Origin } from './pdf-elements';
import { fitLines } from './pdf-text';

const LETTER: [number, number] = [612, 792];
const THERMAL: [number, number] = [LABEL_WIDTH, LABEL_HEIGHT];
// Centred, half an inch from the top: room to cut around it, with the instructions below.
const LETTER_ORIGIN: Origin = { x: (LETTER[0] - LABEL_WIDTH) / 2, y: 36 };

/** On plain paper: a dashed cutting line around the label and how to attach it. */
function drawCutGuide(doc: PDFKit.PDFDocument, o: Origin): void {
  doc.save().lineWidth(0.75).dash(4, { space: 3 });
  doc.rect(o.x, o.y, LABEL_WIDTH, LABEL_HEIGHT).stroke('#555555').restore();
  const text =
    'Recorte por la línea punteada y pegue la guía en la cara más grande del paquete. ' +
    'No cubra el código de barras con cinta y retire guías anteriores.';
  fitLines(
    doc,
    text,
    o.x - 40,
    o.y + LABEL_HEIGHT + 14,
    { width: LABEL_WIDTH + 80, height: 30 },
    { font: 'Helvetica', size: 9, color: '#333333', align: 'center' },
  );
}

/**
 * The shipping label as a PDF: `thermal` is a 4×6-in page for label printers, `letter` puts the
 * same 4×6-in label at the top of a US-letter sheet, as carriers do for office printers.
 */
export async function renderLabelPdf(data: LabelData, page: 'letter' | 'thermal'): Promise<Buffer> {
  const view = labelView(data);
  const { doc, bytes } = openPdf({
    size: page === 'letter' ? LETTER : THERMAL,
    title: `${view.carrier} ${view.trackingNumber}`,
    author: view.brand,
    createdAt: data.created_at,
  });
  const origin = page === 'letter' ? LETTER_ORIGIN : { x: 0, y: 0 };
  drawElements(doc, origin, labelElements(view, data.tracking_number), {
    logo: pdfLogo(data.brand.logo),
  });
  if (page === 'letter') drawCutGuide(doc, origin);
  doc.end();
  return bytes;
}
