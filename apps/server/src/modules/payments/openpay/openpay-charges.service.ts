import { cardFeeEstimate, SPEI_FEE, toDecimalString, type Centavos } from '@despacho/domain';
import type {
  CardAddFundsResponse,
  OpenpayChargeResult,
  OpenpayConfig,
  PaymentResult,
} from '@despacho/shared';
import type { PaymentRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import { requireActor } from '../../../http/authorize';
import type { AppDeps, ServiceContext } from '../../../http/context';
import { GatewayError, toGatewayAmount } from '../../../integrations/payments/gateway-http';
import type { OpenpayCharge } from '../../../integrations/payments/openpay/openpay.types';
import { closePayment } from '../payment-credit';
import { amountError, topUpAmount } from '../payment-amount';
import {
  attachGatewayId,
  insertPayment,
  ownPayment,
  paymentResult,
  payingAccountId,
} from '../payment-records';
import { settlePayment } from '../payment-settle';
import { gatewayFailure } from '../paypal/paypal-payments.service';
import { cardError, openpayCustomerId, ownCard, usableOpenpay } from './openpay-cards.service';
import { OPENPAY_MIN, openpayConfig, openpayOrderId } from './openpay-gateway';
import { openpayStateOf } from './openpay-state';

/** SPEI and store references stay payable this long (OpenPay cancels them after due_date). */
export const OPENPAY_REFERENCE_TTL_MS = 3 * 86_400_000;

/**
 * Who bears the fee (docs/decisions): the amount typed is what reaches the balance; the card fee
 * estimate (spec 1 §9) and the SPEI 9.28 are charged on top, as the tabs show them before
 * paying. Store payments show no fee in the spec and carry none.
 */
export function openpayFee(method: 'card' | 'spei' | 'store', amount: Centavos): Centavos {
  if (method === 'card') return cardFeeEstimate(amount);
  return method === 'spei' ? SPEI_FEE : 0;
}

function checkedAmount(
  ctx: ServiceContext,
  raw: string | number | null | undefined,
  max: Centavos,
): Centavos {
  const amount = topUpAmount(raw, OPENPAY_MIN, ctx.locale);
  if (amount > max) throw amountError(ctx.locale, 'v.amount_max', max);
  return amount;
}

/** GET openpay/config: what the browser needs to tokenise a card (never the private key). */
export async function openpayPublicConfig(ctx: ServiceContext): Promise<OpenpayConfig> {
  requireActor(ctx);
  const cfg = await openpayConfig(ctx.deps, ctx.tenant.id);
  return {
    enabled: cfg.enabled && !!cfg.client && !!cfg.publicKey,
    merchant_id: cfg.merchantId,
    public_key: cfg.publicKey,
    production: cfg.production,
    tokens_url: cfg.tokensUrl,
    max_amount: toDecimalString(cfg.maxAmount),
    min_amount: toDecimalString(OPENPAY_MIN),
  };
}

/** Settles our payment with the charge as OpenPay answered it, in one tenant transaction. */
export async function settleWithCharge(
  deps: AppDeps,
  tenantId: number,
  payment: PaymentRow,
  charge: OpenpayCharge,
) {
  const state = openpayStateOf(charge, payment);
  return withTenant(deps.db, tenantId, async (tx) => {
    if (!state) return { outcome: 'forged' as const, payment };
    if (state.state === 'failed' && state.reason.startsWith('amount_mismatch')) {
      deps.log.error(
        { paymentId: payment.id, reason: state.reason },
        'openpay charge does not match its payment; not credited',
      );
      return { outcome: 'forged' as const, payment };
    }
    return settlePayment(tx, tenantId, payment, state);
  });
}

/**
 * POST credit_cards/:id/add_funds: charges the saved card amount + fee estimate with 3-D Secure.
 * OpenPay answers a redirect (the browser goes there and comes back to /openpay?id=…) or, when
 * it needs no challenge, a completed charge, credited at once (once).
 */
export async function cardAddFunds(
  ctx: ServiceContext,
  cardId: number,
  input: { device_session_id: string; amount?: string | number | null },
): Promise<CardAddFundsResponse> {
  const actor = requireActor(ctx);
  const card = await ownCard(ctx, cardId);
  const { cfg, client } = await usableOpenpay(ctx);
  const amount = checkedAmount(ctx, input.amount, cfg.maxAmount);
  const fee = openpayFee('card', amount);
  const customerId = await openpayCustomerId(ctx, client);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    insertPayment(tx, {
      tenantId: ctx.tenant.id,
      userId: payingAccountId(actor),
      gateway: 'openpay',
      method: 'card',
      amountCents: amount + fee,
      feeCents: fee,
      creditCents: amount,
    }),
  );
  const orderId = openpayOrderId(ctx.tenant.slug, row.id);
  let charge: OpenpayCharge;
  try {
    charge = await client.cardCharge(customerId, {
      sourceId: card.gatewayCardId,
      amountCents: amount + fee,
      description: cfg.description,
      orderId,
      deviceSessionId: input.device_session_id,
      redirectUrl: `${ctx.deps.config.publicUrl}/openpay`,
      use3dSecure: true,
    });
  } catch (err) {
    await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      closePayment(
        tx,
        row.id,
        'failed',
        err instanceof Error ? err.message.slice(0, 300) : 'error',
      ),
    );
    throw cardError(ctx, err, 'card_id', 'openpay card charge');
  }
  const details = {
    order_id: orderId,
    card_id: card.id,
    redirect_url: charge.payment_method?.url ?? null,
  };
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    attachGatewayId(tx, row.id, charge.id, 'pending', details),
  );
  const payment = { ...row, externalId: charge.id, status: 'pending' as const, details };
  const settled = await settleWithCharge(ctx.deps, ctx.tenant.id, payment, charge);
  const result = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    paymentResult(tx, settled.payment),
  );
  const url = charge.status === 'charge_pending' ? charge.payment_method?.url : undefined;
  return { payment_method: url ? { type: 'redirect', url } : null, payment: result };
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * POST openpay {payment_method: bank|store, amount}: a SPEI (CLABE) or store (cash reference)
 * charge, payable until its due date; credited when OpenPay says it is paid (webhook or the
 * reconcile job).
 */
export async function referenceCharge(
  ctx: ServiceContext,
  input: { payment_method: 'bank' | 'store'; amount?: string | number | null },
): Promise<OpenpayChargeResult> {
  const actor = requireActor(ctx);
  const { cfg, client } = await usableOpenpay(ctx);
  const amount = checkedAmount(ctx, input.amount, cfg.maxAmount);
  const method = input.payment_method === 'bank' ? 'spei' : 'store';
  const fee = openpayFee(method, amount);
  const customerId = await openpayCustomerId(ctx, client);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    insertPayment(tx, {
      tenantId: ctx.tenant.id,
      userId: payingAccountId(actor),
      gateway: 'openpay',
      method,
      amountCents: amount + fee,
      feeCents: fee,
      creditCents: amount,
    }),
  );
  const orderId = openpayOrderId(ctx.tenant.slug, row.id);
  let charge: OpenpayCharge;
  try {
    charge = await client.referenceCharge(
      customerId,
      method === 'spei' ? 'bank_account' : 'store',
      {
        amountCents: amount + fee,
        description: cfg.description,
        orderId,
        dueDate: new Date(Date.now() + OPENPAY_REFERENCE_TTL_MS),
      },
    );
  } catch (err) {
    await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      closePayment(
        tx,
        row.id,
        'failed',
        err instanceof Error ? err.message.slice(0, 300) : 'error',
      ),
    );
    throw gatewayFailure(ctx, err, `openpay ${method} charge`);
  }
  const pm = charge.payment_method ?? { type: method === 'spei' ? 'bank_transfer' : 'store' };
  const paymentMethod = {
    type: pm.type,
    url: text(pm.url),
    agreement: text(pm.agreement),
    name: text(pm.name),
    bank: text(pm.bank),
    clabe: text(pm.clabe),
    reference: text(pm.reference),
    barcode_url: text(pm.barcode_url),
  };
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    attachGatewayId(tx, row.id, charge.id, 'pending', {
      order_id: orderId,
      due_date: charge.due_date ?? null,
      payment_method: paymentMethod,
    }),
  );
  return {
    id: charge.id,
    due_date: charge.due_date ?? null,
    creation_date: charge.creation_date,
    description: charge.description || cfg.description,
    beneficiary: method === 'spei' ? cfg.businessName || ctx.tenant.name : null,
    amount: toGatewayAmount(amount + fee),
    currency: charge.currency || 'MXN',
    fee: toDecimalString(fee),
    credited: toDecimalString(amount),
    payment_method: paymentMethod,
  };
}

/**
 * GET openpay/charges/:id (the card return page): the caller's own payment for that charge,
 * asked again of OpenPay unless already settled, and credited once if OpenPay says it is paid.
 */
export async function openpayChargeStatus(
  ctx: ServiceContext,
  chargeId: string,
): Promise<PaymentResult> {
  const payment = await ownPayment(ctx, 'openpay', chargeId);
  let current = payment;
  if (['created', 'pending', 'paid'].includes(payment.status)) {
    const { client } = await usableOpenpay(ctx);
    try {
      const charge = await client.getCharge(chargeId);
      current = (await settleWithCharge(ctx.deps, ctx.tenant.id, payment, charge)).payment;
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      // OpenPay unreachable: answer what we know; the webhook or the reconcile job settles it.
      ctx.log.warn(
        { tenant: ctx.tenant.slug, kind: err.kind },
        'openpay charge status: the gateway could not be asked',
      );
    }
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => paymentResult(tx, current));
}
