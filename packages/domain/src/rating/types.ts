import type { Centavos } from '../money/centavos';

/** Sizes in cm, weights in kg, as the parcel form sends them; money in centavos. */
export interface ParcelInput {
  readonly parcel_type: 'box' | 'doc' | 'ltl';
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly weight: number;
  readonly declared_value: Centavos;
  readonly insure_package: boolean;
}

/** One end of the shipment with the coverage facts the repository looked up for it. */
export interface AddressFacts {
  readonly country_code: string;
  readonly postal_code: string;
  /** Zones (ids) whose postal-code lists contain this postal code. */
  readonly zone_ids: readonly string[];
}

export interface ValidatorRef {
  readonly name: string;
  readonly status: 'active' | 'suspended';
}

export interface CarrierData {
  readonly id: string;
  readonly name: string;
  readonly provider_code: string;
  readonly logo_url: string | null;
  readonly status: 'active' | 'suspended';
  readonly shipment_disabled: boolean;
  readonly shipment_count: number;
  readonly shipment_limit: number | null;
  /** Owner of an own-agreement carrier; null for the platform's carriers. */
  readonly own_agreement_user_id: string | null;
  readonly volumetric_divisor: number | null;
  readonly first_limit_size: number | null;
  readonly first_limit_cost: Centavos | null;
  readonly last_limit_size: number | null;
  readonly last_limit_cost: Centavos | null;
  readonly girth: number | null;
  readonly insurance_type: 'none' | 'internal' | 'provider';
  readonly insurance_percentage: number;
  readonly insurance_amount: Centavos;
  readonly max_weight: number | null;
  /** Largest box the carrier takes, any orientation (cm). */
  readonly max_dimensions: readonly [number, number, number] | null;
  /**
   * Largest length + girth (L + 2W + 2H, L the longest side) the carrier takes, in cm: FedEx's
   * 330 cm. Checked by the `max_dimensions` validator with the box above; absent = no limit.
   */
  readonly max_length_girth?: number | null;
  readonly validators: readonly ValidatorRef[];
}

/** The six margin fields of section 1; a UserServiceAmount overrides any of them. */
export interface MarginFields {
  readonly international_percent: number;
  readonly international_amount_dev: Centavos;
  readonly main_admin_percent: number;
  readonly main_admin_amount: Centavos;
  readonly client_percentage: number;
  readonly international_amount: Centavos;
}

export interface ServiceData extends MarginFields {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly status: 'active' | 'suspended';
  readonly service_type: 'national' | 'zonal' | 'international';
  readonly days: number;
  readonly trackable: boolean;
  readonly has_pickup: boolean;
  readonly use_quoted_rates: boolean;
  readonly use_static_rates: boolean;
  readonly use_of_kg: boolean;
  readonly exchange_rate: number;
  readonly extra_kg_price: Centavos | null;
  readonly extended_zone_price: Centavos;
  readonly girth_amount: Centavos;
  readonly week_days: readonly number[];
  readonly start_at: string | null;
  readonly end_at: string | null;
  readonly zone_ids: readonly string[];
  readonly country_codes: readonly string[];
  readonly validators: readonly ValidatorRef[];
}

/** A ServicePrice row: the three columns are layer prices (system, tenant, total). */
export interface PriceRow {
  readonly kg: number;
  readonly main_admin_cost: Centavos;
  readonly admin_cost: Centavos;
  readonly price: Centavos;
}

export interface CandidateService {
  readonly service: ServiceData;
  readonly carrier: CarrierData;
  readonly price_rows: readonly PriceRow[];
  /** Destination postal code is in the service's postal-code list (validators 5.1/5.2). */
  readonly destination_in_postal_codes: boolean;
  /** Destination postal code is in the service's extended-zone list. */
  readonly destination_in_extended_zone: boolean;
}

export interface UserCarrierRow {
  readonly carrier_id: string;
  readonly service_ids: readonly string[];
}

/** Null or absent fields fall back to the service's value. */
export type UserServiceAmount = { readonly service_id: string } & {
  readonly [K in keyof MarginFields]?: MarginFields[K] | null;
};

export interface UserPriceRow {
  readonly service_id: string;
  readonly kg: number;
  readonly price: Centavos;
}

/** The paying account (the parent for a sub-user) and its overrides. */
export interface RatingUser {
  readonly id: string;
  readonly discount: number;
  readonly special_carriers: boolean;
  readonly user_carriers: readonly UserCarrierRow[];
  readonly service_amounts: readonly UserServiceAmount[];
  readonly prices: readonly UserPriceRow[];
  /**
   * What a label bought on one of the user's own-agreement carriers costs them (the users'
   * `own_agreements_price`); absent = 0. The carrier bills their own account for the shipping.
   */
  readonly own_agreements_fee?: Centavos;
}

/** What a connector answered for a quoted service, before the deadline. */
export type QuotedRateResult =
  | { readonly ok: true; readonly quoted_rate: Centavos }
  | { readonly ok: false; readonly error: string };

export interface RatingSettings {
  /** Tenant's home country; national and zonal services stay inside it. Default MX. */
  readonly home_country_code?: string;
  /** Tenant's time zone for week days and schedules. Default America/Monterrey. */
  readonly time_zone?: string;
}

export interface RatingInput {
  readonly parcels: readonly ParcelInput[];
  readonly origin: AddressFacts;
  readonly destination: AddressFacts;
  readonly candidates: readonly CandidateService[];
  readonly user: RatingUser;
  readonly quoted_rates: Readonly<Record<string, QuotedRateResult>>;
  readonly settings: RatingSettings;
  readonly now: Date;
}

export const REJECTION_CODES = [
  'service.inactive',
  'carrier.inactive',
  'carrier.limit_reached',
  'user.not_allowed',
  'coverage.country',
  'coverage.zone',
  'coverage.postal_code',
  'coverage.excluded_postal_code',
  'limit.weight',
  'limit.dimensions',
  'schedule.week_day',
  'schedule.hours',
  'parcel.doc_only',
  'parcel.no_doc',
  'parcel.doc_weight',
  'parcel.none',
  'price.no_row',
  'quote.unavailable',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export interface Rejection {
  readonly service_id: string;
  readonly carrier_id: string;
  readonly code: RejectionCode;
  /** Extra facts for the "why not" view (e.g. the connector's error); never shown to customers. */
  readonly detail?: string;
}

/** The full breakdown; rateForViewer strips it per role before it leaves the server. */
/** The four price layers before the discount, and what produced them (docs/rating.md §1). */
export interface Layers {
  readonly quoted_rate: Centavos | null;
  readonly subtotal: Centavos;
  readonly system_percentage: number | null;
  readonly system_amount: Centavos;
  readonly system_price: Centavos;
  readonly tenant_percentage: number | null;
  readonly tenant_amount: Centavos;
  readonly tenant_price: Centavos;
  readonly admin_percentage: number | null;
  readonly admin_amount: Centavos;
  readonly additional_static_rate: Centavos;
}

export interface Rate extends Layers {
  readonly service_id: string;
  readonly service_code: string;
  readonly service_name: string;
  readonly carrier_id: string;
  readonly carrier_name: string;
  readonly provider_code: string;
  readonly logo_url: string | null;
  readonly days: number;
  readonly trackable: boolean;
  readonly service_has_pickup: boolean;
  readonly extended_zone: boolean;
  readonly insure_package: boolean;
  readonly insurance: Centavos;
  readonly volumetric_weight: number;
  readonly chargeable_weight: number;
  readonly static_rate_used: boolean;
  readonly user_price_used: boolean;
  readonly discount: Centavos;
  readonly total: Centavos;
  /**
   * Only on an own-agreement carrier's rate: what the carrier charges the user's own account
   * (information; the user pays the platform `total`, the own-agreement fee).
   */
  readonly carrier_price?: Centavos;
  readonly own_agreement?: true;
}

export interface RatingResult {
  readonly rates: Rate[];
  readonly rejections: Rejection[];
}
