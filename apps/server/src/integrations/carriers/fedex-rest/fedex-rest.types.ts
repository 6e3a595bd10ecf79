/**
 * The parts of FedEx's REST wire format this integration speaks (OAuth, Rates and Transit Times
 * API v1; Ship, Track and Pickup are in fedex-rest.ship-types.ts, .track-types.ts and
 * .pickup-types.ts). Field names are FedEx's own; the connector, the mock server and the
 * fixtures share them.
 */

export const FEDEX_SANDBOX_URL = 'https://apis-sandbox.fedex.com';
export const FEDEX_PRODUCTION_URL = 'https://apis.fedex.com';
export const FEDEX_TOKEN_PATH = '/oauth/token';
export const FEDEX_RATE_PATH = '/rate/v1/rates/quotes';
export const FEDEX_SHIP_PATH = '/ship/v1/shipments';
export const FEDEX_CANCEL_PATH = '/ship/v1/shipments/cancel';
export const FEDEX_TRACK_PATH = '/track/v1/trackingnumbers';
export const FEDEX_PICKUP_PATH = '/pickup/v1/pickups';
export const FEDEX_PICKUP_CANCEL_PATH = '/pickup/v1/pickups/cancel';

export const FEDEX_PICKUP_TYPES = [
  'DROPOFF_AT_FEDEX_LOCATION',
  'USE_SCHEDULED_PICKUP',
  'CONTACT_FEDEX_TO_SCHEDULE',
] as const;
export type FedexPickupType = (typeof FEDEX_PICKUP_TYPES)[number];

export interface FedexAddress {
  postalCode: string;
  countryCode: string;
  stateOrProvinceCode?: string;
  city?: string;
  residential?: boolean;
}

export interface FedexMoney {
  amount: number;
  currency: string;
}

export interface FedexPackageLineItem {
  groupPackageCount?: number;
  weight: { units: 'KG' | 'LB'; value: number };
  dimensions?: { length: number; width: number; height: number; units: 'CM' | 'IN' };
  declaredValue?: FedexMoney;
}

export interface FedexRateRequest {
  accountNumber: { value: string };
  rateRequestControlParameters?: {
    returnTransitTimes?: boolean;
    servicesNeededOnRateFailure?: boolean;
    rateSortOrder?: 'SERVICENAMETRADITIONAL' | 'COMMITASCENDING' | 'COMMITDESCENDING';
  };
  requestedShipment: {
    shipper: { address: FedexAddress };
    recipient: { address: FedexAddress };
    pickupType: FedexPickupType;
    serviceType?: string;
    packagingType?: string;
    rateRequestType?: string[];
    preferredCurrency?: string;
    shipDateStamp?: string;
    totalPackageCount?: number;
    requestedPackageLineItems: FedexPackageLineItem[];
  };
}

export interface FedexRatedShipmentDetail {
  rateType?: string;
  ratedWeightMethod?: string;
  totalBaseCharge?: number;
  totalDiscounts?: number;
  totalNetFedExCharge?: number;
  totalNetCharge?: number;
  totalNetChargeWithDutiesAndTaxes?: number;
  currency?: string;
  shipmentRateDetail?: {
    rateZone?: string;
    dimDivisor?: number;
    fuelSurchargePercent?: number;
    totalSurcharges?: number;
    surCharges?: { type: string; description?: string; amount: number }[];
    taxes?: { type: string; description?: string; amount: number }[];
    totalBillingWeight?: { units: string; value: number };
    currency?: string;
  };
}

export interface FedexRateReplyDetail {
  serviceType?: string;
  serviceName?: string;
  packagingType?: string;
  commit?: {
    daysInTransit?: string;
    transitDays?: { minimumTransitTime?: string; description?: string };
    dateDetail?: { dayOfWeek?: string; dayFormat?: string };
    label?: string;
  };
  operationalDetail?: {
    transitTime?: string;
    commitDate?: string;
    deliveryDate?: string;
    deliveryDay?: string;
  };
  serviceDescription?: { serviceType?: string; code?: string; description?: string };
  ratedShipmentDetails?: FedexRatedShipmentDetail[];
}

export interface FedexRateReply {
  transactionId?: string;
  customerTransactionId?: string;
  output?: {
    alerts?: FedexAlert[];
    rateReplyDetails?: FedexRateReplyDetail[];
    quoteDate?: string;
    encoded?: boolean;
  };
}

export interface FedexAlert {
  code: string;
  message: string;
  alertType?: 'NOTE' | 'WARNING';
}

export interface FedexApiError {
  code: string;
  message: string;
  parameterList?: { key: string; value: string }[];
}

/** Every FedEx error answer (400, 401, 403, 404, 500, 503) has this shape. */
export interface FedexErrorBody {
  transactionId?: string;
  customerTransactionId?: string;
  errors: FedexApiError[];
}

export interface FedexTokenReply {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}
