import { randomBytes, randomInt } from 'node:crypto';
import { makeRoomForToken, MockEventLog, rememberCapped } from '../mock-http-kit';

/** What the FedEx mock accepts, issues and remembers (see fedex-rest.mock-server.ts). */

export const FEDEX_MOCK_DEMO_CREDENTIALS = {
  client_id: 'despacho-demo-fedex-key',
  client_secret: 'despacho-demo-fedex-secret',
  account_number: '510087020',
} as const;

export interface FedexMockCredentials {
  client_id: string;
  client_secret: string;
}

/** The mock's APIs whose account number may ask for a failure or a delay. */
export type FedexMockApi = 'rate' | 'ship' | 'cancel' | 'pickup' | 'pickup_cancel';

export type FedexMockEvent =
  | { type: 'token'; client_id: string; granted: boolean }
  | {
      type: 'rate';
      account: string | null;
      status: number;
      /** The packages' declared value (what FedEx insures), in centavos; 0 = none. */
      declared_value_cents?: number;
    }
  | {
      type: 'ship';
      account: string | null;
      status: number;
      tracking_number: string | null;
      service_type: string | null;
      /** The package's CUSTOMER_REFERENCE (the product's shipment number). */
      reference: string | null;
      image_type: string | null;
      /** The packages' declared value (what FedEx insures), in centavos. */
      declared_value_cents: number | null;
    }
  | { type: 'cancel'; account: string | null; status: number; tracking_number: string | null }
  | {
      type: 'pickup';
      account: string | null;
      status: number;
      confirmation_code: string | null;
      ready: string | null;
    }
  | {
      type: 'pickup_cancel';
      account: string | null;
      status: number;
      confirmation_code: string | null;
    }
  | { type: 'track'; status: number; tracking_numbers: string[] }
  | { type: `${FedexMockApi}_delayed`; account: string; ms: number }
  | { type: `${FedexMockApi}_aborted`; account: string };

/** A city as the mock prints it on labels and scans. */
export interface FedexMockPlace {
  city: string;
  state: string | null;
  postalCode: string;
  countryCode: string;
}

export interface FedexMockShipment {
  trackingNumber: string;
  account: string;
  serviceType: string;
  serviceName: string;
  shipDate: string;
  /** When the label was made (the mock's clock); tracking events count from here. */
  createdAt: number;
  cancelledAt: number | null;
  origin: FedexMockPlace;
  destination: FedexMockPlace;
  reference: string | null;
  packageCount: number;
}

export interface FedexMockPickup {
  confirmationCode: string;
  location: string;
  account: string;
  /** The pickup location's wall clock, as sent: "YYYY-MM-DDTHH:MM:SS". */
  ready: string;
  closeTime: string;
  trackingNumber: string | null;
  cancelled: boolean;
}

interface IssuedToken {
  clientId: string;
  expiresAt: number;
}

export interface FedexMockStateOptions {
  /** The first shipment's serial (tracking numbers are 7949 + 7 digits + a check digit). */
  firstSerial?: number;
}

/**
 * FedEx Express's 12-digit check digit: weights 1, 3, 7 from the right over the first eleven
 * digits, sum mod 11, and 10 counts as 0.
 */
export function fedexCheckDigit(first11: string): number {
  const weights = [1, 3, 7];
  let sum = 0;
  [...first11].reverse().forEach((d, i) => (sum += Number(d) * weights[i % 3]!));
  return (sum % 11) % 10;
}

/** What the mock has issued and seen; tests read `events` and may revoke tokens. */
export class FedexMockState extends MockEventLog<FedexMockEvent> {
  /** Labels made, by tracking number. */
  readonly shipments = new Map<string, FedexMockShipment>();
  /** Pickups booked, by confirmation code. */
  readonly pickups = new Map<string, FedexMockPickup>();
  private readonly tokens = new Map<string, IssuedToken>();
  private serial: number;
  private pickupSerial = 1000;

  constructor(options: FedexMockStateOptions = {}) {
    super();
    // A random start keeps a restarted demo from reissuing numbers the product already stored.
    this.serial = options.firstSerial ?? randomInt(1_000_000, 9_000_000);
  }

  issue(clientId: string, ttlSeconds: number, now: number): string {
    makeRoomForToken(this.tokens, now);
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { clientId, expiresAt: now + ttlSeconds * 1000 });
    return token;
  }

  check(token: string, now: number): 'valid' | 'expired' | 'unknown' {
    const issued = this.tokens.get(token);
    if (!issued) return 'unknown';
    return issued.expiresAt > now ? 'valid' : 'expired';
  }

  /** Invalidates every issued token, as FedEx may before their stated expiry. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** A new tracking number like FedEx Express's: 7949, a serial, a check digit. */
  nextTrackingNumber(): string {
    for (;;) {
      this.serial = this.serial >= 9_999_999 ? 1_000_000 : this.serial + 1;
      const first11 = `7949${this.serial}`;
      const number = `${first11}${fedexCheckDigit(first11)}`;
      if (!this.shipments.has(number)) return number;
    }
  }

  addShipment(shipment: FedexMockShipment): void {
    rememberCapped(this.shipments, shipment.trackingNumber, shipment);
  }

  /** A new confirmation code: the station's city letters and a serial ("MTY1001"). */
  nextPickupCode(location: string): string {
    this.pickupSerial = this.pickupSerial >= 999_999 ? 1000 : this.pickupSerial + 1;
    return `${location.slice(0, 3)}${this.pickupSerial}`;
  }

  addPickup(pickup: FedexMockPickup): void {
    rememberCapped(this.pickups, pickup.confirmationCode, pickup);
  }
}
