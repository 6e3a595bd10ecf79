/**
 * The port every carrier integration implements (architecture: mapper + client + connector per
 * provider under integrations/carriers/<provider>/). Rating asks connectors for quoted rates;
 * buying a label, cancelling it, scheduling a pickup and tracking are optional capabilities a
 * connector declares by implementing the method. Everything is in the product's canonical
 * units: cm, kg, centavos; dates are instants (Date) or tenant-local "YYYY-MM-DD" strings.
 */

import type { TrackResult } from './carrier-connector-tracking';

export {
  TRACKING_STATUSES,
  type TrackingStatus,
  type TrackingEventData,
  type TrackResult,
} from './carrier-connector-tracking';

export interface ConnectorAddress {
  country_code: string;
  postal_code: string;
  state_code?: string | null;
  city?: string | null;
  residential?: boolean;
}

export interface ConnectorParcel {
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

export interface RateRequest {
  origin: ConnectorAddress;
  destination: ConnectorAddress;
  parcels: ConnectorParcel[];
  /** Declared value in centavos of MXN (the parcel's value); 0 when none. */
  declared_value_cents: number;
  /** Whether the shipper asked to insure the declared value (the parcel's insure_package). */
  insure_package?: boolean;
  /**
   * The value this carrier itself is asked to insure — its declared value for carriage, which
   * it prices — in centavos of MXN; 0 or absent when it insures nothing (carrierInsuredValue).
   */
  insured_value_cents?: number;
  /** The carrier's service codes the tenant sells (e.g. FEDEX_EXPRESS_SAVER); [] = all. */
  service_codes: string[];
  ship_date: Date;
}

export interface QuotedService {
  /** The carrier's code for the service, as stored in services.code. */
  service_code: string;
  /** What the carrier charges, in centavos of `currency`. */
  amount_cents: number;
  /** ISO 4217 ("MXN", "USD"); the service's exchange_rate converts to MXN. */
  currency: string;
  transit_days: number | null;
}

/** How to reach the carrier: its decrypted settings and which of its environments. */
export interface ConnectorContext {
  /** carrier_settings as key → value, secrets decrypted (never logged). */
  settings: Readonly<Record<string, string>>;
  environment: 'sandbox' | 'production';
  /** Aborted when the quote's per-carrier deadline passes. */
  signal: AbortSignal;
}

export type CarrierErrorKind =
  | 'auth' // credentials refused
  | 'timeout' // no answer before the deadline
  | 'unavailable' // network error, 5xx, unreadable answer
  | 'rejected' // the carrier refused this shipment (bad postal code, too heavy…)
  | 'config'; // a required setting is missing

/** What a connector throws: a kind for the product, and the carrier's own words for staff. */
export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    readonly carrierCode?: string,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

/** A person at an address, as a label and a carrier's ship/pickup request need them. */
export interface ConnectorParty {
  name: string;
  company: string;
  email: string;
  /** National number digits, and the country calling code without "+" ("52"). */
  phone: string;
  calling_code: string;
  rfc: string | null;
  street: string;
  number: string;
  interior_number: string | null;
  neighborhood: string | null;
  city: string;
  /** The state's name as typed or chosen ("Nuevo León"); its ISO code when known ("NL"). */
  state: string;
  state_code: string | null;
  postal_code: string;
  country_code: string;
  reference: string | null;
}

/** The parcel as a label shows it and a ship request declares it. */
export interface ConnectorShipParcel extends ConnectorParcel {
  parcel_type: 'box' | 'doc' | 'ltl';
  contents: string;
  /** Declared value in centavos of MXN (0 when none). */
  declared_value_cents: number;
  /** The value the carrier insures (its declared value for carriage); 0 or absent = none. */
  insured_value_cents?: number;
}

/**
 * What a carrier is asked to insure: the declared value, when the shipper asked for insurance
 * and the carrier's insurance is its own (`provider`). With `internal` insurance the platform
 * insures (the rating engine prices it) and the carrier is told nothing; with `none`, nothing.
 */
export function carrierInsuredValue(
  insuranceType: 'none' | 'internal' | 'provider',
  insurePackage: boolean | undefined,
  declaredValueCents: number,
): number {
  return insuranceType === 'provider' && insurePackage && declaredValueCents > 0
    ? declaredValueCents
    : 0;
}

/**
 * Label output the product asks for: `letter` (PDF 8.5×11 in), `thermal` (PDF 4×6 in) or `zpl`
 * (ZPL II text for Zebra printers, 4×6 in at 203 dpi).
 */
export type LabelFormat = 'letter' | 'thermal' | 'zpl';

export interface ShipRequest {
  /** The product's shipment number (its sequential id), sent as the customer reference. */
  reference: string;
  /** The carrier's code for the service (services.code), e.g. FEDEX_EXPRESS_SAVER. */
  service_code: string;
  origin: ConnectorParty;
  destination: ConnectorParty;
  parcels: ConnectorShipParcel[];
  label_format: LabelFormat;
  ship_date: Date;
}

export interface LabelDocument {
  format: LabelFormat;
  /** application/pdf or text/plain (ZPL). */
  content_type: 'application/pdf' | 'text/plain';
  bytes: Buffer;
}

export interface ShipResult {
  tracking_number: string;
  /** Where a person follows the parcel on the carrier's site, when the carrier has one. */
  tracking_url: string | null;
  /** The label as the carrier sent it (stored as received). */
  label: LabelDocument;
}

export interface CancelRequest {
  tracking_number: string;
  ship_date: Date;
}

export interface PickupRequest {
  tracking_number: string;
  /**
   * Every shipment this one pickup collects (the first is `tracking_number`), when the carrier
   * takes several parcels of one account on one visit; absent means just `tracking_number`.
   */
  tracking_numbers?: string[];
  /** Where the courier collects: the shipment's origin. */
  origin: ConnectorParty;
  parcels: ConnectorParcel[];
  /** Tenant-local calendar day and window ("2026-11-24", "09:00", "12:00"). */
  date: string;
  from: string;
  to: string;
  time_zone: string;
}

/** A booked pickup to cancel: what the carrier answered when it was booked, and its day. */
export interface PickupCancelRequest {
  reference_number: string;
  location: string | null;
  /** Tenant-local calendar day it was booked for ("2026-11-24"). */
  date: string;
}

/** A booked pickup moved to another day or window with the carrier's own change call. */
export interface PickupRescheduleRequest extends PickupRequest {
  reference_number: string;
  location: string | null;
}

export interface PickupResult {
  /** The carrier's confirmation number for the pickup. */
  reference_number: string;
  /** The carrier's station or location code, when it gives one (needed to cancel at FedEx). */
  location: string | null;
}

/** One HTTP exchange as it went on the wire (credentials still in it: the caller masks them). */
export interface WireExchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  /** Null when no answer came (network error, timeout). */
  response: { status: number; headers: Record<string, string>; body: string } | null;
}

/** What a connection test found: whether the carrier accepted the credentials, and the wire. */
export interface ConnectionTestResult {
  ok: boolean;
  /** The carrier's own words (or the network's) when it did not. */
  message: string | null;
  exchanges: WireExchange[];
}

/**
 * Spec 3's XML test connection (Redpack, Estafeta, Carssa): staff download an example of the
 * carrier's real XML request, edit it, upload it, and the product sends it with the stored
 * credentials put in (whatever the file says in their place), showing the raw exchange and the
 * label the carrier returned.
 */
export interface XmlTestConnection {
  /** The carrier's real request (a label request), credentials shown as "*****". */
  example(ctx: ConnectorContext): string;
  /** Sends the uploaded XML with the stored credentials; never throws for a carrier refusal. */
  send(
    ctx: ConnectorContext,
    xml: string,
  ): Promise<ConnectionTestResult & { label: Buffer | null }>;
}

export interface CarrierConnector {
  /** The provider code it serves (providers.code), e.g. "FedexRest". */
  readonly providerCode: string;
  /** The settings a carrier of this provider needs (for forms and a "config" error). */
  readonly requiredSettings: readonly string[];
  rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]>;
  /** Buys the label. Throws CarrierError (kind `rejected` with the carrier's words) on refusal. */
  ship?(ctx: ConnectorContext, request: ShipRequest): Promise<ShipResult>;
  /** Voids the label at the carrier; a label it already voided is a `rejected` CarrierError. */
  cancel?(ctx: ConnectorContext, request: CancelRequest): Promise<void>;
  pickup?(ctx: ConnectorContext, request: PickupRequest): Promise<PickupResult>;
  /** Cancels a booked pickup; a pickup the carrier will not cancel is a `rejected` CarrierError. */
  cancelPickup?(ctx: ConnectorContext, request: PickupCancelRequest): Promise<void>;
  /**
   * Moves a booked pickup with the carrier's own change call (DHL's PATCH /pickups/{id}); a
   * connector without it is rescheduled by booking anew and cancelling the old one.
   * Answers the (possibly new) confirmation number.
   */
  reschedulePickup?(ctx: ConnectorContext, request: PickupRescheduleRequest): Promise<PickupResult>;
  /**
   * Whether one booked pickup collects several of the account's shipments on its day (the
   * product then adds a shipment to the day's pickup instead of booking another).
   */
  readonly consolidatesPickups?: boolean;
  /**
   * Sends the carrier's real request with the stored credentials (spec 3 test connection) and
   * reports the raw exchange; never throws for a refusal (it is the result).
   */
  testConnection?(ctx: ConnectorContext): Promise<ConnectionTestResult>;
  /** Spec 3's XML test connection, for the carriers whose API is XML (Redpack, Estafeta, Carssa). */
  readonly xmlTest?: XmlTestConnection;
  /**
   * The days of the week its couriers collect (0 = Sunday … 6 = Saturday); Monday to Friday
   * when not declared. Mexico's statutory rest days are never pickup days.
   */
  readonly pickupWeekdays?: readonly number[];
  /** One answer per number asked, in any order; unknown numbers answer `status: null`. */
  track?(ctx: ConnectorContext, trackingNumbers: string[]): Promise<TrackResult[]>;
}
