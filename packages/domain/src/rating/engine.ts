import { DEFAULT_COUNTRY_CODE, DEFAULT_TIME_ZONE } from '@despacho/shared';
import type { Centavos } from '../money/centavos';
import { multiplyByDecimal } from '../money/rounding';
import { localDateTime, type LocalDateTime } from '../time/zoned-time';
import {
  carrierRejection,
  coverageRejection,
  userAccess,
  userMayUse,
  type UserAccess,
} from './eligibility';
import {
  discountFor,
  ownAgreementLayers,
  quotedLayers,
  staticLayers,
  sumLayers,
  type Layers,
} from './layers';
import { effectiveMargins } from './margins';
import { findPriceRow } from './price-table';
import { insuranceCharge, surchargesFor } from './surcharges';
import type {
  CandidateService,
  Rate,
  RatingInput,
  RatingResult,
  Rejection,
  RejectionCode,
  UserServiceAmount,
} from './types';
import { failedValidator } from './validators';
import {
  chargeableWeight,
  DOC_MAX_WEIGHT_G,
  kgToGrams,
  measureParcel,
  type ChargeableWeight,
  type MeasuredParcel,
} from './weight';

/** Everything that depends on the quote but not on the service, worked out once. */
interface QuoteContext {
  readonly input: RatingInput;
  readonly parcels: readonly MeasuredParcel[];
  readonly parcelRejection: RejectionCode | null;
  readonly local: LocalDateTime;
  readonly access: UserAccess;
  readonly homeCountry: string;
  readonly serviceAmounts: ReadonlyMap<string, UserServiceAmount>;
  readonly userPrices: ReadonlyMap<string, ReadonlyMap<number, Centavos>>;
}

function prepare(input: RatingInput): QuoteContext {
  const parcels = input.parcels.map(measureParcel);
  const userPrices = new Map<string, Map<number, Centavos>>();
  for (const p of input.user.prices) {
    const byKg = userPrices.get(p.service_id) ?? new Map<number, Centavos>();
    byKg.set(kgToGrams(p.kg), p.price);
    userPrices.set(p.service_id, byKg);
  }
  return {
    input,
    parcels,
    parcelRejection:
      parcels.length === 0
        ? 'parcel.none'
        : parcels.some((p) => p.is_doc && p.weight_g > DOC_MAX_WEIGHT_G)
          ? 'parcel.doc_weight'
          : null,
    local: localDateTime(input.now, input.settings.time_zone ?? DEFAULT_TIME_ZONE),
    access: userAccess(input.user),
    homeCountry: input.settings.home_country_code ?? DEFAULT_COUNTRY_CODE,
    serviceAmounts: new Map(input.user.service_amounts.map((a) => [a.service_id, a])),
    userPrices,
  };
}

/** Rules 1–5 of rating.md §6, first failure wins, in the order the page lists them. */
function eligibility(candidate: CandidateService, ctx: QuoteContext): RejectionCode | null {
  return (
    carrierRejection(candidate) ??
    (userMayUse(candidate, ctx.access) ? null : 'user.not_allowed') ??
    coverageRejection(candidate, ctx.input.origin, ctx.input.destination, ctx.homeCountry) ??
    ctx.parcelRejection ??
    failedValidator(candidate, { parcels: ctx.parcels, local: ctx.local })
  );
}

type Priced =
  | {
      layers: Layers;
      static_rate_used: boolean;
      user_price_used: boolean;
      /** An own-agreement carrier's own price (carrier currency × exchange rate), in centavos. */
      carrier_price?: Centavos;
    }
  | { code: RejectionCode; detail?: string };

function priceStatic(
  candidate: CandidateService,
  ctx: QuoteContext,
  weights: readonly ChargeableWeight[],
  strict: boolean,
): Priced | null {
  const { service } = candidate;
  const prices = ctx.userPrices.get(service.id);
  const parts: Layers[] = [];
  let userPriceUsed = false;
  for (let i = 0; i < ctx.parcels.length; i++) {
    const m = ctx.parcels[i] as MeasuredParcel;
    const match = findPriceRow(
      candidate.price_rows,
      (weights[i] as ChargeableWeight).lookup_g,
      strict ? null : service.extra_kg_price,
    );
    if (!match) return null;
    const userPrice = prices?.get(match.row_g);
    if (userPrice !== undefined) userPriceUsed = true;
    const extraKg = match.extra_kg * (service.extra_kg_price ?? 0);
    const surcharges = surchargesFor(m, candidate).total + extraKg;
    parts.push(staticLayers(match.row, userPrice ?? match.row.price, surcharges));
  }
  return { layers: sumLayers(parts), static_rate_used: true, user_price_used: userPriceUsed };
}

function priceQuoted(candidate: CandidateService, ctx: QuoteContext): Priced {
  const { service } = candidate;
  const answer = ctx.input.quoted_rates[service.id];
  if (!answer) return { code: 'quote.unavailable', detail: 'no answer before the deadline' };
  if (!answer.ok) return { code: 'quote.unavailable', detail: answer.error };
  // The carrier quotes the whole shipment; pass-through charges still accrue per parcel.
  let surcharges = 0;
  for (const m of ctx.parcels) surcharges += surchargesFor(m, candidate).total;
  const base = multiplyByDecimal(answer.quoted_rate, service.exchange_rate);
  const margins = effectiveMargins(service, ctx.serviceAmounts.get(service.id));
  return {
    layers: quotedLayers(answer.quoted_rate, base, surcharges, margins),
    static_rate_used: false,
    user_price_used: false,
  };
}

/**
 * An own-agreement carrier's service (issue 19): the carrier bills the user's own account, so
 * the rate keeps the carrier's price as information — its answer × exchange rate, or for a
 * service priced from a table, the table's price — and costs the user the own-agreement fee
 * only: no margin layer, no discount.
 */
function asOwnAgreement(priced: Priced, candidate: CandidateService, ctx: QuoteContext): Priced {
  if ('code' in priced) return priced;
  const { layers } = priced;
  const carrierPrice =
    layers.quoted_rate === null
      ? layers.tenant_price + layers.admin_amount
      : multiplyByDecimal(layers.quoted_rate, candidate.service.exchange_rate);
  return {
    layers: ownAgreementLayers(layers.quoted_rate, ctx.input.user.own_agreements_fee ?? 0),
    static_rate_used: priced.static_rate_used,
    user_price_used: false,
    carrier_price: carrierPrice,
  };
}

function price(
  candidate: CandidateService,
  ctx: QuoteContext,
  weights: readonly ChargeableWeight[],
): Priced {
  const { service } = candidate;
  if (!service.use_quoted_rates) {
    return priceStatic(candidate, ctx, weights, false) ?? { code: 'price.no_row' };
  }
  // A quoted service with use_static_rates prefers its table when a row covers the weight.
  const fromTable = service.use_static_rates ? priceStatic(candidate, ctx, weights, true) : null;
  return fromTable ?? priceQuoted(candidate, ctx);
}

const kg2 = (g: number) => Math.round(g / 10) / 100;

function reject(candidate: CandidateService, code: RejectionCode, detail?: string): Rejection {
  const service_id = candidate.service.id;
  const carrier_id = candidate.carrier.id;
  return detail === undefined
    ? { service_id, carrier_id, code }
    : { service_id, carrier_id, code, detail };
}

// Rules run once per service on every quote, so this path creates no closures (tsx names each
// one it creates at run time, and that alone was a tenth of a quote's cost).
function evaluate(candidate: CandidateService, ctx: QuoteContext): Rate | Rejection {
  const { service, carrier } = candidate;
  const code = eligibility(candidate, ctx);
  if (code) return reject(candidate, code);
  const weights: ChargeableWeight[] = [];
  let volumetricG = 0;
  let lookupG = 0;
  for (const m of ctx.parcels) {
    const w = chargeableWeight(m, carrier.volumetric_divisor, service.use_of_kg);
    weights.push(w);
    volumetricG += w.volumetric_g;
    lookupG += w.lookup_g;
  }
  const priced =
    carrier.own_agreement_user_id === null
      ? price(candidate, ctx, weights)
      : asOwnAgreement(price(candidate, ctx, weights), candidate, ctx);
  if ('code' in priced) return reject(candidate, priced.code, priced.detail);
  const { layers } = priced;
  const own = priced.carrier_price !== undefined;
  const discount = own ? 0 : discountFor(layers.admin_amount, ctx.input.user.discount);
  let insurance = 0;
  if (!own) for (const m of ctx.parcels) insurance += insuranceCharge(m, carrier);
  const rate: Rate = {
    service_id: service.id,
    service_code: service.code,
    service_name: service.name,
    carrier_id: carrier.id,
    carrier_name: carrier.name,
    provider_code: carrier.provider_code,
    logo_url: carrier.logo_url,
    days: service.days,
    trackable: service.trackable,
    service_has_pickup: service.has_pickup,
    extended_zone: candidate.destination_in_extended_zone,
    insure_package: insurance > 0,
    insurance,
    volumetric_weight: kg2(volumetricG),
    chargeable_weight: lookupG / 1000,
    ...layers,
    static_rate_used: priced.static_rate_used,
    user_price_used: priced.user_price_used,
    discount,
    total: layers.tenant_price + layers.admin_amount - discount,
  };
  return own ? { ...rate, carrier_price: priced.carrier_price, own_agreement: true } : rate;
}

/** Cheapest first, then fastest; the service id settles exact ties so output is deterministic. */
export function compareRates(a: Rate, b: Rate): number {
  return (
    a.total - b.total ||
    a.days - b.days ||
    (a.service_id < b.service_id ? -1 : a.service_id > b.service_id ? 1 : 0)
  );
}

/** The rating engine (docs/rating.md): candidates in, sorted rates and rejections out. */
export function rateShipment(input: RatingInput): RatingResult {
  const ctx = prepare(input);
  const rates: Rate[] = [];
  const rejections: Rejection[] = [];
  for (const candidate of input.candidates) {
    const out = evaluate(candidate, ctx);
    if ('code' in out) rejections.push(out);
    else rates.push(out);
  }
  rates.sort(compareRates);
  return { rates, rejections };
}
