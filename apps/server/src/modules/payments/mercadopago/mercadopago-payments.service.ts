import { marketplaceCredit, toDecimalString } from '@despacho/domain';
import type { MercadoPreferenceResponse, PaymentResult } from '@despacho/shared';
import type { PaymentRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import { AppError, fieldError } from '../../../http/app-error';
import { requireActor } from '../../../http/authorize';
import type { ServiceContext } from '../../../http/context';
import { GatewayError } from '../../../integrations/payments/gateway-http';
import type {
  MercadoPayment,
  MercadoPreference,
} from '../../../integrations/payments/mercadopago/mercadopago.types';
import { closePayment } from '../payment-credit';
import { minimumFrom, topUpAmount } from '../payment-amount';
import {
  attachGatewayId,
  insertPayment,
  ownPayment,
  paymentResult,
  payingAccountId,
} from '../payment-records';
import { settlePayment } from '../payment-settle';
import { gatewayFailure } from '../paypal/paypal-payments.service';
import { mercadoConfig, mercadoReference } from './mercadopago-gateway';
import { MERCADO_PREFERENCE_TTL_MS, mercadoStateOf } from './mercadopago-state';

const backUrl = (ctx: ServiceContext, outcome: string) =>
  `${ctx.deps.config.publicUrl}/credits?tab=mercadopago&${outcome}&tenant=${encodeURIComponent(ctx.tenant.slug)}`;

/**
 * POST transfer_funds/mercado_create_preference: the payer pays `amount`; 3.79 % + 4.00 + 1.16
 * comes off and the rest is credited (spec 1 §9). Missing keys (or keys Mercado Pago refuses)
 * answer `data_invalid: true` and create nothing, as the spec's tab expects.
 */
export async function mercadoCreatePreference(
  ctx: ServiceContext,
  rawAmount: string | number | null | undefined,
): Promise<MercadoPreferenceResponse> {
  const actor = requireActor(ctx);
  const cfg = await mercadoConfig(ctx.deps, ctx.tenant.id);
  if (!cfg.enabled) throw new AppError('gateway_unconfigured');
  const minimum = minimumFrom(cfg.minAmount);
  const amount = topUpAmount(rawAmount, minimum, ctx.locale);
  const credit = marketplaceCredit(amount, minimum);
  if (!credit.ok || credit.credited <= 0) throw fieldError('amount', 'v.amount_too_small_for_fee');
  const base = {
    access_token_present: !!cfg.client,
    mercado_pago_public_key: cfg.publicKey,
    amount: toDecimalString(amount),
    deduction: toDecimalString(credit.deduction),
    credited: toDecimalString(credit.credited),
  };
  const invalid = { ...base, preference_id: null, init_point: null, data_invalid: true };
  if (!cfg.client || !cfg.publicKey) return invalid;
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    insertPayment(tx, {
      tenantId: ctx.tenant.id,
      userId: payingAccountId(actor),
      gateway: 'mercadopago',
      method: 'checkout',
      amountCents: amount,
      feeCents: credit.deduction,
      creditCents: credit.credited,
    }),
  );
  const reference = mercadoReference(ctx.tenant.slug, row.id);
  const expiresAt = new Date(Date.now() + MERCADO_PREFERENCE_TTL_MS);
  let preference: MercadoPreference;
  try {
    preference = await cfg.client.createPreference({
      amountCents: amount,
      title: `Recarga de saldo ${ctx.tenant.name}`.slice(0, 250),
      externalReference: reference,
      backUrls: {
        success: backUrl(ctx, 'success=true'),
        failure: backUrl(ctx, 'success=false'),
        pending: backUrl(ctx, 'pending=true'),
      },
      notificationUrl: `${ctx.deps.config.publicUrl}/api/v1/webhooks/mercadopago/${ctx.tenant.slug}`,
      expiresAt,
      idempotencyKey: reference,
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
    if (err instanceof GatewayError && err.kind === 'auth') {
      ctx.log.warn(
        { tenant: ctx.tenant.slug, status: err.status },
        'mercado pago refused the access token',
      );
      return invalid;
    }
    throw gatewayFailure(ctx, err, 'mercado pago preference');
  }
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    attachGatewayId(tx, row.id, preference.id, 'pending', {
      init_point: preference.init_point,
      external_reference: reference,
      expires_at: expiresAt.toISOString(),
    }),
  );
  return {
    ...base,
    preference_id: preference.id,
    init_point: preference.init_point,
    data_invalid: false,
  };
}

/** Settles our payment with one Mercado Pago payment (return page or webhook), in one tx. */
export async function settleWithMercadoPayment(
  ctx: { deps: ServiceContext['deps']; tenantId: number },
  payment: PaymentRow,
  mp: MercadoPayment,
) {
  const state = mercadoStateOf(mp, payment);
  return withTenant(ctx.deps.db, ctx.tenantId, async (tx) => {
    if (!state) return { outcome: 'failed' as const, payment };
    if (state.state === 'failed') {
      ctx.deps.log.error(
        { paymentId: payment.id, reason: state.reason },
        'mercado pago payment does not match; not credited',
      );
      return { outcome: 'ignored' as const, payment };
    }
    const settled = await settlePayment(tx, ctx.tenantId, payment, state);
    const credited =
      payment.details.mercadopago_payment_id ?? settled.payment.details.mercadopago_payment_id;
    if (settled.outcome === 'duplicate' && state.state === 'paid' && credited !== String(mp.id)) {
      ctx.deps.log.warn(
        { paymentId: payment.id, mercadoPagoPaymentId: mp.id },
        'a second approved Mercado Pago payment for one preference: refund it or credit it by hand',
      );
    }
    return settled;
  });
}

/**
 * POST transfer_funds/mercado_payment_process: the payer is back (`payment_id`,
 * `preference_id`). The payment is asked of Mercado Pago and credited only if it is approved,
 * belongs to this preference and is for its amount.
 */
export async function mercadoPaymentProcess(
  ctx: ServiceContext,
  input: { payment_id: string; preference_id: string },
): Promise<PaymentResult> {
  const payment = await ownPayment(ctx, 'mercadopago', input.preference_id);
  if (payment.status === 'credited') {
    return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => paymentResult(tx, payment));
  }
  const { client } = await mercadoConfig(ctx.deps, ctx.tenant.id);
  if (!client) throw new AppError('gateway_unconfigured');
  if (!/^\d{1,19}$/.test(input.payment_id)) throw fieldError('payment_id', 'v.payment_mismatch');
  let mp: MercadoPayment;
  try {
    mp = await client.getPayment(input.payment_id);
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      throw fieldError('payment_id', 'v.payment_mismatch');
    }
    throw gatewayFailure(ctx, err, 'mercado pago payment');
  }
  if (mp.external_reference !== payment.details.external_reference) {
    throw fieldError('payment_id', 'v.payment_mismatch');
  }
  const settled = await settleWithMercadoPayment(
    { deps: ctx.deps, tenantId: ctx.tenant.id },
    payment,
    mp,
  );
  if (settled.outcome === 'failed' && mp.status !== 'approved') {
    throw fieldError('payment_id', 'v.payment_not_approved');
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => paymentResult(tx, settled.payment));
}
