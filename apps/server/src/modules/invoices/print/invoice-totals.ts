import { amountInWords } from './amount-in-words';
import { money, rate, totalCentavos } from './invoice-format';
import {
  ACCENT,
  LEFT,
  RIGHT,
  TINT,
  drawLines,
  labelled,
  labelledHeight,
  lineHeight,
  type PageFlow,
  type Style,
} from './invoice-page';
import type { StampedCfdi } from './read-stamped-cfdi';
import { describeFormaPago, describeMetodoPago, impuestoName } from './sat-catalogs';

const TOTALS_WIDTH = 200;
const TOTALS_X = RIGHT - TOTALS_WIDTH;
const WORDS_WIDTH = TOTALS_X - LEFT - 20;
const ROW: Style = { font: 'Helvetica', size: 8.5 };
const WORDS: Style = { font: 'Helvetica-Bold', size: 8.5 };
const TOTAL: Style = { font: 'Helvetica-Bold', size: 10.5, color: ACCENT };

/** "MIL DOSCIENTOS … 56/100 M.N." for pesos; other currencies print no words. */
function inWords(cfdi: StampedCfdi): string | undefined {
  if (cfdi.moneda !== 'MXN') return undefined;
  try {
    return amountInWords(totalCentavos(cfdi.total));
  } catch {
    return undefined;
  }
}

function paymentRows(cfdi: StampedCfdi): [string, string][] {
  const rows: [string, string][] = [];
  const words = inWords(cfdi);
  if (words) rows.push(['Importe con letra', words]);
  if (cfdi.formaPago) rows.push(['Forma de pago', describeFormaPago(cfdi.formaPago)]);
  if (cfdi.metodoPago) rows.push(['Método de pago', describeMetodoPago(cfdi.metodoPago)]);
  const moneda = cfdi.moneda === 'MXN' ? 'MXN - Peso Mexicano' : cfdi.moneda;
  rows.push(['Moneda', cfdi.tipoCambio ? `${moneda} (tipo de cambio ${cfdi.tipoCambio})` : moneda]);
  if (cfdi.condicionesDePago) rows.push(['Condiciones de pago', cfdi.condicionesDePago]);
  return rows;
}

function amountRows(cfdi: StampedCfdi): [string, string][] {
  return [
    ['Subtotal', money(cfdi.subTotal)],
    ...(cfdi.descuento ? [['Descuento', `-${money(cfdi.descuento)}`] as [string, string]] : []),
    ...cfdi.traslados.map((t): [string, string] => [
      `${impuestoName(t.impuesto)} ${rate(t.tipoFactor, t.tasaOCuota)}`,
      money(t.importe ?? '0'),
    ]),
    ...cfdi.retenciones.map((t): [string, string] => [
      `${impuestoName(t.impuesto)} retenido`,
      `-${money(t.importe ?? '0')}`,
    ]),
  ];
}

/** Payment terms and the amount in words on the left; subtotal, taxes and total on the right. */
export function drawTotals(flow: PageFlow, cfdi: StampedCfdi): void {
  const { doc } = flow;
  const left = paymentRows(cfdi);
  const right = amountRows(cfdi);
  const leftHeight = left.reduce(
    (h, [, v]) => h + labelledHeight(doc, v, WORDS_WIDTH, WORDS) + 4,
    0,
  );
  const rightHeight = right.length * lineHeight(ROW) + 8 + lineHeight(TOTAL) + 8;
  flow.ensure(Math.max(leftHeight, rightHeight) + 8);
  const top = flow.y;
  let at = top;
  for (const [label, value] of left) {
    const style = label === 'Importe con letra' ? WORDS : undefined;
    at += labelled(doc, label, value, LEFT, at, WORDS_WIDTH, style) + 4;
  }
  let y = top;
  for (const [label, value] of right) {
    drawLines(doc, [label], TOTALS_X + 6, y, TOTALS_WIDTH - 12, ROW);
    drawLines(doc, [value], TOTALS_X + 6, y, TOTALS_WIDTH - 12, { ...ROW, align: 'right' });
    y += lineHeight(ROW);
  }
  y += 3;
  const totalHeight = lineHeight(TOTAL) + 8;
  doc.rect(TOTALS_X, y, TOTALS_WIDTH, totalHeight).fill(TINT);
  drawLines(doc, ['Total'], TOTALS_X + 6, y + 4.5, TOTALS_WIDTH - 12, TOTAL);
  drawLines(doc, [money(cfdi.total)], TOTALS_X + 6, y + 4.5, TOTALS_WIDTH - 12, {
    ...TOTAL,
    align: 'right',
  });
  flow.y = Math.max(at, y + totalHeight) + 12;
}
