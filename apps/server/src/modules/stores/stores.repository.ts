import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { StoreProvider } from '@despacho/shared';
import type { Tx } from '../../db/client';
import {
  shipments,
  storeOauthStates,
  stores,
  storeWebhookEvents,
  type StoreRow,
} from '../../db/schema';

export type StoreValues = Partial<typeof stores.$inferInsert>;

/** Whose stores a query sees: one account's, or (staff) the tenant's, optionally one user's. */
export interface StoreScope {
  ownerId: number | null;
}

const live = (scope: StoreScope, ...more: (SQL | undefined)[]) =>
  and(
    isNull(stores.deletedAt),
    scope.ownerId === null ? undefined : eq(stores.userId, scope.ownerId),
    ...more,
  );

export async function listStoreRows(
  tx: Tx,
  scope: StoreScope,
  p: { userId: number | null; limit: number; offset: number },
): Promise<{ rows: (StoreRow & { shipmentsCount: number })[]; total: number }> {
  const where = live(scope, p.userId === null ? undefined : eq(stores.userId, p.userId));
  const rows = await tx
    .select({
      store: stores,
      // Qualified by hand: drizzle writes a single-table select's columns bare ("id"), which
      // inside this subquery would mean the shipment's own id and count nothing.
      shipmentsCount: sql<number>`(select count(*) from shipments s where s.store_id = "stores"."id")::int`,
    })
    .from(stores)
    .where(where)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(stores).where(where);
  return {
    rows: rows.map((r) => ({ ...r.store, shipmentsCount: Number(r.shipmentsCount) })),
    total: Number(total?.n ?? 0),
  };
}

export async function findStoreRow(
  tx: Tx,
  scope: StoreScope,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<StoreRow | null> {
  const q = tx
    .select()
    .from(stores)
    .where(live(scope, eq(stores.id, id)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function shipmentsCountOf(tx: Tx, storeId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shipments)
    .where(eq(shipments.storeId, storeId));
  return Number(row?.n ?? 0);
}

/** The tenant's live store with this shop key (any account: a shop is connected once). */
export async function liveStoreByShopKey(tx: Tx, shopKey: string): Promise<StoreRow | null> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(isNull(stores.deletedAt), eq(stores.shopKey, shopKey)))
    .limit(1);
  return row ?? null;
}

export async function liveStoresOf(
  tx: Tx,
  where: { provider?: StoreProvider; ownerId?: number; status?: string; shopKey?: string },
): Promise<StoreRow[]> {
  return tx
    .select()
    .from(stores)
    .where(
      and(
        isNull(stores.deletedAt),
        where.provider ? eq(stores.provider, where.provider) : undefined,
        where.ownerId ? eq(stores.userId, where.ownerId) : undefined,
        where.status ? eq(stores.status, where.status as StoreRow['status']) : undefined,
        where.shopKey ? eq(stores.shopKey, where.shopKey) : undefined,
      ),
    )
    .orderBy(stores.id);
}

/** Any store row by id, deleted or not (webhooks, jobs). */
export async function storeRowById(tx: Tx, id: number): Promise<StoreRow | null> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

export async function insertStoreRow(
  tx: Tx,
  values: typeof stores.$inferInsert,
): Promise<StoreRow> {
  const [row] = await tx.insert(stores).values(values).returning();
  return row!;
}

export async function updateStoreRow(
  tx: Tx,
  id: number,
  values: StoreValues,
): Promise<StoreRow | null> {
  const [row] = await tx
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning();
  return row ?? null;
}

export async function insertOauthState(
  tx: Tx,
  values: typeof storeOauthStates.$inferInsert,
): Promise<void> {
  await tx.insert(storeOauthStates).values(values);
}

export async function oauthStateByHash(tx: Tx, stateHash: string, lock = false) {
  const q = tx
    .select()
    .from(storeOauthStates)
    .where(eq(storeOauthStates.stateHash, stateHash))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Marks a state used; false when another request used it first (single use). */
export async function useOauthState(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(storeOauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(storeOauthStates.id, id), isNull(storeOauthStates.usedAt)))
    .returning({ id: storeOauthStates.id });
  return rows.length > 0;
}

export async function pruneOauthStates(tx: Tx, before: Date): Promise<void> {
  await tx.delete(storeOauthStates).where(lt(storeOauthStates.expiresAt, before));
}

/** Records a webhook delivery; false when this event id was already handled. */
export async function recordWebhookEvent(
  tx: Tx,
  values: typeof storeWebhookEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(storeWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: storeWebhookEvents.id });
  return rows.length > 0;
}

export async function liveStoreByExternalId(tx: Tx, provider: StoreProvider, externalId: string) {
  const [row] = await tx
    .select()
    .from(stores)
    .where(
      and(
        isNull(stores.deletedAt),
        eq(stores.provider, provider),
        eq(stores.externalId, externalId),
      ),
    )
    .limit(1);
  return row ?? null;
}
