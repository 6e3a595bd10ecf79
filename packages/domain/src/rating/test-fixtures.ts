import type {
  CandidateService,
  CarrierData,
  ParcelInput,
  PriceRow,
  RatingInput,
  RatingUser,
  ServiceData,
} from './types';

/** Builders for the rating tests and the benchmark: neutral defaults, overridden per case. */
export function carrier(over: Partial<CarrierData> = {}): CarrierData {
  return {
    id: 'c1',
    name: 'Carrier One',
    provider_code: 'GenericCarrier',
    logo_url: null,
    status: 'active',
    shipment_disabled: false,
    shipment_count: 0,
    shipment_limit: null,
    own_agreement_user_id: null,
    volumetric_divisor: null,
    first_limit_size: null,
    first_limit_cost: null,
    last_limit_size: null,
    last_limit_cost: null,
    girth: null,
    insurance_type: 'none',
    insurance_percentage: 0,
    insurance_amount: 0,
    max_weight: null,
    max_dimensions: null,
    validators: [],
    ...over,
  };
}

export function service(over: Partial<ServiceData> = {}): ServiceData {
  return {
    id: 's1',
    code: 'STD',
    name: 'Standard',
    status: 'active',
    service_type: 'national',
    days: 3,
    trackable: true,
    has_pickup: false,
    use_quoted_rates: false,
    use_static_rates: false,
    use_of_kg: false,
    exchange_rate: 1,
    extra_kg_price: null,
    extended_zone_price: 0,
    girth_amount: 0,
    week_days: [0, 1, 2, 3, 4, 5, 6],
    start_at: null,
    end_at: null,
    zone_ids: [],
    country_codes: [],
    validators: [],
    international_percent: 0,
    international_amount_dev: 0,
    main_admin_percent: 0,
    main_admin_amount: 0,
    client_percentage: 0,
    international_amount: 0,
    ...over,
  };
}

export const row = (
  kg: number,
  main_admin_cost: number,
  admin_cost: number,
  price: number,
): PriceRow => ({
  kg,
  main_admin_cost,
  admin_cost,
  price,
});

export function candidate(over: Partial<CandidateService> = {}): CandidateService {
  return {
    service: service(),
    carrier: carrier(),
    price_rows: [
      row(1, 10000, 12000, 15000),
      row(5, 12000, 15000, 19900),
      row(10, 20000, 25000, 30000),
    ],
    destination_in_postal_codes: true,
    destination_in_extended_zone: false,
    ...over,
  };
}

export function parcel(over: Partial<ParcelInput> = {}): ParcelInput {
  return {
    parcel_type: 'box',
    length: 10,
    width: 10,
    height: 10,
    weight: 1,
    declared_value: 0,
    insure_package: false,
    ...over,
  };
}

export function user(over: Partial<RatingUser> = {}): RatingUser {
  return {
    id: 'u1',
    discount: 0,
    special_carriers: false,
    user_carriers: [],
    service_amounts: [],
    prices: [],
    ...over,
  };
}

/** Tuesday 2025-03-04 10:00 in Monterrey (UTC−6 all year since 2022). */
export const TUESDAY_10AM = new Date('2025-03-04T16:00:00Z');

export function input(over: Partial<RatingInput> = {}): RatingInput {
  return {
    parcels: [parcel()],
    origin: { country_code: 'MX', postal_code: '64000', zone_ids: [] },
    destination: { country_code: 'MX', postal_code: '06600', zone_ids: [] },
    candidates: [candidate()],
    user: user(),
    quoted_rates: {},
    settings: {},
    now: TUESDAY_10AM,
    ...over,
  };
}
