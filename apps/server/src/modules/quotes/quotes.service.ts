import {
  rateShipment,
  type AddressFacts,
  type CandidateService,
  type RatingInput,
  type RatingResult,
} from '@despacho/domain';
import {
  DEFAULT_COUNTRY_CODE,
  parcelMeasures,
  type UserType,
  type ZQuoteForm,
} from '@despacho/shared';
import type { z } from 'zod';
import { fieldError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { completeSession } from '../../http/request-context';
import { carrierLogoUrl } from '../carriers/carriers.serializer';
import { checkFiscalVerification } from '../shipments/shipment-tenant-rules';
import { catalogueFor } from './catalogue-cache';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { loadQuoteFacts, loadSessionQuoteFacts, type QuoteFacts } from './quote-facts.repository';

/** For another area's statement that reads a quote's facts with its own (app_quote_facts). */
export {
  QUOTE_SETTING_KEYS,
  toFacts as quoteFactsFromRow,
  type QuoteFacts,
  type RawFacts as RawQuoteFacts,
} from './quote-facts.repository';
import { askCarriers, type CarrierRound } from './quoted-rates';
import { buildOutcome, type QuoteOutcome } from './quote-outcome';

/** The quote's outcome and its wire forms (quote-outcome.ts), for the routes and the purchase. */
export {
  encodeQuoteProgress,
  encodeQuoteResult,
  quoteResult,
  type QuoteOutcome,
} from './quote-outcome';
import { ratingUser } from './rating-user';
import {
  OWN_AGREEMENTS_SETTING,
  ownAgreementFee,
  ownsAgreementIn,
} from '../own-agreements/own-agreement-fee';

export type QuoteInput = z.output<typeof ZQuoteForm> & {
  /** A shipment's parcel (the wizard): declared value in centavos and the insurance choice. */
  declared_value_cents?: number;
  insure_package?: boolean;
};

export interface QuoteOptions {
  includeRejected: boolean;
  /** Price for this account instead of the caller's (staff re-rating a customer's shipment). */
  payerId?: number;
  /** The facts, already read for `payerId` and these two postal codes (a shipment's route). */
  facts?: { codes: string[]; facts: QuoteFacts };
  /**
   * Price this service alone (the purchase re-rates the chosen service): a service's price never
   * depends on the others, and no other carrier is asked for a rate.
   */
  onlyServiceId?: number;
  /**
   * Spec 1 §2: how many shipments an unverified customer may have made and still be priced (the
   * wizard's rate screen and purchase: 1); a plain quote has no such allowance.
   */
  demoShipmentsUpTo?: number;
  /**
   * A streamed quote: called with the price-table rates as soon as they are known, then after
   * each carrier's answer while others are still asked. The returned outcome is the last word.
   */
  onProgress?: (partial: QuoteOutcome) => void;
}

/**
 * Each carrier gets this long to answer a quote unless its quote_deadline_ms setting says
 * otherwise (CARRIER_QUOTE_DEADLINE_MS changes the default): the whole quote answers within 3 s
 * (docs/decisions.md, issue 23).
 */
export const DEFAULT_CARRIER_DEADLINE_MS = 2_000;

/**
 * POST quotes: every service the user may use, priced by the domain engine (rating.md), sorted
 * by total and stripped to what the caller's role may see. Static services come from the cached
 * catalogue; quoted ones from their carriers' connectors, asked in parallel after the database
 * work is done, each with a deadline. Staff may ask why the others were left out.
 */
export async function quote(
  ctx: ServiceContext,
  input: QuoteInput,
  opts: QuoteOptions,
): Promise<QuoteOutcome> {
  const origin = input.origin_postal_code.trim().toUpperCase();
  const destination = input.destination_postal_code.trim().toUpperCase();
  const known = opts.facts;
  const facts =
    known && known.codes[0] === origin && known.codes[1] === destination
      ? known.facts
      : await callerAndFacts(ctx, [origin, destination], opts.payerId);
  authorize(ctx, 'create', 'Quote');
  checkFiscalVerification(ctx, facts.settings, opts.demoShipmentsUpTo ?? null);
  const actor = requireActor(ctx);
  const payerId = opts.payerId ?? actor.parentId ?? actor.id;
  const catalogue = await catalogueFor(
    ctx.deps.db,
    ctx.tenant.id,
    facts.catalogueVersion,
    ctx.deps.secrets,
    (carrierId, fileId) => carrierLogoUrl(ctx.tenant.slug, carrierId, fileId),
  );

  const originCountry = countryCode(catalogue, input.origin_country_id, 'origin_country_id');
  const destCountry = countryCode(
    catalogue,
    input.destination_country_id,
    'destination_country_id',
  );
  checkPostalCode(facts, originCountry, origin, 'origin_postal_code');
  checkPostalCode(facts, destCountry, destination, 'destination_postal_code');

  const ownAgreementsOn = facts.settings[OWN_AGREEMENTS_SETTING] === '1';
  const base: Omit<RatingInput, 'quoted_rates'> = {
    parcels: [
      {
        parcel_type: input.parcel_type,
        // The envelope for a doc: what the engine rates is what every connector is sent.
        ...parcelMeasures(input),
        declared_value: input.declared_value_cents ?? 0,
        insure_package: input.insure_package ?? false,
      },
    ],
    origin: addressFacts(facts, input.origin_country_id, originCountry, origin),
    destination: addressFacts(facts, input.destination_country_id, destCountry, destination),
    candidates: candidates(catalogue, facts, destination, input.destination_country_id).filter(
      (c) =>
        (opts.onlyServiceId === undefined || Number(c.service.id) === opts.onlyServiceId) &&
        // With own agreements switched off for the tenant, customers' accounts are not used.
        (ownAgreementsOn || c.carrier.own_agreement_user_id === null),
    ),
    user:
      ownAgreementsOn && ownsAgreementIn(catalogue, payerId)
        ? { ...ratingUser(payerId, facts), own_agreements_fee: await ownAgreementFee(ctx, payerId) }
        : ratingUser(payerId, facts),
    settings: { home_country_code: DEFAULT_COUNTRY_CODE, time_zone: ctx.tenant.timeZone },
    now: new Date(),
  };

  // First pass without carrier answers: the quoted services that pass every other rule come
  // back as "no answer"; only their carriers are asked, then the engine runs again.
  const dry = rateShipment({ ...base, quoted_rates: {} });
  const toAsk = new Set(
    dry.rejections.filter((r) => r.code === 'quote.unavailable').map((r) => r.service_id),
  );
  const outcomeOf = (result: RatingResult, round: CarrierRound | null): QuoteOutcome =>
    buildOutcome(
      ctx,
      actor.userType as UserType,
      facts,
      catalogue,
      result,
      round,
      opts.includeRejected,
    );
  if (!toAsk.size) return outcomeOf(dry, null);

  const round = await askCarriers(
    {
      tenantId: ctx.tenant.id,
      timeZone: ctx.tenant.timeZone,
      services: catalogue.services.filter((s) => toAsk.has(s.data.id)),
      carriers: catalogue.carriers,
      registry: ctx.deps.connectors,
      settingsFor: ctx.deps.connectorSettings,
      request: {
        origin: { country_code: originCountry, postal_code: origin },
        destination: { country_code: destCountry, postal_code: destination },
        parcels: base.parcels.map((p) => ({
          weight_kg: p.weight,
          length_cm: p.length,
          width_cm: p.width,
          height_cm: p.height,
        })),
        declared_value_cents: input.declared_value_cents ?? 0,
        insure_package: input.insure_package ?? false,
        ship_date: base.now,
      },
      deadlineMs: ctx.deps.carrierDeadlineMs,
      guard: ctx.deps.quoteGuard,
      log: ctx.log as never,
    },
    (r) => {
      // Each answer re-runs the engine with the answers so far (a few hundred µs): the line the
      // stream sends is always the whole quote, priced exactly as the final one will be.
      if (opts.onProgress && r.pending.size)
        opts.onProgress(outcomeOf(rateShipment({ ...base, quoted_rates: r.answers }), r));
    },
  );
  return outcomeOf(rateShipment({ ...base, quoted_rates: round.answers }), round);
}
/**
 * The quote's facts; on the hot path (a `sessionJoin` route) the caller's session comes back in
 * the same statement and the route's access rule is enforced before anything else is done.
 */
async function callerAndFacts(
  ctx: ServiceContext,
  codes: string[],
  payerId?: number,
): Promise<QuoteFacts> {
  const pending = ctx.pendingSession;
  if (pending && payerId === undefined) {
    const found = await loadSessionQuoteFacts(
      ctx.deps.exec,
      ctx.tenant.id,
      pending.tokenHash,
      codes,
    );
    completeSession(ctx, found?.user ?? null);
    if (found) return found.facts;
  }
  authorize(ctx, 'create', 'Quote');
  const actor = requireActor(ctx);
  return loadQuoteFacts(ctx.deps.exec, ctx.tenant.id, payerId ?? actor.parentId ?? actor.id, codes);
}

function countryCode(catalogue: CatalogueSnapshot, id: number, field: string): string {
  const code = catalogue.countries.get(id)?.code;
  if (!code) throw fieldError(field, 'v.invalid_value');
  return code;
}

/**
 * A Mexican postal code has 5 digits and, once the SEPOMEX catalogue is loaded, must be in it:
 * a typo is caught before it becomes "no rates".
 */
function checkPostalCode(facts: QuoteFacts, country: string, code: string, field: string): void {
  if (country !== 'MX') return;
  if (!/^\d{5}$/.test(code)) throw fieldError(field, 'v.postal_code_mx');
  if (facts.settlementsLoaded && !facts.knownPostalCodes.includes(code)) {
    throw fieldError(field, 'v.postal_code_unknown');
  }
}

function addressFacts(
  facts: QuoteFacts,
  countryId: number,
  countryCode: string,
  postalCode: string,
): AddressFacts {
  const zoneIds = facts.postalRows
    .filter((r) => r.zone_id !== null && r.postal_code === postalCode && r.country_id === countryId)
    .map((r) => String(r.zone_id));
  return { country_code: countryCode, postal_code: postalCode, zone_ids: [...new Set(zoneIds)] };
}

function candidates(
  catalogue: CatalogueSnapshot,
  facts: QuoteFacts,
  destination: string,
  destinationCountryId: number,
): CandidateService[] {
  const atDestination = facts.postalRows.filter(
    (r) => r.postal_code === destination && r.country_id === destinationCountryId,
  );
  const destZones = new Set(atDestination.map((r) => r.zone_id).filter((z) => z !== null));
  const destServices = new Set(atDestination.map((r) => r.service_id).filter((s) => s !== null));
  return catalogue.services.map((s) => ({
    service: s.data,
    carrier: catalogue.carriers.get(s.carrierId)!.data,
    price_rows: s.priceRows,
    destination_in_postal_codes: destServices.has(Number(s.data.id)),
    destination_in_extended_zone: s.extendedZoneId !== null && destZones.has(s.extendedZoneId),
  }));
}
