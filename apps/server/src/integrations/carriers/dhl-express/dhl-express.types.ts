/**
 * MyDHL API (REST, v3.x) as the DHL connector and its mock speak it: hosts, paths and the JSON
 * shapes used (only the fields Despacho sends or reads; DHL sends more).
 */

export const DHL_PROVIDER_CODE = 'DHL';
export const DHL_SANDBOX_URL = 'https://express.api.dhl.com/mydhlapi/test';
export const DHL_PRODUCTION_URL = 'https://express.api.dhl.com/mydhlapi';
/** The API version DHL's `x-version` header names. */
export const DHL_API_VERSION = '3.1.0';

export const DHL_RATES_PATH = '/rates';
export const DHL_SHIPMENTS_PATH = '/shipments';
export const DHL_TRACKING_PATH = '/tracking';
export const DHL_PICKUPS_PATH = '/pickups';

/** Where a person follows a waybill on DHL's Mexican site. */
export const dhlTrackingUrl = (awb: string) =>
  `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${encodeURIComponent(awb)}&submit=1`;

export interface DhlAccount {
  typeCode: 'shipper' | 'payer' | 'duties-taxes';
  number: string;
}

export interface DhlRateAddress {
  postalCode: string;
  cityName: string;
  countryCode: string;
  provinceCode?: string;
}

export interface DhlPackage {
  typeCode?: string;
  weight: number;
  dimensions: { length: number; width: number; height: number };
  customerReferences?: { value: string; typeCode: string }[];
}

export interface DhlValueAddedService {
  serviceCode: string;
  value?: number;
  currency?: string;
}

export interface DhlRateRequest {
  customerDetails: { shipperDetails: DhlRateAddress; receiverDetails: DhlRateAddress };
  accounts: DhlAccount[];
  plannedShippingDateAndTime: string;
  unitOfMeasurement: 'metric' | 'imperial';
  isCustomsDeclarable: boolean;
  monetaryAmount?: { typeCode: 'declaredValue'; value: number; currency: string }[];
  productsAndServices?: { productCode: string; valueAddedServices?: DhlValueAddedService[] }[];
  valueAddedServices?: DhlValueAddedService[];
  estimatedDeliveryDate?: { isRequested: boolean; typeCode: 'QDDC' | 'QDDF' };
  packages: DhlPackage[];
}

export interface DhlPrice {
  currencyType: string;
  priceCurrency: string;
  price: number;
}

export interface DhlProduct {
  productName: string;
  productCode: string;
  localProductCode?: string;
  localProductCountryCode?: string;
  networkTypeCode?: string;
  isCustomerAgreement?: boolean;
  weight?: { volumetric: number; provided: number; unitOfMeasurement: string };
  totalPrice: DhlPrice[];
  totalPriceBreakdown?: {
    currencyType: string;
    priceCurrency: string;
    priceBreakdown: { typeCode: string; price: number }[];
  }[];
  deliveryCapabilities?: {
    deliveryTypeCode?: string;
    estimatedDeliveryDateAndTime?: string;
    destinationServiceAreaCode?: string;
    totalTransitDays?: number | string;
  };
  pricingDate?: string;
}

export interface DhlRateReply {
  products: DhlProduct[];
  exchangeRates?: { currentExchangeRate: number; currency: string; baseCurrency: string }[];
}

/** DHL's problem detail (RFC 7807-like); `status` is a string. */
export interface DhlProblem {
  instance?: string;
  detail?: string;
  title?: string;
  message?: string;
  status?: string | number;
  additionalDetails?: string[];
}
