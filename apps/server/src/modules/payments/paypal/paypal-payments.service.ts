import { toDecimalString, walletFee } from '@despacho/domain';
import type { PaymentResult, PaypalCheckoutResponse } from '@despacho/shared';
import { withTenant } from '../../../db/tenant-tx';
import { AppError, fieldError } from '../../../http/app-error';
import { requireActor } from '../../../http/authorize';
import type { ServiceContext } from '../../../http/context';
import { GatewayError } from '../../../integrations/payments/gateway-http';
import type { PaypalOrder } from '../../../integrations/payments/paypal/paypal.types';
import { crashAfterCaptureIfAsked } from '../crash-hook';
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
import { paypalConfig, usablePaypal } from './paypal-gateway';
import { captureApproved, paypalStateOf } from './paypal-state';

/** A gateway failure as the payer sees it: settings refused → unconfigured, else try later. */
export function gatewayFailure(ctx: ServiceContext, err: unknown, what: string): AppError {
  if (!(err instanceof GatewayError)) return err as AppError;
  ctx.log.warn(
    {
      gateway: err.gateway,
      kind: err.kind,
      status: err.status,
      issue: err.issue,
      tenant: ctx.tenant.slug,
    },
    `${what}: the gateway refused or failed`,
  );
  return new AppError(err.kind === 'auth' ? 'gateway_unconfigured' : 'gateway_error');
}

const returnUrl = (ctx: ServiceContext, extra = '') =>
  `${ctx.deps.config.publicUrl}/credits?tab=paypal${extra}&tenant=${encodeURIComponent(ctx.tenant.slug)}`;

/**
 * POST paypal/checkout: the amount is what reaches the balance; PayPal charges it plus the
 * wallet fee (spec 1 §9 tiers, shown before paying). The payment row is written first, then
 * PayPal is asked (outside any transaction) with the row's id as request id, then the order id
 * is recorded; a refused order closes the row as failed.
 */
export async function paypalCheckout(
  ctx: ServiceContext,
  rawAmount: string | number | null | undefined,
): Promise<PaypalCheckoutResponse> {
  const actor = requireActor(ctx);
  const cfg = await paypalConfig(ctx.deps, ctx.tenant.id);
  const client = usablePaypal(cfg);
  // At most PAYPAL_MAX_AMOUNT (= MAXIMUM_TOP_UP), the top of the tiers GET paypal/config shows.
  const amount = topUpAmount(rawAmount, minimumFrom(cfg.minAmount), ctx.locale);
  const fee = walletFee(amount);
  const total = amount + fee;
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    insertPayment(tx, {
      tenantId: ctx.tenant.id,
      userId: payingAccountId(actor),
      gateway: 'paypal',
      method: 'wallet',
      amountCents: total,
      feeCents: fee,
      creditCents: amount,
    }),
  );
  let order: PaypalOrder;
  try {
    order = await client.createOrder({
      totalCents: total,
      customId: `${ctx.tenant.slug}:${row.id}`,
      description: `Recarga de saldo ${toDecimalString(amount)} MXN`,
      returnUrl: returnUrl(ctx),
      cancelUrl: returnUrl(ctx, '&canceled=1'),
      brandName: ctx.tenant.name,
      requestId: `despacho-${ctx.tenant.slug}-${row.id}`,
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
    throw gatewayFailure(ctx, err, 'paypal checkout');
  }
  const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
  if (!approve) {
    await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      closePayment(tx, row.id, 'failed', 'PayPal gave no approve link'),
    );
    throw new AppError('gateway_error');
  }
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    attachGatewayId(tx, row.id, order.id, 'created', { approve_url: approve }),
  );
  return {
    paymentID: order.id,
    approve_url: approve,
    amount: toDecimalString(amount),
    fee: toDecimalString(fee),
    total: toDecimalString(total),
  };
}

/**
 * POST paypal/execute: PayPal sent the payer back with the order id. The order is captured
 * (outside any transaction; PayPal's request id makes a repeat harmless) and the payment is
 * credited once. A second execute answers the payment as it stands.
 */
export async function paypalExecute(
  ctx: ServiceContext,
  input: { payment_id: string; payer_id: string },
): Promise<PaymentResult> {
  const payment = await ownPayment(ctx, 'paypal', input.payment_id);
  if (payment.status === 'credited') {
    return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => paymentResult(tx, payment));
  }
  if (!['created', 'pending', 'paid'].includes(payment.status)) {
    throw fieldError('payment_id', 'v.payment_closed');
  }
  // A payment already begun finishes even if PayPal was switched off meanwhile.
  const { client } = await paypalConfig(ctx.deps, ctx.tenant.id);
  if (!client) throw new AppError('gateway_unconfigured');
  let order: PaypalOrder;
  try {
    order = await captureApproved(client, input.payment_id);
  } catch (err) {
    if (err instanceof GatewayError && err.issue === 'ORDER_NOT_APPROVED') {
      throw fieldError('payment_id', 'v.payment_not_approved');
    }
    throw gatewayFailure(ctx, err, 'paypal execute');
  }
  crashAfterCaptureIfAsked(ctx.deps.config);
  const state = paypalStateOf(order, payment);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const settled = await settlePayment(tx, ctx.tenant.id, payment, state);
    if (state.state === 'failed') {
      ctx.log.error(
        { paymentId: payment.id, reason: state.reason, tenant: ctx.tenant.slug },
        'paypal capture not credited',
      );
    }
    return paymentResult(tx, settled.payment);
  });
}
