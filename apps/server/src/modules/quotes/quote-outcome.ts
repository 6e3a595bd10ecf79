import type { Rate, RateVisibilitySettings, RatingResult } from '@despacho/domain';
import {
  isStaff,
  type PendingCarrier,
  type QuoteResult,
  type RejectedService,
  type UnansweredCarrier,
  type UserType,
} from '@despacho/shared';
import type { ServiceContext } from '../../http/context';
import type { QuoteFacts } from './quote-facts.repository';
import type { CarrierMiss, CarrierRound } from './quoted-rates';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { serializeRate, type RateEncoder } from './rate.serializer';
import { rejectionMessage } from './rejection-messages';

/** A priced quote before it is put on the wire: the engine's rates and who is looking. */
export interface QuoteOutcome {
  rates: Rate[];
  viewer: UserType;
  settings: RateVisibilitySettings;
  encoder: RateEncoder;
  /** Present for staff who asked with include_rejected. */
  rejected?: RejectedService[];
  /** Every rejection, for callers in this process (the purchase says why a rate is gone). */
  rejections: RatingResult['rejections'];
  /** The catalogue it was priced from (the purchase reads the carrier's connector settings). */
  catalogue: CatalogueSnapshot;
  /** Carriers asked that gave no rate (detail and since for staff only). */
  unanswered: UnansweredCarrier[];
  /** Carriers still being asked (a streamed quote's lines before the last). */
  pending: PendingCarrier[];
}

/** The quote as its caller may see it: rates, the carriers that gave none, why-nots for staff. */
export function buildOutcome(
  ctx: ServiceContext,
  viewer: UserType,
  facts: QuoteFacts,
  catalogue: CatalogueSnapshot,
  result: RatingResult,
  round: CarrierRound | null,
  includeRejected: boolean,
): QuoteOutcome {
  const staff = isStaff(viewer);
  const nameOf = (carrierId: number) => catalogue.carriers.get(carrierId)?.data.name ?? '';
  const outcome: QuoteOutcome = {
    rates: result.rates,
    viewer,
    settings: facts.settings,
    encoder: catalogue.rateEncoder,
    rejections: result.rejections,
    catalogue,
    unanswered: (round?.misses ?? [])
      .map((m) => ({
        carrier_id: m.carrierId,
        carrier_name: nameOf(m.carrierId),
        reason: m.reason,
        ...(staff
          ? { detail: missDetail(m, ctx.locale), skipped_since: m.since?.toISOString() ?? null }
          : {}),
      }))
      .sort((x, y) => x.carrier_name.localeCompare(y.carrier_name)),
    pending: [...(round?.pending ?? [])]
      .map((id) => ({ carrier_id: id, carrier_name: nameOf(id) }))
      .sort((x, y) => x.carrier_name.localeCompare(y.carrier_name)),
  };
  if (!includeRejected || !staff) return outcome;
  const services = new Map(catalogue.services.map((s) => [s.data.id, s]));
  outcome.rejected = result.rejections
    // While a carrier is being asked its services are pending, not rejected.
    .filter((r) => !round?.pending.has(Number(r.carrier_id)) || r.code !== 'quote.unavailable')
    .map((r) => {
      const s = services.get(r.service_id);
      const carrier = s ? catalogue.carriers.get(s.carrierId) : undefined;
      return {
        service_id: Number(r.service_id),
        service_name: s?.data.name ?? '',
        service_code: s?.data.code ?? '',
        carrier_id: Number(r.carrier_id),
        carrier_name: carrier?.data.name ?? '',
        code: r.code,
        message: rejectionMessage(r.code, ctx.locale),
        detail: r.detail ?? null,
      };
    });
  return outcome;
}

/**
 * What staff read about a carrier that gave no rate: the deadline it missed in their language;
 * nothing more for a skipped one (its reason and since say it); a failed call's fixed sentence
 * (carrier-error-text.ts, as `rejected[].detail`).
 */
function missDetail(m: CarrierMiss, locale: string): string | null {
  if (m.reason === 'skipped') return null;
  if (m.reason !== 'timeout' || m.deadlineMs === undefined) return m.detail;
  const seconds = (Math.round(m.deadlineMs / 100) / 10).toLocaleString(locale);
  return locale === 'en'
    ? `No answer within its ${seconds} s deadline.`
    : `No respondió dentro de su plazo de ${seconds} s.`;
}

/** The quote as objects, for callers in this process (the wizard re-reads a rate this way). */
export function quoteResult(o: QuoteOutcome): QuoteResult {
  const rates = o.rates.map((r) => serializeRate(r, o.viewer, o.settings));
  const unanswered = o.unanswered;
  return o.rejected ? { rates, unanswered, rejected: o.rejected } : { rates, unanswered };
}

/** The quote as the JSON text of a QuoteResult, the same value `quoteResult` gives, faster. */
export function encodeQuoteResult(o: QuoteOutcome): string {
  let out = `{"rates":${o.encoder.encodeAll(o.rates, o.viewer, o.settings)}`;
  out += `,"unanswered":${JSON.stringify(o.unanswered)}`;
  if (o.rejected) out += `,"rejected":${JSON.stringify(o.rejected)}`;
  return `${out}}`;
}

/** One line of a streamed quote (QuoteProgress): the quote so far, and what is still asked. */
export function encodeQuoteProgress(o: QuoteOutcome, done: boolean): string {
  const pending = done ? [] : o.pending;
  return `${encodeQuoteResult(o).slice(0, -1)},"pending":${JSON.stringify(pending)},"done":${done}}\n`;
}
