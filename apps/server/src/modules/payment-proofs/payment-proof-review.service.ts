import { appLink } from '../mail/mail-links';
import {
  issueMessage,
  ZPaymentProofRejectRequest,
  type Locale,
  type PaymentProof,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { PaymentProofRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { lockAccount } from '../ledger/ledger.service';
import { proofApprovedMail, proofRejectedMail } from './payment-proof-mails';
import { serializeProof } from './payment-proof.serializer';
import { balanceEvent, emitWebhookEvent } from '../webhooks/webhook-payloads';
import {
  filesOfProofs,
  findProofRow,
  markProofReviewed,
  peopleByIds,
  settlePendingDeposit,
} from './payment-proofs.repository';

const alreadyReviewed = () =>
  new AppError('conflict', undefined, { fields: { base: ['v.proof_reviewed'] } });

type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

/**
 * One review in one transaction: the account is locked first (the ledger's order, so a review
 * and a purchase on the same account never deadlock), then the proof; a proof no longer pending
 * is a 409 and nothing is written. Approving clears the pending deposit (the ledger trigger
 * credits the balance, once); rejecting rejects it. The customer's e-mail is written to the
 * outbox in the same transaction and delivered after commit.
 */
async function review(ctx: ServiceContext, id: number, decision: Decision): Promise<PaymentProof> {
  authorize(ctx, 'update', 'Transaction');
  const reviewer = requireActor(ctx);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const peek = await findProofRow(tx, id);
    if (!peek) throw notFound();
    await lockAccount(tx, peek.userId);
    const proof = await findProofRow(tx, id, { lock: true });
    if (!proof) throw notFound();
    if (proof.status !== 'pending') throw alreadyReviewed();
    const settled = await settlePendingDeposit(
      tx,
      proof.transactionId,
      decision.status === 'approved' ? 'cleared' : 'rejected',
    );
    if (!settled) throw alreadyReviewed();
    if (decision.status === 'approved')
      await emitWebhookEvent(tx, balanceEvent(ctx.tenant.id, proof.userId, proof.transactionId));
    const updated = await markProofReviewed(tx, id, {
      status: decision.status,
      reason: decision.reason,
      reviewerId: reviewer.id,
    });
    if (!updated) throw alreadyReviewed();
    return finish(ctx, tx, updated, reviewer.id);
  });
}

async function finish(ctx: ServiceContext, tx: Tx, proof: PaymentProofRow, reviewerId: number) {
  const people = await peopleByIds(tx, [proof.userId, reviewerId]);
  const owner = people.get(proof.userId)!;
  const locale: Locale = owner.locale === 'en' ? 'en' : 'es-MX';
  const common = {
    name: owner.name,
    amountCents: proof.amountCents,
    date: proof.transactionDate,
  };
  const mail =
    proof.status === 'approved'
      ? proofApprovedMail(locale, ctx.tenant.name, common, appLink(ctx, '/my-transactions'))
      : proofRejectedMail(
          locale,
          ctx.tenant.name,
          { ...common, reason: proof.rejectReason ?? '' },
          appLink(ctx, '/credits', { tab: 'bank' }),
        );
  await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: owner.email, ...mail });
  const files = await filesOfProofs(tx, [proof.id]);
  return serializeProof(proof, owner, people.get(reviewerId) ?? null, files.get(proof.id) ?? []);
}

/** POST payment_proofs/{id}/approve. */
export const approvePaymentProof = (ctx: ServiceContext, id: number) =>
  review(ctx, id, { status: 'approved', reason: null });

/** POST payment_proofs/{id}/reject {reason}: the reason is required (500 characters at most). */
export async function rejectPaymentProof(
  ctx: ServiceContext,
  id: number,
  body: { reason?: unknown },
): Promise<PaymentProof> {
  authorize(ctx, 'update', 'Transaction');
  const parsed = ZPaymentProofRejectRequest.safeParse(body);
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, {
      fields: { reason: [issueMessage(parsed.error.issues[0]!, ctx.locale)] },
    });
  }
  return review(ctx, id, { status: 'rejected', reason: parsed.data.reason });
}
