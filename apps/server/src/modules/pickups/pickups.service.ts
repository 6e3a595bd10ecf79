import { PICKUP_WINDOWS } from '@despacho/domain';
import {
  DEMO_SHIPMENTS_UP_TO,
  isStaff,
  PICKUP_ORDER_FIELDS,
  type ListQuery,
  type ListResponse,
  type Pickup,
  type PickupDays,
  type UserType,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import { accountOf, canWrite, readableShipment } from '../shipments/shipment-access';
import { requireShipmentAction } from '../shipments/shipment-rules';
import { checkFiscalVerification, shipmentRuleSettings } from '../shipments/shipment-tenant-rules';
import {
  bookAtCarrier,
  carrierPickupDays,
  pickupCarrier,
  pickupFactsOf,
  pickupRequestOf,
  pickupSlot,
} from './pickup-booking';
import { joinBookedPickup } from './pickup-consolidation';
import {
  insertPickupRow,
  listPickupRows,
  pickupById,
  type PickupListRow,
} from './pickups.repository';

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
    cancel_reason: r.pickup.cancelReason ?? null,
    created_at: iso(r.pickup.createdAt)!,
  };
}

/**
 * A shipment the caller may book or move a pickup for (404 otherwise: someone else's is as
 * absent as another tenant's), with what the pickup rules read beside it.
 */
export async function pickupShipment(ctx: ServiceContext, shipmentId: number) {
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await readableShipment(ctx, tx, shipmentId);
    if (!row || !canWrite(ctx, row)) throw notFound();
    return { row, ...(await pickupFactsOf(tx, row)) };
  });
}

/** GET pickups/days: the days the date picker offers (the same list the server accepts). */
export async function pickupDaysFor(ctx: ServiceContext, shipmentId: number): Promise<PickupDays> {
  authorize(ctx, 'read', 'Pickup');
  const { row } = await pickupShipment(ctx, shipmentId);
  const { connector } = await pickupCarrier(ctx, row.carrierId);
  return {
    days: carrierPickupDays(ctx, connector, new Date()),
    windows: PICKUP_WINDOWS.map((w) => ({ id: w.id, from: w.from, to: w.to })),
  };
}

/**
 * POST pickups: books the carrier's courier for a bought shipment on one of the carrier's
 * working days (the same rule that offers the shipment's `pickup` action). A refusal is kept
 * as a pickup in `error` with the carrier's words; Retry books anew. A carrier that collects
 * several shipments on one visit adds this one to the owner's booked visit when there is one
 * (pickup-consolidation.ts).
 */
export async function createPickup(
  ctx: ServiceContext,
  input: { shipment_id: number; date?: string | null; window: string },
): Promise<Pickup> {
  authorize(ctx, 'create', 'Pickup');
  const actor = requireActor(ctx);
  const { row, facts } = await pickupShipment(ctx, input.shipment_id);
  requireShipmentAction(ctx, 'pickup', facts, true);
  await checkPickupFiscalVerification(ctx);
  const { carrier, connector } = await pickupCarrier(ctx, row.carrierId);
  const slot = pickupSlot(ctx, connector, input);

  const joined = await joinBookedPickup(ctx, carrier, connector, row, slot, actor.id);
  if (joined !== null)
    return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) =>
      serializePickup((await pickupById(tx, joined))!),
    );
  const outcome = await bookAtCarrier(ctx, carrier, connector, pickupRequestOf(ctx, row, slot));
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const saved = await insertPickupRow(tx, {
      tenantId: ctx.tenant.id,
      shipmentId: row.id,
      userId: row.userId,
      createdBy: actor.id,
      carrierId: row.carrierId,
      dateFrom: slot.dateFrom,
      dateTo: slot.dateTo,
      trackingNumber: row.trackingNumber,
      ...outcome,
    });
    return serializePickup((await pickupById(tx, saved.id))!);
  });
}

/**
 * Spec 1 §2: with `verify_user_fiscal_data` on, an unverified customer may book or move the
 * pickup of the demo shipment only (total_shipments up to 1), as on the shipment's other steps.
 */
export async function checkPickupFiscalVerification(ctx: ServiceContext): Promise<void> {
  const rules = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => shipmentRuleSettings(tx));
  checkFiscalVerification(ctx, rules, DEMO_SHIPMENTS_UP_TO.shipmentSteps);
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
