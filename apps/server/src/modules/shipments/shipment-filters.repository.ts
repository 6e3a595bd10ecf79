import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, shipments, users, type ShipmentRow } from '../../db/schema';
import type { ShipmentScope } from './shipments.repository';

/** The list's filters (spec 2 §2), already validated. */
export interface ShipmentFilters {
  /** A shipment number, or a store's order number (source_number). */
  number?: string;
  tracking_number?: string;
  status?: ShipmentRow['status'];
  source?: ShipmentRow['source'];
  user_email?: string;
  carrier_id?: number;
  store_id?: number;
  /** The list's selection (the export of chosen shipments): their ids. */
  ids?: number[];
}

export const escapeLike = (v: string) => v.replace(/[%_\\]/g, '\\$&');

export function shipmentWhere(scope: ShipmentScope, f: ShipmentFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    scope.ownerId === null ? undefined : eq(shipments.userId, scope.ownerId),
  ];
  if (f.number) {
    const n = f.number.trim();
    parts.push(
      /^\d{1,9}$/.test(n)
        ? or(eq(shipments.sequentialId, Number(n)), eq(shipments.sourceNumber, n))
        : eq(shipments.sourceNumber, n),
    );
  }
  if (f.tracking_number) parts.push(eq(shipments.trackingNumber, f.tracking_number.trim()));
  if (f.status) parts.push(eq(shipments.status, f.status));
  if (f.source) parts.push(eq(shipments.source, f.source));
  if (f.carrier_id) parts.push(eq(shipments.carrierId, f.carrier_id));
  if (f.store_id) parts.push(eq(shipments.storeId, f.store_id));
  if (f.ids?.length) parts.push(inArray(shipments.id, f.ids));
  if (f.user_email) {
    parts.push(
      sql`${shipments.userId} in (select ${users.id} from ${users} where ${ilike(users.email, `%${escapeLike(f.user_email.trim())}%`)})`,
    );
  }
  return and(...parts);
}

/** The carriers the scope's shipments were bought with (the list's carrier filter). */
export async function carriersUsed(
  tx: Tx,
  scope: ShipmentScope,
): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(
      sql`exists (select 1 from ${shipments} where ${shipments.carrierId} = ${carriers.id} ${
        scope.ownerId === null ? sql`` : sql`and ${shipments.userId} = ${scope.ownerId}`
      })`,
    )
    .orderBy(asc(carriers.name));
}
