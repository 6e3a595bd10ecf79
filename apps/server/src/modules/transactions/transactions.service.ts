import { subject } from '@casl/ability';
import { formatMoney, parseMoney } from '@despacho/domain';
import {
  isStaff,
  TRANSACTION_ORDER_FIELDS,
  validationText,
  type ListQuery,
  type ListResponse,
  type Transaction,
  type TransactionAccount,
  type UserType,
  type ZTransactionCreateFields,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams, type ListParams } from '../../http/list-query';
import { post } from '../ledger/ledger.service';
import './transactions-messages';
import {
  findAccount,
  findTransactionView,
  listTransactionRows,
  transactionWhere,
  type TransactionFilters,
  type TransactionOrderField,
  type TransactionScope,
} from './transactions.repository';
import { serializeAccount, serializeTransaction } from './transactions.serializer';

type Query = ListQuery & Record<string, unknown>;
type CreateInput = z.output<typeof ZTransactionCreateFields>;

const NEWEST_FIRST = { field: 'created_at', dir: 'desc' } as const;

export const viewerIsStaff = (ctx: ServiceContext) =>
  isStaff(requireActor(ctx).userType as UserType);

/** Staff read the tenant's ledger; everyone else their account's (a sub-user: the parent's). */
function readScope(ctx: ServiceContext): TransactionScope {
  const actor = requireActor(ctx);
  return {
    tenantId: ctx.tenant.id,
    accountId: viewerIsStaff(ctx) ? null : (actor.parentId ?? actor.id),
  };
}

export function transactionListParams(query: Query): {
  p: ListParams<TransactionOrderField>;
  filters: TransactionFilters;
} {
  const p = listParams(query, TRANSACTION_ORDER_FIELDS, NEWEST_FIRST);
  return { p, filters: p.where as TransactionFilters };
}

/** GET transactions: the caller's scope, newest first, with the lists' filters. */
export async function listTransactions(
  ctx: ServiceContext,
  query: Query,
): Promise<ListResponse<Transaction>> {
  authorize(ctx, 'read', 'Transaction');
  const scope = readScope(ctx);
  const { p, filters } = transactionListParams(query);
  if (scope.accountId !== null) delete filters.user_id;
  const staff = scope.accountId === null;
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listTransactionRows(tx, transactionWhere(tx, scope, filters), p),
  );
  return listOf(
    rows.map((r) => serializeTransaction(r, { staff })),
    total,
    p,
  );
}

/** The back office's per-user screens are for staff (operators read, admins and up write). */
export function requireStaff(ctx: ServiceContext): void {
  if (!viewerIsStaff(ctx)) throw new AppError('forbidden');
}

/** GET users/{id}/transactions: one account's rows, with the account (name, e-mail, balance). */
export async function listUserTransactions(
  ctx: ServiceContext,
  userId: number,
  query: Query,
): Promise<ListResponse<Transaction> & { user: TransactionAccount }> {
  authorize(ctx, 'read', 'Transaction');
  requireStaff(ctx);
  const { p, filters } = transactionListParams(query);
  const scope = { tenantId: ctx.tenant.id, accountId: userId };
  const { account, rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const account = await findAccount(tx, userId);
    if (!account) throw notFound();
    return { account, ...(await listTransactionRows(tx, transactionWhere(tx, scope, filters), p)) };
  });
  return {
    ...listOf(
      rows.map((r) => serializeTransaction(r, { staff: true })),
      total,
      p,
    ),
    user: serializeAccount(account),
  };
}

/**
 * POST transactions (admin, main_admin, developer): a cleared deposit or withdrawal written
 * through the ledger, by the actor. Money lives on paying accounts, so a sub-user is refused
 * (naming the parent); an account above the actor's reach (matrix: admins do not manage
 * main_admin or developer users) is refused; a withdrawal the balance plus credit line does not
 * cover is refused on `amount`, saying what is available. Nothing is written on any refusal.
 */
export async function createTransaction(
  ctx: ServiceContext,
  input: CreateInput,
): Promise<Transaction> {
  authorize(ctx, 'create', 'Transaction');
  const actor = requireActor(ctx);
  const amountCents = parseMoney(input.amount);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const account = await findAccount(tx, input.user_id);
    if (!account) throw notFound();
    refuseAccount(ctx, account);
    if (account.parentId !== null) await refuseSubUser(ctx, tx, account.parentId);
    const row = await postOrExplain(ctx, tx, account.id, () =>
      post(tx, {
        tenantId: ctx.tenant.id,
        userId: account.id,
        type: input.transaction_type,
        amountCents,
        status: 'cleared',
        description: input.description,
        createdBy: actor.id,
      }),
    );
    return findTransactionView(tx, row.id);
  });
  return serializeTransaction(view!, { staff: true });
}

function refuseAccount(ctx: ServiceContext, account: UserRow): void {
  // The same matrix that guards editing the user guards moving its money.
  const target = subject('User', { user_type: account.userType });
  if (!ctx.ability.can('update', target as unknown as 'User')) throw new AppError('forbidden');
}

async function refuseSubUser(ctx: ServiceContext, tx: Tx, parentId: number): Promise<never> {
  const parent = await findAccount(tx, parentId);
  const text = validationText('v.transaction_sub_user', ctx.locale, {
    email: parent?.email ?? '',
  });
  throw new AppError('validation_failed', undefined, { fields: { user_id: [text] } });
}

async function postOrExplain<T>(
  ctx: ServiceContext,
  tx: Tx,
  accountId: number,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'insufficient_balance') throw error;
    // The ledger refused before writing, under the account's row lock: this read is current.
    const account = await findAccount(tx, accountId);
    const available = account ? account.balanceCents + account.creditLimitCents : 0;
    const text = validationText('v.withdraw_exceeds_balance', ctx.locale, {
      available: formatMoney(Math.max(0, available), ctx.locale),
    });
    throw new AppError('validation_failed', undefined, { fields: { amount: [text] } });
  }
}
