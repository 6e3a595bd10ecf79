import type { TransactionDescriptionCode, TransactionDescriptionParams } from '@despacho/shared';
import type { Tx } from '../../db/client';
import { nextSequence } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import {
  clearedSum,
  insertTransactionRow,
  lockUserBalance,
  transactionByReference,
} from './ledger.repository';
import { balanceEvent, emitWebhookEvent } from '../webhooks/webhook-payloads';

export interface Posting {
  tenantId: number;
  userId: number;
  type: 'deposit' | 'withdraw';
  amountCents: number;
  status: 'cleared' | 'pending' | 'rejected';
  description: string;
  /** A product-written row's code and values (codedDescription); none on staff's typed rows. */
  descriptionCode?: TransactionDescriptionCode | null;
  descriptionParams?: TransactionDescriptionParams | null;
  createdBy: number | null;
  shipmentId?: number | null;
  /** What the movement settles ("purchase:12:debit"); the database takes each one once. */
  reference?: string | null;
  /** A backdated instant (the demo history seed only); the database's now() otherwise. */
  createdAt?: Date;
}

/**
 * The only way money moves: one ledger row in the caller's transaction. A cleared row moves the
 * balance in the same statement (the database trigger `ledger_apply`), so
 * balance = Σ cleared deposits − Σ cleared withdrawals holds by construction. The user's row is
 * locked first, so a withdrawal that the balance (plus credit line) does not cover is refused
 * here with `insufficient_balance`, before anything is written; the database's
 * `users_balance_within_credit` check is the wall behind that. Callers check permissions.
 */
export async function post(
  tx: Tx,
  p: Posting,
  /** The account as the caller read it under its row lock in this transaction, if it did. */
  locked?: { balance: number; creditLimit: number },
) {
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0) {
    throw new AppError('validation_failed', 'amount must be a positive number of centavos', {
      fields: { amount: ['v.too_small'] },
    });
  }
  const account = locked ?? (await lockUserBalance(tx, p.userId));
  if (!account) throw new AppError('not_found');
  assertCovered(account, p);
  const row = await insertTransactionRow(tx, {
    tenantId: p.tenantId,
    sequentialId: await nextSequence(tx, p.tenantId, 'transactions'),
    userId: p.userId,
    amountCents: p.amountCents,
    transactionType: p.type,
    status: p.status,
    description: p.description,
    descriptionCode: p.descriptionCode ?? null,
    descriptionParams: p.descriptionParams ?? null,
    createdBy: p.createdBy,
    shipmentId: p.shipmentId ?? null,
    reference: p.reference ?? null,
    ...(p.createdAt ? { createdAt: p.createdAt } : {}),
  });
  if (p.type === 'deposit' && p.status === 'cleared')
    await emitWebhookEvent(tx, balanceEvent(p.tenantId, p.userId, row.id));
  return row;
}

/** A cleared withdrawal the balance (plus credit line) does not cover is refused. */
export function assertCovered(
  account: { balance: number; creditLimit: number },
  p: Pick<Posting, 'status' | 'type' | 'amountCents'>,
): void {
  if (
    p.status === 'cleared' &&
    p.type === 'withdraw' &&
    account.balance - p.amountCents < -account.creditLimit
  ) {
    throw new AppError('insufficient_balance');
  }
}

/**
 * Takes the account's row lock before anything else in a transaction that will post to it:
 * inserting rows that reference the user first would take a weaker lock that two transactions
 * then both try to upgrade (a deadlock on PostgreSQL).
 */
export async function lockAccount(tx: Tx, userId: number): Promise<void> {
  if (!(await lockUserBalance(tx, userId))) throw new AppError('not_found');
}

/** Whether a movement with this reference was already recorded (a refund settles once). */
export async function ledgerHasReference(tx: Tx, reference: string): Promise<boolean> {
  return (await transactionByReference(tx, reference)) !== null;
}

export { clearedSum as ledgerClearedSum };
