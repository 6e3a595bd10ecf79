/** Estafeta's REST shapes (research §3b), as the connector sends and reads them. */

export interface EstafetaTokenReply {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** Cotizador request (PascalCase, as Estafeta's quote API takes it). */
export interface EstafetaRateRequest {
  Origin: string;
  Destination: string[];
  PackagingType: 'Paquete' | 'Sobre';
  IsInternational: boolean;
  Dimensions: { Length: number; Width: number; Height: number; Weight: number };
  IsInsurance?: boolean;
  ItemValue?: number;
  CustomerNumber: string;
}

export interface EstafetaQuotedService {
  ServiceCode: string;
  ServiceName: string;
  Modality?: string;
  ListPrice: number;
  VATApplied: number;
  FuelChargeListPrice: number;
  OverweightListPrice?: number;
  InsuredCost?: number;
  TotalAmount: number;
  CoversWarranty?: boolean;
}

export interface EstafetaPlace {
  Postalcode: string;
  WarehouseCode?: string;
  TownshipName?: string;
  StateName?: string;
}

export interface EstafetaQuotation {
  Service?: EstafetaQuotedService[];
  PackagingType?: string;
  DeliveryZone?: string;
  Origin?: EstafetaPlace;
  Destination?: EstafetaPlace;
  Message?: string;
}

/** `Quotation` is an object or an array (research §3b). */
export interface EstafetaRateReply {
  Quotation: EstafetaQuotation | EstafetaQuotation[];
}

/** 400/403/500 bodies of the label API (and the mock's other REST APIs). */
export interface EstafetaErrorItem {
  code: string | number;
  description: string;
}

export interface EstafetaContact {
  corporateName: string;
  contactName: string;
  cellPhone: string;
  telephone: string;
  email: string;
}

export interface EstafetaAddress {
  bUsedCode: boolean;
  roadTypeAbbName: string;
  roadName: string;
  townshipName: string;
  settlementTypeAbbName: string;
  settlementName: string;
  stateAbbName: string;
  zipCode: string;
  countryCode: string;
  countryName: string;
  addressReference: string;
  externalNum: string;
  indoorInformation: string;
}

export interface EstafetaParty {
  contact: EstafetaContact;
  address: EstafetaAddress;
}

export interface EstafetaWayBillRequest {
  identification: { suscriberId: string; customerNumber: string };
  systemInformation: { id: string; name: string; version: string };
  labelDefinition: {
    wayBillDocument: { content: string; referenceNumber: string; aditionalInfo: string };
    itemDescription: {
      parcelId: 1 | 4 | 5;
      weight: number;
      height: number;
      length: number;
      width: number;
    };
    serviceConfiguration: {
      quantityOfLabels: number;
      serviceTypeId: string;
      salesOrganization: string;
      effectiveDate: string;
      originZipCodeForRouting: string;
      isInsurance: boolean;
      insurance?: { contentDescription: string; declaredValue: number };
      isReturnDocument: boolean;
    };
    location: {
      isDRAAlternative: boolean;
      origin: EstafetaParty;
      destination: { isDeliveryToPUDO: boolean; homeAddress: EstafetaParty };
    };
  };
}

/** The query of POST /v1/wayBills. */
export interface EstafetaWayBillQuery {
  outputType: 'FILE_PDF' | 'FILE_PDF_SC' | 'FILE_THERMAL_SEQUENCE';
  outputGroup: 'REQUEST';
  responseMode: 'SYNC_INLINE';
  printingTemplate: string;
}

export interface EstafetaWayBillReply {
  data: string | null;
  labelPetitionResult: {
    elementsCount?: number;
    elements?: { wayBill: string; trackingCode: string }[];
    referenceNumber?: string;
    result: { code: number | string; description: string };
  };
}

export interface EstafetaTrackRequest {
  inputType: 0;
  itemReference: { clientNumber: string; referenceCode: string[] };
  itemsSearch: string[];
  /** 0 = by waybill (22 chars) or tracking code. */
  searchType: 0;
}

export interface EstafetaStatus {
  code: string;
  englishName: string;
  spanishName: string;
  localDateTime: string;
  warehouseCode?: string;
  warehouseName?: string;
}

export interface EstafetaTrackItem {
  /** The number asked (the mock echoes it; a reply without it is matched by position). */
  wayBill?: string;
  statusCurrent?: EstafetaStatus | null;
  error?: { code?: string; description: string } | null;
}

export interface EstafetaTrackReply {
  items: EstafetaTrackItem[];
}

/** NewPickup (research §3b; the reply shape is [GUESS], as the mock defines it). */
export interface EstafetaPickupRequest {
  AccountNumber: string;
  RequesterName: string;
  RequesterEmail: string;
  PickupType: string;
  PickupDayPart: 'morning' | 'afternoon';
  PickupDate: string;
  PickupAddress: {
    ShortName: string;
    Country: string;
    PostalCode: string;
    State: string;
    City: string;
    Neighborhood: string;
    Address1: string;
    ExternalNumber: string;
    InternalNumber: string;
    ReferenceData: string;
  };
  PickupPackageList: {
    PackageType: string;
    Length: number;
    Width: number;
    Height: number;
    Weight: number;
    Quantity: number;
    Description: string;
  }[];
  PickupAlert_Primary: { Name: string; EmailAddress: string; PhoneNumber: string };
}

export interface EstafetaPickupReply {
  Code: number | string;
  Description: string;
  Folio?: string | null;
  Warehouse?: string | null;
}
