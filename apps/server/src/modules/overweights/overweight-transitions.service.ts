import type { Locale, Overweight, OverweightStatus } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { OverweightRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { lockAccount, post } from '../ledger/ledger.service';
import { codedDescription } from '../ledger/ledger-descriptions';
import { appLink } from '../mail/mail-links';
import { overweightChargedMail } from '../mail/overweight-mails';
import { mustSee, overweightReader, type OverweightReader } from './overweight-access';
import {
  balanceOf,
  findOverweightView,
  moveOverweight,
  type OverweightView,
} from './overweights.repository';
import { present, rebateAllowed } from './overweights.service';
import { emitWebhookEvent, overweightEvent } from '../webhooks/webhook-payloads';

const notNow = () =>
  new AppError('conflict', undefined, { fields: { base: ['v.overweight_invalid_status'] } });

/** What the ledger row says (the customer reads it in "My transactions"). */
export const chargeDescription = (shipmentNumber: number, kilos: number) =>
  codedDescription('overweight_charge', { shipment: shipmentNumber, kilos });
export const refundDescription = (shipmentNumber: number) =>
  codedDescription('overweight_refund', { shipment: shipmentNumber });

interface Move {
  from: OverweightStatus[];
  to: OverweightStatus;
  who: 'staff' | 'owner';
  /** The money and mail of the move, in its transaction, after the status changed. */
  effect?: (ctx: ServiceContext, tx: Tx, row: OverweightRow, view: OverweightView) => Promise<void>;
}

async function charge(ctx: ServiceContext, tx: Tx, row: OverweightRow, view: OverweightView) {
  const kilos = row.overweightG / 1000;
  await post(tx, {
    tenantId: ctx.tenant.id,
    userId: row.userId,
    type: 'withdraw',
    amountCents: row.amountCents,
    status: 'cleared',
    ...chargeDescription(view.shipmentNumber, kilos),
    createdBy: requireActor(ctx).id,
    shipmentId: row.shipmentId,
    reference: `overweight:${row.id}:charge`,
  });
  await emitWebhookEvent(tx, overweightEvent(ctx.tenant.id, { ...view, row }));
  const locale: Locale = view.owner.locale === 'en' ? 'en' : 'es-MX';
  const mail = overweightChargedMail(
    locale,
    ctx.tenant.name,
    {
      name: view.owner.name,
      shipmentNumber: view.shipmentNumber,
      trackingNumber: row.trackingNumber,
      kilos,
      amountCents: row.amountCents,
      balanceCents: await balanceOf(tx, row.userId),
      evidence: row.evidenceFileId ? (row.evidenceDescription ?? view.evidenceName ?? '') : null,
    },
    appLink(ctx, '/overweights'),
  );
  // Written in this transaction, delivered after commit (the outbox).
  await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: view.owner.email, ...mail });
}

async function refund(ctx: ServiceContext, tx: Tx, row: OverweightRow, view: OverweightView) {
  await post(tx, {
    tenantId: ctx.tenant.id,
    userId: row.userId,
    type: 'deposit',
    amountCents: row.amountCents,
    status: 'cleared',
    ...refundDescription(view.shipmentNumber),
    createdBy: requireActor(ctx).id,
    shipmentId: row.shipmentId,
    reference: `overweight:${row.id}:refund`,
  });
}

const MOVES = {
  deduction: { from: ['unpaid'], to: 'paid', who: 'staff', effect: charge },
  refund: { from: ['paid', 'rebated'], to: 'refunded', who: 'staff', effect: refund },
  rebate: { from: ['paid'], to: 'rebated', who: 'owner' },
  cancel_rebate: { from: ['rebated'], to: 'paid', who: 'staff' },
} satisfies Record<string, Move>;

const stamps = (to: OverweightStatus, action: keyof typeof MOVES) => {
  const now = new Date();
  if (action === 'deduction') return { chargedAt: now };
  if (to === 'refunded') return { refundedAt: now };
  if (action === 'rebate') return { rebateRequestedAt: now };
  return {};
};

function allowed(reader: OverweightReader, move: Move): void {
  if (move.who === 'staff' && reader.kind !== 'staff') throw new AppError('forbidden');
  if (move.who === 'owner' && reader.kind !== 'customer') throw new AppError('forbidden');
}

/**
 * One transition in one transaction: the account's row lock first (the ledger's order, so a
 * charge and a purchase on the same account never deadlock), then the conditional status
 * change (of two concurrent clicks one changes the row, the other gets a 409), then the ledger
 * row with its unique reference (`overweight:<id>:charge` / `:refund`) and the e-mail. A balance
 * that does not cover the charge (credit line included) is a 402 and nothing is written.
 */
export async function moveOverweightStatus(
  ctx: ServiceContext,
  id: number,
  action: keyof typeof MOVES,
): Promise<Overweight> {
  const reader = await overweightReader(ctx);
  const move: Move = MOVES[action];
  // A switched-off rebate is said to everyone first (a 409 with the reason), then who may ask.
  if (action === 'rebate' && !(await rebateAllowed(ctx)))
    throw new AppError('conflict', undefined, {
      fields: { base: ['v.overweight_rebate_disabled'] },
    });
  allowed(reader, move);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const peek = mustSee(reader, await findOverweightView(tx, id));
    if (!move.from.includes(peek.row.status)) throw notNow();
    await lockAccount(tx, peek.row.userId);
    const row = await moveOverweight(tx, id, move.from, {
      status: move.to,
      ...stamps(move.to, action),
    });
    if (!row) throw notNow();
    if (move.effect) await move.effect(ctx, tx, row, peek);
    return findOverweightView(tx, id);
  });
  if (!view) throw notFound();
  return (await present(ctx, reader, [view]))[0]!;
}
