import { CarrierAnswerCache, ANSWER_TTL_MS } from './carrier-answer-cache';
import { CarrierBreakers, DEFAULT_BREAKER_OPTIONS, type BreakerOptions } from './carrier-breakers';

/** A late call is let run this long for the cache, then abandoned (its socket closed). */
export const LATE_ANSWER_LIMIT_MS = 15_000;

export interface QuoteGuardOptions extends Partial<BreakerOptions> {
  answerTtlMs?: number;
  lateAnswerLimitMs?: number;
}

/**
 * What keeps one slow carrier from slowing every quote (issue 23), one per app: each carrier
 * account's circuit breaker, the short cache of its answers, and the settings version each was
 * last seen with (a change drops the account's answers; its breaker restarts on its own).
 */
export class CarrierQuoteGuard {
  readonly breakers: CarrierBreakers;
  readonly answers: CarrierAnswerCache;
  readonly lateAnswerLimitMs: number;
  private readonly versions = new Map<string, string>();
  private readonly closing = new AbortController();

  constructor(options: QuoteGuardOptions = {}) {
    this.breakers = new CarrierBreakers({ ...DEFAULT_BREAKER_OPTIONS, ...definedOnly(options) });
    this.answers = new CarrierAnswerCache(options.answerTtlMs ?? ANSWER_TTL_MS);
    this.lateAnswerLimitMs = options.lateAnswerLimitMs ?? LATE_ANSWER_LIMIT_MS;
  }

  /** Notes the account's settings version; a new one forgets the answers of the old. */
  seeAccount(tenantId: number, carrierId: number, version: string): void {
    const k = `${tenantId}:${carrierId}`;
    const held = this.versions.get(k);
    if (held === version) return;
    if (held !== undefined) this.answers.dropAccount(tenantId, carrierId);
    this.versions.set(k, version);
  }

  /**
   * Runs a carrier call with the signal it gets: it may outlive its quote, never the late limit
   * or the app. (A plain timer and listener, not AbortSignal.any/timeout: those hold their
   * sources weakly, and a collected signal would leave a hung call open.)
   */
  async call<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    const timer = setTimeout(abort, this.lateAnswerLimitMs);
    timer.unref?.();
    this.closing.signal.addEventListener('abort', abort, { once: true });
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
      this.closing.signal.removeEventListener('abort', abort);
    }
  }

  shutdown(): void {
    this.closing.abort();
    this.breakers.shutdown();
  }
}

function definedOnly(o: Partial<BreakerOptions>): Partial<BreakerOptions> {
  return Object.fromEntries(
    (['volumeThreshold', 'windowMs', 'resetTimeoutMs'] as const)
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, o[k]]),
  );
}
