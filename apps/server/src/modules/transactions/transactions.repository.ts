import { aliasedTable, and, asc, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, shipments, transactions, users, type UserRow } from '../../db/schema';
import type { InvoiceStatus } from '../../db/schema';
import type { UserType } from '@despacho/shared';
import type { ListParams } from '../../http/list-query';

type TransactionRow = typeof transactions.$inferSelect;

/** The lists' filters, already validated (`where[field]`). */
export interface TransactionFilters {
  /** The shipment's number (its sequential id in the tenant). */
  shipment_number?: number;
  tracking_number?: string;
  /** The transaction's number (its sequential id). */
  id?: number;
  user_id?: number;
}

/** Whose rows: the tenant's (staff) or one account's. */
export interface TransactionScope {
  tenantId: number;
  accountId: number | null;
}

const ORDER_COLUMNS = {
  created_at: transactions.createdAt,
  sequential_id: transactions.sequentialId,
} as const;
export type TransactionOrderField = keyof typeof ORDER_COLUMNS;

const creator = aliasedTable(users, 'creator');

/**
 * The tenant is named explicitly (beside row-level security) so the planner can walk
 * `transactions_tenant_created_idx` backwards for the newest-first page; the shipment filters
 * are subqueries on the shipments' own indexes (tenant + number, tenant + tracking number), so
 * one statement answers and a number that matches nothing matches no row.
 */
export function transactionWhere(
  tx: Tx,
  scope: TransactionScope,
  f: TransactionFilters,
): SQL | undefined {
  const ofShipments = (condition: SQL) =>
    inArray(
      transactions.shipmentId,
      tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.tenantId, scope.tenantId), condition)),
    );
  return and(
    eq(transactions.tenantId, scope.tenantId),
    scope.accountId === null ? undefined : eq(transactions.userId, scope.accountId),
    f.user_id ? eq(transactions.userId, f.user_id) : undefined,
    f.id ? eq(transactions.sequentialId, f.id) : undefined,
    f.shipment_number ? ofShipments(eq(shipments.sequentialId, f.shipment_number)) : undefined,
    f.tracking_number ? ofShipments(eq(shipments.trackingNumber, f.tracking_number)) : undefined,
  );
}

/** One row with what the lists show beside it: owner, shipment and who wrote it. */
function selectRows(tx: Tx) {
  return tx
    .select({
      row: transactions,
      user: {
        id: users.id,
        sequentialId: users.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
      },
      shipment: {
        id: shipments.id,
        number: shipments.sequentialId,
        trackingNumber: shipments.trackingNumber,
      },
      creator: {
        id: creator.id,
        name: creator.name,
        lastName: creator.lastName,
        userType: creator.userType,
      },
      invoice: { id: invoices.id, status: invoices.status },
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(shipments, eq(shipments.id, transactions.shipmentId))
    .leftJoin(creator, eq(creator.id, transactions.createdBy))
    .leftJoin(invoices, eq(invoices.transactionId, transactions.id));
}
export interface TransactionView {
  row: TransactionRow;
  user: { id: number; sequentialId: number; name: string; lastName: string; email: string };
  shipment: { id: number; number: number; trackingNumber: string | null } | null;
  creator: { id: number; name: string; lastName: string; userType: UserType } | null;
  /** One invoice per transaction at most (unique index). */
  invoice: { id: number; status: InvoiceStatus } | null;
}

export async function listTransactionRows(
  tx: Tx,
  where: SQL | undefined,
  p: ListParams<TransactionOrderField>,
): Promise<{ rows: TransactionView[]; total: number }> {
  const dir = p.order.dir === 'asc' ? asc : desc;
  const rows = await selectRows(tx)
    .where(where)
    .orderBy(dir(ORDER_COLUMNS[p.order.field]), dir(transactions.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(transactions).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The export's batches: newest first, read by id below a cursor (never one huge result). */
export function transactionBatch(
  tx: Tx,
  where: SQL | undefined,
  before: number | null,
  limit: number,
): Promise<TransactionView[]> {
  return selectRows(tx)
    .where(and(where, before === null ? undefined : lt(transactions.id, before)))
    .orderBy(desc(transactions.id))
    .limit(limit);
}

export async function findTransactionView(tx: Tx, id: number): Promise<TransactionView | null> {
  const [row] = await selectRows(tx).where(eq(transactions.id, id)).limit(1);
  return row ?? null;
}

/** A user of the tenant (row-level security hides every other tenant's). */
export async function findAccount(tx: Tx, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
