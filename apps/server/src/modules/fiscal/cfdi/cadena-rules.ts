/*
 * The SAT stylesheets (cadenaoriginal_4_0.xslt + Pagos20.xslt + cadenaoriginal_TFD_1_1.xslt) as
 * data: for each element, the attributes in stylesheet order (required or optional) and which
 * children are visited. cadena-original.ts interprets these tables.
 */

export const NS = {
  cfdi: 'http://www.sat.gob.mx/cfd/4',
  pago20: 'http://www.sat.gob.mx/Pagos20',
  tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital',
} as const;

/** A child path relative to the current element; a leading "//" step means any descendant. */
export type CadenaPath = ReadonlyArray<
  readonly [namespace: string, localName: string, descendant?: 'descendant']
>;

export type CadenaStep =
  | { kind: 'required'; attr: string }
  | { kind: 'optional'; attr: string }
  /** xsl:for-each over a path, running the steps in the context of each element. */
  | { kind: 'each'; path: CadenaPath; steps: CadenaStep[] }
  /** xsl:apply-templates on a path: each element goes through its own template (or the built-in rule). */
  | { kind: 'apply'; path: CadenaPath }
  /** apply-templates on every child element (Complemento, ComplementoConcepto). */
  | { kind: 'applyChildren' };

const req = (...attrs: string[]): CadenaStep[] => attrs.map((attr) => ({ kind: 'required', attr }));
const opt = (...attrs: string[]): CadenaStep[] => attrs.map((attr) => ({ kind: 'optional', attr }));
const cfdi = (...names: string[]): CadenaPath => names.map((n) => [NS.cfdi, n] as const);
const pago = (...names: string[]): CadenaPath => names.map((n) => [NS.pago20, n] as const);

const trasladoConcepto = [
  ...req('Base', 'Impuesto', 'TipoFactor'),
  ...opt('TasaOCuota', 'Importe'),
];
const retencionConcepto = req('Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe');

const cfdi40: Record<string, CadenaStep[]> = {
  Comprobante: [
    ...req('Version'),
    ...opt('Serie', 'Folio'),
    ...req('Fecha'),
    ...opt('FormaPago'),
    ...req('NoCertificado'),
    ...opt('CondicionesDePago'),
    ...req('SubTotal'),
    ...opt('Descuento'),
    ...req('Moneda'),
    ...opt('TipoCambio'),
    ...req('Total', 'TipoDeComprobante', 'Exportacion'),
    ...opt('MetodoPago'),
    ...req('LugarExpedicion'),
    ...opt('Confirmacion'),
    { kind: 'apply', path: cfdi('InformacionGlobal') },
    { kind: 'apply', path: cfdi('CfdiRelacionados') },
    { kind: 'apply', path: cfdi('Emisor') },
    { kind: 'apply', path: cfdi('Receptor') },
    { kind: 'apply', path: cfdi('Conceptos') },
    { kind: 'apply', path: cfdi('Impuestos') },
    { kind: 'apply', path: cfdi('Complemento') },
  ],
  InformacionGlobal: req('Periodicidad', 'Meses', 'Año'),
  CfdiRelacionados: [
    ...req('TipoRelacion'),
    { kind: 'each', path: cfdi('CfdiRelacionado'), steps: req('UUID') },
  ],
  Emisor: [...req('Rfc', 'Nombre', 'RegimenFiscal'), ...opt('FacAtrAdquirente')],
  Receptor: [
    ...req('Rfc', 'Nombre', 'DomicilioFiscalReceptor'),
    ...opt('ResidenciaFiscal', 'NumRegIdTrib'),
    ...req('RegimenFiscalReceptor', 'UsoCFDI'),
  ],
  Conceptos: [{ kind: 'apply', path: cfdi('Concepto') }],
  Concepto: [
    ...req('ClaveProdServ'),
    ...opt('NoIdentificacion'),
    ...req('Cantidad', 'ClaveUnidad'),
    ...opt('Unidad'),
    ...req('Descripcion', 'ValorUnitario', 'Importe'),
    ...opt('Descuento'),
    ...req('ObjetoImp'),
    { kind: 'each', path: cfdi('Impuestos', 'Traslados', 'Traslado'), steps: trasladoConcepto },
    { kind: 'each', path: cfdi('Impuestos', 'Retenciones', 'Retencion'), steps: retencionConcepto },
    { kind: 'apply', path: cfdi('ACuentaTerceros') },
    { kind: 'apply', path: cfdi('InformacionAduanera') },
    { kind: 'apply', path: cfdi('CuentaPredial') },
    { kind: 'apply', path: cfdi('ComplementoConcepto') },
    { kind: 'apply', path: [[NS.cfdi, 'Parte', 'descendant']] },
  ],
  ACuentaTerceros: req(
    'RfcACuentaTerceros',
    'NombreACuentaTerceros',
    'RegimenFiscalACuentaTerceros',
    'DomicilioFiscalACuentaTerceros',
  ),
  InformacionAduanera: req('NumeroPedimento'),
  CuentaPredial: req('Numero'),
  ComplementoConcepto: [{ kind: 'applyChildren' }],
  Parte: [
    ...req('ClaveProdServ'),
    ...opt('NoIdentificacion'),
    ...req('Cantidad'),
    ...opt('Unidad'),
    ...req('Descripcion'),
    ...opt('ValorUnitario', 'Importe'),
    { kind: 'apply', path: [[NS.cfdi, 'InformacionAduanera', 'descendant']] },
  ],
  Complemento: [{ kind: 'applyChildren' }],
  Impuestos: [
    { kind: 'each', path: cfdi('Retenciones', 'Retencion'), steps: req('Impuesto', 'Importe') },
    ...opt('TotalImpuestosRetenidos'),
    {
      kind: 'each',
      path: cfdi('Traslados', 'Traslado'),
      steps: [...req('Base', 'Impuesto', 'TipoFactor'), ...opt('TasaOCuota', 'Importe')],
    },
    ...opt('TotalImpuestosTrasladados'),
  ],
};

const pagos20: Record<string, CadenaStep[]> = {
  Pagos: [
    ...req('Version'),
    { kind: 'apply', path: pago('Totales') },
    { kind: 'apply', path: pago('Pago') },
  ],
  Totales: [
    ...opt(
      'TotalRetencionesIVA',
      'TotalRetencionesISR',
      'TotalRetencionesIEPS',
      'TotalTrasladosBaseIVA16',
      'TotalTrasladosImpuestoIVA16',
      'TotalTrasladosBaseIVA8',
      'TotalTrasladosImpuestoIVA8',
      'TotalTrasladosBaseIVA0',
      'TotalTrasladosImpuestoIVA0',
      'TotalTrasladosBaseIVAExento',
    ),
    ...req('MontoTotalPagos'),
  ],
  Pago: [
    ...req('FechaPago', 'FormaDePagoP', 'MonedaP'),
    ...opt('TipoCambioP'),
    ...req('Monto'),
    ...opt(
      'NumOperacion',
      'RfcEmisorCtaOrd',
      'NomBancoOrdExt',
      'CtaOrdenante',
      'RfcEmisorCtaBen',
      'CtaBeneficiario',
      'TipoCadPago',
      'CertPago',
      'CadPago',
      'SelloPago',
    ),
    { kind: 'apply', path: pago('DoctoRelacionado') },
    { kind: 'apply', path: pago('ImpuestosP') },
  ],
  DoctoRelacionado: [
    ...req('IdDocumento'),
    ...opt('Serie', 'Folio'),
    ...req('MonedaDR'),
    ...opt('EquivalenciaDR'),
    ...req('NumParcialidad', 'ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'ObjetoImpDR'),
    {
      kind: 'each',
      path: pago('ImpuestosDR', 'RetencionesDR', 'RetencionDR'),
      steps: req('BaseDR', 'ImpuestoDR', 'TipoFactorDR', 'TasaOCuotaDR', 'ImporteDR'),
    },
    {
      kind: 'each',
      path: pago('ImpuestosDR', 'TrasladosDR', 'TrasladoDR'),
      steps: [...req('BaseDR', 'ImpuestoDR', 'TipoFactorDR'), ...opt('TasaOCuotaDR', 'ImporteDR')],
    },
  ],
  ImpuestosP: [
    { kind: 'apply', path: pago('RetencionesP') },
    { kind: 'apply', path: pago('TrasladosP') },
  ],
  RetencionesP: [{ kind: 'apply', path: pago('RetencionP') }],
  TrasladosP: [{ kind: 'apply', path: pago('TrasladoP') }],
  RetencionP: req('ImpuestoP', 'ImporteP'),
  TrasladoP: [...req('BaseP', 'ImpuestoP', 'TipoFactorP'), ...opt('TasaOCuotaP', 'ImporteP')],
};

/** Templates by namespace, then local name. */
export const CADENA_TEMPLATES: Record<string, Record<string, CadenaStep[]>> = {
  [NS.cfdi]: cfdi40,
  [NS.pago20]: pagos20,
};

/** TimbreFiscalDigital 1.1 (cadenaoriginal_TFD_1_1.xslt). */
export const TFD_STEPS: CadenaStep[] = [
  ...req('Version', 'UUID', 'FechaTimbrado', 'RfcProvCertif'),
  ...opt('Leyenda'),
  ...req('SelloCFD', 'NoCertificadoSAT'),
];

/*
 * Complement namespaces that SAT's 4.0 stylesheet has templates for but this builder does not
 * (yet): a CFDI carrying one is refused instead of getting a wrong cadena.
 */
export const UNSUPPORTED_COMPLEMENT_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.sat.gob.mx/ComercioExterior11',
  'http://www.sat.gob.mx/ComercioExterior20',
  'http://www.sat.gob.mx/donat',
  'http://www.sat.gob.mx/divisas',
  'http://www.sat.gob.mx/implocal',
  'http://www.sat.gob.mx/leyendasFiscales',
  'http://www.sat.gob.mx/pfic',
  'http://www.sat.gob.mx/TuristaPasajeroExtranjero',
  'http://www.sat.gob.mx/nomina12',
  'http://www.sat.gob.mx/registrofiscal',
  'http://www.sat.gob.mx/pagoenespecie',
  'http://www.sat.gob.mx/aerolineas',
  'http://www.sat.gob.mx/valesdedespensa',
  'http://www.sat.gob.mx/notariospublicos',
  'http://www.sat.gob.mx/vehiculousado',
  'http://www.sat.gob.mx/servicioparcialconstruccion',
  'http://www.sat.gob.mx/renovacionysustitucionvehiculos',
  'http://www.sat.gob.mx/certificadodestruccion',
  'http://www.sat.gob.mx/arteantiguedades',
  'http://www.sat.gob.mx/ine',
  'http://www.sat.gob.mx/iedu',
  'http://www.sat.gob.mx/ventavehiculos',
  'http://www.sat.gob.mx/detallista',
  'http://www.sat.gob.mx/EstadoDeCuentaCombustible12',
  'http://www.sat.gob.mx/ConsumoDeCombustibles11',
  'http://www.sat.gob.mx/GastosHidrocarburos10',
  'http://www.sat.gob.mx/IngresosHidrocarburos10',
  'http://www.sat.gob.mx/CartaPorte20',
  'http://www.sat.gob.mx/CartaPorte30',
  'http://www.sat.gob.mx/CartaPorte31',
  'http://www.sat.gob.mx/hidrocarburospetroliferos',
]);
