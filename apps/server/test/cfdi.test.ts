import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLSerializer, type Element } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import {
  cadenaOriginalCfdi40,
  cadenaOriginalTfd11,
} from '../src/modules/fiscal/cfdi/cadena-original';
import { iva16, iva16Bounds, splitDepositWithIva } from '../src/modules/fiscal/cfdi/cfdi-amounts';
import { buildCfdiXml } from '../src/modules/fiscal/cfdi/cfdi-build';
import { depositConcepto } from '../src/modules/fiscal/cfdi/cfdi-deposit';
import type { CfdiConceptoInput, CfdiInput } from '../src/modules/fiscal/cfdi/cfdi-model';
import { sealCfdi, verifySello } from '../src/modules/fiscal/cfdi/cfdi-seal';
import { validateCfdiXsd } from '../src/modules/fiscal/cfdi/cfdi-validate';
import { readCsd } from '../src/modules/fiscal/csd/read-csd';
import type { Csd } from '../src/modules/fiscal/csd/csd-types';
import { findElement, parseXml } from '../src/modules/fiscal/cfdi/xml-read';
import { compileSatStylesheet, runSatStylesheet } from './helpers/sat-stylesheet';

const SAT = fileURLToPath(new URL('./fixtures/sat/', import.meta.url));
const CADENA_XSLT = `${SAT}xml/cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt`;
const TFD_XSLT = `${SAT}xml/cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt`;
const FIXTURES = ['cfdi40-valid.xml', 'cfdi40-pago20-valid.xml'];
const fixture = (name: string) => readFileSync(`${SAT}cfdi/${name}`, 'utf8');

/** SAT's own stylesheet (compiled by xslt3, run by SaxonJS): the oracle for our builder. */
const satCadena = (xslt: string, xml: string): string => runSatStylesheet(xslt, xml);

/** Deterministic PRNG (mulberry32) so a failure is reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EMISOR = { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimenFiscal: '601' };

function invoice(conceptos: CfdiConceptoInput[], overrides: Partial<CfdiInput> = {}): CfdiInput {
  return {
    emisor: EMISOR,
    receptor: {
      rfc: 'XAXX010101000',
      nombre: 'PÚBLICO EN GENERAL',
      domicilioFiscalReceptor: '86000',
      regimenFiscalReceptor: '616',
      usoCFDI: 'S01',
    },
    lugarExpedicion: '86000',
    fecha: '2026-03-14T09:26:53',
    serie: 'DEP',
    folio: '1001',
    formaPago: '03',
    metodoPago: 'PUE',
    moneda: 'MXN',
    exportacion: '01',
    conceptos,
    ...overrides,
  };
}

const deposit = (centavos: number, descripcion = 'Abono de saldo prepagado para envíos') =>
  depositConcepto(centavos, {
    claveProdServ: '78102203',
    claveUnidad: 'E48',
    unidad: 'Servicio',
    descripcion,
  });

/** An attribute of the first cfdi element with that name; 'Impuestos' means the comprobante's summary. */
function attr(xml: string, element: string, name: string): string {
  const doc = parseXml(xml);
  const el =
    element === 'Impuestos'
      ? Array.from(doc.documentElement!.childNodes).find((n) => n.nodeName === 'cfdi:Impuestos')
      : findElement(doc, 'http://www.sat.gob.mx/cfd/4', element);
  return (el as Element | undefined)?.getAttribute(name) ?? '';
}

const toCentavos = (text: string) => {
  const [pesos, cents = ''] = text.split('.');
  return Number(pesos) * 100 + Number(cents.padEnd(2, '0'));
};

let csd: Csd;

beforeAll(() => {
  compileSatStylesheet(CADENA_XSLT);
  compileSatStylesheet(TFD_XSLT);
  const password = readFileSync(`${SAT}seal/EKU9003173C9.password.txt`, 'utf8').trim();
  const opened = readCsd({
    cer: readFileSync(`${SAT}seal/EKU9003173C9.cer`),
    key: readFileSync(`${SAT}seal/EKU9003173C9.key`),
    password,
    expectedRfc: 'EKU9003173C9',
    now: new Date('2026-06-01T12:00:00Z'),
  });
  if (!opened.ok) throw new Error(`the SAT test CSD did not open: ${opened.code}`);
  csd = opened.csd;
});

/** Invoices with the text a real customer or product name can bring. */
function awkwardInvoices(): CfdiInput[] {
  const longDescription =
    `Guía prepagada — ${'envío nacional día siguiente & seguro  '.repeat(30)}`.slice(0, 1000);
  return [
    invoice([deposit(11_600)]),
    invoice(
      [deposit(1_234_567, 'Depósito de “Pérez & Hijos” <mostrador>, niño en pingüino: ¡Ñandú!')],
      {
        receptor: {
          rfc: 'MCI7306249Y1',
          nombre: '  MUNICIPIO   DE CUAUTITLÁN\tIZCALLI & ASOCIADOS  ',
          domicilioFiscalReceptor: '54700',
          regimenFiscalReceptor: '603',
          usoCFDI: 'G03',
        },
      },
    ),
    invoice([deposit(100, 'línea uno\nlínea dos\r\n  con  espacios\u00a0duros y emoji 📦')], {
      serie: undefined,
      folio: undefined,
    }),
    invoice([deposit(9_999_999, longDescription)]),
    invoice([
      {
        claveProdServ: '78102203',
        noIdentificacion: 'GUIA-EXP  01',
        cantidad: '3',
        claveUnidad: 'E48',
        unidad: 'Servicio',
        descripcion: 'Guía express 5 kg',
        valorUnitarioCentavos: 18_999,
        descuentoCentavos: 5_000,
        objetoImp: '02',
      },
      {
        claveProdServ: '78121603',
        cantidad: '2.5',
        claveUnidad: 'KGM',
        descripcion: 'Sobrepeso (kg)',
        valorUnitarioCentavos: 3_333,
        objetoImp: '02',
      },
    ]),
  ];
}

describe('cadena original (byte-exact with SAT’s XSLT)', () => {
  it.each(FIXTURES)('%s: our cadena equals cadenaoriginal_4_0.xslt', (name) => {
    const xml = fixture(name);
    expect(cadenaOriginalCfdi40(xml)).toBe(satCadena(CADENA_XSLT, xml));
  });

  it('the Pagos 2.0 fixture includes the complement (totals, documents, taxes)', () => {
    const cadena = cadenaOriginalCfdi40(fixture('cfdi40-pago20-valid.xml'));
    expect(cadena).toContain(
      '|2.0|12931.04|2068.96|15000.00|2023-06-12T17:18:19|03|MXN|1|15000.00|',
    );
    expect(cadena.endsWith('|12931.040000|002|Tasa|0.160000|2068.960000||')).toBe(true);
  });

  it('the TimbreFiscalDigital cadena equals cadenaoriginal_TFD_1_1.xslt', () => {
    const xml = fixture('cfdi40-valid.xml');
    const tfd = findElement(
      parseXml(xml),
      'http://www.sat.gob.mx/TimbreFiscalDigital',
      'TimbreFiscalDigital',
    )!;
    const standalone = new XMLSerializer().serializeToString(tfd);
    const ours = cadenaOriginalTfd11(xml);
    expect(ours).toBe(satCadena(TFD_XSLT, standalone));
    expect(
      ours.startsWith(
        '||1.1|6F35D3B5-3651-5370-BC2C-14CDBE384CD7|2025-02-19T08:37:30|CVD110412TF6|',
      ),
    ).toBe(true);
  });

  it('generated CFDIs with accents, ampersands, double spaces and long text match byte for byte', () => {
    for (const input of awkwardInvoices()) {
      const xml = sealCfdi(input, csd);
      expect(cadenaOriginalCfdi40(xml)).toBe(satCadena(CADENA_XSLT, xml));
    }
  });

  it('random generated CFDIs (fixed seed) match byte for byte', () => {
    const next = random(20260314);
    const alphabet = [...'abcñáéíóú ÁÉÍÓÚÑü&<>"\'  \t\n¿?¡!—“”📦\u00a0-.,;:0123456789']; // code points
    const text = (max: number) => {
      let out = 'x';
      const length = 1 + Math.floor(next() * max);
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    };
    for (let i = 0; i < 40; i++) {
      const amount = 100 + Math.floor(next() * 9_999_900);
      const xml = sealCfdi(
        invoice([deposit(amount, text(200))], {
          receptor: {
            rfc: 'COSC8001137NA',
            nombre: text(60),
            domicilioFiscalReceptor: '52000',
            regimenFiscalReceptor: '605',
            usoCFDI: 'G03',
          },
          folio: String(i + 1),
        }),
        csd,
      );
      expect(cadenaOriginalCfdi40(xml)).toBe(satCadena(CADENA_XSLT, xml));
    }
  });

  it('refuses a document that is not a CFDI 4.0 and malformed XML, with a field error', () => {
    expect(() =>
      cadenaOriginalCfdi40('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3"/>'),
    ).toThrow(AppError);
    try {
      cadenaOriginalCfdi40('<cfdi:Comprobante');
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe('validation_failed');
      expect((error as AppError).fields.xml).toHaveLength(1);
    }
  });
});

describe('sello', () => {
  it.each(FIXTURES)('%s: the Sello verifies with the embedded certificate', (name) => {
    expect(verifySello(fixture(name))).toBe(true);
  });

  it('a fixture with one altered attribute no longer verifies', () => {
    const tampered = fixture('cfdi40-valid.xml').replace('Total="3327.01"', 'Total="3327.02"');
    expect(verifySello(tampered)).toBe(false);
  });

  it('a CFDI built and sealed with the EKU9003173C9 test CSD verifies; tampering breaks it', () => {
    expect(csd.noCertificado).toBe('30001000000500003416');
    const xml = sealCfdi(invoice([deposit(58_000)]), csd);
    expect(attr(xml, 'Comprobante', 'NoCertificado')).toBe('30001000000500003416');
    expect(attr(xml, 'Comprobante', 'Certificado')).toBe(
      readFileSync(`${SAT}seal/EKU9003173C9.cer`).toString('base64'),
    );
    expect(verifySello(xml)).toBe(true);
    expect(
      verifySello(xml.replace('Nombre="PÚBLICO EN GENERAL"', 'Nombre="PUBLICO EN GENERAL"')),
    ).toBe(false);
    expect(
      verifySello(xml.replace('Fecha="2026-03-14T09:26:53"', 'Fecha="2026-03-14T09:26:54"')),
    ).toBe(false);
  });

  it('an unsealed CFDI does not verify', () => {
    expect(verifySello(buildCfdiXml(invoice([deposit(58_000)])))).toBe(false);
  });
});

describe('XSD validation (cfdv40.xsd)', () => {
  it('generated CFDIs validate', async () => {
    for (const input of awkwardInvoices()) {
      const result = await validateCfdiXsd(sealCfdi(input, csd));
      expect(result).toEqual({ valid: true, errors: [] });
    }
  });

  it('the stamped fixture (with TimbreFiscalDigital) validates', async () => {
    expect((await validateCfdiXsd(fixture('cfdi40-valid.xml'))).valid).toBe(true);
  });

  it('a CFDI without Emisor fails with a readable error', async () => {
    const xml = sealCfdi(invoice([deposit(58_000)]), csd).replace(/\s*<cfdi:Emisor [^>]*\/>/, '');
    const result = await validateCfdiXsd(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Receptor.*This element is not expected.*Emisor/s);
  });

  it('a catalogue value outside SAT’s list fails', async () => {
    const xml = sealCfdi(invoice([deposit(58_000)]), csd).replace('UsoCFDI="S01"', 'UsoCFDI="Z99"');
    const result = await validateCfdiXsd(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('UsoCFDI');
  });
});

describe('amounts', () => {
  /*
   * Rules checked on the XML a customer receives (SAT Anexo 20 / Guía de llenado):
   *  1. Total = SubTotal − Descuento + TotalImpuestosTrasladados exactly (no retenciones);
   *  2. Total equals the deposit to the centavo;
   *  3. Concepto Importe = Cantidad × ValorUnitario;
   *  4. each traslado Importe lies within [floor((Base − 0.005) × 0.16), ceil((Base + 0.005) × 0.16)];
   *  5. Base of the traslado = Importe − Descuento of its concept;
   *  6. the summary traslado Base and Importe are the sums of the concepts', and
   *     TotalImpuestosTrasladados equals the summary Importe.
   */
  it('1,000 random deposits (fixed seed, 1.00 to 100,000.00) agree to the centavo', () => {
    const next = random(1_000);
    for (let i = 0; i < 1_000; i++) {
      const depositCentavos = 100 + Math.floor(next() * (10_000_000 - 100 + 1));
      const xml = buildCfdiXml(invoice([deposit(depositCentavos)]));
      const subTotal = toCentavos(attr(xml, 'Comprobante', 'SubTotal'));
      const descuento = toCentavos(attr(xml, 'Comprobante', 'Descuento') || '0');
      const total = toCentavos(attr(xml, 'Comprobante', 'Total'));
      const traslados = toCentavos(attr(xml, 'Impuestos', 'TotalImpuestosTrasladados'));
      expect(total).toBe(subTotal - descuento + traslados);
      expect(total).toBe(depositCentavos);
      expect(attr(xml, 'Comprobante', 'Total')).toBe((depositCentavos / 100).toFixed(2));

      const doc = parseXml(xml);
      const [conceptTraslado, summaryTraslado] = Array.from(
        doc.getElementsByTagNameNS('http://www.sat.gob.mx/cfd/4', 'Traslado'),
      );
      const importe = toCentavos(attr(xml, 'Concepto', 'Importe'));
      expect(importe).toBe(
        Number(attr(xml, 'Concepto', 'Cantidad')) *
          toCentavos(attr(xml, 'Concepto', 'ValorUnitario')),
      );
      const base = toCentavos(conceptTraslado!.getAttribute('Base')!);
      const iva = toCentavos(conceptTraslado!.getAttribute('Importe')!);
      expect(base).toBe(importe);
      const low = Math.floor(((2 * base - 1) * 8) / 100);
      const high = Math.ceil(((2 * base + 1) * 8) / 100);
      expect(iva).toBeGreaterThanOrEqual(low);
      expect(iva).toBeLessThanOrEqual(high);
      expect(summaryTraslado!.getAttribute('Base')).toBe(conceptTraslado!.getAttribute('Base'));
      expect(summaryTraslado!.getAttribute('Importe')).toBe(
        conceptTraslado!.getAttribute('Importe'),
      );
      expect(toCentavos(summaryTraslado!.getAttribute('Importe')!)).toBe(traslados);
    }
  });

  it('every deposit from 0.02 to 2,000.00 splits exactly, preferring plain rounding', () => {
    let plain = 0;
    for (let d = 2; d <= 200_000; d++) {
      const { valorUnitarioCentavos: base, ivaCentavos: iva } = splitDepositWithIva(d);
      expect(base + iva).toBe(d);
      const { min, max } = iva16Bounds(base);
      expect(iva >= min && iva <= max).toBe(true);
      expect(Math.abs(iva - iva16(base))).toBeLessThanOrEqual(1);
      if (iva === iva16(base)) plain++;
    }
    // Base → Base + round(Base × 0.16) skips about 0.16 / 1.16 ≈ 13.8 % of totals; only those
    // deposits lean on SAT's tolerance, every other one uses plain half-up rounding.
    expect(plain / 199_999).toBeGreaterThan(0.86);
  });

  it('a multi-concept invoice with a discount: summary = sum of concepts, totals consistent', () => {
    const xml = buildCfdiXml(awkwardInvoices()[4]!);
    expect(attr(xml, 'Comprobante', 'SubTotal')).toBe('653.30'); // 3 × 189.99 + 2.5 × 33.33 = 569.97 + 83.325→83.33
    expect(attr(xml, 'Comprobante', 'Descuento')).toBe('50.00');
    // IVA: (569.97 − 50.00) × 0.16 = 83.1952 → 83.20; 83.33 × 0.16 = 13.3328 → 13.33
    expect(attr(xml, 'Impuestos', 'TotalImpuestosTrasladados')).toBe('96.53');
    expect(attr(xml, 'Comprobante', 'Total')).toBe('699.83');
    const summary = Array.from(
      parseXml(xml).getElementsByTagNameNS('http://www.sat.gob.mx/cfd/4', 'Traslado'),
    ).at(-1)!;
    expect(summary.getAttribute('Base')).toBe('603.30');
  });

  it('bad input is a per-field validation error and builds nothing', () => {
    const bad = invoice([deposit(10_000, 'Guía | con barra')], {
      fecha: '2026-03-14 09:26',
      lugarExpedicion: '8600',
    });
    try {
      buildCfdiXml({ ...bad, receptor: { ...bad.receptor, rfc: 'nope' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(Object.keys((error as AppError).fields).sort()).toEqual([
        'conceptos.0.descripcion',
        'fecha',
        'lugarExpedicion',
        'receptor.rfc',
      ]);
    }
    expect(() => buildCfdiXml(invoice([]))).toThrow(AppError);
    expect(() => buildCfdiXml(invoice([deposit(10_000, 'roto \ud83d a la mitad')]))).toThrow(
      AppError,
    );
    expect(() => splitDepositWithIva(1)).toThrow(AppError);
  });
});
