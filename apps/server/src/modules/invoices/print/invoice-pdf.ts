import PDFDocument from 'pdfkit';
import { cadenaOriginalTfd11 } from '../../fiscal/cfdi/cadena-original';
import { pdfLogo } from '../../labels/brand-logo';
import { drawConcepts } from './invoice-concepts';
import { serieFolio } from './invoice-format';
import { drawHeader, drawReceptor } from './invoice-header';
import {
  ACCENT,
  CONTENT_WIDTH,
  LEFT,
  MUTED,
  PAGE,
  RULE,
  TOP,
  drawLines,
  PageFlow,
} from './invoice-page';
import { drawStamp } from './invoice-stamp';
import { drawTotals } from './invoice-totals';
import { readStampedCfdi, type StampedCfdi } from './read-stamped-cfdi';
import { satVerificationUrl } from './verification-url';

export interface InvoicePdfOptions {
  /** The tenant's logo (PNG or JPEG); anything else is ignored and the brand name prints. */
  logo?: Buffer;
  brandName?: string;
}

const LEGEND = 'Este documento es una representación impresa de un CFDI';

function title(cfdi: StampedCfdi): string {
  return `Factura ${serieFolio(cfdi.serie, cfdi.folio) || cfdi.timbre.uuid}`;
}

/** Pages after the first start with the invoice's identity, so a loose sheet is traceable. */
function continuationHeader(flow: PageFlow, cfdi: StampedCfdi): void {
  const text = `${title(cfdi)} · Folio fiscal ${cfdi.timbre.uuid} (continuación)`;
  drawLines(flow.doc, [text], LEFT, TOP, CONTENT_WIDTH, {
    font: 'Helvetica-Bold',
    size: 8,
    color: ACCENT,
  });
  flow.y = TOP + 16;
}

/** Every page's foot: the SAT legend and "Página n de N". */
function drawFooters(doc: PDFKit.PDFDocument, cfdi: StampedCfdi): void {
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - 36;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc
      .moveTo(LEFT, y - 6)
      .lineTo(LEFT + CONTENT_WIDTH, y - 6)
      .lineWidth(0.5)
      .stroke(RULE);
    const style = { font: 'Helvetica', size: 7, color: MUTED } as const;
    drawLines(
      doc,
      [`${LEGEND} · Versión 4.0 · ${cfdi.timbre.uuid}`],
      LEFT,
      y,
      CONTENT_WIDTH,
      style,
    );
    drawLines(doc, [`Página ${i + 1} de ${count}`], LEFT, y, CONTENT_WIDTH, {
      ...style,
      align: 'right',
    });
  }
}

/**
 * The printed representation of a stamped CFDI 4.0 on US-letter pages: emisor, receptor,
 * conceptos, taxes, totals (also in words), payment terms and the fiscal stamp with its QR.
 * A malformed or unstamped XML is a validation error (422).
 */
export async function renderInvoicePdf(
  stampedXml: string,
  opts: InvoicePdfOptions = {},
): Promise<Buffer> {
  const cfdi = readStampedCfdi(stampedXml);
  const stamp = {
    verificationUrl: satVerificationUrl(stampedXml),
    cadenaTfd: cadenaOriginalTfd11(stampedXml),
  };
  // Dated by the stamp (central Mexico time, UTC-6), so the same invoice gives the same bytes.
  const stampedAt = new Date(`${cfdi.timbre.fechaTimbrado}-06:00`);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    bufferPages: true,
    info: {
      Title: title(cfdi),
      Author: cfdi.emisor.nombre,
      Subject: `CFDI ${cfdi.timbre.uuid}`,
      Creator: 'Despacho',
      CreationDate: Number.isNaN(stampedAt.getTime()) ? undefined : stampedAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const flow = new PageFlow(doc);
  drawHeader(flow, cfdi, pdfLogo(opts.logo ?? null), opts.brandName);
  flow.onNewPage = () => continuationHeader(flow, cfdi);
  drawReceptor(flow, cfdi);
  drawConcepts(flow, cfdi.conceptos);
  drawTotals(flow, cfdi);
  drawStamp(flow, cfdi, stamp);
  drawFooters(doc, cfdi);
  doc.end();
  return bytes;
}
