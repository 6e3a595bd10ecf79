import { describe, expect, it } from 'vitest';
import { labelFixture, longValuesFixture } from './label-fixture';
import { renderLabelZpl } from './label-zpl';

/** Field data as the printer prints it: ^FH's _XX hex escapes and ^FB's "\\" undone. */
const unescape = (data: string) =>
  data
    .replace(/_([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\\\/g, '\\');

/** Every field: the commands before its ^FD and its printed data. */
function fields(zpl: string): { head: string; data: string }[] {
  return [...zpl.matchAll(/\^FO[^\n]*?\^FD([^\n^~]*)\^FS/g)].map((m) => ({
    head: m[0],
    data: unescape(m[1]!),
  }));
}

/** The command names in the order a printer would read them (^XA, ^FO, ~JA…). */
const commands = (zpl: string) => [...zpl.matchAll(/[\^~][A-Z@][A-Z0-9@]?/g)].map((m) => m[0]);

describe('self-rendered label ZPL', () => {
  const data = labelFixture();
  const zpl = renderLabelZpl(data);

  it('is one 4×6-in label at 203 dpi in UTF-8', () => {
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
    expect(zpl).toContain('^CI28');
    expect(commands(zpl).filter((c) => c === '^XA' || c === '^XZ')).toEqual(['^XA', '^XZ']);
  });

  it('carries the tracking number as Code 128 and the tracking page as QR', () => {
    const code128 = fields(zpl).filter((f) => f.head.includes('^BC'));
    expect(code128.map((f) => f.data)).toEqual([data.tracking_number]);
    expect(code128[0]!.head).toMatch(/\^BY[1-5]\^BCN,\d+,N,N,N,A/);
    const qr = fields(zpl).filter((f) => f.head.includes('^BQ'));
    expect(qr.map((f) => f.data)).toEqual([`MA,${data.tracking_url}`]);
  });

  it('prints what the PDF prints, accents included', () => {
    const text = fields(zpl)
      .map((f) => f.data)
      .join('\n');
    for (const expected of [
      'María Fernanda Peña Ibáñez',
      'C.P. 06700  CIUDAD DE MÉXICO',
      'Col. Roma Norte',
      'C.P. 64000 Monterrey, Nuevo León',
      'DESPACHO EXPRESS',
      'TERRESTRE',
      'Envíos Carmen',
      'Guía: 900000001231',
      '24/11/2025',
      '2.5 kg',
      '30 × 20 × 15 cm',
      '$1,500.00 MXN',
      'Ropa y accesorios de piel',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints "A^XZ~JA" as a name instead of obeying it', () => {
    const evil = labelFixture();
    evil.destination = { ...evil.destination, name: 'A^XZ~JA', reference: 'x_y \\& z' };
    const out = renderLabelZpl(evil);
    expect(commands(out).filter((c) => c === '^XZ')).toHaveLength(1);
    expect(out).not.toContain('~');
    expect(out.trimEnd().endsWith('^XZ')).toBe(true);
    const printed = fields(out).map((f) => f.data);
    expect(printed).toContain('A^XZ~JA');
    expect(printed).toContain('Referencia: x_y \\& z');
  });

  it('keeps every field of long values inside the 812 × 1218-dot label', () => {
    const out = renderLabelZpl(longValuesFixture());
    for (const m of out.matchAll(/\^FO(\d+),(\d+)(?:[^\n]*?\^FB(\d+))?/g)) {
      const [x, y, width] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
      expect(x + width, m[0]).toBeLessThanOrEqual(812 - 17);
      expect(y, m[0]).toBeLessThan(1218 - 17);
    }
    const text = fields(out)
      .map((f) => f.data)
      .join('\n');
    expect(text).toContain('...');
    expect(text).toContain('Maximiliano Wenceslao Maximiliano W');
  });
});
