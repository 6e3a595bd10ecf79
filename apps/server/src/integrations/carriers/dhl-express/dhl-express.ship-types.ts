import type { DhlAccount, DhlPackage, DhlValueAddedService } from './dhl-express.types';

/** POST /shipments as the connector sends it (MyDHL's fields Despacho uses). */

export interface DhlPostalAddress {
  postalCode: string;
  cityName: string;
  countryCode: string;
  provinceCode?: string;
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  countyName?: string;
}

export interface DhlParty {
  postalAddress: DhlPostalAddress;
  contactInformation: {
    email?: string;
    phone: string;
    companyName: string;
    fullName: string;
  };
  registrationNumbers?: { typeCode: string; number: string; issuerCountryCode: string }[];
  typeCode?: 'business' | 'private';
}

export type DhlEncodingFormat = 'pdf' | 'zpl';

export interface DhlShipRequest {
  plannedShippingDateAndTime: string;
  pickup: { isRequested: boolean };
  productCode: string;
  accounts: DhlAccount[];
  valueAddedServices?: DhlValueAddedService[];
  outputImageProperties: {
    printerDPI?: number;
    encodingFormat: DhlEncodingFormat;
    imageOptions: { typeCode: 'label'; templateName: string; isRequested: boolean }[];
  };
  customerDetails: { shipperDetails: DhlParty; receiverDetails: DhlParty };
  content: {
    packages: DhlPackage[];
    isCustomsDeclarable: boolean;
    declaredValue?: number;
    declaredValueCurrency?: string;
    description: string;
    incoterm?: string;
    unitOfMeasurement: 'metric';
  };
  customerReferences?: { value: string; typeCode: string }[];
}

export interface DhlShipReply {
  shipmentTrackingNumber: string;
  trackingUrl?: string;
  dispatchConfirmationNumber?: string;
  packages?: { referenceNumber: number; trackingNumber: string; trackingUrl?: string }[];
  documents?: { imageFormat: string; content: string; typeCode: string }[];
  shipmentCharges?: { currencyType: string; priceCurrency: string; price: number }[];
  warnings?: string[];
}
