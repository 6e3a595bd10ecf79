/**
 * Typed input for a CFDI 4.0 "ingreso" (Anexo 20). Money is integer centavos; the builder
 * formats it. Only what Despacho issues is modelled: IVA traslados, PUE, MXN, no exportación.
 */

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA_LOCATION = `${CFDI_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`;
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

export const IVA_16 = { impuesto: '002', tipoFactor: 'Tasa', tasaOCuota: '0.160000' } as const;

export interface CfdiEmisor {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
}

export interface CfdiReceptor {
  rfc: string;
  nombre: string;
  /** Código postal of the receptor's domicilio fiscal. */
  domicilioFiscalReceptor: string;
  regimenFiscalReceptor: string;
  usoCFDI: string;
}

export interface CfdiTrasladoInput {
  baseCentavos: number;
  impuesto: '002';
  tipoFactor: 'Tasa';
  tasaOCuota: '0.160000';
  importeCentavos: number;
}

export interface CfdiConceptoInput {
  claveProdServ: string;
  noIdentificacion?: string;
  /** Decimal string with up to 6 decimals, e.g. "1" or "2.5". */
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  valorUnitarioCentavos: number;
  descuentoCentavos?: number;
  objetoImp: '02';
  /** Omit to let cfdi-amounts compute IVA 16 % on (importe − descuento). */
  traslados?: CfdiTrasladoInput[];
}

export interface CfdiCertificateInfo {
  noCertificado: string;
  /** Base64 of the certificate's DER bytes. */
  certificado: string;
}

export interface CfdiInput {
  emisor: CfdiEmisor;
  receptor: CfdiReceptor;
  lugarExpedicion: string;
  /** Local Mexico time, YYYY-MM-DDTHH:mm:ss (no zone, as Anexo 20 asks). */
  fecha: string;
  serie?: string;
  folio?: string;
  formaPago: string;
  metodoPago: 'PUE';
  moneda: 'MXN';
  exportacion: '01';
  conceptos: CfdiConceptoInput[];
}

/** A concept after amounts are settled: every figure the XML carries, in centavos. */
export interface CfdiConceptoAmounts {
  importeCentavos: number;
  descuentoCentavos: number | undefined;
  traslados: CfdiTrasladoInput[];
}

export interface CfdiTrasladoSummary {
  impuesto: string;
  tipoFactor: string;
  tasaOCuota: string;
  baseCentavos: number;
  importeCentavos: number;
}

export interface CfdiTotals {
  conceptos: CfdiConceptoAmounts[];
  subTotalCentavos: number;
  /** Present only when some concept carries a discount (Anexo 20: "se debe registrar cuando existan conceptos con descuento"). */
  descuentoCentavos: number | undefined;
  traslados: CfdiTrasladoSummary[];
  totalImpuestosTrasladadosCentavos: number;
  totalImpuestosRetenidosCentavos: number;
  totalCentavos: number;
}
