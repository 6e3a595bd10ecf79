import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankAccounts, type BankAccountRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const BANK_ACCOUNT_ORDER_COLUMNS = {
  created_at: bankAccounts.createdAt,
  bank: bankAccounts.bank,
  beneficiary: bankAccounts.beneficiary,
} as const;
export type BankAccountOrderField = keyof typeof BANK_ACCOUNT_ORDER_COLUMNS;

export async function listBankAccountRows(
  tx: Tx,
  p: ListParams<BankAccountOrderField>,
): Promise<{ rows: BankAccountRow[]; total: number }> {
  const like = p.search ? `%${p.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = like
    ? or(
        ilike(bankAccounts.bank, like),
        ilike(bankAccounts.beneficiary, like),
        ilike(bankAccounts.clabe, like),
      )
    : undefined;
  const column = BANK_ACCOUNT_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select()
    .from(bankAccounts)
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(bankAccounts.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(bankAccounts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBankAccountRow(tx: Tx, id: number): Promise<BankAccountRow | null> {
  const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row ?? null;
}

export async function findBankAccountByClabe(
  tx: Tx,
  clabe: string,
): Promise<BankAccountRow | null> {
  const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.clabe, clabe)).limit(1);
  return row ?? null;
}

export async function insertBankAccountRow(
  tx: Tx,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow> {
  const [row] = await tx.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function updateBankAccountRow(
  tx: Tx,
  id: number,
  patch: Partial<typeof bankAccounts.$inferInsert>,
): Promise<BankAccountRow | null> {
  const [row] = await tx
    .update(bankAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row ?? null;
}

export async function deleteBankAccountRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .returning({ id: bankAccounts.id });
  return rows.length === 1;
}
