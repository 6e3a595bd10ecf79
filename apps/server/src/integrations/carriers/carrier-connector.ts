/**
 * The port every carrier integration implements (architecture: mapper + client + connector per
 * provider under integrations/carriers/<provider>/). Rating asks connectors for quoted rates;
 * labels, tracking, cancellation and pickups join this interface with the shipments issue.
 * Everything is in the product's canonical units: cm, kg, centavos.
 */

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
  /** Declared value in centavos of MXN (customs, insurance); 0 when none. */
  declared_value_cents: number;
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

export interface CarrierConnector {
  /** The provider code it serves (providers.code), e.g. "FedexRest". */
  readonly providerCode: string;
  /** The settings a carrier of this provider needs (for forms and a "config" error). */
  readonly requiredSettings: readonly string[];
  rate(ctx: ConnectorContext, request: RateRequest): Promise<QuotedService[]>;
}
