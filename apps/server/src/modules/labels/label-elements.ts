import { qrModules } from './label-barcodes';
import { addressLines, CAPTIONS, contactLine, type LabelView } from './label-content';
import {
  BARCODE_HEIGHT,
  CONTENT,
  DOT,
  FRAME,
  LABEL_HEIGHT,
  LABEL_WIDTH,
  LEFT,
  RIGHT,
  ROWS as Y,
  SENDER_SPLIT,
} from './label-layout';
import { LEADING, type LabelElement } from './print-elements';

type TextStyle = Pick<Extract<LabelElement, { kind: 'text' }>, 'font' | 'size' | 'minSize'>;
const CAPTION: TextStyle = { font: 'bold', size: 6, minSize: 5 };

const caption = (text: string, x: number, y: number, width: number): LabelElement => ({
  kind: 'text',
  x,
  y,
  width,
  text: text.toUpperCase(),
  ...CAPTION,
});

const rule = (y: number, thickness = 1.5): LabelElement => ({
  kind: 'box',
  x: FRAME,
  y: y - thickness / 2,
  width: LABEL_WIDTH - 2 * FRAME,
  height: thickness,
  border: thickness,
});

/** Lines one under the other, skipping empty ones. */
function stack(out: LabelElement[], x: number, y: number, width: number) {
  return (text: string, style: TextStyle, gap = 0) => {
    if (!text) return y;
    out.push({ kind: 'text', x, y, width, text, ...style });
    y += style.size * LEADING + gap;
    return y;
  };
}

/** Side in points of the biggest QR code of `text` that fits `max`, whole dots per module. */
export function qrSide(text: string, max: number): number {
  const modules = qrModules(text);
  return modules * Math.max(1, Math.floor(max / DOT / modules)) * DOT;
}

function header(view: LabelView): LabelElement[] {
  return [
    { kind: 'brand', x: LEFT, y: 12, width: 120, height: 34, name: view.brand },
    {
      kind: 'text',
      x: 140,
      y: 12,
      width: RIGHT - 140,
      text: view.carrier.toUpperCase(),
      font: 'bold',
      size: 12,
      minSize: 7,
      align: 'right',
    },
    {
      kind: 'tag',
      x: RIGHT,
      y: 29,
      maxWidth: RIGHT - 140,
      height: 18,
      text: view.service.toUpperCase(),
      anchor: 'right',
    },
    rule(Y.header),
  ];
}

/** The sender, small, with the date, shipment number and parcel type beside it. */
function sender(view: LabelView): LabelElement[] {
  const out: LabelElement[] = [];
  const width = SENDER_SPLIT - LEFT - 6;
  out.push(caption(CAPTIONS.sender, LEFT, Y.header + 5, width));
  const line = stack(out, LEFT, Y.header + 13, width);
  const small: TextStyle = { font: 'regular', size: 7.5, minSize: 5.5 };
  const s = view.sender;
  line(s.name, { font: 'bold', size: 8, minSize: 6 });
  line(s.company, small);
  for (const text of addressLines(s)) line(text, small);
  line(contactLine(s), small);

  out.push({
    kind: 'box',
    x: SENDER_SPLIT - 0.5,
    y: Y.header,
    width: 1,
    height: Y.sender - Y.header,
    border: 1,
  });
  const mx = SENDER_SPLIT + 6;
  const mw = RIGHT - mx;
  let y = Y.header + 5;
  for (const [label, value, size] of [
    [CAPTIONS.date, view.date, 10],
    [CAPTIONS.shipment, view.shipmentNumber, 13],
    [CAPTIONS.parcelType, view.parcelType, 9],
  ] as const) {
    out.push(caption(label, mx, y, mw));
    out.push({
      kind: 'text',
      x: mx,
      y: y + 7.5,
      width: mw,
      text: value,
      font: 'bold',
      size,
      minSize: 6,
    });
    y += 13 + size * LEADING;
  }
  out.push(rule(Y.sender));
  return out;
}

/** The recipient: the biggest type on the label, postal code and city in bold. */
function recipient(view: LabelView): LabelElement[] {
  const r = view.recipient;
  const out: LabelElement[] = [
    {
      kind: 'tag',
      x: LEFT,
      y: Y.sender + 5,
      maxWidth: CONTENT,
      height: 12,
      text: CAPTIONS.recipient.toUpperCase(),
      anchor: 'left',
    },
  ];
  const line = stack(out, LEFT, Y.sender + 22, CONTENT);
  line(r.name, { font: 'bold', size: 16, minSize: 10 }, 1);
  line(r.company, { font: 'regular', size: 10, minSize: 6.5 });
  line(r.street, { font: 'regular', size: 11, minSize: 7.5 });
  line(r.neighborhood, { font: 'regular', size: 11, minSize: 7.5 });
  const place = [r.postalCode && `${CAPTIONS.postalCode} ${r.postalCode}`, r.place]
    .filter(Boolean)
    .join('  ');
  line(place.toUpperCase(), { font: 'bold', size: 13, minSize: 8 }, 1);
  const y = line(contactLine(r), { font: 'regular', size: 9, minSize: 6.5 });
  const room = Y.recipient - 3 - y;
  if (r.reference && room >= 7) {
    out.push({
      kind: 'block',
      x: LEFT,
      y,
      width: CONTENT,
      height: room,
      text: `${CAPTIONS.reference}: ${r.reference}`,
      font: 'regular',
      size: 8,
      minSize: 6,
    });
  }
  out.push(rule(Y.recipient));
  return out;
}

function tracking(view: LabelView, data: string): LabelElement[] {
  const top = Y.recipient + 7;
  return [
    { kind: 'code128', x: LEFT, y: top, width: CONTENT, height: BARCODE_HEIGHT, data },
    {
      kind: 'text',
      x: LEFT,
      y: top + BARCODE_HEIGHT + 4,
      width: CONTENT,
      text: `${CAPTIONS.tracking}: ${view.trackingNumber}`,
      font: 'bold',
      size: 12,
      minSize: 7,
      align: 'center',
    },
    rule(Y.barcode),
  ];
}

/** QR of the tracking page, then weights, measures, declared value and contents. */
function parcel(view: LabelView): LabelElement[] {
  const top = Y.barcode + 6;
  const side = qrSide(view.trackingUrl, Y.bottom - Y.barcode - 12);
  const out: LabelElement[] = [{ kind: 'qr', x: LEFT, y: top, size: side, data: view.trackingUrl }];
  const x = LEFT + side + 10;
  const width = RIGHT - x;
  let cx = x;
  for (const [label, value, share] of [
    [CAPTIONS.weight, view.weight, 0.28],
    [CAPTIONS.volumetric, view.volumetricWeight, 0.3],
    [CAPTIONS.dimensions, view.dimensions, 0.42],
  ] as const) {
    out.push(caption(label, cx, top, width * share - 4));
    out.push({
      kind: 'text',
      x: cx,
      y: top + 7.5,
      width: width * share - 4,
      text: value,
      font: 'bold',
      size: 9,
      minSize: 5.5,
    });
    cx += width * share;
  }
  let y = top + 22;
  if (view.declaredValue) {
    out.push(caption(CAPTIONS.declaredValue, x, y, width));
    out.push({
      kind: 'text',
      x,
      y: y + 7.5,
      width,
      text: view.declaredValue,
      font: 'bold',
      size: 9,
      minSize: 6,
    });
    y += 22;
  }
  out.push(caption(CAPTIONS.contents, x, y, width));
  const height = Y.bottom - 4 - (y + 7.5);
  out.push({
    kind: 'block',
    x,
    y: y + 7.5,
    width,
    height,
    text: view.contents,
    font: 'regular',
    size: 7.5,
    minSize: 5.5,
  });
  return out;
}

/** Everything on the 4×6-in label, frame last so nothing paints over it. */
export function labelElements(view: LabelView, trackingData: string): LabelElement[] {
  return [
    ...header(view),
    ...sender(view),
    ...recipient(view),
    ...tracking(view, trackingData),
    ...parcel(view),
    {
      kind: 'box',
      x: FRAME,
      y: FRAME,
      width: LABEL_WIDTH - 2 * FRAME,
      height: LABEL_HEIGHT - 2 * FRAME,
      border: 1.5,
    },
  ];
}
