import { fromGatewayAmount } from '../../../integrations/payments/gateway-http';
import type { OpenpayClient } from '../../../integrations/payments/openpay/openpay.client';
import type { OpenpayCharge } from '../../../integrations/payments/openpay/openpay.types';
import type { PaymentRow } from '../../../db/schema';
import type { GatewayPaymentState } from '../gateway-port';

/**
 * What one OpenPay charge, as OpenPay answers GET /charges/{id}, means for our payment: paid
 * only when completed, for exactly the amount charged, in MXN, with our order id. A charge that
 * is not ours (other id or order) is null.
 */
export function openpayStateOf(
  charge: OpenpayCharge,
  payment: PaymentRow,
): GatewayPaymentState | null {
  if (charge.id !== payment.externalId) return null;
  if (payment.details.order_id && charge.order_id !== payment.details.order_id) return null;
  switch (charge.status) {
    case 'completed': {
      const cents = fromGatewayAmount(charge.amount);
      if (charge.currency !== 'MXN' || cents !== payment.amountCents) {
        return { state: 'failed', reason: `amount_mismatch ${charge.currency} ${charge.amount}` };
      }
      return {
        state: 'paid',
        details: {
          openpay_authorization: charge.authorization ?? null,
          openpay_paid_at: charge.operation_date ?? null,
        },
      };
    }
    case 'in_progress':
    case 'charge_pending':
      return { state: 'pending' };
    case 'cancelled':
      return { state: 'canceled', reason: charge.error_message ?? 'cancelled by OpenPay' };
    case 'failed':
      return { state: 'failed', reason: charge.error_message ?? 'failed' };
    default:
      // refunded / chargebacks after a credit: handled by hand, never a second credit.
      return { state: 'failed', reason: `unexpected status ${charge.status}` };
  }
}

/** The reconcile view: the charge asked again; a payment that never got a charge expires. */
export async function fetchOpenpayState(
  client: OpenpayClient,
  payment: PaymentRow,
  now = Date.now(),
): Promise<GatewayPaymentState> {
  if (!payment.externalId) {
    return now - payment.createdAt.getTime() > 60 * 60_000
      ? { state: 'expired', reason: 'no OpenPay charge recorded' }
      : { state: 'pending' };
  }
  const charge = await client.getCharge(payment.externalId);
  const state = openpayStateOf(charge, payment);
  if (!state) return { state: 'failed', reason: 'the charge does not belong to this payment' };
  if (state.state === 'pending' && typeof payment.details.due_date === 'string') {
    // SPEI/store references OpenPay has not cancelled a day after their due date are dead.
    if (now > Date.parse(payment.details.due_date) + 86_400_000) {
      return { state: 'expired', reason: 'reference unpaid after its due date' };
    }
  }
  return state;
}
