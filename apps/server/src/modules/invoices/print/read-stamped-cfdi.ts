import type { Document, Element } from '@xmldom/xmldom';
import { AppError } from '../../../http/app-error';
import { NS } from '../../fiscal/cfdi/cadena-rules';
import { childElements, findElement, isElement, parseXml } from '../../fiscal/cfdi/xml-read';

/**
 * A stamped CFDI 4.0 as its printed representation reads it. Amounts stay the XML's decimal
 * strings ("1064.66"): the paper must show exactly what was stamped, never a recomputation.
 */

export interface StampedImpuesto {
  base: string;
  impuesto: string;
  tipoFactor: string;
  /** Absent for TipoFactor "Exento". */
  tasaOCuota?: string;
  importe?: string;
}

export interface StampedConcepto {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  unidad?: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  descuento?: string;
  objetoImp: string;
  traslados: StampedImpuesto[];
  retenciones: StampedImpuesto[];
}

export interface StampedTimbre {
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  leyenda?: string;
  selloCFD: string;
  noCertificadoSAT: string;
  selloSAT: string;
}

export interface StampedCfdi {
  version: string;
  serie?: string;
  folio?: string;
  fecha: string;
  lugarExpedicion: string;
  tipoDeComprobante: string;
  exportacion: string;
  formaPago?: string;
  metodoPago?: string;
  condicionesDePago?: string;
  moneda: string;
  tipoCambio?: string;
  subTotal: string;
  descuento?: string;
  total: string;
  noCertificado: string;
  sello: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: {
    rfc: string;
    nombre: string;
    domicilioFiscalReceptor: string;
    regimenFiscalReceptor: string;
    usoCFDI: string;
  };
  conceptos: StampedConcepto[];
  /** The comprobante's tax summary: one row per impuesto, factor and rate. */
  traslados: StampedImpuesto[];
  retenciones: StampedImpuesto[];
  totalImpuestosTrasladados?: string;
  totalImpuestosRetenidos?: string;
  timbre: StampedTimbre;
}

function invalid(reason: string): AppError {
  return new AppError('validation_failed', 'Not a stamped CFDI 4.0', { fields: { xml: [reason] } });
}

const optional = (el: Element, name: string): string | undefined =>
  el.hasAttribute(name) ? (el.getAttribute(name) ?? '') : undefined;
const required = (el: Element, name: string): string => el.getAttribute(name) ?? '';

function child(parent: Element, localName: string): Element | undefined {
  return childElements(parent).find((c) => isElement(c, NS.cfdi, localName));
}

function impuestos(parent: Element | undefined, group: string, item: string): StampedImpuesto[] {
  const list = parent && child(parent, group);
  if (!list) return [];
  return childElements(list)
    .filter((el) => isElement(el, NS.cfdi, item))
    .map((el) => ({
      // The comprobante's Retenciones carry no Base: the summary shows the impuesto and amount.
      base: required(el, 'Base'),
      impuesto: required(el, 'Impuesto'),
      tipoFactor: required(el, 'TipoFactor'),
      tasaOCuota: optional(el, 'TasaOCuota'),
      importe: optional(el, 'Importe'),
    }));
}

function concepto(el: Element): StampedConcepto {
  const taxes = child(el, 'Impuestos');
  return {
    claveProdServ: required(el, 'ClaveProdServ'),
    noIdentificacion: optional(el, 'NoIdentificacion'),
    cantidad: required(el, 'Cantidad'),
    claveUnidad: required(el, 'ClaveUnidad'),
    unidad: optional(el, 'Unidad'),
    descripcion: required(el, 'Descripcion'),
    valorUnitario: required(el, 'ValorUnitario'),
    importe: required(el, 'Importe'),
    descuento: optional(el, 'Descuento'),
    objetoImp: required(el, 'ObjetoImp'),
    traslados: impuestos(taxes, 'Traslados', 'Traslado'),
    retenciones: impuestos(taxes, 'Retenciones', 'Retencion'),
  };
}

function timbre(doc: Document): StampedTimbre {
  const tfd = findElement(doc, NS.tfd, 'TimbreFiscalDigital');
  if (!tfd) throw invalid('The CFDI has no tfd:TimbreFiscalDigital: it is not stamped');
  return {
    uuid: required(tfd, 'UUID'),
    fechaTimbrado: required(tfd, 'FechaTimbrado'),
    rfcProvCertif: required(tfd, 'RfcProvCertif'),
    leyenda: optional(tfd, 'Leyenda'),
    selloCFD: required(tfd, 'SelloCFD'),
    noCertificadoSAT: required(tfd, 'NoCertificadoSAT'),
    selloSAT: required(tfd, 'SelloSAT'),
  };
}

/** Reads a stamped CFDI 4.0; anything else is a validation error (422), never a crash. */
export function readStampedCfdi(xml: string): StampedCfdi {
  const doc = parseXml(xml);
  const root = doc.documentElement;
  if (!root || !isElement(root, NS.cfdi, 'Comprobante')) {
    throw invalid('The root element must be cfdi:Comprobante (http://www.sat.gob.mx/cfd/4)');
  }
  const emisor = child(root, 'Emisor');
  const receptor = child(root, 'Receptor');
  if (!emisor || !receptor) throw invalid('The CFDI has no cfdi:Emisor or cfdi:Receptor');
  const taxes = child(root, 'Impuestos');
  const conceptos = child(root, 'Conceptos');
  return {
    version: required(root, 'Version'),
    serie: optional(root, 'Serie'),
    folio: optional(root, 'Folio'),
    fecha: required(root, 'Fecha'),
    lugarExpedicion: required(root, 'LugarExpedicion'),
    tipoDeComprobante: required(root, 'TipoDeComprobante'),
    exportacion: required(root, 'Exportacion'),
    formaPago: optional(root, 'FormaPago'),
    metodoPago: optional(root, 'MetodoPago'),
    condicionesDePago: optional(root, 'CondicionesDePago'),
    moneda: required(root, 'Moneda'),
    tipoCambio: optional(root, 'TipoCambio'),
    subTotal: required(root, 'SubTotal'),
    descuento: optional(root, 'Descuento'),
    total: required(root, 'Total'),
    noCertificado: required(root, 'NoCertificado'),
    sello: required(root, 'Sello'),
    emisor: {
      rfc: required(emisor, 'Rfc'),
      nombre: required(emisor, 'Nombre'),
      regimenFiscal: required(emisor, 'RegimenFiscal'),
    },
    receptor: {
      rfc: required(receptor, 'Rfc'),
      nombre: required(receptor, 'Nombre'),
      domicilioFiscalReceptor: required(receptor, 'DomicilioFiscalReceptor'),
      regimenFiscalReceptor: required(receptor, 'RegimenFiscalReceptor'),
      usoCFDI: required(receptor, 'UsoCFDI'),
    },
    conceptos: conceptos
      ? childElements(conceptos)
          .filter((c) => isElement(c, NS.cfdi, 'Concepto'))
          .map(concepto)
      : [],
    traslados: impuestos(taxes, 'Traslados', 'Traslado'),
    retenciones: impuestos(taxes, 'Retenciones', 'Retencion'),
    totalImpuestosTrasladados: taxes && optional(taxes, 'TotalImpuestosTrasladados'),
    totalImpuestosRetenidos: taxes && optional(taxes, 'TotalImpuestosRetenidos'),
    timbre: timbre(doc),
  };
}
