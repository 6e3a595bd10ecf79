import { describe, expect, it } from 'vitest';
import { ANA_LOPEZ, boxOf, mxParty } from '../connector-test-kit';
import { barModuleDots, drawDrenvioZplLabel } from './drenvio.zpl-label';

const party = mxParty(ANA_LOPEZ);

describe('the ZPL label drawn for DrEnvío', () => {
  it('is one 4×6 label with the tracking number as Code 128, the parties and the reference', () => {
    const zpl = drawDrenvioZplLabel({
      request: {
        reference: '1042',
        origin: party,
        destination: { ...party, name: 'Luis Pérez', postal_code: '06700' },
        parcels: [boxOf('Libros')],
        ship_date: new Date('2026-11-27T18:00:00Z'),
      },
      tracking: '712345678901',
      carrier: 'ampm',
      service: 'ground',
    });
    expect(zpl.startsWith('^XA\n^CI28\n^PW812\n^LL1218')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^FO30,770^BY3^BCN,220,N,N,N,A^FH^FD712345678901^FS');
    for (const text of ['Luis Pérez', 'Ana López', 'AMPM · ground', 'REF: 1042', '2026-11-27']) {
      expect(zpl).toContain(text);
    }
  });

  it('narrows the bars of a long tracking number so the barcode fits the label', () => {
    expect(barModuleDots('712345678901')).toBe(3);
    expect(barModuleDots('MX1234567890ABCDEFGHIJ')).toBe(2);
    expect(barModuleDots('X'.repeat(80))).toBe(1);
  });
});
