import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  paymentProofFiles,
  paymentProofs,
  storedFiles,
  transactions,
  users,
  type PaymentProofRow,
  type ProofStatus,
  type StoredFileRow,
} from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const PROOF_ORDER_COLUMNS = {
  created_at: paymentProofs.createdAt,
  transaction_date: paymentProofs.transactionDate,
  amount: paymentProofs.amountCents,
} as const;
export type ProofOrderField = keyof typeof PROOF_ORDER_COLUMNS;

const reviewer = alias(users, 'reviewer');

export interface ProofListRow {
  proof: PaymentProofRow;
  owner: { id: number; name: string; lastName: string; email: string };
  reviewer: { id: number; name: string; lastName: string; email: string } | null;
}

/** A page of proofs with their account and reviewer; `userId` keeps one account's. */
export async function listProofRows(
  tx: Tx,
  p: ListParams<ProofOrderField>,
  filter: { status: ProofStatus | null; userId: number | null },
): Promise<{ rows: ProofListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(paymentProofs.status, filter.status));
  if (filter.userId !== null) conditions.push(eq(paymentProofs.userId, filter.userId));
  if (p.search) {
    const like = `%${p.search.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(users.name, like),
        ilike(users.lastName, like),
        sql`${users.name} || ' ' || ${users.lastName} ilike ${like}`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = PROOF_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select({
      proof: paymentProofs,
      owner: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
      reviewer: {
        id: reviewer.id,
        name: reviewer.name,
        lastName: reviewer.lastName,
        email: reviewer.email,
      },
    })
    .from(paymentProofs)
    .innerJoin(users, eq(users.id, paymentProofs.userId))
    .leftJoin(reviewer, eq(reviewer.id, paymentProofs.reviewedBy))
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(paymentProofs.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(paymentProofs)
    .innerJoin(users, eq(users.id, paymentProofs.userId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The files of these proofs, by proof id, in upload order. */
export async function filesOfProofs(
  tx: Tx,
  proofIds: number[],
): Promise<Map<number, StoredFileRow[]>> {
  const out = new Map<number, StoredFileRow[]>();
  if (proofIds.length === 0) return out;
  const rows = await tx
    .select({ proofId: paymentProofFiles.proofId, file: storedFiles })
    .from(paymentProofFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofFiles.fileId))
    .where(inArray(paymentProofFiles.proofId, proofIds))
    .orderBy(asc(storedFiles.id));
  for (const row of rows) {
    const list = out.get(row.proofId) ?? [];
    list.push(row.file);
    out.set(row.proofId, list);
  }
  return out;
}

export async function findProofRow(
  tx: Tx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<PaymentProofRow | null> {
  const query = tx.select().from(paymentProofs).where(eq(paymentProofs.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One file of one proof (a file id that belongs to another proof is not found). */
export async function findProofFile(
  tx: Tx,
  proofId: number,
  fileId: number,
): Promise<StoredFileRow | null> {
  const [row] = await tx
    .select({ file: storedFiles })
    .from(paymentProofFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofFiles.fileId))
    .where(and(eq(paymentProofFiles.proofId, proofId), eq(paymentProofFiles.fileId, fileId)))
    .limit(1);
  return row?.file ?? null;
}

export async function insertProofRow(
  tx: Tx,
  values: typeof paymentProofs.$inferInsert,
): Promise<PaymentProofRow> {
  const [row] = await tx.insert(paymentProofs).values(values).returning();
  return row!;
}

export async function insertProofFileRows(
  tx: Tx,
  tenantId: number,
  proofId: number,
  fileIds: number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .insert(paymentProofFiles)
    .values(fileIds.map((fileId) => ({ tenantId, proofId, fileId })));
}

/**
 * Settles the proof's pending deposit: `cleared` (the ledger trigger credits the balance, once)
 * or `rejected`. Only a pending row changes; false when it was already settled.
 */
export async function settlePendingDeposit(
  tx: Tx,
  transactionId: number,
  status: 'cleared' | 'rejected',
): Promise<boolean> {
  const rows = await tx
    .update(transactions)
    .set({ status })
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id });
  return rows.length === 1;
}

/** Marks a pending proof reviewed; null when it was not pending any more. */
export async function markProofReviewed(
  tx: Tx,
  id: number,
  values: { status: 'approved' | 'rejected'; reason: string | null; reviewerId: number },
): Promise<PaymentProofRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(paymentProofs)
    .set({
      status: values.status,
      rejectReason: values.reason,
      reviewedBy: values.reviewerId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(and(eq(paymentProofs.id, id), eq(paymentProofs.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Name, e-mail and language of the people a proof's e-mails and replies name. */
export async function peopleByIds(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Person>();
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface Person {
  id: number;
  name: string;
  lastName: string;
  email: string;
  locale: string;
}
