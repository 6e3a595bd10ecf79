import { addressLines, CAPTIONS, contactLine, type LabelView } from './label-content';
import { LEADING, type Font, type LabelElement } from './print-elements';
import type { NotaData } from './label-data';

/** A6 portrait, the NOTA's paper. */
export const A6_MM = { width: 105, height: 148 } as const;
const MARGIN = 5;
/** The spec's bottom margin: nothing is printed lower than 3 mm from the edge. */
export const BOTTOM_MARGIN = 3;
const RIGHT = A6_MM.width - MARGIN;
const WIDTH = RIGHT - MARGIN;

/** Millimetres to points: the NOTA is laid out in millimetres, as its spec is written. */
export const mm = (v: number): number => (v * 72) / 25.4;
const LINE_MM = (pt: number) => (pt * LEADING * 25.4) / 72;

type Text = {
  text: string;
  font: Font;
  size: number;
  minSize?: number;
  align?: 'left' | 'center' | 'right';
};

function text(x: number, y: number, width: number, t: Text): LabelElement {
  const minSize = t.minSize ?? Math.min(t.size, 6);
  return { kind: 'text', ...t, x: mm(x), y: mm(y), width: mm(width), minSize };
}

const caption = (label: string, x: number, y: number, width: number) =>
  text(x, y, width, { text: label.toUpperCase(), font: 'bold', size: 6 });

const rule = (y: number): LabelElement => ({
  kind: 'box',
  x: mm(MARGIN),
  y: mm(y),
  width: mm(WIDTH),
  height: mm(0.35),
  border: mm(0.35),
});

/** Lines of one column, each `size` points, from `y` mm down. */
function column(x: number, y: number, width: number, lines: Text[]): LabelElement[] {
  let at = y;
  return lines
    .filter((l) => l.text)
    .map((l) => {
      const e = text(x, at, width, l);
      at += LINE_MM(l.size);
      return e;
    });
}

function parcelRow(view: LabelView, y: number): LabelElement[] {
  const cells: [string, string][] = [
    [CAPTIONS.weight, view.weight],
    [CAPTIONS.volumetric, view.volumetricWeight],
    [CAPTIONS.dimensions, view.dimensions],
    [CAPTIONS.parcelType, view.parcelType],
  ];
  const shares = [0.2, 0.22, 0.36, 0.22];
  let x = MARGIN;
  return cells.flatMap(([label, value], i) => {
    const w = WIDTH * shares[i]! - 1.5;
    const out = [
      caption(label, x, y, w),
      text(x, y + 3, w, { text: value, font: 'bold', size: 8, minSize: 5.5 }),
    ];
    x += WIDTH * shares[i]!;
    return out;
  });
}

/** The staff's delivery note: what was shipped, how, for whom and what was charged. */
export function notaElements(view: LabelView, nota: NotaData): LabelElement[] {
  const s = view.sender;
  const r = view.recipient;
  const half = WIDTH / 2 - 2;
  const out: LabelElement[] = [
    {
      kind: 'brand',
      x: mm(MARGIN),
      y: mm(MARGIN),
      width: mm(48),
      height: mm(14),
      name: view.brand,
    },
    text(57, 5, RIGHT - 57, { text: 'NOTA DE ENVÍO', font: 'bold', size: 12, align: 'right' }),
    text(57, 10.5, RIGHT - 57, {
      text: `${CAPTIONS.shipment} ${view.shipmentNumber}`,
      font: 'bold',
      size: 10,
      align: 'right',
    }),
    text(57, 15, RIGHT - 57, { text: view.date, font: 'regular', size: 8.5, align: 'right' }),
    rule(22),
    text(MARGIN, 24.5, WIDTH, {
      text: `${view.carrier} · ${view.service}`.toUpperCase(),
      font: 'bold',
      size: 10,
      align: 'center',
    }),
    {
      kind: 'code128',
      x: mm(MARGIN),
      y: mm(30),
      width: mm(WIDTH),
      height: mm(16),
      data: nota.tracking_number,
    },
    text(MARGIN, 47.5, WIDTH, {
      text: `${CAPTIONS.tracking}: ${view.trackingNumber}`,
      font: 'bold',
      size: 12,
      align: 'center',
    }),
    rule(54),
    caption(CAPTIONS.sender, MARGIN, 56, half),
    ...column(MARGIN, 59, half, [
      { text: s.name, font: 'bold', size: 8.5 },
      { text: s.company, font: 'regular', size: 7.5 },
      { text: s.place, font: 'regular', size: 7.5 },
      {
        text: s.postalCode && `${CAPTIONS.postalCode} ${s.postalCode}`,
        font: 'regular',
        size: 7.5,
      },
      { text: s.phone && `${CAPTIONS.phone} ${s.phone}`, font: 'regular', size: 7.5 },
    ]),
    caption(CAPTIONS.recipient, MARGIN + WIDTH / 2 + 2, 56, half),
    ...column(MARGIN + WIDTH / 2 + 2, 59, half, [
      { text: r.name, font: 'bold', size: 8.5 },
      { text: r.company, font: 'regular', size: 7.5 },
      ...addressLines(r).map((t): Text => ({ text: t, font: 'regular', size: 7.5 })),
      { text: contactLine(r), font: 'regular', size: 7.5 },
    ]),
    rule(82),
    ...parcelRow(view, 84),
    caption(CAPTIONS.contents, MARGIN, 91, view.declaredValue ? 62 : WIDTH),
    {
      kind: 'block',
      x: mm(MARGIN),
      y: mm(94),
      width: mm(view.declaredValue ? 62 : WIDTH),
      height: mm(9),
      text: view.contents,
      font: 'regular',
      size: 7.5,
      minSize: 5.5,
    },
    rule(105),
    caption(CAPTIONS.customer, MARGIN, 107, 55),
    text(MARGIN, 110.5, 55, { text: nota.customer.name, font: 'bold', size: 10, minSize: 6.5 }),
    text(MARGIN, 115.5, 55, {
      text: nota.customer.email,
      font: 'regular',
      size: 8.5,
      minSize: 5.5,
    }),
    {
      kind: 'box',
      x: mm(63),
      y: mm(107.5),
      width: mm(RIGHT - 63),
      height: mm(13),
      border: mm(0.5),
    },
    text(65, 109.5, RIGHT - 67, {
      text: CAPTIONS.total.toUpperCase(),
      font: 'bold',
      size: 7,
      align: 'right',
    }),
    text(65, 113, RIGHT - 67, {
      text: nota.total,
      font: 'bold',
      size: 14,
      minSize: 7,
      align: 'right',
    }),
    {
      kind: 'block',
      x: mm(MARGIN),
      y: mm(A6_MM.height - BOTTOM_MARGIN - 7),
      width: mm(WIDTH),
      height: mm(7),
      text: `Rastreo: ${view.trackingUrl}`,
      font: 'regular',
      size: 7,
      minSize: 5.5,
    },
  ];
  if (view.declaredValue) {
    out.push(caption(CAPTIONS.declaredValue, 70, 91, RIGHT - 70));
    out.push(
      text(70, 94, RIGHT - 70, { text: view.declaredValue, font: 'bold', size: 8.5, minSize: 5.5 }),
    );
  }
  return out;
}
