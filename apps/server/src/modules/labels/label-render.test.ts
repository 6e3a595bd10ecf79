import { describe, expect, it } from 'vitest';
import { labelFixture } from './label-fixture';
import { labelFileName, renderLabel, type LabelFileKind } from './label-render';

describe('renderLabel', () => {
  it.each([
    ['letter', 'application/pdf', '%PDF-'],
    ['thermal', 'application/pdf', '%PDF-'],
    ['zpl', 'text/plain', '^XA'],
  ] as const)('%s → %s', async (format, contentType, start) => {
    const doc = await renderLabel(labelFixture(), format);
    expect(doc.format).toBe(format);
    expect(doc.content_type).toBe(contentType);
    expect(doc.bytes.subarray(0, start.length).toString('latin1')).toBe(start);
  });

  it('sends ZPL as UTF-8, so accents reach a printer set to ^CI28', async () => {
    const doc = await renderLabel(labelFixture(), 'zpl');
    expect(doc.bytes.toString('utf8')).toContain('Peña');
    expect(doc.bytes.includes(Buffer.from('ñ', 'utf8'))).toBe(true);
  });
});

describe('labelFileName', () => {
  const name = (n: string, provider: string, tracking: string, kind: LabelFileKind) =>
    labelFileName({ shipmentNumber: n, providerName: provider, trackingNumber: tracking, kind });
  it.each([
    [
      '123',
      'GenericCarrier',
      '90000000123',
      'letter',
      '123-GenericCarrier-90000000123-label-letter.pdf',
    ],
    [
      '123',
      'GenericCarrier',
      '90000000123',
      'thermal',
      '123-GenericCarrier-90000000123-label-4x6.pdf',
    ],
    ['123', 'GenericCarrier', '90000000123', 'zpl', '123-GenericCarrier-90000000123-label-4x6.zpl'],
    ['123', 'Estafeta', '90000000123', 'nota', '123-Estafeta-90000000123-nota.pdf'],
    ['77', 'Paquetería Exprés', '1Z 99', 'zpl', '77-Paqueter_a_Expr_s-1Z_99-label-4x6.zpl'],
    ['9', '../../etc/passwd', '../x', 'letter', '9-etc_passwd-x-label-letter.pdf'],
    ['9', 'a"b\r\nc', '', 'letter', '9-a_b_c-label-letter.pdf'],
    ['', '', '', 'zpl', 'shipment-label-4x6.zpl'],
  ] as const)('%j + %j + %j (%s) → %s', (n, provider, tracking, kind, expected) => {
    expect(name(n, provider, tracking, kind)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('tells the letter, 4x6 and ZPL files of one label apart', () => {
    const names = (['letter', 'thermal', 'zpl'] as const).map((k) =>
      name('1', 'GenericCarrier', '9', k),
    );
    expect(new Set(names).size).toBe(3);
  });
});
