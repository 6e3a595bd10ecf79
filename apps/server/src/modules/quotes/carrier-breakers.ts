import CircuitBreaker from 'opossum';
import type { CarrierQuoteHealth } from '@despacho/shared';

/** How the breakers of carriers' quotes behave (tests shorten the times). */
export interface BreakerOptions {
  /** Quotes in the window before the breaker may open (three timeouts in a row open it). */
  volumeThreshold: number;
  /** The window failures are counted over. */
  windowMs: number;
  /** How long an open breaker skips the carrier before one quote tries it again. */
  resetTimeoutMs: number;
}

export const DEFAULT_BREAKER_OPTIONS: BreakerOptions = {
  volumeThreshold: 3,
  windowMs: 60_000,
  resetTimeoutMs: 30_000,
};

/** The breaker's verdict for one quote: ask the carrier, or skip it (open since `since`). */
export type BreakerGate = { skip: false } | { skip: true; since: Date };

/** Thrown by `fire` when the carrier missed its deadline (opossum's ETIMEDOUT). */
export const isTimeout = (err: unknown): boolean =>
  (err as { code?: string } | null)?.code === 'ETIMEDOUT';
const isOpen = (err: unknown): boolean =>
  (err as { code?: string } | null)?.code === 'EOPENBREAKER';

interface Entry {
  /** The account's settings fingerprint and deadline: either changing makes a new breaker. */
  version: string;
  breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;
  openSince: Date | null;
  /** Timeouts since the breaker last closed. */
  timeouts: number;
}

/**
 * One circuit breaker (opossum) per carrier account in this process — a tenant's carrier row,
 * whose settings hold one set of credentials. A carrier that keeps missing its deadline (more than
 * half of at least `volumeThreshold` quotes in the window) is skipped for `resetTimeoutMs`; then
 * one quote asks it again (half open): an answer in time closes the breaker, another timeout
 * opens it again. Only timeouts count: a carrier that answers an error at once costs no wait.
 */
export class CarrierBreakers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: BreakerOptions = DEFAULT_BREAKER_OPTIONS) {}

  /**
   * Runs `call` under the account's breaker with `deadlineMs`: its answer, or an error —
   * ETIMEDOUT past the deadline (the call itself goes on: a late answer may still be cached),
   * EOPENBREAKER (see `gate`) while the carrier is being skipped, or the call's own error.
   */
  async fire<T>(
    tenantId: number,
    carrierId: number,
    version: string,
    deadlineMs: number,
    call: () => Promise<T>,
  ): Promise<T> {
    const entry = this.entry(tenantId, carrierId, `${version}:${deadlineMs}`, deadlineMs);
    return (await entry.breaker.fire(call)) as T;
  }

  /** Whether an error from `fire` means the carrier was skipped, and since when. */
  skippedSince(tenantId: number, carrierId: number, err: unknown): Date | null {
    if (!isOpen(err)) return null;
    return this.entries.get(key(tenantId, carrierId))?.openSince ?? new Date();
  }

  /** The tenant's carrier accounts being skipped now (staff: GET carriers/quote_health). */
  health(tenantId: number): CarrierQuoteHealth[] {
    const out: CarrierQuoteHealth[] = [];
    for (const [k, e] of this.entries) {
      if (!k.startsWith(`${tenantId}:`) || !e.openSince) continue;
      out.push({
        carrier_id: Number(k.split(':')[1]),
        state: e.breaker.halfOpen ? 'half_open' : 'open',
        since: e.openSince.toISOString(),
        timeouts: e.timeouts,
      });
    }
    return out.sort((a, b) => a.carrier_id - b.carrier_id);
  }

  /** Stops every breaker's timers (the app closing). */
  shutdown(): void {
    for (const e of this.entries.values()) e.breaker.shutdown();
    this.entries.clear();
  }

  private entry(tenantId: number, carrierId: number, version: string, deadlineMs: number): Entry {
    const k = key(tenantId, carrierId);
    const held = this.entries.get(k);
    if (held && held.version === version) return held;
    // New settings (credentials, endpoint, deadline) are a new account: its history is dropped.
    held?.breaker.shutdown();
    const breaker = new CircuitBreaker((call: () => Promise<unknown>) => call(), {
      timeout: deadlineMs,
      errorThresholdPercentage: 50,
      volumeThreshold: this.options.volumeThreshold,
      rollingCountTimeout: this.options.windowMs,
      rollingCountBuckets: 10,
      resetTimeout: this.options.resetTimeoutMs,
      // Only a missed deadline counts against the carrier.
      errorFilter: (err: unknown) => !isTimeout(err),
    });
    const entry: Entry = { version, breaker, openSince: null, timeouts: 0 };
    breaker.on('timeout', () => (entry.timeouts += 1));
    breaker.on('open', () => (entry.openSince ??= new Date()));
    breaker.on('close', () => {
      entry.openSince = null;
      entry.timeouts = 0;
    });
    this.entries.set(k, entry);
    return entry;
  }
}

const key = (tenantId: number, carrierId: number) => `${tenantId}:${carrierId}`;
