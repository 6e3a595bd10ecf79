import {
  PAYMENT_PROOF_ORDER_FIELDS,
  type ListQuery,
  type ListResponse,
  type PaymentProof,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { ProofStatus } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams, type ListParams } from '../../http/list-query';
import { fileStorage } from '../../lib/storage';
import { payingAccountOf } from './payment-proof-send.service';
import { serializeProof } from './payment-proof.serializer';
import {
  filesOfProofs,
  findProofFile,
  findProofRow,
  listProofRows,
  type ProofOrderField,
} from './payment-proofs.repository';

/** Staff who review proofs: whoever may change the tenant's transactions. */
export const reviewsProofs = (ctx: ServiceContext) => ctx.ability.can('update', 'Transaction');

async function page(
  tx: Tx,
  p: ListParams<ProofOrderField>,
  filter: { status: ProofStatus | null; userId: number | null },
) {
  const { rows, total } = await listProofRows(tx, p, filter);
  const files = await filesOfProofs(
    tx,
    rows.map((r) => r.proof.id),
  );
  return {
    data: rows.map((r) =>
      serializeProof(r.proof, r.owner, r.reviewer, files.get(r.proof.id) ?? []),
    ),
    total,
  };
}

/**
 * GET payment_proofs (staff): the review queue. `where[status]` is pending unless it says
 * approved, rejected or all; `search` finds the account by name or e-mail.
 */
export async function listPaymentProofs(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<PaymentProof>> {
  authorize(ctx, 'update', 'Transaction');
  const p = listParams(query, PAYMENT_PROOF_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const wanted = (p.where.status as string | undefined) ?? 'pending';
  const status = wanted === 'all' ? null : (wanted as ProofStatus);
  const { data, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    page(tx, p, { status, userId: null }),
  );
  return listOf(data, total, p);
}

/** GET transfer_funds/payment_proofs: the caller's account's proofs, every status, newest first. */
export async function listOwnPaymentProofs(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<PaymentProof>> {
  authorize(ctx, 'create', 'Payment');
  const accountId = payingAccountOf(requireActor(ctx));
  const p = listParams(query, PAYMENT_PROOF_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const wanted = p.where.status as string | undefined;
  const status = !wanted || wanted === 'all' ? null : (wanted as ProofStatus);
  const { data, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    page(tx, { ...p, search: undefined }, { status, userId: accountId }),
  );
  return listOf(data, total, p);
}

export interface ProofFileDownload {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/**
 * GET payment_proofs/{id}/files/{fileId}: the bytes as stored, for staff who review proofs or
 * the account that sent it; anyone else (and another tenant) gets a 404, never a hint.
 */
export async function readPaymentProofFile(
  ctx: ServiceContext,
  id: number,
  fileId: number,
): Promise<ProofFileDownload> {
  const actor = requireActor(ctx);
  const file = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const proof = await findProofRow(tx, id);
    if (!proof) return null;
    if (!reviewsProofs(ctx) && proof.userId !== payingAccountOf(actor)) return null;
    return findProofFile(tx, id, fileId);
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(ctx.deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType, filename: file.originalName };
}
