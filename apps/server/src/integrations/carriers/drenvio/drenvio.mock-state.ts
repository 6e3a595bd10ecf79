import { randomBytes, randomInt } from 'node:crypto';
import type { DrenvioOffer } from './drenvio.types';
import { MockEventLog, rememberCapped } from '../mock-http-kit';

/** What the DrEnvío mock accepts, quotes and remembers (see drenvio.mock-server.ts). */

/** The demo account's API token (a static JWT at DrEnvío; any opaque text in the mock). */
export const DRENVIO_MOCK_DEMO_TOKEN = 'despacho-demo-drenvio-token';

export type DrenvioMockApi = 'rate' | 'generate' | 'track' | 'cancel';

export type DrenvioMockEvent =
  | { type: 'rate'; status: number; carriers: string[]; insurance: number }
  | {
      type: 'generate';
      status: number;
      tracking: string | null;
      service_id: string | null;
      /** The first package's name (the product puts its shipment number there). */
      package_name: string | null;
    }
  | { type: 'label'; status: number; label_id: string }
  | { type: 'track'; status: number; tracking: string }
  | { type: 'cancel'; status: number; tracking: string }
  | { type: `${DrenvioMockApi}_delayed`; ms: number }
  | { type: `${DrenvioMockApi}_aborted` };

export interface DrenvioMockPlace {
  city: string;
  state: string;
  postalCode: string;
}

export interface DrenvioMockParty extends DrenvioMockPlace {
  lines: string[];
  name: string;
}

export interface DrenvioMockShipment {
  tracking: string;
  labelId: string;
  carrier: string;
  service: string;
  serviceId: string;
  /** When the label was made (the mock's clock); tracking counts from here. */
  createdAt: number;
  cancelledAt: number | null;
  origin: DrenvioMockParty;
  destination: DrenvioMockParty;
  packages: { weightKg: number; name: string }[];
}

/** Quotes and shipments kept at most (the oldest are forgotten first). */
const MAX_KEPT = 5000;

export class DrenvioMockState extends MockEventLog<DrenvioMockEvent> {
  constructor() {
    super(MAX_KEPT);
  }

  /** Quoted offers by ObjectId: generate must name one the mock quoted, at its price. */
  readonly quotes = new Map<string, DrenvioOffer>();
  readonly shipments = new Map<string, DrenvioMockShipment>();
  readonly labels = new Map<string, string>();

  /** An offer as quoted, with fresh handles the mock remembers. */
  quote(offer: Omit<DrenvioOffer, 'ObjectId' | 'ShippingId'>): DrenvioOffer {
    const quoted: DrenvioOffer = {
      ...offer,
      ObjectId: randomBytes(12).toString('hex'),
      ShippingId: `S${randomInt(100_000, 1_000_000)}`,
    };
    rememberCapped(this.quotes, quoted.ObjectId, quoted, MAX_KEPT);
    return quoted;
  }

  /** A fresh 12-digit tracking number. */
  newTracking(): string {
    let tracking: string;
    do tracking = `7${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
    while (this.shipments.has(tracking));
    return tracking;
  }

  add(shipment: DrenvioMockShipment): void {
    rememberCapped(this.shipments, shipment.tracking, shipment, MAX_KEPT);
    rememberCapped(this.labels, shipment.labelId, shipment.tracking, MAX_KEPT);
  }
}
