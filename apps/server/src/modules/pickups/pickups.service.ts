import {
  addDaysToDateKey,
  isPickupOffered,
  localDateKey,
  localDateTime,
  parseTimeOfDay,
  pickupDate,
  PICKUP_CUTOFF_HOUR,
  PICKUP_WINDOWS,
  zonedInstant,
} from '@despacho/domain';
import {
  isStaff,
  PICKUP_ORDER_FIELDS,
  type ListQuery,
  type ListResponse,
  type Pickup,
  type UserType,
} from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { services, providers, carriers } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { fieldError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { CarrierError, type PickupRequest } from '../../integrations/carriers/carrier-connector';
import { iso } from '../../lib/dates';
import { accountOf } from '../shipments/shipment-access';
import { carrierOfShipment, connectorContext } from '../shipments/shipment-carrier';
import { partyOf } from '../shipments/shipment-label';
import { conflict, writableShipment } from '../shipments/shipments.service';
import {
  generatedPickupOf,
  insertPickupRow,
  listPickupRows,
  pickupById,
  type PickupListRow,
} from './pickups.repository';

/** How far ahead a pickup may be booked. */
export const PICKUP_MAX_DAYS_AHEAD = 10;

export function serializePickup(r: PickupListRow): Pickup {
  return {
    id: r.pickup.id,
    shipment_id: r.pickup.shipmentId,
    shipment_sequential_id: r.shipmentSequentialId,
    user: {
      id: r.user.id,
      fullname: `${r.user.name} ${r.user.lastName}`.trim(),
      email: r.user.email,
    },
    carrier_name: r.carrierName,
    date_from: iso(r.pickup.dateFrom)!,
    date_to: iso(r.pickup.dateTo)!,
    reference_number: r.pickup.referenceNumber,
    tracking_number: r.pickup.trackingNumber,
    status: r.pickup.status,
    error_message: r.pickup.errorMessage,
    created_at: iso(r.pickup.createdAt)!,
  };
}

/**
 * The day asked for, within the rule: today only before 12:00 (tenant time), otherwise a day
 * from the earliest allowed one up to PICKUP_MAX_DAYS_AHEAD later. Blank = the earliest.
 */
function pickupDay(requested: string | null | undefined, now: Date, timeZone: string): string {
  const earliest = pickupDate(now, timeZone);
  if (!requested) return earliest;
  const latest = addDaysToDateKey(localDateKey(now, timeZone), PICKUP_MAX_DAYS_AHEAD);
  if (requested < earliest || requested > latest) throw fieldError('date', 'v.pickup_date');
  return requested;
}

export async function createPickup(
  ctx: ServiceContext,
  input: { shipment_id: number; date?: string | null; window: string },
): Promise<Pickup> {
  authorize(ctx, 'create', 'Pickup');
  const actor = requireActor(ctx);
  const { row, provider, hasPickup } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const found = await writableShipment(ctx, tx, input.shipment_id);
    if (found.step !== 'confirmed' || found.status !== 'success' || !found.trackingNumber)
      throw conflict('v.shipment_invalid_status');
    if (await generatedPickupOf(tx, found.id)) throw conflict('v.pickup_exists');
    const [facts] = await tx
      .select({ code: providers.code, hasPickup: services.hasPickup })
      .from(services)
      .innerJoin(carriers, eq(carriers.id, services.carrierId))
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(eq(services.id, found.serviceId ?? 0));
    return { row: found, provider: facts?.code ?? null, hasPickup: facts?.hasPickup ?? false };
  });
  if (!hasPickup || !isPickupOffered(provider)) throw conflict('v.pickup_not_offered');

  const now = new Date();
  const tz = ctx.tenant.timeZone;
  const date = pickupDay(input.date, now, tz);
  const window = PICKUP_WINDOWS.find((w) => w.id === input.window) ?? PICKUP_WINDOWS[0];
  const dateFrom = zonedInstant(date, parseTimeOfDay(window.from) ?? 9 * 60, tz);
  const dateTo = zonedInstant(date, parseTimeOfDay(window.to) ?? 12 * 60, tz);
  // Today's later windows only: a window already over cannot be booked.
  if (date === localDateKey(now, tz) && localDateTime(now, tz).hour >= PICKUP_CUTOFF_HOUR)
    throw fieldError('date', 'v.pickup_date');

  const outcome = await askCarrier(ctx, row.carrierId!, {
    tracking_number: row.trackingNumber!,
    origin: partyOf(row.origin!),
    parcels: [
      {
        weight_kg: row.parcel!.weight,
        length_cm: row.parcel!.length,
        width_cm: row.parcel!.width,
        height_cm: row.parcel!.height,
      },
    ],
    date,
    from: window.from,
    to: window.to,
    time_zone: tz,
  });
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const saved = await insertPickupRow(tx, {
      tenantId: ctx.tenant.id,
      shipmentId: row.id,
      userId: row.userId,
      createdBy: actor.id,
      carrierId: row.carrierId,
      dateFrom,
      dateTo,
      trackingNumber: row.trackingNumber,
      ...outcome,
    });
    return serializePickup((await pickupById(tx, saved.id))!);
  });
}

/** The carrier's answer as the pickup row keeps it: a confirmation, or its refusal in words. */
async function askCarrier(ctx: ServiceContext, carrierId: number, request: PickupRequest) {
  const carrier = await carrierOfShipment(ctx, carrierId);
  const connector = carrier ? ctx.deps.connectors.get(carrier.providerCode) : null;
  if (!carrier || !connector?.pickup) throw conflict('v.pickup_not_offered');
  const { context, done } = connectorContext(ctx.deps, carrier);
  try {
    const result = await connector.pickup(context, request);
    return {
      status: 'generated' as const,
      referenceNumber: result.reference_number,
      location: result.location,
      errorMessage: null,
    };
  } catch (err) {
    const message = err instanceof CarrierError ? err.message : 'the carrier could not be reached';
    ctx.log.warn({ carrierId, err: message }, 'pickup refused');
    return {
      status: 'error' as const,
      referenceNumber: null,
      location: null,
      errorMessage: message,
    };
  } finally {
    done();
  }
}

/** Customers see their account's pickups; staff (Pickup read) the tenant's. */
export async function listPickups(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Pickup>> {
  authorize(ctx, 'read', 'Pickup');
  const staff = isStaff(requireActor(ctx).userType as UserType);
  const p = listParams(query, PICKUP_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const shipmentId = Number(p.where.shipment_id) || undefined;
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listPickupRows(tx, {
      ownerId: staff ? null : accountOf(ctx),
      search: p.search,
      shipmentId,
      order: p.order,
      limit: p.perPage,
      offset: p.offset,
    }),
  );
  return listOf(rows.map(serializePickup), total, p);
}
