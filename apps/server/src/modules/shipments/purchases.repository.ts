import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  shipmentPurchases,
  shipments,
  type ShipmentPurchaseRow,
  type ShipmentRow,
} from '../../db/schema';

export async function findPurchaseByKey(
  tx: Tx,
  payerId: number,
  key: string,
): Promise<ShipmentPurchaseRow | null> {
  const [row] = await tx
    .select()
    .from(shipmentPurchases)
    .where(and(eq(shipmentPurchases.userId, payerId), eq(shipmentPurchases.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The attempt's row; null when the shipment already has a live attempt (charging or labeled) or
 * the key was taken meanwhile: both are unique indexes, so two racing requests cannot both pass.
 */
export async function insertPurchaseRow(
  tx: Tx,
  values: typeof shipmentPurchases.$inferInsert,
): Promise<ShipmentPurchaseRow | null> {
  const [row] = await tx.insert(shipmentPurchases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Moves an attempt on from `charging`, once: a second settlement finds nothing to change. */
export async function settlePurchaseRow(
  tx: Tx,
  id: number,
  status: 'labeled' | 'refunded',
  error: string | null = null,
): Promise<ShipmentPurchaseRow | null> {
  const [row] = await tx
    .update(shipmentPurchases)
    .set({ status, error, updatedAt: new Date() })
    .where(and(eq(shipmentPurchases.id, id), eq(shipmentPurchases.status, 'charging')))
    .returning();
  return row ?? null;
}

/** The labelled attempt of a shipment: what a cancellation refunds. */
export async function labeledPurchase(
  tx: Tx,
  shipmentId: number,
): Promise<ShipmentPurchaseRow | null> {
  const [row] = await tx
    .select()
    .from(shipmentPurchases)
    .where(
      and(eq(shipmentPurchases.shipmentId, shipmentId), eq(shipmentPurchases.status, 'labeled')),
    )
    .limit(1);
  return row ?? null;
}

/** Attempts left charging longer than `olderThan`: a process died between debit and label. */
export async function stalePurchases(
  tx: Tx,
  olderThan: Date,
  limit: number,
): Promise<ShipmentPurchaseRow[]> {
  return tx
    .select()
    .from(shipmentPurchases)
    .where(
      and(eq(shipmentPurchases.status, 'charging'), lt(shipmentPurchases.updatedAt, olderThan)),
    )
    .orderBy(sql`${shipmentPurchases.id}`)
    .limit(limit);
}

/**
 * The shipment in the scope and, when a key is given, its payer's attempt under that key (a
 * retry), in one statement: what the purchase reads before it prices anything.
 */
export async function shipmentWithAttempt(
  tx: Tx,
  ownerId: number | null,
  id: number,
  key: string | null,
): Promise<{ row: ShipmentRow; attempt: ShipmentPurchaseRow | null } | null> {
  const [found] = await tx
    .select({ row: shipments, attempt: shipmentPurchases })
    .from(shipments)
    .leftJoin(
      shipmentPurchases,
      key === null
        ? sql`false`
        : and(
            eq(shipmentPurchases.userId, shipments.userId),
            eq(shipmentPurchases.idempotencyKey, key),
          ),
    )
    .where(and(eq(shipments.id, id), ownerId === null ? undefined : eq(shipments.userId, ownerId)))
    .limit(1);
  return found ? { row: found.row, attempt: found.attempt } : null;
}
