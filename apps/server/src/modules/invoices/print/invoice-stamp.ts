import { drawQr } from '../../labels/pdf-barcodes';
import {
  CONTENT_WIDTH,
  LEFT,
  MUTED,
  drawLines,
  labelled,
  labelledHeight,
  lineHeight,
  sectionBar,
  wrap,
  type PageFlow,
  type Style,
} from './invoice-page';
import type { StampedCfdi } from './read-stamped-cfdi';

/**
 * The fiscal stamp: the QR a phone scans to reach SAT's verification page, the timbre's data,
 * both sellos and the TFD's cadena original. Kept on one page, as SAT's verifier expects to
 * read the QR next to the folio fiscal.
 */

// Anexo 20 asks for at least 2.75 cm; 100 pt (3.5 cm) scans easily from paper.
const QR_SIZE = 100;
const TEXT_X = LEFT + QR_SIZE + 16;
const TEXT_WIDTH = LEFT + CONTENT_WIDTH - TEXT_X;
const SEAL: Style = { font: 'Courier', size: 6 };
const CAPTION: Style = { font: 'Helvetica-Bold', size: 6.5, color: MUTED };
const NOTE: Style = { font: 'Helvetica', size: 5.5, color: MUTED };

export interface StampText {
  verificationUrl: string;
  cadenaTfd: string;
}

/** The stamp section; returns nothing, moves the flow below it. */
export function drawStamp(flow: PageFlow, cfdi: StampedCfdi, text: StampText): void {
  const { doc } = flow;
  const { timbre } = cfdi;
  const half = (TEXT_WIDTH - 12) / 2;
  const facts: [string, string][] = [
    ['Folio fiscal (UUID)', timbre.uuid],
    ['Fecha y hora de certificación', timbre.fechaTimbrado],
    ['RFC del proveedor de certificación', timbre.rfcProvCertif],
    ['No. de certificado del SAT', timbre.noCertificadoSAT],
  ];
  if (timbre.leyenda) facts.push(['Leyenda', timbre.leyenda]);
  const seals: [string, string][] = [
    ['Sello digital del CFDI', cfdi.sello],
    ['Sello digital del SAT', timbre.selloSAT],
    ['Cadena original del complemento de certificación digital del SAT', text.cadenaTfd],
  ];
  const sealLines = seals.map(([, value]) => wrap(doc, value, TEXT_WIDTH, SEAL));
  const factRows: [string, string][][] = [];
  for (let i = 0; i < facts.length; i += 2) factRows.push(facts.slice(i, i + 2));
  const rowHeight = (row: [string, string][]) =>
    Math.max(...row.map(([, v]) => labelledHeight(doc, v, half))) + 4;
  const factsHeight = factRows.reduce((h, row) => h + rowHeight(row), 0);
  const sealsHeight = sealLines.reduce(
    (h, l) => h + lineHeight(CAPTION) + l.length * lineHeight(SEAL) + 4,
    0,
  );
  flow.ensure(14 + 6 + Math.max(QR_SIZE + 30, factsHeight + sealsHeight) + 8);

  flow.y += sectionBar(doc, 'TIMBRE FISCAL DIGITAL', LEFT, flow.y, CONTENT_WIDTH) + 6;
  const top = flow.y;
  drawQr(doc, text.verificationUrl, LEFT, top, QR_SIZE);
  const note = ['Verifique este comprobante en', 'verificacfdi.facturaelectronica.sat.gob.mx'];
  const noteHeight = drawLines(doc, note, LEFT, top + QR_SIZE + 6, QR_SIZE + 12, NOTE);

  let y = top;
  for (const row of factRows) {
    row.forEach(([label, value], i) =>
      labelled(doc, label, value, TEXT_X + i * (half + 12), y, half),
    );
    y += rowHeight(row);
  }
  seals.forEach(([label], i) => {
    y += drawLines(doc, [label], TEXT_X, y, TEXT_WIDTH, CAPTION);
    y += drawLines(doc, sealLines[i]!, TEXT_X, y, TEXT_WIDTH, SEAL) + 4;
  });
  flow.y = Math.max(y, top + QR_SIZE + 6 + noteHeight) + 8;
}
