import { cfdiTotals, formatCentavos } from './cfdi-amounts';
import { checkCfdiInput } from './cfdi-input-check';
import {
  CFDI_NAMESPACE,
  CFDI_SCHEMA_LOCATION,
  XSI_NAMESPACE,
  type CfdiCertificateInfo,
  type CfdiInput,
  type CfdiTotals,
  type CfdiTrasladoInput,
} from './cfdi-model';
import { renderXmlDocument, type XmlNode } from './xml-write';

export interface CfdiBuildOptions {
  certificate?: CfdiCertificateInfo;
  /** Base64 sello; empty until cfdi-seal signs the cadena of the unsigned document. */
  sello?: string;
}

function trasladoNode(t: CfdiTrasladoInput): XmlNode {
  return {
    name: 'cfdi:Traslado',
    attributes: [
      ['Base', formatCentavos(t.baseCentavos)],
      ['Impuesto', t.impuesto],
      ['TipoFactor', t.tipoFactor],
      ['TasaOCuota', t.tasaOCuota],
      ['Importe', formatCentavos(t.importeCentavos)],
    ],
  };
}

function conceptosNode(input: CfdiInput, totals: CfdiTotals): XmlNode {
  return {
    name: 'cfdi:Conceptos',
    attributes: [],
    children: input.conceptos.map((c, i) => {
      const amounts = totals.conceptos[i]!;
      return {
        name: 'cfdi:Concepto',
        attributes: [
          ['ClaveProdServ', c.claveProdServ],
          ['NoIdentificacion', c.noIdentificacion],
          ['Cantidad', c.cantidad],
          ['ClaveUnidad', c.claveUnidad],
          ['Unidad', c.unidad],
          ['Descripcion', c.descripcion],
          ['ValorUnitario', formatCentavos(c.valorUnitarioCentavos)],
          ['Importe', formatCentavos(amounts.importeCentavos)],
          [
            'Descuento',
            amounts.descuentoCentavos === undefined
              ? undefined
              : formatCentavos(amounts.descuentoCentavos),
          ],
          ['ObjetoImp', c.objetoImp],
        ],
        children: [
          {
            name: 'cfdi:Impuestos',
            attributes: [],
            children: [
              {
                name: 'cfdi:Traslados',
                attributes: [],
                children: amounts.traslados.map(trasladoNode),
              },
            ],
          },
        ],
      };
    }),
  };
}

function impuestosNode(totals: CfdiTotals): XmlNode {
  return {
    name: 'cfdi:Impuestos',
    attributes: [
      ['TotalImpuestosTrasladados', formatCentavos(totals.totalImpuestosTrasladadosCentavos)],
    ],
    children: [
      {
        name: 'cfdi:Traslados',
        attributes: [],
        children: totals.traslados.map((t) =>
          trasladoNode({
            baseCentavos: t.baseCentavos,
            impuesto: t.impuesto as CfdiTrasladoInput['impuesto'],
            tipoFactor: t.tipoFactor as CfdiTrasladoInput['tipoFactor'],
            tasaOCuota: t.tasaOCuota as CfdiTrasladoInput['tasaOCuota'],
            importeCentavos: t.importeCentavos,
          }),
        ),
      },
    ],
  };
}

/** The CFDI 4.0 XML of an ingreso, attributes and elements in Anexo 20 order. */
export function buildCfdiXml(input: CfdiInput, options: CfdiBuildOptions = {}): string {
  checkCfdiInput(input);
  const totals = cfdiTotals(input.conceptos);
  const root: XmlNode = {
    name: 'cfdi:Comprobante',
    attributes: [
      ['xmlns:cfdi', CFDI_NAMESPACE],
      ['xmlns:xsi', XSI_NAMESPACE],
      ['xsi:schemaLocation', CFDI_SCHEMA_LOCATION],
      ['Version', '4.0'],
      ['Serie', input.serie],
      ['Folio', input.folio],
      ['Fecha', input.fecha],
      ['Sello', options.sello ?? ''],
      ['FormaPago', input.formaPago],
      ['NoCertificado', options.certificate?.noCertificado ?? ''],
      ['Certificado', options.certificate?.certificado ?? ''],
      ['SubTotal', formatCentavos(totals.subTotalCentavos)],
      [
        'Descuento',
        totals.descuentoCentavos === undefined
          ? undefined
          : formatCentavos(totals.descuentoCentavos),
      ],
      ['Moneda', input.moneda],
      ['Total', formatCentavos(totals.totalCentavos)],
      ['TipoDeComprobante', 'I'],
      ['Exportacion', input.exportacion],
      ['MetodoPago', input.metodoPago],
      ['LugarExpedicion', input.lugarExpedicion],
    ],
    children: [
      {
        name: 'cfdi:Emisor',
        attributes: [
          ['Rfc', input.emisor.rfc],
          ['Nombre', input.emisor.nombre],
          ['RegimenFiscal', input.emisor.regimenFiscal],
        ],
      },
      {
        name: 'cfdi:Receptor',
        attributes: [
          ['Rfc', input.receptor.rfc],
          ['Nombre', input.receptor.nombre],
          ['DomicilioFiscalReceptor', input.receptor.domicilioFiscalReceptor],
          ['RegimenFiscalReceptor', input.receptor.regimenFiscalReceptor],
          ['UsoCFDI', input.receptor.usoCFDI],
        ],
      },
      conceptosNode(input, totals),
      impuestosNode(totals),
    ],
  };
  return renderXmlDocument(root);
}
