import type { FedexParty } from './fedex-rest.ship-types';
import type { FedexAlert } from './fedex-rest.types';

/** FedEx Pickup API v1 wire format: POST /pickup/v1/pickups and PUT /pickup/v1/pickups/cancel. */

export interface FedexPickupRequest {
  associatedAccountNumber: { value: string };
  carrierCode: 'FDXE' | 'FDXG';
  pickupType: 'ON_CALL' | 'PACKAGE_RETURN_PROGRAM' | 'REGULAR_STOP';
  trackingNumber?: string;
  originDetail: {
    pickupLocation: FedexParty;
    pickupAddressType: 'ACCOUNT' | 'SHIPPER' | 'OTHER';
    /** The pickup location's local wall-clock time (see the pickup mapper). */
    readyDateTimestamp: string;
    /** "HH:MM:SS", local to the pickup location. */
    customerCloseTime: string;
    pickupDateType: 'SAME_DAY' | 'FUTURE_DAY';
    packageLocation: 'FRONT' | 'REAR' | 'SIDE' | 'NONE';
  };
  packageCount: number;
  totalWeight: { units: 'KG' | 'LB'; value: number };
  countryRelationships: 'DOMESTIC' | 'INTERNATIONAL';
}

export interface FedexPickupReply {
  transactionId?: string;
  customerTransactionId?: string;
  output?: {
    pickupConfirmationCode?: string;
    message?: string;
    location?: string;
    alerts?: FedexAlert[];
  };
}

export interface FedexPickupCancelRequest {
  associatedAccountNumber: { value: string };
  pickupConfirmationCode: string;
  carrierCode?: 'FDXE' | 'FDXG';
  scheduledDate: string;
  location?: string;
  remarks?: string;
}

export interface FedexPickupCancelReply {
  transactionId?: string;
  output?: { pickupConfirmationCode?: string; cancelConfirmationMessage?: string };
}
