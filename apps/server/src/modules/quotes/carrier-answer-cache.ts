import { LRUCache } from 'lru-cache';
import type { QuotedService, RateRequest } from '../../integrations/carriers/carrier-connector';

/** How long a carrier's answer serves identical quotes (docs/decisions.md, issue 23). */
export const ANSWER_TTL_MS = 5 * 60_000;
const MAX_ANSWERS = 20_000;

/** Everything a carrier's answer depends on; two quotes with the same key get the same rates. */
export interface AnswerKeyParts {
  tenantId: number;
  carrierId: number;
  /** The account's provider, environment and settings (catalogue-snapshot.ts fingerprint). */
  accountVersion: string;
  /** The tenant-local day the parcel ships ("YYYY-MM-DD"): prices may change overnight. */
  day: string;
  request: RateRequest;
}

/** The cache key: tenant and account first, so nothing is ever shared across them. */
export function answerKey(p: AnswerKeyParts): string {
  const r = p.request;
  return JSON.stringify([
    p.tenantId,
    p.carrierId,
    p.accountVersion,
    p.day,
    [...r.service_codes].sort(),
    [r.origin.country_code, r.origin.postal_code, r.origin.state_code ?? null],
    [r.destination.country_code, r.destination.postal_code, r.destination.state_code ?? null],
    r.parcels.map((x) => [x.weight_kg, x.length_cm, x.width_cm, x.height_cm]),
    r.declared_value_cents,
    r.insure_package ?? false,
    r.insured_value_cents ?? 0,
  ]);
}

/**
 * Carriers' answers to quotes, kept a few minutes in this process, and the calls under way: two
 * identical quotes at once ask the carrier once, and an answer that comes after its quote's
 * deadline still serves the next identical quote. Keys carry the tenant, the carrier account and
 * a fingerprint of its settings, so a settings change is a miss; `dropAccount` frees the old.
 */
export class CarrierAnswerCache {
  private readonly answers: LRUCache<string, QuotedService[]>;
  private readonly inFlight = new Map<string, Promise<QuotedService[]>>();

  constructor(ttlMs = ANSWER_TTL_MS) {
    this.answers = new LRUCache({ max: MAX_ANSWERS, ttl: ttlMs });
  }

  get(key: string): QuotedService[] | undefined {
    return this.answers.get(key);
  }

  /** The call under way for `key`, or `start()` as the new one; a success is kept. */
  shared(key: string, start: () => Promise<QuotedService[]>): Promise<QuotedService[]> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const call = start().then((answer) => {
      this.answers.set(key, answer);
      return answer;
    });
    const done = () => {
      if (this.inFlight.get(key) === call) this.inFlight.delete(key);
    };
    call.then(done, done);
    this.inFlight.set(key, call);
    return call;
  }

  /** Forgets an account's answers (its settings changed). */
  dropAccount(tenantId: number, carrierId: number): void {
    const prefix = JSON.stringify([tenantId, carrierId]).slice(0, -1) + ',';
    for (const k of this.answers.keys()) if (k.startsWith(prefix)) this.answers.delete(k);
  }

  get size(): number {
    return this.answers.size;
  }
}
