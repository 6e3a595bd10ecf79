import { randomInt } from 'node:crypto';
import { MockEventLog } from '../mock-http-kit';

/** What the DHL mock accepts and remembers (see dhl-express.mock-server.ts). */

export const DHL_MOCK_DEMO_CREDENTIALS = {
  username: 'despacho-demo-dhl',
  password: 'despacho-demo-dhl-secret',
  account_number: '980100200',
} as const;

export interface DhlMockCredentials {
  username: string;
  password: string;
}

/** The mock's APIs whose account number may ask for a failure or a delay. */
export type DhlMockApi = 'rate' | 'ship' | 'pickup' | 'pickup_update' | 'pickup_cancel';

/** One thing the mock saw, for tests: the API, the account, the status it answered. */
export interface DhlMockEvent {
  type: DhlMockApi | 'track' | `${DhlMockApi}_delayed` | `${DhlMockApi}_aborted` | 'auth';
  account: string | null;
  status?: number;
  /** The delay a 7000NNNNN account asked for. */
  ms?: number;
  tracking_number?: string;
  /** DHL's label template and encoding asked on a shipment. */
  template?: string;
  encoding?: string;
  /** The insured value (value-added service II) in centavos. */
  insured_cents?: number;
  pickup?: string;
}

/** A city as the mock prints it on labels and scans. */
export interface DhlMockPlace {
  city: string;
  postalCode: string;
  countryCode: string;
}

export interface DhlMockShipment {
  awb: string;
  account: string;
  productCode: string;
  productName: string;
  /** When the waybill was made (the mock's clock); checkpoints count from here. */
  createdAt: number;
  origin: DhlMockPlace;
  destination: DhlMockPlace;
  pieces: number;
  weightKg: number;
  reference: string | null;
}

export interface DhlMockPickup {
  id: string;
  account: string;
  plannedPickupDateAndTime: string;
  closeTime: string;
  /** The waybills it collects (10-digit numbers read from the remark). */
  awbs: string[];
  cancelled: boolean;
  updates: number;
}

export class DhlMockState extends MockEventLog<DhlMockEvent> {
  readonly shipments = new Map<string, DhlMockShipment>();
  readonly pickups = new Map<string, DhlMockPickup>();
  private pickupCount = 0;

  /** A fresh 10-digit waybill number the mock has not issued. */
  newAwb(): string {
    for (;;) {
      const awb = String(randomInt(1_000_000_000, 9_999_999_999));
      if (!this.shipments.has(awb)) return awb;
    }
  }

  /** "PRG" + the pickup day (YYMMDD) + a 6-digit sequence, as DHL's confirmations read. */
  newPickupId(day: string): string {
    this.pickupCount += 1;
    return `PRG${day.slice(2).replace(/-/g, '')}${String(this.pickupCount).padStart(6, '0')}`;
  }
}
