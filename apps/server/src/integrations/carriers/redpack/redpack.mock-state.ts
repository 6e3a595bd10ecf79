import { randomInt } from 'node:crypto';
import { MockEventLog, rememberCapped } from '../mock-http-kit';

/** What the Redpack mock accepts and remembers (see redpack.mock-server.ts). */

/** The demo account: carrier settings `pin` and `user_id` (the PIN is sent as "QA <pin>"). */
export const REDPACK_MOCK_DEMO_CREDENTIALS = {
  pin: 'despacho-demo-redpack-pin',
  user_id: '2601',
} as const;

export interface RedpackMockCredentials {
  pin: string;
  user_id: string;
}

export type RedpackMockOperation =
  | 'cotizacionNacional'
  | 'coberturaNacional'
  | 'documentacion'
  | 'rastreo'
  | 'solicitudRecoleccionCF';

export type RedpackMockEvent =
  | {
      type: RedpackMockOperation;
      user_id: string;
      /** Redpack's estatus (1 = done), or the HTTP status of a fault or failure mode. */
      estatus: number;
      guia?: string | null;
      flag?: number | null;
      folio?: string | null;
    }
  | { type: 'delayed'; operation: string; user_id: string; ms: number }
  | { type: 'aborted'; operation: string; user_id: string };

/** A city as the mock prints it on labels and scans. */
export interface RedpackMockPlace {
  city: string;
  state: string;
  postalCode: string;
}

export interface RedpackMockGuia {
  guia: string;
  userId: string;
  serviceId: number;
  serviceName: string;
  /** When it was documented (the mock's clock); tracking events count from here. */
  createdAt: number;
  origin: RedpackMockPlace;
  destination: RedpackMockPlace;
  recipientName: string;
  reference: string | null;
  packages: number;
}

export interface RedpackMockPickup {
  folio: string;
  guia: string;
  userId: string;
  /** The visit's day and start as sent ("2026-11-30T09:00:00"). */
  at: string;
  window: string;
}

export class RedpackMockState extends MockEventLog<RedpackMockEvent> {
  /** Documented guías, by number. */
  readonly guias = new Map<string, RedpackMockGuia>();
  /** Pickups requested, by folio. */
  readonly pickups = new Map<string, RedpackMockPickup>();
  private serial: number;
  private folioSerial: number;

  constructor(options: { firstSerial?: number } = {}) {
    super();
    // A random start keeps a restarted demo from reissuing guías the product already stored.
    this.serial = options.firstSerial ?? randomInt(10_000_000, 90_000_000);
    this.folioSerial = randomInt(100_000, 900_000);
  }

  /** A new 9-digit guía from the account's range: 9 and a serial. */
  nextGuia(): string {
    for (;;) {
      this.serial = this.serial >= 99_999_999 ? 10_000_000 : this.serial + 1;
      const guia = `9${this.serial}`;
      if (!this.guias.has(guia)) return guia;
    }
  }

  addGuia(guia: RedpackMockGuia): void {
    rememberCapped(this.guias, guia.guia, guia);
  }

  nextFolio(): string {
    this.folioSerial = this.folioSerial >= 999_999 ? 100_000 : this.folioSerial + 1;
    return `R${this.folioSerial}`;
  }

  addPickup(pickup: RedpackMockPickup): void {
    rememberCapped(this.pickups, pickup.folio, pickup);
  }
}
