import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ShipmentAddress } from '@despacho/shared';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/tenant-tx';
import { shipments, type ShipmentRow } from '../../db/schema';
import type { Template } from './store-order-mapper';

/*
 * What the stores area reads and writes beyond its own tables: the shipments it makes from
 * orders and fulfils, and (read only) the merchant's saved address and box, the country and
 * state catalogue, carrier names and the tenant's app settings.
 */

/** The merchant's most recent saved address, as a shipment keeps one (a store's fallback origin). */
export async function latestSavedAddress(tx: Tx, ownerId: number): Promise<ShipmentAddress | null> {
  const rows = rowsOf<ShipmentAddress>(
    await tx.execute(sql`
      select a.name, a.company, a.email, a.phone, a.calling_code, a.rfc, a.country_id,
             c.code as country_code, c.name as country_name, coalesce(a.state, '') as state,
             (select st.code from states st where st.country_id = a.country_id
                and translate(lower(st.name), 'áéíóúüñ', 'aeiouun') = translate(lower(coalesce(a.state, '')), 'áéíóúüñ', 'aeiouun')
              limit 1) as state_code,
             a.city, coalesce(a.neighborhood, '') as neighborhood, a.street, a.number,
             a.interior_number, a.postal_code, a.reference
        from addresses a join countries c on c.id = a.country_id
       where a.user_id = ${ownerId} and a.visible and c.code is not null
       order by a.created_at desc, a.id desc limit 1`),
  );
  return rows[0] ?? null;
}

/** The merchant's most recent box template (the parcel a store's order starts with). */
export async function latestPackage(tx: Tx, ownerId: number) {
  const rows = rowsOf<Template>(
    await tx.execute(sql`
      select parcel_type, length, width, height, weight, contents, sat_product_id
        from packages where user_id = ${ownerId} and visible and parcel_type = 'box'
       order by created_at desc, id desc limit 1`),
  );
  return rows[0] ?? null;
}

/** The country and catalogue state an order's address names (by ISO code; state by name or code). */
export async function placeOf(tx: Tx, countryCode: string, state: string) {
  const rows = rowsOf<{
    country_id: number;
    country_code: string;
    country_name: string;
    state_name: string | null;
    state_code: string | null;
  }>(
    await tx.execute(sql`
      select c.id as country_id, c.code as country_code, c.name as country_name,
             st.name as state_name, st.code as state_code
        from countries c
        left join lateral (
          select name, code from states s where s.country_id = c.id and (
            translate(lower(s.name), 'áéíóúüñ', 'aeiouun') = translate(lower(${state}), 'áéíóúüñ', 'aeiouun')
            or upper(s.code) = upper(${state})
            or upper(s.code) = upper(regexp_replace(${state}, '^[A-Za-z]{2}-', '')))
          limit 1) st on true
       where upper(c.code) = upper(${countryCode}) limit 1`),
  );
  return rows[0] ?? null;
}

/**
 * One shipment per store order, even when two syncs run at once: the unique index on
 * (tenant, store, order) turns the second insert into nothing. Answers whether it was new.
 */
export async function insertStoreShipment(
  tx: Tx,
  values: typeof shipments.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(shipments)
    .values(values)
    .onConflictDoNothing({
      target: [shipments.tenantId, shipments.storeId, shipments.storeOrderId],
      where: sql`${shipments.storeOrderId} is not null`,
    })
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** Order ids of this store already made into shipments (so a sync skips them before numbering). */
export async function knownOrderIds(tx: Tx, storeId: number, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: shipments.storeOrderId })
    .from(shipments)
    .where(and(eq(shipments.storeId, storeId), inArray(shipments.storeOrderId, ids)));
  return new Set(rows.map((r) => r.id!));
}

export async function shipmentById(tx: Tx, id: number, lock = false): Promise<ShipmentRow | null> {
  const q = tx.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function setFulfilment(
  tx: Tx,
  id: number,
  values: Pick<
    Partial<typeof shipments.$inferInsert>,
    'fulfilmentStatus' | 'fulfilmentError' | 'fulfilledAt'
  >,
): Promise<void> {
  await tx.update(shipments).set(values).where(eq(shipments.id, id));
}

/** Labelled store shipments whose fulfilment is still pending or failed (the sweep). */
export async function unfulfilledShipments(tx: Tx, labelledBefore: Date, limit: number) {
  return tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        sql`${shipments.storeOrderId} is not null`,
        inArray(shipments.fulfilmentStatus, ['pending']),
        sql`${shipments.trackingNumber} is not null`,
        lt(shipments.labelCreatedAt, labelledBefore),
      ),
    )
    .limit(limit);
}

/** Setting rows by key (the tenant's store app credentials), as stored (secrets encrypted). */
export async function settingRows(tx: Tx, keys: string[]) {
  return rowsOf<{ key: string; value: string; secret: boolean }>(
    await tx.execute(
      sql`select key, value, secret from settings where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    ),
  );
}

export async function countryCodeOf(tx: Tx, countryId: number): Promise<string | null> {
  const rows = rowsOf<{ code: string | null }>(
    await tx.execute(sql`select code from countries where id = ${countryId} limit 1`),
  );
  return rows[0]?.code ?? null;
}

export async function carrierNameOf(tx: Tx, carrierId: number | null): Promise<string | null> {
  if (carrierId === null) return null;
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from carriers where id = ${carrierId} limit 1`),
  );
  return rows[0]?.name ?? null;
}
