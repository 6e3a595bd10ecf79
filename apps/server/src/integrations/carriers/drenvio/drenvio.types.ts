/**
 * DrEnvío's wire format as this integration speaks it (research/carriers.md §6, [CODE]: field
 * names from public clients of the API). Rate and generate are DrEnvío's published calls; track
 * and cancel are not in the public material and follow our own [GUESS] contract (marked below).
 * The connector, the mock server and the tests share these types.
 */

export const DRENVIO_SANDBOX_URL = 'https://sandbox.api-drenvio.com';
export const DRENVIO_PRODUCTION_URL = 'https://prod.api-drenvio.com';
export const DRENVIO_RATE_PATH = '/v2/shipments/rate';
export const DRENVIO_GENERATE_PATH = '/v2/shipments/generate';
/** [GUESS] not in the public material: GET /v2/shipments/{tracking}/tracking. */
export const drenvioTrackPath = (tracking: string) =>
  `/v2/shipments/${encodeURIComponent(tracking)}/tracking`;
/** [GUESS] not in the public material: POST /v2/shipments/{tracking}/cancel. */
export const drenvioCancelPath = (tracking: string) =>
  `/v2/shipments/${encodeURIComponent(tracking)}/cancel`;

/** An address as the rate call takes it (only country and postal code are required). */
export interface DrenvioRateAddress {
  country: string;
  postal_code: string;
  city?: string;
  state?: string;
  street?: string;
  number?: string;
  district?: string;
}

/** A parcel: kg and cm; `main_weight` is the weight DrEnvío bills (actual or volumetric). */
export interface DrenvioPackage {
  weight: number;
  height: number;
  width: number;
  length: number;
  type: 'box' | 'envelope';
  main_weight: number;
  volumetric?: number;
}

export interface DrenvioRateRequest {
  type: 'National';
  origin: DrenvioRateAddress;
  destination: DrenvioRateAddress;
  packages: DrenvioPackage[];
  /** The carriers DrEnvío is asked to quote ("estafeta", "fedex", "ampm", "jtexpress"…). */
  carriers: string[];
  /** The value to insure in pesos; 0 = none. */
  insurance: number;
}

/** One offer of the rate reply (a JSON array of these); numbers may come as text. */
export interface DrenvioOffer {
  carrier: string;
  service: string;
  /** DrEnvío's id of the offer, e.g. "jtexpress_mx_D-C01_ground". */
  service_id: string;
  price: number | string;
  currency: string;
  days: number | string;
  insurance?: number | string;
  /** The quote's handles, given back on generate. */
  ObjectId: string;
  ShippingId: string;
  provehdor?: string;
  provehdorid?: string;
}

export interface DrenvioParty {
  name: string;
  company: string;
  email: string;
  phone: string;
  street: string;
  number: string;
  int_number: string;
  district: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  reference: string;
}

export interface DrenvioGeneratePackage extends DrenvioPackage {
  content: string;
  contentQuantity: number;
  /** Pesos. */
  declared_value: number;
  name: string;
}

export interface DrenvioGenerateRequest {
  origin: DrenvioParty;
  destination: DrenvioParty;
  shipment: {
    carrier: string;
    service: string;
    price: number;
    ObjectId: string;
    ShippingId: string;
    contentExplanation: string;
    contentQuantity: number;
  };
  packages: DrenvioGeneratePackage[];
  service_id: string;
  carriers: string[];
  insurance: number;
}

/** The generate reply: the carrier's tracking number and a URL of the PDF label. */
export interface DrenvioGenerateReply {
  tracking: string;
  label: string;
}

/** [GUESS] One tracking event of GET /v2/shipments/{tracking}/tracking. */
export interface DrenvioTrackEvent {
  /** DrEnvío's status word: CREATED, PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED… */
  status: string;
  description: string;
  /** ISO 8601 with offset. */
  date: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/** [GUESS] The tracking reply: the latest status and the events, oldest first. */
export interface DrenvioTrackReply {
  tracking: string;
  carrier: string;
  status: string;
  events: DrenvioTrackEvent[];
}

/** [GUESS] The cancel reply. */
export interface DrenvioCancelReply {
  tracking: string;
  status: 'CANCELLED';
}

/**
 * An error answer: public clients read `message` ([CODE]); `code` is our [GUESS] of a
 * machine-readable reason, kept as the CarrierError's code when it has the dotted shape.
 */
export interface DrenvioErrorBody {
  message: string;
  code?: string;
}
