/**
 * Paquetexpress's wire shapes (carriers.md §4, from its integration kit: "API Especificaciones
 * Envíos y Recolecciones", the quoter's MC_1009 canonical model, InfoTrack ZPL, tracking v3).
 * Only the fields the connector and the mock use are typed; the rest passes through unread.
 */

export interface PxSecurity {
  user: string;
  password?: string;
  /** 1 for the quoter (user/password/contract token), 0 for RadRestFul calls. */
  type?: 0 | 1;
  token?: string;
}

export interface PxDevice {
  appName: string | null;
  type: string | null;
  ip: string | null;
  idDevice: string | null;
}

export interface PxTarget {
  module: string;
  version: string;
  service: string;
  uri: string;
  event: string;
}

/** The canonical request every API takes: {header, body:{request:{data, objectDTO}, response}}. */
export interface PxRequest<T> {
  header: {
    security: PxSecurity;
    device?: PxDevice | null;
    target?: PxTarget | null;
    output?: string | null;
    language?: string | null;
  };
  body: { request: { data: T; objectDTO?: unknown }; response: null };
}

export interface PxMessage {
  code: string;
  description: string;
  typeError?: string;
  msgeHandling?: string | null;
}

/** The canonical answer: business errors come back as success:false with messages, HTTP 200. */
export interface PxResponse<T> {
  header: unknown;
  body: {
    request: null;
    response: {
      success: boolean;
      messages: PxMessage[] | null;
      data: T | null;
      objectDTO?: unknown;
      time?: string;
    };
  };
}

// Quoter (POST /WsQuotePaquetexpress/api/apiQuoter/v2/getQuotation)

export interface PxQuoteAddress {
  zipCode: string;
  colonyName: string;
  city?: string;
  state?: string;
}

export interface PxQuoteShipment {
  sequence: number;
  quantity: number;
  /** "1" sobre, "2" caja. */
  shpCode: string;
  weight: number;
  longShip: number;
  widthShip: number;
  highShip: number;
}

export interface PxQuoteData {
  clientAddrOrig: PxQuoteAddress;
  clientAddrDest: PxQuoteAddress;
  services: {
    dlvyType: '0' | '1';
    ackType: string;
    totlDeclVlue: number;
    invType: 'N' | 'A';
    radType: '0' | '1';
  };
  otherServices: { otherServices: unknown[] };
  shipmentDetail: { shipments: PxQuoteShipment[] };
  quoteServices: string[];
}

export interface PxQuotation {
  /** ST | DS | A12 | 2D | MD. */
  serviceType: string;
  /** STD-T | SEG-DS | SEG-A12 | SEG-2D | SEG-MD: the code the waybill's typeSrvcId takes. */
  id: string;
  serviceName: string;
  promiseDate?: string | null;
  promiseDateDaysQty?: number | null;
  amount: {
    shpAmnt: number;
    discAmnt: number;
    srvcAmnt: number;
    subTotlAmnt: number;
    taxAmnt: number;
    taxRetAmnt: number;
    totalAmnt: number;
  };
}

export interface PxQuoteReplyData {
  clientAddrOrig?: unknown;
  clientAddrDest?: unknown;
  quotations: PxQuotation[];
}

// Waybill (POST /RadRestFul/api/rad/v1/guia)

export interface PxWaybillAddress {
  addrLin1: string;
  addrLin3: string;
  addrLin4: string;
  addrLin5: string;
  addrLin6: string;
  zipCode: string;
  strtName: string;
  drnr: string;
  phno1: string;
  clntName: string;
  email: string;
  contacto: string;
  rfc?: string;
  addrType: 'ORIGIN' | 'DESTINATION';
}

export interface PxWaybillItem {
  srvcId: 'PACKETS' | 'ENVELOPES';
  productIdSAT: string;
  weight: string;
  volL: string;
  volW: string;
  volH: string;
  cont: string;
  qunt: string;
}

export interface PxWaybillData {
  billRad: 'REQUEST';
  billClntId: string;
  pymtMode: 'PAID';
  pymtType: 'C';
  comt: string;
  radGuiaAddrDTOList: PxWaybillAddress[];
  radSrvcItemDTOList: PxWaybillItem[];
  listSrvcItemDTO: { srvcId: string; value1: string }[];
  typeSrvcId: string;
  listRefs: { grGuiaRefr: string }[];
}

// Pickup order (POST /RadRestFul/api/rad/v1/order)

export interface PxPickupOrder {
  numbPack: string;
  /** Epoch ms of the pickup day; hourFrom/hourTo: ms of the day (46800000 = 13:00). */
  planCollDate: number;
  hourFrom: number;
  hourTo: number;
  /** One or more waybills, comma-separated; the address is taken from them. */
  guiaNo: string;
  radGuiaAddrDTOList: unknown[];
}

// InfoTrack ZPL (POST /RadRestFul/api/rad/v1/infotrack)

export interface PxInfotrackData {
  header: Record<string, never>;
  solicitudEnvio: {
    datosAdicionales: { datoAdicional: { claveDataAd: string; valorDataAd: string }[] };
    rastreo: string;
  };
}

export interface PxInfotrackReplyData {
  retornoSolicitud: { rastreo: string; guiaNo?: string; cadenaImpresion?: string | null };
}

// Tracking (GET /ptxws/rest/api/v3/guia/historico/{rastreo}/{token})

export interface PxTrackEvent {
  fecha?: string;
  hora?: string;
  sucursal?: string | null;
  status?: string | null;
  eventoId: string;
  eventoDescripcion?: string | null;
  ciudadEvento?: string | null;
  ciudadDestino?: string | null;
  promesa?: string | null;
  guia?: string;
  rastreo?: string;
  tipoEntrega?: string | null;
  /** Epoch ms of the event. */
  fechahora: number;
}
