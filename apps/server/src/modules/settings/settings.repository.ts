import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { settings, type SettingRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const SETTING_ORDER_COLUMNS = {
  namespace: settings.namespace,
  key: settings.key,
  title: settings.title,
  created_at: settings.createdAt,
  updated_at: settings.updatedAt,
} as const;
export type SettingOrderField = keyof typeof SETTING_ORDER_COLUMNS;

export async function listSettingRows(
  tx: Tx,
  p: ListParams<SettingOrderField>,
  includeHidden: boolean,
): Promise<{ rows: SettingRow[]; total: number }> {
  const conds: SQL[] = [];
  if (!includeHidden) conds.push(eq(settings.visible, true));
  if (typeof p.where.namespace === 'string') conds.push(eq(settings.namespace, p.where.namespace));
  if (typeof p.where.key === 'string') conds.push(eq(settings.key, p.where.key));
  const where = conds.length ? and(...conds) : undefined;
  const column = SETTING_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select()
    .from(settings)
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(settings.key))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(settings).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSettingRow(tx: Tx, id: number): Promise<SettingRow | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.id, id)).limit(1);
  return row ?? null;
}

export async function findSettingByKey(tx: Tx, key: string): Promise<SettingRow | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row ?? null;
}

export async function insertSettingRows(
  tx: Tx,
  values: (typeof settings.$inferInsert)[],
): Promise<SettingRow[]> {
  if (!values.length) return [];
  return tx.insert(settings).values(values).onConflictDoNothing().returning();
}

export async function updateSettingRow(
  tx: Tx,
  id: number,
  patch: Partial<typeof settings.$inferInsert>,
): Promise<SettingRow | null> {
  const [row] = await tx
    .update(settings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(settings.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSettingRow(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(settings).where(eq(settings.id, id)).returning({ id: settings.id });
  return rows.length > 0;
}
