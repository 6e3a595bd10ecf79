import { toDecimalString } from '@despacho/domain';
import type { PaymentResult } from '@despacho/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import {
  paymentEvents,
  payments,
  users,
  type PaymentGateway,
  type PaymentMethod,
  type PaymentRow,
} from '../../db/schema';
import { storedPayload, unverifiedRoom } from './payment-event-retention';

/** A new payment, `created`, before the gateway is asked (so no gateway order is orphaned). */
export async function insertPayment(
  tx: Tx,
  values: {
    tenantId: number;
    userId: number;
    gateway: PaymentGateway;
    method: PaymentMethod;
    amountCents: number;
    feeCents: number;
    creditCents: number;
  },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Records the gateway's id and what the payer needs (approve URL, init point). */
export async function attachGatewayId(
  tx: Tx,
  id: number,
  externalId: string,
  status: 'created' | 'pending',
  details: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ externalId, status, details, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** The tenant's payment with this gateway id (RLS keeps it to the tenant). */
export async function paymentByExternalId(
  tx: Tx,
  gateway: PaymentGateway,
  externalId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.externalId, externalId)));
  return row ?? null;
}

export async function paymentById(tx: Tx, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export type EventOutcome = 'credited' | 'duplicate' | 'forged' | 'pending' | 'failed' | 'ignored';

/**
 * Keeps one notification, whatever became of it: whole when the gateway confirmed it; as a
 * digest, and at most UNVERIFIED_PER_HOUR an hour per tenant and gateway, when nothing did
 * (payment-event-retention.ts; a job deletes each kind after its retention).
 */
export async function recordPaymentEvent(
  tx: Tx,
  event: {
    tenantId: number;
    gateway: PaymentGateway;
    eventKey: string | null;
    externalId: string | null;
    paymentId: number | null;
    verified: boolean;
    outcome: EventOutcome;
    payload: unknown;
  },
): Promise<void> {
  if (!event.verified && !(await unverifiedRoom(tx, event.tenantId, event.gateway))) return;
  await tx.insert(paymentEvents).values({
    ...event,
    eventKey: event.eventKey?.slice(0, 200) ?? null,
    externalId: event.externalId?.slice(0, 120) ?? null,
    payload: storedPayload(event.payload, event.verified),
  });
}

/** The wire shape of a payment, with the payer's balance as it is now. */
export async function paymentResult(tx: Tx, payment: PaymentRow): Promise<PaymentResult> {
  const [user] = await tx
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, payment.userId));
  return {
    id: payment.id,
    gateway: payment.gateway,
    status: payment.status,
    amount: toDecimalString(payment.amountCents),
    fee: toDecimalString(payment.feeCents),
    credited: toDecimalString(payment.creditCents),
    balance: toDecimalString(user?.balance ?? 0),
  };
}

/**
 * The account a payment credits and belongs to: a sub-user pays into (and spends from) their
 * main account, as their labels do.
 */
export const payingAccountId = (actor: { id: number; parentId: number | null }): number =>
  actor.parentId ?? actor.id;

/**
 * The caller's own payment for a gateway id (a sub-user's: their main account's); anyone
 * else's, or an unknown one, is a 404.
 */
export async function ownPayment(
  ctx: ServiceContext,
  gateway: PaymentGateway,
  externalId: string,
): Promise<PaymentRow> {
  const actor = requireActor(ctx);
  const payment = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    paymentByExternalId(tx, gateway, externalId),
  );
  if (!payment || payment.userId !== payingAccountId(actor)) throw notFound();
  return payment;
}
