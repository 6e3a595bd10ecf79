import { parseMoney } from '@despacho/domain';
import { DEMO_SHIPMENTS_UP_TO, parcelMeasures } from '@despacho/shared';
import type { ShipmentPurchaseRow, ShipmentRow } from '../../db/schema';
import type { FastifyReply } from 'fastify';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { completeSession } from '../../http/request-context';
import { shipmentWithAttempt } from './purchases.repository';
import { loadSessionShipmentFacts, type SessionShipmentFacts } from './shipment-facts.repository';
import {
  encodeQuoteResult,
  quote,
  type QuoteInput,
  type QuoteOutcome,
} from '../quotes/quotes.service';
import { streamQuote } from '../quotes/quote-stream';
import { mustWrite, writeScope } from './shipment-access';
import { factsOf, requireShipmentAction } from './shipment-rules';
import { findShipmentRow } from './shipments.repository';
import { conflict } from './shipments.service';

/** The shipment as a quote: its two addresses' postal codes and countries, and its parcel. */
export function quoteInputOf(row: ShipmentRow): QuoteInput {
  const { origin, destination, parcel } = row;
  if (!origin || !destination) throw conflict('v.shipment_addresses_first');
  if (!parcel) throw conflict('v.shipment_parcel_first');
  return {
    origin_postal_code: origin.postal_code,
    origin_country_id: origin.country_id,
    destination_postal_code: destination.postal_code,
    destination_country_id: destination.country_id,
    parcel_type: parcel.parcel_type,
    // A doc kept before the envelope was applied everywhere still travels as the envelope.
    ...parcelMeasures(parcel),
    declared_value_cents: parseMoney(parcel.declared_tax_value),
    insure_package: parcel.insure_package,
  } as QuoteInput;
}

/**
 * Prices the shipment for the account that pays for it (the owner), seen by the caller; every
 * service it may use, or only `onlyServiceId` (the purchase).
 */
export function rateShipmentRow(
  ctx: ServiceContext,
  row: ShipmentRow,
  includeRejected: boolean,
  facts?: SessionShipmentFacts['quote'],
  onlyServiceId?: number,
  onProgress?: (partial: QuoteOutcome) => void,
): Promise<QuoteOutcome> {
  return quote(ctx, quoteInputOf(row), {
    includeRejected,
    ...(onProgress ? { onProgress } : {}),
    payerId: row.userId,
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
    ...(facts ? { facts } : {}),
    ...(onlyServiceId === undefined ? {} : { onlyServiceId }),
  });
}

async function ratableShipment(ctx: ServiceContext, id: number): Promise<ShipmentRow> {
  authorize(ctx, 'create', 'Rate');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findShipmentRow(tx, writeScope(ctx), id),
  );
  return mustWrite(ctx, row);
}

/**
 * On a `sessionJoin` route: the caller, the shipment, a retry's attempt and the quote's facts
 * in one statement (loadSessionShipmentFacts), then the route's access rule as the request
 * hook would have enforced it. Otherwise the caller is known and the shipment is read in a
 * tenant transaction. Either way a shipment the caller may not act on is not found.
 */
export async function shipmentToRate(
  ctx: ServiceContext,
  id: number,
  key: string | null,
  listensFor: string | null = null,
): Promise<{
  row: ShipmentRow;
  attempt: ShipmentPurchaseRow | null;
  facts: SessionShipmentFacts['quote'];
  /** Whether the owner listens for `listensFor` (null: not asked, or not known here). */
  listening: boolean | null;
}> {
  const pending = ctx.pendingSession;
  if (!pending) {
    authorize(ctx, 'create', 'Rate');
    const found = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      shipmentWithAttempt(tx, writeScope(ctx).ownerId, id, key),
    );
    return {
      row: mustWrite(ctx, found?.row ?? null),
      attempt: found?.attempt ?? null,
      facts: null,
      listening: null,
    };
  }
  const read = await loadSessionShipmentFacts(
    ctx.deps.exec,
    ctx.tenant.id,
    pending.tokenHash,
    id,
    key,
    listensFor,
  );
  completeSession(ctx, read?.user ?? null);
  return {
    row: mustWrite(ctx, read!.row),
    attempt: read!.attempt,
    facts: read!.quote,
    listening: read!.listening,
  };
}

/** GET shipments/{id}/rates: the rate screen's table (JSON text of a QuoteResult). */
export async function shipmentRatesJson(
  ctx: ServiceContext,
  id: number,
  includeRejected: boolean,
): Promise<string> {
  const { row, facts } = await shipmentToRate(ctx, id, null);
  requireShipmentAction(ctx, 'select_rate', factsOf(row), true);
  return encodeQuoteResult(await rateShipmentRow(ctx, row, includeRejected, facts));
}

/** GET shipments/{id}/rates/stream: the same table, streamed as carriers answer (issue 23). */
export async function streamShipmentRates(
  ctx: ServiceContext,
  reply: FastifyReply,
  id: number,
  includeRejected: boolean,
): Promise<FastifyReply> {
  const { row, facts } = await shipmentToRate(ctx, id, null);
  requireShipmentAction(ctx, 'select_rate', factsOf(row), true);
  return streamQuote(reply, (onProgress) =>
    rateShipmentRow(ctx, row, includeRejected, facts, undefined, onProgress),
  );
}

export async function shipmentVolumetricWeight(
  ctx: ServiceContext,
  id: number,
): Promise<{ volumetric_weight: number; weight: number }> {
  const row = await ratableShipment(ctx, id);
  if (!row.parcel) throw notFound();
  return { volumetric_weight: row.parcel.volumetric_weight, weight: row.parcel.weight };
}
