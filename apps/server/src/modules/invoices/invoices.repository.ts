import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  invoices,
  paymentProofs,
  payments,
  transactions,
  users,
  type InvoiceRow,
  type InvoiceStatus,
} from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const INVOICE_ORDER_COLUMNS = {
  created_at: invoices.createdAt,
  stamped_at: invoices.stampedAt,
  id: invoices.id,
} as const;
export type InvoiceOrderField = keyof typeof INVOICE_ORDER_COLUMNS;

type TransactionRow = typeof transactions.$inferSelect;

export interface InvoiceOwner {
  id: number;
  sequentialId: number;
  name: string;
  lastName: string;
  email: string;
  locale: string;
}

export interface InvoiceView {
  invoice: InvoiceRow;
  transaction: TransactionRow;
  user: InvoiceOwner;
}

/** The lists' filters, validated; dates are instants already (the tenant's local day bounds). */
export interface InvoiceListFilter {
  statuses: InvoiceStatus[] | null;
  /** A customer's own account; null for staff. */
  accountId: number | null;
  transactionSequentialId?: number;
  userId?: number;
  userEmail?: string;
  from?: Date;
  before?: Date;
}

function selectViews(tx: Tx) {
  return tx
    .select({
      invoice: invoices,
      transaction: transactions,
      user: {
        id: users.id,
        sequentialId: users.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        locale: users.locale,
      },
    })
    .from(invoices)
    .innerJoin(transactions, eq(transactions.id, invoices.transactionId))
    .innerJoin(users, eq(users.id, invoices.userId));
}

function whereOf(f: InvoiceListFilter): SQL | undefined {
  return and(
    f.statuses ? inArray(invoices.status, f.statuses) : undefined,
    f.accountId !== null ? eq(invoices.userId, f.accountId) : undefined,
    f.transactionSequentialId
      ? eq(transactions.sequentialId, f.transactionSequentialId)
      : undefined,
    f.userId ? eq(invoices.userId, f.userId) : undefined,
    f.userEmail ? eq(users.email, f.userEmail) : undefined,
    f.from ? gte(invoices.createdAt, f.from) : undefined,
    f.before ? lt(invoices.createdAt, f.before) : undefined,
  );
}

export async function listInvoiceViews(
  tx: Tx,
  f: InvoiceListFilter,
  p: ListParams<InvoiceOrderField>,
): Promise<{ rows: InvoiceView[]; total: number }> {
  const where = whereOf(f);
  const dir = p.order.dir === 'asc' ? asc : desc;
  const rows = await selectViews(tx)
    .where(where)
    .orderBy(dir(INVOICE_ORDER_COLUMNS[p.order.field]), dir(invoices.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(invoices)
    .innerJoin(transactions, eq(transactions.id, invoices.transactionId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findInvoiceView(tx: Tx, id: number): Promise<InvoiceView | null> {
  const [row] = await selectViews(tx).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** The invoice row, locked for the rest of the transaction when asked. */
export async function findInvoiceRow(
  tx: Tx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRow | null> {
  const query = tx.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findInvoiceByTransaction(
  tx: Tx,
  transactionId: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRow | null> {
  const query = tx
    .select()
    .from(invoices)
    .where(eq(invoices.transactionId, transactionId))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findInvoiceByUuid(tx: Tx, uuid: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.uuid, uuid)).limit(1);
  return row ?? null;
}

/** A transaction of the tenant (row-level security hides the others), locked when asked. */
export async function findTransactionRow(
  tx: Tx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TransactionRow | null> {
  const query = tx.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertInvoiceRow(
  tx: Tx,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** Updates an invoice only while it is in one of `from` (null when it moved on meanwhile). */
export async function updateInvoiceRow(
  tx: Tx,
  id: number,
  from: InvoiceStatus[],
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), inArray(invoices.status, from)))
    .returning();
  return row ?? null;
}

/** How the money behind a deposit came in: a gateway payment, a bank-transfer proof, or neither. */
export async function paymentMethodOf(
  tx: Tx,
  transactionId: number,
): Promise<{ gateway: string; method: string } | 'bank_transfer' | null> {
  const [payment] = await tx
    .select({ gateway: payments.gateway, method: payments.method })
    .from(payments)
    .where(eq(payments.transactionId, transactionId))
    .limit(1);
  if (payment) return payment;
  const [proof] = await tx
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(eq(paymentProofs.transactionId, transactionId))
    .limit(1);
  return proof ? 'bank_transfer' : null;
}

/** Invoices left stamping (a PAC outage, a crash) that have been quiet since `before`. */
export async function stampingInvoicesBefore(
  tx: Tx,
  before: Date,
  limit: number,
): Promise<Pick<InvoiceRow, 'id' | 'generatedBy'>[]> {
  return tx
    .select({ id: invoices.id, generatedBy: invoices.generatedBy })
    .from(invoices)
    .where(and(eq(invoices.status, 'stamping'), lt(invoices.updatedAt, before)))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/** Generated invoices whose cancellation SAT has not settled yet (the receptor must answer). */
export async function cancellationsInProcess(
  tx: Tx,
  limit: number,
): Promise<Pick<InvoiceRow, 'id' | 'uuid' | 'xml'>[]> {
  return tx
    .select({ id: invoices.id, uuid: invoices.uuid, xml: invoices.xml })
    .from(invoices)
    .where(and(eq(invoices.status, 'generated'), eq(invoices.cancelStatus, 'in_process')))
    .orderBy(asc(invoices.updatedAt), asc(invoices.id))
    .limit(limit);
}
