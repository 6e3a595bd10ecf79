import type { FedexAlert, FedexMoney, FedexPickupType } from './fedex-rest.types';

/**
 * FedEx Ship API v1 wire format: POST /ship/v1/shipments (create, label in the reply) and
 * PUT /ship/v1/shipments/cancel. Field names are FedEx's own (note `shipDatestamp` with a
 * lower-case "s", unlike the Rate API's `shipDateStamp`).
 */

export interface FedexContact {
  personName?: string;
  companyName?: string;
  phoneNumber: string;
  phoneExtension?: string;
  emailAddress?: string;
}

export interface FedexStreetAddress {
  streetLines: string[];
  city: string;
  stateOrProvinceCode?: string;
  postalCode: string;
  countryCode: string;
  residential?: boolean;
}

export interface FedexParty {
  contact: FedexContact;
  address: FedexStreetAddress;
}

export type FedexImageType = 'PDF' | 'ZPLII' | 'PNG' | 'EPL2';
export type FedexLabelStockType = 'PAPER_LETTER' | 'STOCK_4X6' | 'PAPER_4X6';

export interface FedexShipPackageLineItem {
  sequenceNumber?: number;
  groupPackageCount?: number;
  weight: { units: 'KG' | 'LB'; value: number };
  dimensions?: { length: number; width: number; height: number; units: 'CM' | 'IN' };
  declaredValue?: FedexMoney;
  itemDescription?: string;
  customerReferences?: { customerReferenceType: string; value: string }[];
}

export interface FedexShipRequest {
  accountNumber: { value: string };
  labelResponseOptions: 'LABEL' | 'URL_ONLY';
  shipAction?: 'CONFIRM' | 'TRANSFER';
  requestedShipment: {
    shipper: FedexParty;
    recipients: FedexParty[];
    shipDatestamp: string;
    serviceType: string;
    packagingType: string;
    pickupType: FedexPickupType;
    shippingChargesPayment: {
      paymentType: 'SENDER' | 'RECIPIENT' | 'THIRD_PARTY';
      payor?: { responsibleParty: { accountNumber: { value: string } } };
    };
    labelSpecification: { imageType: FedexImageType; labelStockType: FedexLabelStockType };
    totalPackageCount?: number;
    requestedPackageLineItems: FedexShipPackageLineItem[];
  };
}

export interface FedexPackageDocument {
  contentType?: string;
  copiesToPrint?: number;
  docType?: string;
  trackingNumber?: string;
  encodedLabel?: string;
  url?: string;
}

export interface FedexPieceResponse {
  masterTrackingNumber?: string;
  trackingNumber?: string;
  packageSequenceNumber?: number;
  netRateAmount?: number;
  baseRateAmount?: number;
  currency?: string;
  customerReferences?: { customerReferenceType: string; value: string }[];
  packageDocuments?: FedexPackageDocument[];
}

export interface FedexTransactionShipment {
  masterTrackingNumber?: string;
  serviceType?: string;
  serviceName?: string;
  shipDatestamp?: string;
  serviceCategory?: string;
  pieceResponses?: FedexPieceResponse[];
  shipmentDocuments?: FedexPackageDocument[];
  completedShipmentDetail?: {
    carrierCode?: string;
    masterTrackingId?: { trackingIdType?: string; formId?: string; trackingNumber?: string };
    shipmentRating?: {
      shipmentRateDetails?: { rateType?: string; totalNetCharge?: number; currency?: string }[];
    };
  };
  alerts?: FedexAlert[];
}

export interface FedexShipReply {
  transactionId?: string;
  customerTransactionId?: string;
  output?: { transactionShipments?: FedexTransactionShipment[]; alerts?: FedexAlert[] };
}

export interface FedexCancelRequest {
  accountNumber: { value: string };
  trackingNumber: string;
  deletionControl: 'DELETE_ALL_PACKAGES' | 'DELETE_ONE_PACKAGE';
  senderCountryCode?: string;
  emailShipment?: boolean;
}

export interface FedexCancelReply {
  transactionId?: string;
  customerTransactionId?: string;
  output?: {
    cancelledShipment?: boolean;
    cancelledHistory?: boolean;
    successMessage?: string;
    message?: string;
    alerts?: FedexAlert[];
  };
}
