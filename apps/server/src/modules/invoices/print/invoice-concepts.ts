import { money, quantity, rate } from './invoice-format';
import {
  ACCENT,
  CONTENT_WIDTH,
  LEFT,
  MUTED,
  RULE,
  TINT,
  drawLines,
  lineHeight,
  sectionBar,
  wrap,
  type PageFlow,
  type Style,
} from './invoice-page';
import type { StampedConcepto, StampedImpuesto } from './read-stamped-cfdi';
import { describeObjetoImp, impuestoName } from './sat-catalogs';

type Doc = PDFKit.PDFDocument;

interface Column {
  caption: string;
  width: number;
  align: 'left' | 'right';
}

/** Anexo 20's concept fields, left to right; the description takes the slack. */
const COLUMNS: Column[] = [
  { caption: 'Clave prod./serv.', width: 58, align: 'left' },
  { caption: 'Cantidad', width: 44, align: 'right' },
  { caption: 'Clave unidad / Unidad', width: 66, align: 'left' },
  { caption: 'Descripción', width: 0, align: 'left' },
  { caption: 'Valor unitario', width: 68, align: 'right' },
  { caption: 'Importe', width: 68, align: 'right' },
  { caption: 'Objeto de impuesto', width: 56, align: 'left' },
];
COLUMNS[3]!.width = CONTENT_WIDTH - COLUMNS.reduce((sum, c) => sum + c.width, 0);

const PAD = 3;
const CELL: Style = { font: 'Helvetica', size: 7.5 };
const SMALL: Style = { font: 'Helvetica', size: 6.5, color: MUTED };
const HEAD: Style = { font: 'Helvetica-Bold', size: 6.5, color: ACCENT };

/** Lines of one cell, each with its style. */
type Cell = { lines: string[]; style: Style }[];

function taxLine(kind: 'Traslado' | 'Retención', t: StampedImpuesto): string {
  const parts = [`${kind} ${impuestoName(t.impuesto)} ${rate(t.tipoFactor, t.tasaOCuota)}`];
  if (t.base) parts.push(`Base ${money(t.base)}`);
  if (t.importe !== undefined) parts.push(`Importe ${money(t.importe)}`);
  return parts.join(' · ');
}

function cells(doc: Doc, c: StampedConcepto): Cell[] {
  const w = (i: number) => COLUMNS[i]!.width - 2 * PAD;
  const text = (i: number, value: string | undefined, style: Style = CELL) => ({
    lines: wrap(doc, value, w(i), style),
    style,
  });
  const details = [
    ...(c.noIdentificacion ? [`No. de identificación: ${c.noIdentificacion}`] : []),
    ...c.traslados.map((t) => taxLine('Traslado', t)),
    ...c.retenciones.map((t) => taxLine('Retención', t)),
    ...(c.descuento ? [`Descuento ${money(c.descuento)}`] : []),
  ];
  return [
    [text(0, c.claveProdServ)],
    [text(1, quantity(c.cantidad))],
    [text(2, c.claveUnidad), text(2, c.unidad, SMALL)],
    [text(3, c.descripcion), ...details.map((d) => text(3, d, SMALL))],
    [text(4, money(c.valorUnitario))],
    [text(5, money(c.importe))],
    [text(6, describeObjetoImp(c.objetoImp), SMALL)],
  ];
}

const cellHeight = (cell: Cell) =>
  cell.reduce((h, part) => h + part.lines.length * lineHeight(part.style), 0);

function drawRow(doc: Doc, row: Cell[], y: number): void {
  let x = LEFT;
  row.forEach((cell, i) => {
    const col = COLUMNS[i]!;
    let at = y + PAD;
    for (const part of cell) {
      const style = { ...part.style, align: col.align };
      at += drawLines(doc, part.lines, x + PAD, at, col.width - 2 * PAD, style);
    }
    x += col.width;
  });
}

function drawTableHead(flow: PageFlow): void {
  const { doc } = flow;
  const head = COLUMNS.map((c) => [
    { lines: wrap(doc, c.caption, c.width - 2 * PAD, HEAD), style: HEAD },
  ]);
  const height = Math.max(...head.map(cellHeight)) + 2 * PAD;
  doc.rect(LEFT, flow.y, CONTENT_WIDTH, height).fill(TINT);
  drawRow(doc, head, flow.y);
  flow.y += height;
}

/** The conceptos table; rows never split, and the column captions repeat on a new page. */
export function drawConcepts(flow: PageFlow, conceptos: StampedConcepto[]): void {
  const { doc } = flow;
  const rows = conceptos.map((c) => cells(doc, c));
  const rowHeight = (row: Cell[]) => Math.max(...row.map(cellHeight)) + 2 * PAD + 1;
  flow.ensure(14 + 4 + 24 + (rows[0] ? rowHeight(rows[0]) : 0));
  flow.y += sectionBar(doc, 'CONCEPTOS', LEFT, flow.y, CONTENT_WIDTH) + 4;
  drawTableHead(flow);
  const pageStart = flow.onNewPage;
  flow.onNewPage = () => {
    pageStart?.();
    drawTableHead(flow);
  };
  for (const row of rows) {
    const height = rowHeight(row);
    flow.ensure(height);
    drawRow(doc, row, flow.y);
    flow.y += height;
    doc
      .moveTo(LEFT, flow.y)
      .lineTo(LEFT + CONTENT_WIDTH, flow.y)
      .lineWidth(0.5)
      .stroke(RULE);
  }
  flow.onNewPage = pageStart;
  flow.y += 10;
}
