/**
 * Redpack's legacy SOAP web service RedpackWS (Apache Axis2, document/literal, SOAP 1.1), as
 * public clients use it (docs/research/carriers.md §5a). Names are Redpack's own; the connector,
 * the mock server and the tests share them.
 */

export const REDPACK_PROVIDER_CODE = 'Redpack';

export const REDPACK_SANDBOX_ORIGIN = 'https://wsqa.redpack.com.mx';
export const REDPACK_PRODUCTION_ORIGIN = 'https://ws.redpack.com.mx';
/** The service's path on every host (a `base_url` is followed by it). */
export const REDPACK_SERVICE_PATH = '/RedpackAPI_WS/services/RedpackWS';

export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
/** The operations' namespace (prefix `ws` in requests, `ns` in Axis2's replies). */
export const REDPACK_WS_NS = 'http://ws.redpack.com';
/** The value objects' namespace (prefix `xsd` in requests, `ax21` in replies). */
export const REDPACK_VO_NS = 'http://vo.redpack.com/xsd';

/** The operations this integration calls (and the mock serves). */
export const REDPACK_OPERATIONS = [
  'cotizacionNacional',
  'coberturaNacional',
  'documentacion',
  'rastreo',
  'solicitudRecoleccionCF',
] as const;
export type RedpackOperation = (typeof REDPACK_OPERATIONS)[number];

/** Redpack's tipoServicio ids and the product's service codes for them. */
export const REDPACK_SERVICES = [
  { id: 1, code: 'EXPRESS', name: 'Express' },
  { id: 2, code: 'ECOEXPRESS', name: 'Ecoexpress' },
  { id: 4, code: 'METROPOLITANO', name: 'Metropolitano' },
  { id: 21, code: 'DIA_SIGUIENTE', name: 'Día Siguiente' },
  { id: 22, code: 'ECOEXPRESS_MPZA', name: 'Ecoexpress Multipieza' },
  { id: 23, code: 'DIA_SIGUIENTE_MPZA', name: 'Día Siguiente Multipieza' },
] as const;

export const serviceById = (id: number) => REDPACK_SERVICES.find((s) => s.id === id);
export const serviceByCode = (code: string) =>
  REDPACK_SERVICES.find((s) => s.code === code.trim().toUpperCase());

/**
 * Guia.flag, the label Redpack returns: 0 PDF 4×6, 1 none, 2 ZPL 4×6, 3 PDF 4×6 with the
 * contents' barcode, 4 PDF 4×6 with the reference, 5 PDF letter.
 */
export const REDPACK_FLAG = { pdfThermal: 0, none: 1, zpl: 2, pdfLetter: 5 } as const;

/** tipoEntrega: 1 Ocurre (held at the branch), 2 Domicilio (to the door). */
export const REDPACK_DELIVERY_TO_DOOR = 2;
/** tipoEnvio: 1 paquete, 2 consolidado, 5 documento. */
export const REDPACK_SHIPMENT_PACKAGE = 1;
export const REDPACK_SHIPMENT_DOCUMENT = 5;

/** resultadoConsumoWS: estatus 1 = done; gravedad 1 = error. */
export interface RedpackResult {
  estatus: number;
  descripcion: string;
  gravedad: number;
}

export interface RedpackQuote {
  serviceId: number;
  serviceName: string;
  /** When Redpack expects to deliver (xsd:dateTime as sent). */
  tiempoEntrega: string;
  /** The total in centavos (detallesCotizacion TOTAL, else tarifa). */
  totalCents: number;
}

export interface RedpackTrackEvent {
  evento: string;
  fecha: string;
  ubicacion: string;
}
