import { randomBytes, randomInt } from 'node:crypto';
import { makeRoomForToken, MockEventLog, rememberCapped } from '../mock-http-kit';

/** What the Paquetexpress mock accepts, issues and remembers (see paquetexpress.mock-server.ts). */

export const PEXPRESS_MOCK_DEMO_CREDENTIALS = {
  user: 'WSQDESPACHO',
  password: 'despacho-demo-paquetexpress',
  client_id: '99000123',
  quote_token: 'D35BAC40D35BAC40D35BAC40D35BAC40',
} as const;

export interface PxMockCredentials {
  user: string;
  password: string;
  quote_token: string;
}

export type PxMockApi = 'quote' | 'guia' | 'cancel' | 'order' | 'infotrack' | 'label' | 'track';

export type PxMockEvent =
  | { type: 'login'; user: string; granted: boolean }
  | { type: PxMockApi; user: string | null; ok: boolean; detail?: string }
  | { type: 'token_expired'; user: string; api: PxMockApi }
  | { type: `${PxMockApi}_delayed`; user: string; ms: number }
  | { type: `${PxMockApi}_aborted`; user: string };

export interface PxMockPlace {
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface PxMockWaybill {
  trackingNumber: string;
  user: string;
  service: string;
  createdAt: number;
  cancelledAt: number | null;
  origin: PxMockPlace;
  destination: PxMockPlace;
  reference: string | null;
  weightKg: number;
  packages: number;
}

export interface PxMockOrder {
  orderNumber: string;
  user: string;
  waybills: string[];
  planCollDate: number;
  hourFrom: number;
  hourTo: number;
}

/** What the mock has issued and seen; tests read `events` and may expire tokens. */
export class PxMockState extends MockEventLog<PxMockEvent> {
  readonly waybills = new Map<string, PxMockWaybill>();
  readonly orders = new Map<string, PxMockOrder>();
  private readonly tokens = new Map<string, { user: string; expiresAt: number }>();
  private serial: number;
  private orderSerial: number;

  constructor(options: { firstSerial?: number } = {}) {
    super();
    // A random start keeps a restarted demo from reissuing numbers the product already stored.
    this.serial = options.firstSerial ?? randomInt(100_000_000, 900_000_000);
    this.orderSerial = randomInt(10_000_000, 90_000_000);
  }

  /** A JWT-looking token (header.payload.signature) for `user`, valid `ttlMs`. */
  issue(user: string, ttlMs: number, now: number): string {
    makeRoomForToken(this.tokens, now);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = [
      part({ alg: 'HS256', typ: 'JWT' }),
      part({ iss: user, exp: Math.floor((now + ttlMs) / 1000) }),
      randomBytes(32).toString('base64url'),
    ].join('.');
    this.tokens.set(token, { user, expiresAt: now + ttlMs });
    return token;
  }

  /** The token's user, or why it is refused. */
  check(token: string, now: number): { user: string } | 'expired' | 'unknown' {
    const issued = this.tokens.get(token);
    if (!issued) return 'unknown';
    return issued.expiresAt > now ? { user: issued.user } : 'expired';
  }

  /** Makes every issued token expire now (as 30 s passing would). */
  expireTokens(now: number): void {
    for (const issued of this.tokens.values()) issued.expiresAt = Math.min(issued.expiresAt, now);
  }

  /** An 11-digit rastreo like the kit's samples ("05168261166"). */
  nextTrackingNumber(): string {
    for (;;) {
      this.serial = this.serial >= 999_999_999 ? 100_000_000 : this.serial + 1;
      const number = `05${this.serial}`;
      if (!this.waybills.has(number)) return number;
    }
  }

  addWaybill(waybill: PxMockWaybill): void {
    rememberCapped(this.waybills, waybill.trackingNumber, waybill);
  }

  /** An order number like the kit's ("OR053000053453"). */
  nextOrderNumber(): string {
    this.orderSerial = this.orderSerial >= 99_999_999 ? 10_000_000 : this.orderSerial + 1;
    return `OR053${String(this.orderSerial).padStart(9, '0')}`;
  }

  addOrder(order: PxMockOrder): void {
    rememberCapped(this.orders, order.orderNumber, order);
  }
}
