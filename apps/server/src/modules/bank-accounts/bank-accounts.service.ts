import {
  BANK_ACCOUNT_ORDER_FIELDS,
  bankFromClabe,
  type BankAccount,
  type ListQuery,
  type ListResponse,
  ZBankAccountForm,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { z } from 'zod';
import { withTenant } from '../../db/tenant-tx';
import type { BankAccountRow } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import {
  deleteBankAccountRow,
  findBankAccountByClabe,
  findBankAccountRow,
  insertBankAccountRow,
  listBankAccountRows,
  updateBankAccountRow,
} from './bank-accounts.repository';

type BankAccountInput = z.output<typeof ZBankAccountForm>;

export function serializeBankAccount(b: BankAccountRow): BankAccount {
  return {
    id: b.id,
    bank: b.bank,
    account_number: b.accountNumber,
    clabe: b.clabe,
    beneficiary: b.beneficiary,
    rfc: b.rfc,
    created_at: iso(b.createdAt)!,
    updated_at: iso(b.updatedAt)!,
  };
}

/** The bank is read from the CLABE (ABM catalogue), never typed; the contract refused unknown codes. */
const toRow = (input: BankAccountInput) => ({
  bank: bankFromClabe(input.clabe) ?? '',
  accountNumber: input.account_number,
  clabe: input.clabe,
  beneficiary: input.beneficiary,
  rfc: input.rfc,
});

export async function listBankAccounts(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<BankAccount>> {
  authorize(ctx, 'read', 'BankAccount');
  const p = listParams(query, BANK_ACCOUNT_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listBankAccountRows(tx, p),
  );
  return listOf(rows.map(serializeBankAccount), total, p);
}

export async function getBankAccount(ctx: ServiceContext, id: number): Promise<BankAccount> {
  authorize(ctx, 'read', 'BankAccount');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findBankAccountRow(tx, id));
  if (!row) throw notFound();
  return serializeBankAccount(row);
}

export async function createBankAccount(
  ctx: ServiceContext,
  input: BankAccountInput,
): Promise<BankAccount> {
  authorize(ctx, 'create', 'BankAccount');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    createBankAccountRecord(tx, ctx.tenant.id, input),
  );
  return serializeBankAccount(row);
}

/** System work (seed) inside the caller's tenant transaction, validated like a request. */
export async function createBankAccountRecord(
  tx: Tx,
  tenantId: number,
  input: z.input<typeof ZBankAccountForm>,
) {
  const values = toRow(ZBankAccountForm.parse(input));
  await refuseDuplicateClabe(tx, values.clabe, null);
  return insertBankAccountRow(tx, { tenantId, ...values });
}

/** One CLABE once per tenant (the unique index is the second wall, this says it per field). */
async function refuseDuplicateClabe(tx: Tx, clabe: string, ownId: number | null): Promise<void> {
  const existing = await findBankAccountByClabe(tx, clabe);
  if (existing && existing.id !== ownId) throw fieldError('clabe', 'v.clabe_taken');
}

export async function updateBankAccount(
  ctx: ServiceContext,
  id: number,
  input: BankAccountInput,
): Promise<BankAccount> {
  authorize(ctx, 'update', 'BankAccount');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findBankAccountRow(tx, id))) throw notFound();
    const values = toRow(input);
    await refuseDuplicateClabe(tx, values.clabe, id);
    return updateBankAccountRow(tx, id, values);
  });
  if (!row) throw notFound();
  return serializeBankAccount(row);
}

export async function deleteBankAccount(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'BankAccount');
  const deleted = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    deleteBankAccountRow(tx, id),
  );
  if (!deleted) throw notFound();
  return { ok: true };
}
