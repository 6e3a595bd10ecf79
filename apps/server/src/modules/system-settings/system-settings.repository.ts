import { asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { systemSettings, type SystemSettingRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export const SYSTEM_SETTING_ORDER_COLUMNS = {
  key: systemSettings.key,
  created_at: systemSettings.createdAt,
  updated_at: systemSettings.updatedAt,
} as const;
export type SystemSettingOrderField = keyof typeof SYSTEM_SETTING_ORDER_COLUMNS;

export async function listSystemSettingRows(tx: Tx, p: ListParams<SystemSettingOrderField>) {
  const column = SYSTEM_SETTING_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select()
    .from(systemSettings)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(systemSettings.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(systemSettings);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSystemSettingRow(tx: Tx, id: number): Promise<SystemSettingRow | null> {
  const [row] = await tx.select().from(systemSettings).where(eq(systemSettings.id, id)).limit(1);
  return row ?? null;
}

export async function findSystemSettingByKey(
  tx: Tx,
  key: string,
): Promise<SystemSettingRow | null> {
  const [row] = await tx.select().from(systemSettings).where(eq(systemSettings.key, key)).limit(1);
  return row ?? null;
}

export async function insertSystemSettingRow(tx: Tx, key: string, val: string) {
  const [row] = await tx
    .insert(systemSettings)
    .values({ key, val })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateSystemSettingRow(tx: Tx, id: number, val: string) {
  const [row] = await tx
    .update(systemSettings)
    .set({ val, updatedAt: new Date() })
    .where(eq(systemSettings.id, id))
    .returning();
  return row ?? null;
}
