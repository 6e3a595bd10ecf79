import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { apiKeys, users, type UserRow } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function listApiKeyRows(tx: Tx, userId: number): Promise<ApiKeyRow[]> {
  return tx
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertApiKeyRow(
  tx: Tx,
  values: { tenantId: number; userId: number; name: string; keyHash: string; keyPrefix: string },
): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Every key of the user but `keepId` (generating a key replaces the others). */
export async function deleteOtherApiKeyRows(tx: Tx, userId: number, keepId: number) {
  await tx.delete(apiKeys).where(and(eq(apiKeys.userId, userId), ne(apiKeys.id, keepId)));
}

export async function deleteApiKeyRow(tx: Tx, userId: number, id: number): Promise<string | null> {
  const [row] = await tx
    .delete(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
    .returning({ keyHash: apiKeys.keyHash });
  return row?.keyHash ?? null;
}

export interface KeyOwner {
  key: Pick<ApiKeyRow, 'id' | 'keyPrefix' | 'lastUsedAt'>;
  user: UserRow;
}

/** The key with this hash and its owner, when the owner is active (as sessions require). */
export async function findKeyOwner(tx: Tx, keyHash: string): Promise<KeyOwner | null> {
  const [row] = await tx
    .select({
      id: apiKeys.id,
      keyPrefix: apiKeys.keyPrefix,
      lastUsedAt: apiKeys.lastUsedAt,
      user: users,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.userId), eq(users.tenantId, apiKeys.tenantId)))
    .where(and(eq(apiKeys.keyHash, keyHash), eq(users.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { user, ...key } = row;
  return { key, user };
}

/** Marks a key used; skipped in SQL too when another request marked it within the minute. */
export async function touchApiKeyRow(tx: Tx, id: number): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
