import { serieFolio } from './invoice-format';
import {
  ACCENT,
  CONTENT_WIDTH,
  LEFT,
  RIGHT,
  RULE,
  TINT,
  drawLines,
  drawText,
  labelled,
  labelledHeight,
  sectionBar,
  type PageFlow,
} from './invoice-page';
import type { StampedCfdi } from './read-stamped-cfdi';
import {
  describeExportacion,
  describeRegimen,
  describeTipoComprobante,
  describeUsoCfdi,
} from './sat-catalogs';

type Doc = PDFKit.PDFDocument;

const BOX_WIDTH = 230;
const BOX_X = RIGHT - BOX_WIDTH;
const GAP = 16;
const EMISOR_WIDTH = BOX_X - LEFT - GAP;
const LOGO = { width: 170, height: 56 };

/** Logo, or the brand's name, at the top left; returns the height used. */
function drawBrand(
  doc: Doc,
  y: number,
  logo: Buffer | null,
  brandName: string | undefined,
): number {
  if (logo) {
    doc.image(logo, LEFT, y, { fit: [LOGO.width, LOGO.height] });
    return LOGO.height + 8;
  }
  if (!brandName) return 0;
  return (
    drawText(doc, brandName, LEFT, y, EMISOR_WIDTH, {
      font: 'Helvetica-Bold',
      size: 16,
      color: ACCENT,
    }) + 6
  );
}

function drawEmisor(doc: Doc, cfdi: StampedCfdi, y: number): number {
  let at = y;
  at += drawText(doc, cfdi.emisor.nombre, LEFT, at, EMISOR_WIDTH, {
    font: 'Helvetica-Bold',
    size: 11,
  });
  at += 2;
  for (const [label, value] of [
    ['RFC', cfdi.emisor.rfc],
    ['Régimen fiscal', describeRegimen(cfdi.emisor.regimenFiscal)],
    ['Lugar de expedición (C.P.)', cfdi.lugarExpedicion],
  ] as const) {
    at += labelled(doc, label, value, LEFT, at, EMISOR_WIDTH) + 3;
  }
  return at - y;
}

/** The comprobante's identity: serie/folio, UUID, dates, type, version; two facts a row. */
function drawComprobanteBox(doc: Doc, cfdi: StampedCfdi, y: number): number {
  const inner = BOX_WIDTH - 16;
  const half = (inner - 8) / 2;
  const rows: [string, string][][] = [
    [
      ['Serie y folio', serieFolio(cfdi.serie, cfdi.folio)],
      ['Versión del CFDI', cfdi.version],
    ],
    [['Folio fiscal (UUID)', cfdi.timbre.uuid]],
    [
      ['Fecha y hora de emisión', cfdi.fecha],
      ['Tipo de comprobante', describeTipoComprobante(cfdi.tipoDeComprobante)],
    ],
    [
      ['No. de certificado del emisor', cfdi.noCertificado],
      ['Exportación', describeExportacion(cfdi.exportacion)],
    ],
  ];
  const width = (row: unknown[]) => (row.length === 1 ? inner : half);
  const rowHeight = (row: [string, string][]) =>
    Math.max(...row.map(([, value]) => labelledHeight(doc, value, width(row)))) + 4;
  const titleHeight = 22;
  const height = titleHeight + rows.reduce((h, row) => h + rowHeight(row), 0) + 8;
  doc.rect(BOX_X, y, BOX_WIDTH, height).fill(TINT);
  doc.rect(BOX_X, y, BOX_WIDTH, titleHeight).fill(ACCENT);
  drawLines(doc, ['FACTURA'], BOX_X + 8, y + 6, inner, {
    font: 'Helvetica-Bold',
    size: 12,
    color: 'white',
  });
  drawLines(doc, ['CFDI 4.0'], BOX_X + 8, y + 8, inner, {
    font: 'Helvetica',
    size: 8,
    color: 'white',
    align: 'right',
  });
  let at = y + titleHeight + 6;
  for (const row of rows) {
    row.forEach(([label, value], i) =>
      labelled(doc, label, value, BOX_X + 8 + i * (half + 8), at, width(row)),
    );
    at += rowHeight(row);
  }
  return height;
}

/** Page one's top: brand and emisor on the left, the comprobante box on the right. */
export function drawHeader(
  flow: PageFlow,
  cfdi: StampedCfdi,
  logo: Buffer | null,
  brandName: string | undefined,
): void {
  const { doc } = flow;
  const top = flow.y;
  const brand = drawBrand(doc, top, logo, brandName);
  const left = brand + drawEmisor(doc, cfdi, top + brand);
  const right = drawComprobanteBox(doc, cfdi, top);
  flow.y = top + Math.max(left, right) + 12;
}

/** The receptor in two columns. */
export function drawReceptor(flow: PageFlow, cfdi: StampedCfdi): void {
  const { doc } = flow;
  const { receptor } = cfdi;
  const col = (CONTENT_WIDTH - 24) / 2;
  const leftRows: [string, string][] = [
    ['Nombre o razón social', receptor.nombre],
    ['RFC', receptor.rfc],
    ['Domicilio fiscal (C.P.)', receptor.domicilioFiscalReceptor],
  ];
  const rightRows: [string, string][] = [
    ['Régimen fiscal', describeRegimen(receptor.regimenFiscalReceptor)],
    ['Uso del CFDI', describeUsoCfdi(receptor.usoCFDI)],
  ];
  const height = (rows: [string, string][]) =>
    rows.reduce((h, [, v]) => h + labelledHeight(doc, v, col) + 3, 0);
  flow.ensure(14 + Math.max(height(leftRows), height(rightRows)) + 10);
  flow.y += sectionBar(doc, 'RECEPTOR', LEFT, flow.y, CONTENT_WIDTH) + 5;
  const top = flow.y;
  const column = (rows: [string, string][], x: number) =>
    rows.reduce((at, [label, value]) => at + labelled(doc, label, value, x, at, col) + 3, top);
  const bottom = Math.max(column(leftRows, LEFT + 4), column(rightRows, LEFT + col + 24));
  doc
    .moveTo(LEFT, bottom + 2)
    .lineTo(RIGHT, bottom + 2)
    .lineWidth(0.5)
    .stroke(RULE);
  flow.y = bottom + 12;
}
