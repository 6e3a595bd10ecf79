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
import { AppError, fieldError, notFound } from '../../http/app-error';
import './tracking-messages';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { iso } from '../../lib/dates';
import { readScope } from './shipment-access';
import { carrierOfShipment, connectorContext } from './shipment-carrier';
import { findShipmentRow } from './shipments.repository';
import { scanCodeOf } from './tracking-scan-codes';
import { emitTrackingChange } from '../webhooks/webhook-payloads';

const eventOf = (e: TrackingEventRow): TrackingEvent => ({
  status: e.status as TrackingStatusValue,
  code: e.code,
  description: e.description,
  scan_code: scanCodeOf(e.description),
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

/** Wrong destination postal codes tried on one number before its details lock for the hour. */
export const TRACKING_POSTAL_CODE_TRIES = 10;
const POSTAL_CODE_WINDOW_SECONDS = 3600;

/** Postal codes compared as typed on a label: case, spaces and dashes do not matter. */
const postalKey = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Whether the caller may read this shipment in the back office (its owner, or staff). */
function mayRead(ctx: ServiceContext, s: ShipmentRow): boolean {
  if (!ctx.actor || !ctx.ability.can('read', 'Shipment')) return false;
  const scope = readScope(ctx);
  return scope.ownerId === null || scope.ownerId === s.userId;
}

/**
 * Whether the details may be shown: the caller may read the shipment, or gives its destination
 * postal code. A wrong code is a 422 on `postal_code`; after TRACKING_POSTAL_CODE_TRIES wrong
 * ones within an hour (from any address) the number answers 429 until the hour ends, so the
 * ~32,000 Mexican codes cannot be walked through.
 */
async function detailsAllowed(
  ctx: ServiceContext,
  s: ShipmentRow,
  number: string,
  postalCode: string | undefined,
): Promise<boolean> {
  if (mayRead(ctx, s)) return true;
  const given = postalKey(postalCode ?? '');
  if (!given) return false;
  const key = `tracking-postal-code:${ctx.tenant.id}:${number}`;
  const failures = await ctx.deps.limiter.peek(key);
  if (failures && failures.hits >= TRACKING_POSTAL_CODE_TRIES)
    throw new AppError('rate_limited', undefined, { params: { seconds: failures.resetIn } });
  if (given === postalKey(s.destination?.postal_code ?? '')) return true;
  await ctx.deps.limiter.count([
    { key, max: TRACKING_POSTAL_CODE_TRIES, windowSeconds: POSTAL_CODE_WINDOW_SECONDS },
  ]);
  throw fieldError('postal_code', 'v.tracking_postal_code');
}

/**
 * GET tracking/{number}, public: enough for the recipient to follow the parcel and nothing
 * personal (no names, streets, phones or prices). Anyone with the number sees the status, the
 * dates and the carrier; the two cities, the events' places and the carrier's words need the
 * destination postal code (or a caller who may read the shipment).
 */
export async function publicTracking(
  ctx: ServiceContext,
  trackingNumber: string,
  postalCode?: string,
): Promise<PublicTracking> {
  const number = trackingNumber.trim();
  if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) throw notFound();
  const found = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx
      .select({
        shipment: shipments,
        carrierName: carriers.name,
        serviceName: services.name,
      })
      .from(shipments)
      .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
      .leftJoin(services, eq(services.id, shipments.serviceId))
      .where(and(eq(shipments.tenantId, ctx.tenant.id), eq(shipments.trackingNumber, number)))
      .limit(1);
    return row ? { ...row, events: await eventsOf(tx, row.shipment.id) } : null;
  });
  if (!found) throw notFound();
  const s = found.shipment;
  const details = await detailsAllowed(ctx, s, number, postalCode);
  return {
    tracking_number: number,
    status: (s.trackingStatus as TrackingStatusValue | null) ?? null,
    carrier_name: found.carrierName ?? s.rate?.carrier_name ?? '',
    service_name: found.serviceName ?? s.rate?.service_name ?? '',
    shipped_at: iso(s.labelCreatedAt),
    details,
    origin_city: details ? (s.origin?.city ?? '') : null,
    destination_city: details ? (s.destination?.city ?? '') : null,
    events: found.events.map((e) => {
      const { code: _code, ...rest } = eventOf(e);
      return details
        ? rest
        : {
            ...rest,
            description: '',
            scan_code: null,
            city: null,
            state: null,
            country_code: null,
          };
    }),
  };
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
          const before = n;
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
          const updated =
            n > before || (result.status ?? shipment.trackingStatus) !== shipment.trackingStatus;
          await emitTrackingChange(tx, tenant, shipment, { updated, delivered });
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
