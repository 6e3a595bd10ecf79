import type { Tx } from '../../db/client';
import { nextSequence } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import {
  clearedSum,
  insertTransactionRow,
  lockUserBalance,
  setUserBalance,
} from './ledger.repository';

export interface Posting {
  tenantId: number;
  userId: number;
  type: 'deposit' | 'withdraw';
  amountCents: number;
  status: 'cleared' | 'pending' | 'rejected';
  description: string;
  createdBy: number | null;
  shipmentId?: number | null;
}

/**
 * The only way money moves: one ledger row and, when cleared, the balance change, in the
 * caller's transaction with the user row locked. Callers check permissions; this keeps the
 * invariant balance = Σ cleared deposits − Σ cleared withdrawals.
 */
export async function post(tx: Tx, p: Posting) {
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0) {
    throw new AppError('validation_failed', 'amount must be a positive number of centavos', {
      fields: { amount: ['v.too_small'] },
    });
  }
  const balance = await lockUserBalance(tx, p.userId);
  if (balance === null) throw new AppError('not_found');
  const row = await insertTransactionRow(tx, {
    tenantId: p.tenantId,
    sequentialId: await nextSequence(tx, p.tenantId, 'transactions'),
    userId: p.userId,
    amountCents: p.amountCents,
    transactionType: p.type,
    status: p.status,
    description: p.description,
    createdBy: p.createdBy,
    shipmentId: p.shipmentId ?? null,
  });
  if (p.status === 'cleared') {
    await setUserBalance(
      tx,
      p.userId,
      balance + (p.type === 'deposit' ? p.amountCents : -p.amountCents),
    );
  }
  return row;
}

export { clearedSum as ledgerClearedSum };
