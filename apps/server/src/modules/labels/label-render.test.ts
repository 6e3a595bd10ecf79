import { describe, expect, it } from 'vitest';
import { labelFixture } from './label-fixture';
import { labelFileName, renderLabel } from './label-render';

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
  it.each([
    ['123', 'GenericCarrier', 'letter', '123-GenericCarrier-label.pdf'],
    ['123', 'GenericCarrier', 'thermal', '123-GenericCarrier-label.pdf'],
    ['123', 'GenericCarrier', 'zpl', '123-GenericCarrier-label.zpl'],
    ['123-nota', 'Estafeta', 'letter', '123-nota-Estafeta-label.pdf'],
    ['77', 'Paquetería Exprés', 'zpl', '77-Paqueter_a_Expr_s-label.zpl'],
    ['9', '../../etc/passwd', 'letter', '9-etc_passwd-label.pdf'],
    ['9', 'a"b\r\nc', 'letter', '9-a_b_c-label.pdf'],
    ['', '', 'zpl', 'shipment-label.zpl'],
  ] as const)('%j + %j (%s) → %s', (n, provider, format, name) => {
    expect(labelFileName(n, provider, format)).toBe(name);
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});
