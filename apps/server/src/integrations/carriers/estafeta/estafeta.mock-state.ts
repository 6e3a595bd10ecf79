import { randomBytes, randomInt } from 'node:crypto';
import { MockEventLog } from '../mock-http-kit';

/** What the Estafeta mock accepts, issues and remembers (see estafeta.mock-server.ts). */

export const ESTAFETA_MOCK_DEMO_CREDENTIALS = {
  api_key: 'despacho-demo-estafeta-key',
  api_secret: 'despacho-demo-estafeta-secret',
  customer_number: '5198412',
  suscriber_id: '28',
  sales_organization: '112',
  login: 'despacho-demo',
  password: 'despacho-demo-label',
} as const;

export type EstafetaMockApi = 'rate' | 'label' | 'track' | 'pickup';

export type EstafetaMockEvent =
  | { type: 'token'; api_key: string; granted: boolean }
  | { type: 'rate'; customer: string | null; status: number }
  | {
      type: 'label';
      customer: string | null;
      status: number;
      waybill: string | null;
      output_type: string | null;
      service: string | null;
    }
  | { type: 'track'; status: number; numbers: string[] }
  | { type: 'pickup'; customer: string | null; status: number; folio: string | null }
  | { type: 'soap_label'; status: number; waybill: string | null }
  | { type: `${EstafetaMockApi}_delayed`; customer: string; ms: number }
  | { type: `${EstafetaMockApi}_aborted`; customer: string };

export interface EstafetaMockWaybill {
  waybill: string;
  trackingCode: string;
  service: string;
  originZip: string;
  destinationZip: string;
  destinationCity: string;
  createdAt: number;
}

export class EstafetaMockState extends MockEventLog<EstafetaMockEvent> {
  readonly waybills = new Map<string, EstafetaMockWaybill>();
  readonly pickups = new Map<string, { date: string; customer: string }>();
  private readonly tokens = new Map<string, { apiKey: string; expiresAt: number }>();

  issue(apiKey: string, ttlSeconds: number, now: number): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { apiKey, expiresAt: now + ttlSeconds * 1000 });
    return token;
  }

  /** The api key a live token was issued to, or null. */
  tokenOwner(token: string, now: number): string | null {
    const entry = this.tokens.get(token);
    if (!entry || entry.expiresAt <= now) return null;
    return entry.apiKey;
  }

  revokeTokens(): void {
    this.tokens.clear();
  }

  /** A new 22-character waybill (guía) and its 10-digit tracking code. */
  newWaybill(entry: Omit<EstafetaMockWaybill, 'waybill' | 'trackingCode'>): EstafetaMockWaybill {
    const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
    const trackingCode = digits(10);
    const waybill = `${trackingCode}${entry.service.padStart(2, '0').slice(0, 2)}${digits(10)}`;
    const saved = { ...entry, waybill, trackingCode };
    this.waybills.set(waybill, saved);
    return saved;
  }
}
