import { randomBytes } from 'node:crypto';

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

export type FedexMockEvent =
  | { type: 'token'; client_id: string; granted: boolean }
  | { type: 'rate'; account: string | null; status: number }
  | { type: 'rate_delayed'; account: string; ms: number }
  | { type: 'rate_aborted'; account: string };

interface IssuedToken {
  clientId: string;
  expiresAt: number;
}

/** What the mock has issued and seen; tests read `events` and may revoke tokens. */
export class FedexMockState {
  readonly events: FedexMockEvent[] = [];
  private readonly tokens = new Map<string, IssuedToken>();

  record(event: FedexMockEvent): void {
    this.events.push(event);
    if (this.events.length > 1000) this.events.shift();
  }

  count(type: FedexMockEvent['type']): number {
    return this.events.filter((e) => e.type === type).length;
  }

  issue(clientId: string, ttlSeconds: number, now: number): string {
    for (const [token, issued] of this.tokens)
      if (issued.expiresAt <= now) this.tokens.delete(token);
    if (this.tokens.size >= 10_000) this.tokens.delete(this.tokens.keys().next().value as string);
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
}
