import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import type { TransactionDescriptionCode } from '@despacho/shared';
import { lockAccount, post } from '../ledger/ledger.service';
import { codedDescription } from '../ledger/ledger-descriptions';

/** The ledger reference of a gateway payment's credit: the database takes each one once. */
export const paymentReference = (p: Pick<PaymentRow, 'gateway' | 'externalId' | 'id'>) =>
  `payment:${p.gateway}:${p.externalId ?? `local-${p.id}`}`;

const DESCRIPTIONS: Record<PaymentRow['method'], TransactionDescriptionCode> = {
  wallet: 'payment_wallet',
  card: 'payment_card',
  spei: 'payment_spei',
  store: 'payment_store',
  checkout: 'payment_checkout',
};

export type CreditOutcome = 'credited' | 'already_credited' | 'not_creditable';

/**
 * Credits a payment the gateway has confirmed as paid, exactly once, in the caller's tenant
 * transaction: the account is locked first (ledger order), then the payment row; a payment
 * already credited, failed or expired answers without writing. Every path that learns of a
 * payment (the capture reply, a webhook, a return URL, the reconcile job) ends here, so however
 * many of them race, one ledger row is written (the row lock, and behind it the unique
 * reference).
 */
export async function creditPayment(
  tx: Tx,
  tenantId: number,
  paymentId: number,
  gatewayDetails: Record<string, unknown> = {},
): Promise<{ outcome: CreditOutcome; payment: PaymentRow | null }> {
  const [peek] = await tx
    .select({ userId: payments.userId })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.tenantId, tenantId)));
  if (!peek) return { outcome: 'not_creditable', payment: null };
  await lockAccount(tx, peek.userId);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) return { outcome: 'not_creditable', payment: null };
  if (payment.status === 'credited') return { outcome: 'already_credited', payment };
  if (!['created', 'pending', 'paid'].includes(payment.status)) {
    return { outcome: 'not_creditable', payment };
  }
  const row = await post(tx, {
    tenantId,
    userId: payment.userId,
    type: 'deposit',
    amountCents: payment.creditCents,
    status: 'cleared',
    ...codedDescription(DESCRIPTIONS[payment.method]),
    // The payer's own money (not the app's): a gateway deposit can be invoiced (spec 3 §4
    // excludes only rows the app writes by itself, such as label charges and refunds).
    createdBy: payment.userId,
    reference: paymentReference(payment),
  });
  const [updated] = await tx
    .update(payments)
    .set({
      status: 'credited',
      transactionId: row.id,
      details: sql`${payments.details} || ${JSON.stringify(gatewayDetails)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: 'credited', payment: updated! };
}

/** Marks an open payment failed/expired/canceled (never one already credited). */
export async function closePayment(
  tx: Tx,
  paymentId: number,
  status: 'failed' | 'expired' | 'canceled',
  reason: string | null,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: new Date() })
    .where(
      and(eq(payments.id, paymentId), sql`${payments.status} in ('created', 'pending', 'paid')`),
    )
    .returning();
  return row ?? null;
}
