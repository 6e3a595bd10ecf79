import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export interface EndpointListRow {
  endpoint: EndpointRow;
  lastStatus: string | null;
  lastAt: Date | null;
}

const owned = (owner: number, id?: number) =>
  and(
    eq(webhookEndpoints.userId, owner),
    id === undefined ? undefined : eq(webhookEndpoints.id, id),
  );

/** The owner's endpoints, oldest first, each with its latest delivery's status and time. */
export async function listEndpointRows(tx: Tx, owner: number): Promise<EndpointListRow[]> {
  const last = tx
    .select({
      status: webhookDeliveries.status,
      at: sql<Date | null>`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`.as(
        'last_at',
      ),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(1)
    .as('last_delivery');
  const rows = await tx
    .select({ endpoint: webhookEndpoints, lastStatus: last.status, lastAt: last.at })
    .from(webhookEndpoints)
    .leftJoinLateral(last, sql`true`)
    .where(owned(owner))
    .orderBy(webhookEndpoints.id);
  return rows.map((r) => ({ ...r, lastAt: r.lastAt === null ? null : new Date(r.lastAt) }));
}

export async function findEndpointRow(tx: Tx, owner: number, id: number) {
  const [row] = await tx.select().from(webhookEndpoints).where(owned(owner, id)).limit(1);
  return row ?? null;
}

/** Holds the owner's row until commit, so two creates cannot both pass the limit. */
export async function lockOwner(tx: Tx, owner: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for('update');
}

export async function countEndpoints(tx: Tx, owner: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(webhookEndpoints).where(owned(owner));
  return Number(row?.n ?? 0);
}

export async function insertEndpointRow(tx: Tx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpointRow(
  tx: Tx,
  owner: number,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(owner, id))
    .returning();
  return row ?? null;
}

/** Deleting an endpoint deletes its deliveries (foreign key cascade): its jobs find nothing. */
export async function deleteEndpointRow(tx: Tx, owner: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(webhookEndpoints)
    .where(owned(owner, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

/** A switched-off endpoint's queued deliveries stop, with the reason in the log. */
export async function failPendingDeliveries(tx: Tx, endpointId: number, error: string) {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', error, nextAttemptAt: null })
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
    );
}

/** One endpoint's deliveries, newest first, and how many there are. */
export async function listDeliveryRows(
  tx: Tx,
  endpointId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await tx
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A delivery of one of the owner's endpoints (another owner's is as absent as none). */
export async function findDeliveryRow(tx: Tx, owner: number, id: number) {
  const [row] = await tx
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.userId, owner)))
    .limit(1);
  return row?.delivery ?? null;
}

/** A finished delivery goes back to pending for one more attempt; null while one is pending. */
export async function reopenDelivery(tx: Tx, id: number) {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(and(eq(webhookDeliveries.id, id), ne(webhookDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function insertDeliveryRow(tx: Tx, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  return row!;
}
