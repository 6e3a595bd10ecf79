import type { PublicTracking, TrackingEvent, TrackingStatusValue } from '@despacho/shared';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carriers,
  services,
  shipments,
  trackingEvents,
  type ShipmentRow,
  type TenantRow,
  type TrackingEventRow,
} from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { iso } from '../../lib/dates';
import { readScope } from './shipment-access';
import { carrierOfShipment, connectorContext } from './shipment-carrier';
import { findShipmentRow } from './shipments.repository';

const eventOf = (e: TrackingEventRow): TrackingEvent => ({
  status: e.status as TrackingStatusValue,
  code: e.code,
  description: e.description,
  occurred_at: iso(e.occurredAt)!,
  city: e.city,
  state: e.state,
  country_code: e.countryCode,
});

const eventsOf = (tx: Tx, shipmentId: number) =>
  tx
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.id));

/** GET shipments/{id}/tracking: what happened to the parcel, oldest first. */
export async function shipmentTracking(ctx: ServiceContext, id: number): Promise<TrackingEvent[]> {
  authorize(ctx, 'read', 'Shipment');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findShipmentRow(tx, readScope(ctx), id);
    if (!row) throw notFound();
    return (await eventsOf(tx, row.id)).map(eventOf);
  });
}

/**
 * GET tracking/{number}, public: enough for the recipient to follow the parcel — carrier,
 * service, the two cities and the events' places — and nothing personal (no names, streets,
 * phones or prices).
 */
export async function publicTracking(
  deps: AppDeps,
  tenant: TenantRow,
  trackingNumber: string,
): Promise<PublicTracking> {
  const number = trackingNumber.trim();
  if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) throw notFound();
  return withTenant(deps.db, tenant.id, async (tx) => {
    const [row] = await tx
      .select({
        shipment: shipments,
        carrierName: carriers.name,
        serviceName: services.name,
      })
      .from(shipments)
      .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
      .leftJoin(services, eq(services.id, shipments.serviceId))
      .where(and(eq(shipments.tenantId, tenant.id), eq(shipments.trackingNumber, number)))
      .limit(1);
    if (!row) throw notFound();
    const s = row.shipment;
    const events = await eventsOf(tx, s.id);
    return {
      tracking_number: number,
      status: (s.trackingStatus as TrackingStatusValue | null) ?? null,
      carrier_name: row.carrierName ?? s.rate?.carrier_name ?? '',
      service_name: row.serviceName ?? s.rate?.service_name ?? '',
      origin_city: s.origin?.city ?? '',
      destination_city: s.destination?.city ?? '',
      shipped_at: iso(s.labelCreatedAt),
      events: events.map((e) => {
        const { code: _code, ...rest } = eventOf(e);
        return rest;
      }),
    };
  });
}

/** How often one shipment is asked about at most. */
export const TRACKING_INTERVAL_MS = 15 * 60_000;
const FINAL: TrackingStatusValue[] = ['delivered', 'returned'];

/** Labelled shipments not yet final whose carrier has not been asked for a while. */
export async function dueForTracking(
  tx: Tx,
  now: Date,
  limit: number,
  intervalMs = TRACKING_INTERVAL_MS,
): Promise<ShipmentRow[]> {
  return tx
    .select()
    .from(shipments)
    .where(
      and(
        sql`${shipments.trackingNumber} is not null`,
        inArray(shipments.status, ['success', 'pending_cancellation']),
        or(isNull(shipments.trackingStatus), sql`${shipments.trackingStatus} not in ${FINAL}`),
        or(
          isNull(shipments.trackingCheckedAt),
          lt(shipments.trackingCheckedAt, new Date(now.getTime() - intervalMs)),
        ),
      ),
    )
    .orderBy(sql`${shipments.trackingCheckedAt} nulls first`)
    .limit(limit);
}

/**
 * Asks each carrier once for its shipments' numbers and records what is new: events are
 * unique per (shipment, instant, code), so asking twice adds nothing. A delivered parcel's
 * shipment becomes `delivered`. A carrier that fails is logged and asked again next round.
 */
export async function refreshTracking(
  deps: AppDeps,
  tenant: TenantRow,
  rows: ShipmentRow[],
): Promise<{ asked: number; events: number }> {
  const byCarrier = new Map<number, ShipmentRow[]>();
  for (const r of rows) {
    if (r.carrierId === null) continue;
    byCarrier.set(r.carrierId, [...(byCarrier.get(r.carrierId) ?? []), r]);
  }
  let asked = 0;
  let added = 0;
  for (const [carrierId, list] of byCarrier) {
    const carrier = await carrierOfShipment({ deps, tenant }, carrierId);
    const connector = carrier ? deps.connectors.get(carrier.providerCode) : null;
    const now = new Date();
    if (!carrier || !connector?.track) {
      await markChecked(deps, tenant, list, now);
      continue;
    }
    const { context, done } = connectorContext(deps, carrier);
    try {
      const results = await connector.track(
        context,
        list.map((r) => r.trackingNumber!),
      );
      asked += list.length;
      added += await withTenant(deps.db, tenant.id, async (tx) => {
        let n = 0;
        for (const result of results) {
          const shipment = list.find((r) => r.trackingNumber === result.tracking_number);
          if (!shipment) continue;
          for (const e of result.events) {
            const inserted = await tx
              .insert(trackingEvents)
              .values({
                tenantId: tenant.id,
                shipmentId: shipment.id,
                status: e.status,
                code: e.code.slice(0, 20),
                description: e.description.slice(0, 255),
                occurredAt: e.occurred_at,
                city: e.city,
                state: e.state,
                countryCode: e.country_code,
              })
              .onConflictDoNothing()
              .returning({ id: trackingEvents.id });
            n += inserted.length;
          }
          const delivered = result.status === 'delivered' && shipment.status === 'success';
          await tx
            .update(shipments)
            .set({
              trackingStatus: result.status ?? shipment.trackingStatus,
              trackingCheckedAt: now,
              ...(delivered ? { status: 'delivered' as const, deliveredAt: now } : {}),
            })
            .where(eq(shipments.id, shipment.id));
        }
        return n;
      });
    } catch (err) {
      deps.log.warn({ err, carrierId, tenant: tenant.slug }, 'tracking refresh failed');
      await markChecked(deps, tenant, list, now);
    } finally {
      done();
    }
  }
  return { asked, events: added };
}

async function markChecked(deps: AppDeps, tenant: TenantRow, list: ShipmentRow[], now: Date) {
  await withTenant(deps.db, tenant.id, (tx) =>
    tx
      .update(shipments)
      .set({ trackingCheckedAt: now })
      .where(
        inArray(
          shipments.id,
          list.map((r) => r.id),
        ),
      ),
  );
}
