import { fromGatewayAmount } from '../../../integrations/payments/gateway-http';
import type { MercadoPagoClient } from '../../../integrations/payments/mercadopago/mercadopago.client';
import type { MercadoPayment } from '../../../integrations/payments/mercadopago/mercadopago.types';
import type { PaymentRow } from '../../../db/schema';
import type { GatewayPaymentState } from '../gateway-port';

/** A preference is open this long (`expiration_date_to`); after it we stop waiting. */
export const MERCADO_PREFERENCE_TTL_MS = 24 * 60 * 60_000;

const PENDING = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);

/**
 * What one Mercado Pago payment means for our payment: paid only when approved for exactly the
 * amount of the preference, in MXN. A rejected attempt does not close the payment (the payer may
 * try another card on the same preference).
 */
export function mercadoStateOf(
  mp: MercadoPayment,
  payment: PaymentRow,
): GatewayPaymentState | null {
  if (mp.status === 'approved') {
    const cents = fromGatewayAmount(mp.transaction_amount);
    if (mp.currency_id !== 'MXN' || cents !== payment.amountCents) {
      return {
        state: 'failed',
        reason: `amount_mismatch ${mp.currency_id} ${mp.transaction_amount}`,
      };
    }
    return { state: 'paid', details: { mercadopago_payment_id: String(mp.id) } };
  }
  if (PENDING.has(mp.status)) return { state: 'pending' };
  return null;
}

/** The reconcile view: every payment made on the preference, via our external reference. */
export async function fetchMercadoState(
  client: MercadoPagoClient,
  payment: PaymentRow,
  now = Date.now(),
): Promise<GatewayPaymentState> {
  const ref = payment.details.external_reference;
  const expired = now - payment.createdAt.getTime() > MERCADO_PREFERENCE_TTL_MS;
  if (!payment.externalId || typeof ref !== 'string') {
    return now - payment.createdAt.getTime() > 60 * 60_000
      ? { state: 'expired', reason: 'no Mercado Pago preference recorded' }
      : { state: 'pending' };
  }
  const attempts = await client.paymentsFor(ref);
  const states = attempts.map((mp) => ({ mp, state: mercadoStateOf(mp, payment) }));
  const paid = states.find((s) => s.state?.state === 'paid');
  if (paid) return paid.state!;
  if (states.some((s) => s.state?.state === 'pending')) return { state: 'pending' };
  if (!expired) return { state: 'pending' };
  const last = attempts[0];
  return last
    ? { state: 'failed', reason: `${last.status} ${last.status_detail ?? ''}`.trim() }
    : { state: 'expired', reason: 'preference expired unpaid' };
}
