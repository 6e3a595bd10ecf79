import { carrierReason } from '../integrations/carriers/carrier-error-text';
import { formatMoney, type Rate } from '@despacho/domain';
import { validationText, type Shipment, type User } from '@despacho/shared';
import type { ShipmentPurchaseRow, ShipmentRow } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { requireActor } from '../http/authorize';
import type { ServiceContext } from '../http/context';
import { CarrierError, type LabelFormat } from '../integrations/carriers/carrier-connector';
import { rejectionMessage } from '../modules/quotes/rejection-messages';
import { rateShipmentRow, shipmentToRate } from '../modules/shipments/shipment-rates.service';
import { conflict } from '../modules/shipments/shipments.service';
import {
  GENERIC_PROVIDER,
  LabelRefusal,
  MANUAL_PROVIDER,
  labelFormatFor,
  obtainCarrierLabel,
} from '../modules/shipments/shipment-label';
import { settingValue } from '../modules/settings/settings.service';
import { enqueueFulfilment } from '../modules/stores/store-fulfilment.service';
import type { CatalogueCarrier } from '../modules/quotes/catalogue-snapshot';
import { ownAgreementFeeDescription } from '../modules/own-agreements/own-agreement-fee';
import {
  chargeIn,
  chargePurchase,
  refundPurchase,
  type Charge,
} from '../modules/shipments/purchase-charge';
import { withTenant } from '../db/tenant-tx';
import { buyPlatformLabel, LabelStageError } from '../modules/shipments/purchase-platform';
import { emitAfterCommit, shipmentEvent } from '../modules/webhooks/webhook-payloads';
import {
  finishIn,
  finishPurchase,
  payerView,
  presentShipment,
  storeLabelFile,
  type LabelOutcome,
} from '../modules/shipments/purchase-steps';

export interface BuyInput {
  service_id: number;
  is_pickup: boolean;
  is_from_app: boolean;
}

export interface BuyResult {
  shipment: Shipment;
  user: User;
}

/**
 * POST shipments/{id}/rates (rating.md §9), as named steps with an undo:
 * 1. re-rate the chosen service on the server (the client's numbers are never trusted);
 * 2. charge: in one transaction lock the shipment, record the attempt (one live attempt per
 *    shipment, one per Idempotency-Key) and debit the payer's ledger (balance checked there);
 * 3. label: the carrier's connector, or the platform's own drawing — outside any transaction;
 * 4. store the file, then finish in one transaction: confirmed, success, the full rate kept.
 * If 3 or 4 fails: refund once (the ledger reference makes a second refund impossible), the
 * shipment goes to `error` with the carrier's words. A crash between 2 and 4 is settled by the
 * purchase-recovery job.
 */
export async function buyLabel(
  ctx: ServiceContext,
  shipmentId: number,
  input: BuyInput,
  idempotencyKey: string | null,
): Promise<BuyResult> {
  // The caller (sessionJoin), the shipment, a retry's attempt under its key and the quote's
  // facts, and whether the owner listens for label.purchased: one statement.
  const { row, attempt, facts, listening } = await shipmentToRate(
    ctx,
    shipmentId,
    idempotencyKey,
    'label.purchased',
  );
  const actor = requireActor(ctx);
  if (attempt) return replayed(ctx, row, attempt);
  if (row.step === 'confirmed') throw conflict('v.shipment_already_bought');
  if (row.step !== 'rating') throw conflict('v.shipment_parcel_first');

  // Only the chosen service is re-rated: buying a platform label never waits on FedEx's answer.
  const outcome = await rateShipmentRow(ctx, row, false, facts, input.service_id);
  const rate = outcome.rates.find((r) => Number(r.service_id) === input.service_id);
  if (!rate) throw rateGone(ctx, outcome.rejections, input.service_id);
  const carrier = outcome.catalogue.carriers.get(Number(rate.carrier_id));
  const service = outcome.catalogue.services.find((s) => Number(s.data.id) === input.service_id);
  if (!carrier || !service) throw rateGone(ctx, [], input.service_id);

  const chargeInput = {
    serviceId: input.service_id,
    amountCents: rate.total,
    actorId: actor.id,
    idempotencyKey,
    // An own agreement's label: the carrier bills the customer; the ledger takes the fee only.
    ...(rate.carrier_price !== undefined
      ? { description: ownAgreementFeeDescription(row.sequentialId) }
      : {}),
  };
  const finishInput = (label: LabelOutcome, now: Date) => ({
    rate: rate as Rate,
    carrierId: Number(rate.carrier_id),
    isPickup: input.is_pickup,
    label,
    now,
  });
  if (carrier.providerCode === MANUAL_PROVIDER) {
    // A carrier with no API: nothing to ask outside, so the charge and the confirmation are one
    // transaction (the debit written last, as in the platform's purchase). No label yet: staff
    // upload the carrier's PDF and number later (POST shipments/{id}/upload_label).
    return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const charge = await chargeIn(ctx, tx, row, chargeInput, { deferDebit: true });
      return finishIn(ctx, tx, charge, finishInput({ kind: 'manual' }, new Date()));
    });
  }
  if (carrier.providerCode === GENERIC_PROVIDER) {
    // The platform's own label needs nothing from outside: the whole purchase is one statement
    // and one transaction (a crash leaves nothing to recover). If its label stage fails, that
    // transaction is undone and the attempt is recorded as the separate steps record it: the
    // debit, then its refund, the shipment in `error` with the reason.
    try {
      const bought = await buyPlatformLabel(ctx, row, {
        ...chargeInput,
        rate: rate as Rate,
        carrierId: Number(rate.carrier_id),
        isPickup: input.is_pickup,
        now: new Date(),
      });
      // The one-statement purchase has no transaction to join: the event follows its commit.
      await emitAfterCommit(ctx.deps, shipmentEvent('label.purchased', ctx.tenant, row), listening);
      return afterPurchase(ctx, bought);
    } catch (err) {
      if (!(err instanceof LabelStageError)) throw err;
      const charge = await chargePurchase(ctx, row, chargeInput);
      return refundAndThrow(ctx, charge, err.reason, rate.total, shipmentId);
    }
  }

  // Read before the debit: nothing between the debit and the label may fail unrefunded.
  const tenantFormat = await settingValue(ctx, 'nota_label_format');
  const charge: Charge = await chargePurchase(ctx, row, chargeInput);
  const now = new Date();
  const format = labelFormatFor(charge.payerPreferences, tenantFormat);
  try {
    // A carrier sells its label (kept as received); the platform's own is drawn on download
    // from the shipment's data, its number taken in the finishing transaction.
    const label = await carrierLabel(ctx, row, carrier, service.data.code, format, now);
    return afterPurchase(ctx, await finishPurchase(ctx, charge, finishInput(label, now)));
  } catch (err) {
    return refundAndThrow(ctx, charge, err, rate.total, shipmentId);
  }
}

/**
 * After the purchase committed: a shipment made from a store order has its label written back
 * to the store by a job (never inside the purchase's transaction; a failed send is only logged,
 * the sweep enqueues it again). Never throws: the label is bought.
 */
function afterPurchase(ctx: ServiceContext, result: BuyResult): BuyResult {
  const s = result.shipment;
  if (s.store_id !== null && s.fulfilment_status === 'pending')
    void enqueueFulfilment(ctx.deps, { tenant_id: ctx.tenant.id, shipment_id: s.id });
  return result;
}

/** The undo: refunds the attempt and answers why the label could not be had. */
async function refundAndThrow(
  ctx: ServiceContext,
  charge: Charge,
  err: unknown,
  totalCents: number,
  shipmentId: number,
): Promise<never> {
  const reason = failureReason(ctx, err);
  await refundPurchase(ctx.deps, ctx.tenant, charge.purchaseId, reason);
  if (err instanceof AppError) throw err;
  ctx.log.warn({ shipmentId, err: reason }, 'label purchase failed; refunded');
  throw new AppError('carrier_error', reason, {
    fields: {
      base: [
        validationText('v.carrier_refused', ctx.locale, {
          reason,
          amount: formatMoney(totalCents, ctx.locale === 'en' ? 'en' : 'es-MX'),
        }),
      ],
    },
  });
}

async function carrierLabel(
  ctx: ServiceContext,
  row: ShipmentRow,
  carrier: CatalogueCarrier,
  serviceCode: string,
  format: LabelFormat,
  now: Date,
): Promise<LabelOutcome> {
  const result = await obtainCarrierLabel({
    deps: ctx.deps,
    shipment: row,
    carrier,
    serviceCode,
    format,
    now,
  });
  return { kind: 'carrier', result, stored: await storeLabelFile(ctx, row, result) };
}

/** What a person reads when the label could not be had: the carrier's own words if any. */
function failureReason(ctx: ServiceContext, err: unknown): string {
  if (err instanceof LabelRefusal) return validationText(err.key, ctx.locale);
  if (err instanceof CarrierError) return carrierReason(err);
  if (err instanceof AppError) return err.message;
  ctx.log.error({ err }, 'label purchase failed unexpectedly');
  return validationText('v.rate_not_offered', ctx.locale);
}

function rateGone(
  ctx: ServiceContext,
  rejections: { service_id: string; code: string }[],
  serviceId: number,
): AppError {
  const why = rejections.find((r) => Number(r.service_id) === serviceId);
  const text = why
    ? validationText('v.rate_unavailable', ctx.locale, {
        reason: rejectionMessage(why.code as never, ctx.locale),
      })
    : validationText('v.rate_not_offered', ctx.locale);
  return new AppError('validation_failed', undefined, { fields: { 'rate.service_id': [text] } });
}

/**
 * A retry with the same Idempotency-Key answers what the first request did: the bought
 * shipment, "still in progress", or the same failure — never a second charge.
 */
async function replayed(
  ctx: ServiceContext,
  row: ShipmentRow,
  purchase: ShipmentPurchaseRow,
): Promise<BuyResult> {
  if (purchase.shipmentId !== row.id) {
    throw new AppError('validation_failed', undefined, {
      fields: { idempotency_key: ['v.idempotency_key_reused'] },
    });
  }
  if (purchase.status === 'charging') throw conflict('v.shipment_purchase_in_progress');
  if (purchase.status === 'refunded') {
    throw new AppError('carrier_error', purchase.error ?? undefined, {
      fields: { base: [purchase.error ?? validationText('v.rate_not_offered', ctx.locale)] },
    });
  }
  const shipment = await presentShipment(ctx, row.id);
  if (!shipment) throw notFound();
  return { shipment, user: await payerView(ctx) };
}
