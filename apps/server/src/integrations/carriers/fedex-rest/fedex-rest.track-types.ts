import type { FedexApiError } from './fedex-rest.types';

/** FedEx Track API v1 wire format: POST /track/v1/trackingnumbers. */

/** FedEx answers at most this many tracking numbers per call. */
export const FEDEX_TRACK_BATCH = 30;

export interface FedexTrackRequest {
  trackingInfo: { trackingNumberInfo: { trackingNumber: string } }[];
  includeDetailedScans: boolean;
}

export interface FedexScanLocation {
  streetLines?: string[];
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
  countryName?: string;
  residential?: boolean;
}

export interface FedexScanEvent {
  /** ISO 8601 with the scan's local offset, e.g. 2025-03-14T09:05:00-06:00. */
  date?: string;
  eventType?: string;
  eventDescription?: string;
  derivedStatus?: string;
  derivedStatusCode?: string;
  exceptionCode?: string;
  exceptionDescription?: string;
  scanLocation?: FedexScanLocation;
  locationId?: string;
  locationType?: string;
}

export interface FedexTrackResult {
  trackingNumberInfo?: {
    trackingNumber?: string;
    carrierCode?: string;
    trackingNumberUniqueId?: string;
  };
  latestStatusDetail?: {
    code?: string;
    derivedCode?: string;
    statusByLocale?: string;
    description?: string;
    scanLocation?: FedexScanLocation;
  };
  dateAndTimes?: { type: string; dateTime: string }[];
  serviceDetail?: { type?: string; description?: string };
  shipperInformation?: { address?: FedexScanLocation };
  recipientInformation?: { address?: FedexScanLocation };
  scanEvents?: FedexScanEvent[];
  error?: FedexApiError;
}

export interface FedexCompleteTrackResult {
  trackingNumber?: string;
  trackResults?: FedexTrackResult[];
}

export interface FedexTrackReply {
  transactionId?: string;
  customerTransactionId?: string;
  output?: { completeTrackResults?: FedexCompleteTrackResult[]; alerts?: unknown[] };
}
