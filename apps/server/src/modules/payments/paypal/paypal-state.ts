import { GatewayError, fromGatewayAmount } from '../../../integrations/payments/gateway-http';
import type { PaypalClient } from '../../../integrations/payments/paypal/paypal.client';
import { captureOf, type PaypalOrder } from '../../../integrations/payments/paypal/paypal.types';
import type { PaymentRow } from '../../../db/schema';
import type { GatewayPaymentState } from '../gateway-port';

/** An order nobody approved is dropped by PayPal after 3 hours; we stop waiting then too. */
export const PAYPAL_APPROVAL_WINDOW_MS = 3 * 60 * 60_000;

/**
 * What a PayPal order means for our payment. Paid only when the capture is COMPLETED for exactly
 * the amount we asked, in MXN: an order for anything else is never credited.
 */
export function paypalStateOf(
  order: PaypalOrder,
  payment: PaymentRow,
  now = Date.now(),
): GatewayPaymentState {
  const capture = captureOf(order);
  if (order.status === 'COMPLETED' && capture) {
    if (capture.status === 'COMPLETED') {
      const cents = fromGatewayAmount(capture.amount.value);
      if (capture.amount.currency_code !== 'MXN' || cents !== payment.amountCents) {
        return {
          state: 'failed',
          reason: `amount_mismatch ${capture.amount.currency_code} ${capture.amount.value}`,
        };
      }
      return {
        state: 'paid',
        details: { paypal_capture_id: capture.id, paypal_payer_id: order.payer?.payer_id ?? null },
      };
    }
    if (capture.status === 'PENDING') return { state: 'pending' };
    return { state: 'failed', reason: `capture ${capture.status}` };
  }
  if (order.status === 'VOIDED') return { state: 'canceled', reason: 'order VOIDED' };
  if (
    now - payment.createdAt.getTime() > PAYPAL_APPROVAL_WINDOW_MS &&
    order.status !== 'APPROVED'
  ) {
    return { state: 'expired', reason: `order ${order.status} after 3 h` };
  }
  return { state: 'pending' };
}

/**
 * Asks PayPal about a payment's order; an approved order not yet captured is captured (the buyer
 * approved paying; the return may never have reached us). The capture's request id makes this
 * safe to race with the return page and other notifications.
 */
export async function fetchPaypalState(
  client: PaypalClient,
  payment: PaymentRow,
): Promise<GatewayPaymentState> {
  if (!payment.externalId) {
    // The order call never came back: nobody ever saw an approve link.
    return Date.now() - payment.createdAt.getTime() > 60 * 60_000
      ? { state: 'expired', reason: 'no PayPal order recorded' }
      : { state: 'pending' };
  }
  let order: PaypalOrder;
  try {
    order = await client.getOrder(payment.externalId);
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      return { state: 'expired', reason: 'PayPal no longer knows the order' };
    }
    throw err;
  }
  if (order.status === 'APPROVED') order = await captureApproved(client, payment.externalId);
  return paypalStateOf(order, payment);
}

/** Captures an approved order; "already captured" answers the order as it now stands. */
export async function captureApproved(client: PaypalClient, orderId: string): Promise<PaypalOrder> {
  try {
    return await client.captureOrder(orderId);
  } catch (err) {
    if (err instanceof GatewayError && err.issue === 'ORDER_ALREADY_CAPTURED') {
      return client.getOrder(orderId);
    }
    throw err;
  }
}
