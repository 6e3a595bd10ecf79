import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { noticeDismissals, notices, type NoticeRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const NOTICE_ORDER_COLUMNS = {
  created_at: notices.createdAt,
  title: notices.title,
  notice_type: notices.noticeType,
  status: notices.status,
  expires_at: notices.expiresAt,
} as const;
export type NoticeOrderField = keyof typeof NOTICE_ORDER_COLUMNS;

export async function listNoticeRows(
  tx: Tx,
  p: ListParams<NoticeOrderField>,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const conds: SQL[] = [];
  if (typeof p.where.status === 'string') conds.push(eq(notices.status, p.where.status));
  if (typeof p.where.notice_type === 'string')
    conds.push(eq(notices.noticeType, p.where.notice_type));
  if (p.search) conds.push(ilike(notices.title, `%${p.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = conds.length ? and(...conds) : undefined;
  const column = NOTICE_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select()
    .from(notices)
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(notices.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(notices).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findNoticeRow(tx: Tx, id: number): Promise<NoticeRow | null> {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row ?? null;
}

export async function insertNoticeRow(
  tx: Tx,
  values: typeof notices.$inferInsert,
): Promise<NoticeRow> {
  const [row] = await tx.insert(notices).values(values).returning();
  return row!;
}

export async function updateNoticeRow(
  tx: Tx,
  id: number,
  patch: Partial<typeof notices.$inferInsert>,
): Promise<NoticeRow | null> {
  const [row] = await tx
    .update(notices)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNoticeRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  return rows.length === 1;
}

/** Active, not yet expired on `today` (the tenant's calendar date) and not closed by the user. */
export function activeNoticeRows(tx: Tx, today: string, userId: number): Promise<NoticeRow[]> {
  const dismissed = tx
    .select({ one: noticeDismissals.noticeId })
    .from(noticeDismissals)
    .where(and(eq(noticeDismissals.noticeId, notices.id), eq(noticeDismissals.userId, userId)));
  return tx
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.status, 'active'),
        or(isNull(notices.expiresAt), gte(notices.expiresAt, today)),
        notExists(dismissed),
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id));
}

export async function insertDismissal(
  tx: Tx,
  values: typeof noticeDismissals.$inferInsert,
): Promise<void> {
  await tx.insert(noticeDismissals).values(values).onConflictDoNothing();
}
