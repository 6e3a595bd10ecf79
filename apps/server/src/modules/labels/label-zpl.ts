import { code128DotsPerModule, code128Modules, qrModulesByteMode } from './label-barcodes';
import { labelView } from './label-content';
import type { LabelData } from './label-data';
import { labelElements } from './label-elements';
import { dots, LABEL_HEIGHT, LABEL_WIDTH } from './label-layout';
import { LEADING, type LabelElement } from './print-elements';
import { fitBlock, fitOneLine } from './text-fit';
import { zplBox, zplCode128, zplQr, zplText, zplTextWidth } from './zpl-writer';

// Font 0 below ~14 dots (5 pt) turns to specks on a 203-dpi head.
const MIN_HEIGHT = 14;
// Fitting happens in points, like the layout; zplTextWidth is linear in the height.
const measure = (text: string, size: number) => zplTextWidth(text, size);

function text(e: Extract<LabelElement, { kind: 'text' }>): string {
  const fit = fitOneLine(e.text, e.width, e.size, e.minSize, measure, '...');
  const height = Math.max(MIN_HEIGHT, dots(fit.size));
  return zplText({
    x: dots(e.x),
    y: dots(e.y),
    width: dots(e.width),
    height,
    text: fit.text,
    align: e.align,
  });
}

function block(e: Extract<LabelElement, { kind: 'block' }>): string[] {
  const fit = fitBlock(e.text, e, e.size, e.minSize, LEADING, measure, '...');
  const height = Math.max(MIN_HEIGHT, dots(fit.size));
  return fit.lines.map((line, i) =>
    zplText({
      x: dots(e.x),
      y: dots(e.y + i * fit.size * LEADING),
      width: dots(e.width),
      height,
      text: line,
    }),
  );
}

function tag(e: Extract<LabelElement, { kind: 'tag' }>): string[] {
  if (!e.text) return [];
  const size = Math.min(11, e.height * 0.62);
  const pad = dots(5);
  const fit = fitOneLine(e.text, e.maxWidth - 10, size, 6, measure, '...');
  const w = zplTextWidth(fit.text, dots(fit.size)) + 2 * pad;
  const x = dots(e.x) - (e.anchor === 'right' ? w : 0);
  const y = dots(e.y);
  const h = dots(fit.size);
  return [
    zplBox(x, y, w, dots(e.height), dots(e.height)),
    zplText({
      x,
      y: y + (dots(e.height) - h * 0.8) / 2,
      width: w,
      height: h,
      text: fit.text,
      align: 'center',
      reverse: true,
    }),
  ];
}

function code128(e: Extract<LabelElement, { kind: 'code128' }>): string {
  const width = dots(e.width);
  const m = Math.max(1, code128DotsPerModule(e.data, width));
  const x = dots(e.x) + Math.max(0, (width - code128Modules(e.data) * m) / 2);
  return zplCode128(x, dots(e.y), m, dots(e.height), e.data);
}

function element(e: LabelElement): string[] {
  switch (e.kind) {
    case 'text':
      return [text(e)];
    case 'block':
      return block(e);
    case 'box':
      return [zplBox(dots(e.x), dots(e.y), dots(e.width), dots(e.height), dots(e.border))];
    case 'tag':
      return tag(e);
    case 'code128':
      return [code128(e)];
    case 'qr': {
      const magnification = Math.min(
        10,
        Math.max(1, Math.floor(dots(e.size) / qrModulesByteMode(e.data))),
      );
      return [zplQr(dots(e.x), dots(e.y), magnification, e.data)];
    }
    case 'brand': {
      // ZPL prints no logo: the brand's name, as big as its box allows.
      const size = Math.min(15, e.height * 0.5);
      const y = e.y + (e.height - size * 0.8) / 2;
      return [
        text({
          kind: 'text',
          x: e.x,
          y,
          width: e.width,
          text: e.name,
          font: 'bold',
          size,
          minSize: 8,
        }),
      ];
    }
  }
}

/**
 * The label as ZPL II for a 4×6-in roll at 203 dpi (812 × 1218 dots), UTF-8 (^CI28): the same
 * elements as the PDF, in the printer's own font, with the brand as text.
 */
export function renderLabelZpl(data: LabelData): string {
  const body = labelElements(labelView(data), data.tracking_number).flatMap(element);
  return (
    [
      '^XA',
      '^CI28',
      `^PW${dots(LABEL_WIDTH)}`,
      `^LL${dots(LABEL_HEIGHT)}`,
      '^LH0,0',
      ...body,
      '^PQ1',
      '^XZ',
    ].join('\n') + '\n'
  );
}
