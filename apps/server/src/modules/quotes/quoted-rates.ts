import type { QuotedRateResult } from '@despacho/domain';
import type { QuoteUnansweredReason } from '@despacho/shared';
import {
  carrierInsuredValue,
  CarrierError,
  type QuotedService,
  type RateRequest,
} from '../../integrations/carriers/carrier-connector';
import { carrierErrorDetail } from '../../integrations/carriers/carrier-error-text';
import type { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import type { AppDeps } from '../../http/context';
import { todayIn } from '../../lib/dates';
import type { Logger } from '../../lib/logger';
import { answerKey } from './carrier-answer-cache';
import { isTimeout } from './carrier-breakers';
import type { CarrierQuoteGuard } from './carrier-quote-guard';
import type { CatalogueCarrier, CatalogueService } from './catalogue-snapshot';

/** A carrier asked for rates that gave none, and why (staff read the detail and since when). */
export interface CarrierMiss {
  carrierId: number;
  reason: QuoteUnansweredReason;
  detail: string;
  /** Reason `skipped`: when its breaker opened. */
  since: Date | null;
  /** Reason `timeout`: the deadline it missed, in ms. */
  deadlineMs?: number;
}

export interface AskCarriers {
  tenantId: number;
  timeZone: string;
  services: CatalogueService[];
  carriers: Map<number, CatalogueCarrier>;
  registry: ConnectorRegistry;
  settingsFor: AppDeps['connectorSettings'];
  request: Omit<RateRequest, 'service_codes'>;
  /** Each carrier's deadline unless its quote_deadline_ms setting says otherwise. */
  deadlineMs: number;
  guard: CarrierQuoteGuard;
  log: Logger;
}

/** Where the carriers' answers stand: filled in as each carrier answers or misses its deadline. */
export interface CarrierRound {
  answers: Record<string, QuotedRateResult>;
  misses: CarrierMiss[];
  /** Carriers not heard from yet. */
  pending: Set<number>;
}

/**
 * Asks every carrier that has quoted services among the candidates, all at once, each with its
 * deadline, its circuit breaker and its short answer cache (issue 23). A slow or failing carrier
 * never fails the quote: its services get an `ok: false` answer with the reason (the engine turns
 * it into a `quote.unavailable` rejection) and it is named among the misses. `onAnswer` is called
 * each time a carrier is done, with the round so far.
 */
export async function askCarriers(
  a: AskCarriers,
  onAnswer?: (round: CarrierRound) => void,
): Promise<CarrierRound> {
  const byCarrier = new Map<number, CatalogueService[]>();
  for (const s of a.services) {
    if (!s.data.use_quoted_rates) continue;
    const list = byCarrier.get(s.carrierId);
    if (list) list.push(s);
    else byCarrier.set(s.carrierId, [s]);
  }
  const round: CarrierRound = { answers: {}, misses: [], pending: new Set(byCarrier.keys()) };
  const day = todayIn(a.timeZone, a.request.ship_date);
  if (round.pending.size) onAnswer?.(round);
  await Promise.all(
    [...byCarrier].map(async ([carrierId, list]) => {
      const outcome = await askOne(a, carrierId, list, day);
      if ('quoted' in outcome) {
        const byCode = new Map(outcome.quoted.map((q) => [q.service_code, q]));
        for (const s of list) {
          const q = byCode.get(s.data.code);
          round.answers[s.data.id] = q
            ? { ok: true, quoted_rate: q.amount_cents }
            : { ok: false, error: 'the carrier did not offer this service for this shipment' };
        }
      } else {
        for (const s of list) round.answers[s.data.id] = { ok: false, error: outcome.detail };
        round.misses.push({ carrierId, ...outcome });
      }
      round.pending.delete(carrierId);
      onAnswer?.(round);
    }),
  );
  return round;
}

type Outcome = { quoted: QuotedService[] } | Omit<CarrierMiss, 'carrierId'>;

async function askOne(
  a: AskCarriers,
  carrierId: number,
  list: CatalogueService[],
  day: string,
): Promise<Outcome> {
  const carrier = a.carriers.get(carrierId);
  const connector = carrier ? a.registry.get(carrier.providerCode) : null;
  if (!carrier || !connector) {
    return { reason: 'error', detail: 'no connector for this provider yet', since: null };
  }
  const request: RateRequest = {
    ...a.request,
    service_codes: list.map((s) => s.data.code),
    // A carrier that insures itself is told the value to insure (and prices it).
    insured_value_cents: carrierInsuredValue(
      carrier.data.insurance_type,
      a.request.insure_package,
      a.request.declared_value_cents,
    ),
  };
  const { guard } = a;
  guard.seeAccount(a.tenantId, carrierId, carrier.accountVersion);
  const key = answerKey({
    tenantId: a.tenantId,
    carrierId,
    accountVersion: carrier.accountVersion,
    day,
    request,
  });
  const cached = guard.answers.get(key);
  if (cached) return { quoted: cached };

  const deadlineMs = carrier.quoteDeadlineMs ?? a.deadlineMs;
  try {
    const quoted = await guard.breakers.fire(
      a.tenantId,
      carrierId,
      carrier.accountVersion,
      deadlineMs,
      // Identical quotes at once share one call; it runs past the deadline (up to the late
      // limit) so that its answer serves the next identical quote.
      () =>
        guard.answers.shared(key, () =>
          guard.call((signal) =>
            connector.rate(
              {
                settings: a.settingsFor(
                  carrier.providerCode,
                  carrier.environment,
                  carrier.settings,
                ),
                environment: carrier.environment,
                signal,
              },
              request,
            ),
          ),
        ),
    );
    return { quoted };
  } catch (err) {
    const since = guard.breakers.skippedSince(a.tenantId, carrierId, err);
    const miss: Omit<CarrierMiss, 'carrierId'> = since
      ? {
          reason: 'skipped',
          detail: 'the carrier was skipped: it kept missing its deadline',
          since,
        }
      : isTimeout(err) || (err instanceof CarrierError && err.kind === 'timeout')
        ? {
            reason: 'timeout',
            detail: `the carrier did not answer within ${Math.round(deadlineMs / 100) / 10} s`,
            since: null,
            deadlineMs,
          }
        : { reason: 'error', detail: carrierErrorDetail(err), since: null };
    if (miss.reason !== 'skipped') {
      a.log.warn(
        { carrierId, provider: carrier.providerCode, reason: miss.reason, error: miss.detail },
        'carrier quote failed',
      );
    }
    return miss;
  }
}
