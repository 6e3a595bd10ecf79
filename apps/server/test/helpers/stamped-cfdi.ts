import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cadenaOriginalTfd11 } from '../../src/modules/fiscal/cfdi/cadena-original';
import { depositConcepto } from '../../src/modules/fiscal/cfdi/cfdi-deposit';
import type { CfdiConceptoInput, CfdiInput } from '../../src/modules/fiscal/cfdi/cfdi-model';
import { sealCfdi, signCadena } from '../../src/modules/fiscal/cfdi/cfdi-seal';
import type { Csd } from '../../src/modules/fiscal/csd/csd-types';
import { readCsd } from '../../src/modules/fiscal/csd/read-csd';

/**
 * A stamped CFDI 4.0 for tests that need one without a PAC: the project's own builder and
 * sealer with SAT's EKU9003173C9 test CSD, plus a TimbreFiscalDigital 1.1 as a PAC would add
 * it (fixed UUID; SelloSAT signed with the same test key over the TFD's cadena).
 */

const CSD_DIR = fileURLToPath(new URL('../fixtures/sat/csd/', import.meta.url));

export const STAMP = {
  uuid: '5F3E2D1C-0B9A-4876-A5B4-C3D2E1F0A9B8',
  fechaTimbrado: '2026-03-14T09:27:10',
  rfcProvCertif: 'SPR190613I52',
  noCertificadoSAT: '30001000000500003456',
} as const;

let csd: Csd | undefined;
export function testCsd(): Csd {
  if (csd) return csd;
  const opened = readCsd({
    cer: readFileSync(`${CSD_DIR}EKU9003173C9.cer`),
    key: readFileSync(`${CSD_DIR}EKU9003173C9.key`),
    password: readFileSync(`${CSD_DIR}EKU9003173C9.password.txt`, 'utf8').trim(),
    expectedRfc: 'EKU9003173C9',
    now: new Date('2026-06-01T12:00:00Z'),
  });
  if (!opened.ok) throw new Error(`the SAT test CSD did not open: ${opened.code}`);
  csd = opened.csd;
  return csd;
}

/** The platform's prepaid-balance concept for a deposit of `centavos` (IVA included). */
export const depositOf = (centavos: number, descripcion = 'Abono de saldo prepagado para envíos') =>
  depositConcepto(centavos, {
    claveProdServ: '78102203',
    claveUnidad: 'E48',
    unidad: 'Servicio',
    descripcion,
  });

export function depositInvoice(
  conceptos: CfdiConceptoInput[] = [depositOf(123_456)],
  overrides: Partial<CfdiInput> = {},
): CfdiInput {
  return {
    emisor: { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimenFiscal: '601' },
    receptor: {
      rfc: 'PEIM850101AB1',
      nombre: 'MARÍA FERNANDA PEÑA IBÁÑEZ',
      domicilioFiscalReceptor: '06700',
      regimenFiscalReceptor: '612',
      usoCFDI: 'G03',
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

const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';

/** Adds a TimbreFiscalDigital 1.1 to a sealed CFDI, as the PAC's answer carries it. */
export function addTimbre(sealedXml: string, stamp: Partial<typeof STAMP> = {}): string {
  const s = { ...STAMP, ...stamp };
  const selloCfd = /\sSello="([^"]*)"/.exec(sealedXml)?.[1] ?? '';
  const tfd = (selloSat: string) =>
    `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NS}" xsi:schemaLocation="${TFD_NS} ` +
    'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" ' +
    `Version="1.1" UUID="${s.uuid}" FechaTimbrado="${s.fechaTimbrado}" ` +
    `RfcProvCertif="${s.rfcProvCertif}" SelloCFD="${selloCfd}" ` +
    `NoCertificadoSAT="${s.noCertificadoSAT}" SelloSAT="${selloSat}"/>`;
  const withTfd = (selloSat: string) =>
    sealedXml.replace(
      '</cfdi:Comprobante>',
      `<cfdi:Complemento>${tfd(selloSat)}</cfdi:Complemento></cfdi:Comprobante>`,
    );
  // The TFD's cadena leaves SelloSAT out, so it can be signed before it is filled in.
  const selloSat = signCadena(cadenaOriginalTfd11(withTfd('')), testCsd().privateKey);
  return withTfd(selloSat);
}

/** A deposit invoice built, sealed and stamped: every field the printed CFDI shows. */
export function stampedCfdi(
  conceptos?: CfdiConceptoInput[],
  overrides: Partial<CfdiInput> = {},
): string {
  return addTimbre(sealCfdi(depositInvoice(conceptos, overrides), testCsd()));
}
