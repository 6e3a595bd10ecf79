import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import type { GatewayPaymentState } from './gateway-port';
import { closePayment, creditPayment } from './payment-credit';
import type { EventOutcome } from './payment-records';

/**
 * Acts on what a gateway said about a payment, in the caller's tenant transaction: paid →
 * creditPayment (once), pending → `pending`, failed/expired/canceled → closed. Answers the
 * outcome a notification is recorded with.
 */
export async function settlePayment(
  tx: Tx,
  tenantId: number,
  payment: PaymentRow,
  state: GatewayPaymentState,
): Promise<{ outcome: EventOutcome; payment: PaymentRow }> {
  if (state.state === 'paid') {
    const credit = await creditPayment(tx, tenantId, payment.id, state.details);
    const outcome: EventOutcome =
      credit.outcome === 'credited'
        ? 'credited'
        : credit.outcome === 'already_credited'
          ? 'duplicate'
          : 'ignored';
    return { outcome, payment: credit.payment ?? payment };
  }
  if (state.state === 'pending') {
    const [row] = await tx
      .update(payments)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(sql`${payments.id} = ${payment.id} and ${payments.status} = 'created'`)
      .returning();
    if (row) return { outcome: 'pending', payment: row };
    const [now] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return {
      outcome: now?.status === 'credited' ? 'duplicate' : 'pending',
      payment: now ?? payment,
    };
  }
  const closed = await closePayment(tx, payment.id, state.state, state.reason);
  return { outcome: closed ? 'failed' : 'ignored', payment: closed ?? payment };
}
