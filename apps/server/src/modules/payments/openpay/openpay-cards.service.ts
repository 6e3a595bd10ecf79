import type { CreditCard } from '@despacho/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { creditCards, users, type CreditCardRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../../http/app-error';
import { requireActor } from '../../../http/authorize';
import type { ServiceContext } from '../../../http/context';
import { GatewayError } from '../../../integrations/payments/gateway-http';
import type { OpenpayClient } from '../../../integrations/payments/openpay/openpay.client';
import { gatewayFailure } from '../paypal/paypal-payments.service';
import { cardRefusal } from './openpay-messages';
import { openpayConfig } from './openpay-gateway';

export const toCreditCard = (row: CreditCardRow): CreditCard => ({
  id: row.id,
  brand: row.brand,
  card_number: row.cardNumber,
  holder_name: row.holderName,
  expiration_month: row.expirationMonth,
  expiration_year: row.expirationYear,
});

/** The OpenPay client of an enabled, configured tenant (else 409 gateway_unconfigured). */
export async function usableOpenpay(ctx: ServiceContext) {
  const cfg = await openpayConfig(ctx.deps, ctx.tenant.id);
  if (!cfg.enabled || !cfg.client) throw new AppError('gateway_unconfigured');
  return { cfg, client: cfg.client };
}

/** GET credit_cards: the caller's own saved cards, newest first. */
export async function listCreditCards(ctx: ServiceContext): Promise<CreditCard[]> {
  const actor = requireActor(ctx);
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.userId, actor.id), eq(creditCards.gateway, 'openpay')))
      .orderBy(creditCards.id),
  );
  return rows.reverse().map(toCreditCard);
}

/** The caller's own card (another user's or tenant's → 404). */
export async function ownCard(ctx: ServiceContext, id: number): Promise<CreditCardRow> {
  const actor = requireActor(ctx);
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .select()
      .from(creditCards)
      .where(
        and(
          eq(creditCards.id, id),
          eq(creditCards.userId, actor.id),
          eq(creditCards.gateway, 'openpay'),
        ),
      ),
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The caller's OpenPay customer, created on first use (outside any transaction) and recorded
 * only if none was recorded meanwhile; a concurrent first use keeps the first one.
 */
export async function openpayCustomerId(
  ctx: ServiceContext,
  client: OpenpayClient,
): Promise<string> {
  const actor = requireActor(ctx);
  const [me] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select({ customerId: users.openpayCustomerId }).from(users).where(eq(users.id, actor.id)),
  );
  if (me?.customerId) return me.customerId;
  let created;
  try {
    created = await client.createCustomer({
      name: actor.name,
      lastName: actor.lastName,
      email: actor.email,
      externalId: `${ctx.tenant.slug}-${actor.id}`,
    });
  } catch (err) {
    throw gatewayFailure(ctx, err, 'openpay customer');
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [set] = await tx
      .update(users)
      .set({ openpayCustomerId: created.id })
      .where(and(eq(users.id, actor.id), isNull(users.openpayCustomerId)))
      .returning({ customerId: users.openpayCustomerId });
    if (set?.customerId) return set.customerId;
    const [now] = await tx
      .select({ customerId: users.openpayCustomerId })
      .from(users)
      .where(eq(users.id, actor.id));
    return now!.customerId!;
  });
}

/** A refusal of the card itself as a field error on the form's card number; else a 502. */
export function cardError(
  ctx: ServiceContext,
  err: unknown,
  field: string,
  what: string,
): AppError {
  if (
    err instanceof GatewayError &&
    err.kind !== 'auth' &&
    err.kind !== 'unavailable' &&
    err.kind !== 'timeout'
  ) {
    const key = cardRefusal(err.issue);
    if (key) {
      ctx.log.info({ tenant: ctx.tenant.slug, issue: err.issue }, `${what}: card refused`);
      return fieldError(field, key);
    }
  }
  return gatewayFailure(ctx, err, what);
}

/** POST credit_cards {token_id, device_session_id}: saves the tokenised card at OpenPay. */
export async function createCreditCard(
  ctx: ServiceContext,
  input: { token_id: string; device_session_id: string },
): Promise<CreditCard> {
  const actor = requireActor(ctx);
  const { client } = await usableOpenpay(ctx);
  const customerId = await openpayCustomerId(ctx, client);
  let card;
  try {
    card = await client.addCard(customerId, input.token_id, input.device_session_id);
  } catch (err) {
    throw cardError(ctx, err, 'card_number', 'openpay card');
  }
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .insert(creditCards)
      .values({
        tenantId: ctx.tenant.id,
        userId: actor.id,
        gateway: 'openpay',
        gatewayCardId: card.id,
        brand: (card.brand || 'card').slice(0, 30),
        cardNumber: card.card_number.slice(0, 25),
        holderName: card.holder_name.slice(0, 120),
        expirationMonth: Number(card.expiration_month) || 0,
        expirationYear: Number(card.expiration_year) || 0,
      })
      .returning(),
  );
  return toCreditCard(row!);
}

/** DELETE credit_cards/:id: removed at OpenPay (already gone there is fine), then here. */
export async function deleteCreditCard(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireActor(ctx);
  const row = await ownCard(ctx, id);
  const cfg = await openpayConfig(ctx.deps, ctx.tenant.id);
  const [me] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select({ customerId: users.openpayCustomerId }).from(users).where(eq(users.id, actor.id)),
  );
  if (cfg.client && me?.customerId) {
    try {
      await cfg.client.deleteCard(me.customerId, row.gatewayCardId);
    } catch (err) {
      if (!(err instanceof GatewayError && err.kind === 'not_found'))
        throw gatewayFailure(ctx, err, 'openpay card delete');
    }
  }
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.delete(creditCards).where(eq(creditCards.id, row.id)),
  );
}
