import { carrierReason } from '../../integrations/carriers/carrier-error-text';
import { localDateKey } from '@despacho/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants, type PickupRow } from '../../db/schema';
import { afterCommit, withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { CarrierError, type CarrierConnector } from '../../integrations/carriers/carrier-connector';
import type { Logger } from '../../lib/logger';
import { carrierOfShipment, connectorContext } from '../shipments/shipment-carrier';
import { retryUnlessAnswered } from './pickup-booking';
import { syncBookingAtCarrier } from './pickup-group';
import {
  bookedPickupsOf,
  bookingMembers,
  cancelingPickups,
  type BookingMember,
  findPickupRow,
  providerCodeOf,
  updatePickupRow,
} from './pickups.repository';

export const PICKUP_CANCEL_JOB = 'pickup-cancel';
export const PICKUP_CANCEL_SWEEP_JOB = 'pickup-cancel-sweep';

export interface PickupCancelPayload {
  tenantId: number;
  pickupId: number;
}

/** Enqueues jobs (the app's JobQueue; a narrow view keeps this testable). */
interface Queue {
  jobs: { send<T extends object>(name: string, data: T): Promise<void> };
  log: Logger;
}

/**
 * Decides, inside the caller's transaction, that a booked pickup is to be cancelled: it becomes
 * `canceling` with its reason, and once the transaction commits the `pickup-cancel` job tells
 * the carrier (never inside the transaction: house rule). A lost enqueue is found by the sweep.
 */
export async function startPickupCancel(
  tx: Tx,
  deps: Queue,
  tenantId: number,
  pickup: PickupRow,
  reason: 'shipment_canceled' | 'rescheduled',
): Promise<boolean> {
  const moved = await updatePickupRow(
    tx,
    pickup.id,
    { status: 'canceling', cancelReason: reason, canceledAt: new Date() },
    ['generated'],
  );
  if (moved) enqueueCancel(tx, deps, { tenantId, pickupId: pickup.id });
  return !!moved;
}

export function enqueueCancel(tx: Tx, deps: Queue, payload: PickupCancelPayload): void {
  afterCommit(tx, () =>
    deps.jobs.send(PICKUP_CANCEL_JOB, payload).catch((err: unknown) => {
      deps.log.warn({ err, ...payload }, 'pickup cancel job not enqueued; the sweep will retry');
    }),
  );
}

/** Which connector serves a carrier (a narrow view of the app's registry). */
interface Connectors {
  connectors: { get(providerCode: string): CarrierConnector | null };
}

/**
 * A cancelled shipment's booked pickups, inside the cancellation's transaction. A booking
 * (the carrier's confirmation number: one courier visit) that also collects other live
 * shipments stays booked at the carrier — the courier still comes for those — and only this
 * shipment's row is marked `canceled`; when the carrier has a change call, the `pickup-cancel`
 * job (on a remaining row) tells it the parcels left. The last shipment of a booking cancels
 * it with the carrier after the commit. The booking's rows are locked first, oldest first, so
 * two cancellations of one booking decide one after the other.
 */
export async function releaseShipmentPickups(
  tx: Tx,
  deps: Queue & Connectors,
  tenantId: number,
  shipmentId: number,
): Promise<void> {
  for (const pickup of await bookedPickupsOf(tx, shipmentId)) {
    const { remaining } = await leaveBooking(tx, deps, tenantId, pickup, 'shipment_canceled');
    if (!remaining.length) continue;
    const code = await providerCodeOf(tx, pickup.carrierId);
    if (code && deps.connectors.get(code)?.reschedulePickup)
      enqueueCancel(tx, deps, { tenantId, pickupId: remaining[0]!.pickup.id });
  }
}

/**
 * One shipment's row leaves its booking (its shipment was cancelled, or it was booked again
 * elsewhere): when no other live shipment shares the booking it is cancelled with the carrier
 * after the commit; otherwise the row alone is `canceled` and the booking stays. The booking's
 * rows are locked first, oldest first. Answers whether the row was still booked, and the rest.
 */
export async function leaveBooking(
  tx: Tx,
  deps: Queue,
  tenantId: number,
  pickup: PickupRow,
  reason: 'shipment_canceled' | 'rescheduled',
): Promise<{ moved: boolean; remaining: BookingMember[] }> {
  const remaining = (await bookingMembers(tx, pickup, { lock: true })).filter(
    (m) => m.pickup.shipmentId !== pickup.shipmentId,
  );
  if (!remaining.length)
    return { moved: await startPickupCancel(tx, deps, tenantId, pickup, reason), remaining };
  const moved = await updatePickupRow(
    tx,
    pickup.id,
    { status: 'canceled', cancelReason: reason, canceledAt: new Date() },
    ['generated'],
  );
  return { moved: !!moved, remaining };
}

const NOT_REACHED = 'the carrier could not be reached';

/**
 * The `pickup-cancel` job: asks the carrier to cancel the pickup (no transaction open), then
 * records `canceled`, or `cancel_failed` with the carrier's words when it refuses, cannot be
 * asked, or is still unreachable on the last attempt. Earlier failures throw: the queue retries.
 * A row already settled is left alone (a job run twice calls the carrier once); a row still
 * booked means its booking lost a shipment: the carrier's change call is told what remains.
 */
export async function cancelPickupAtCarrier(
  deps: AppDeps,
  payload: PickupCancelPayload,
  lastAttempt: boolean,
): Promise<void> {
  const [tenant] = await deps.db.select().from(tenants).where(eq(tenants.id, payload.tenantId));
  if (!tenant) return;
  const pickup = await withTenant(deps.db, tenant.id, (tx) => findPickupRow(tx, payload.pickupId));
  if (pickup?.status === 'generated') {
    // Enqueued on a remaining row when another shipment left its booking (see above).
    await syncBookingAtCarrier(deps, tenant, pickup, lastAttempt);
    return;
  }
  if (!pickup || pickup.status !== 'canceling') return;
  const settle = (status: 'canceled' | 'cancel_failed', errorMessage: string | null) =>
    withTenant(deps.db, tenant.id, (tx) =>
      updatePickupRow(tx, pickup.id, { status, errorMessage }, ['canceling']),
    );

  const carrier =
    pickup.carrierId === null ? null : await carrierOfShipment({ deps, tenant }, pickup.carrierId);
  const connector = carrier ? deps.connectors.get(carrier.providerCode) : null;
  if (!carrier || !connector?.cancelPickup || !pickup.referenceNumber) {
    await settle('cancel_failed', 'the carrier offers no way to cancel pickups; call it');
    return;
  }
  const { context, done } = connectorContext(deps, carrier);
  try {
    await connector.cancelPickup(context, {
      reference_number: pickup.referenceNumber,
      location: pickup.location,
      date: localDateKey(pickup.dateFrom, tenant.timeZone),
    });
  } catch (err) {
    const message = err instanceof CarrierError ? carrierReason(err) : NOT_REACHED;
    const entry = { pickupId: pickup.id, err: message };
    retryUnlessAnswered(deps.log, err, entry, 'pickup cancel failed', lastAttempt);
    await settle('cancel_failed', message);
    return;
  } finally {
    done();
  }
  await settle('canceled', null);
}

/** A cancellation still `canceling` after this long lost its job (retries end well before). */
export const STALE_PICKUP_CANCEL_MS = 20 * 60_000;

/** Enqueues again the cancellations whose job was lost (a crash between commit and send). */
export async function sweepCancelingPickups(deps: AppDeps, now = new Date()): Promise<number> {
  let count = 0;
  for (const tenant of await deps.db.select({ id: tenants.id }).from(tenants)) {
    const stale = await withTenant(deps.db, tenant.id, (tx) =>
      cancelingPickups(tx, new Date(now.getTime() - STALE_PICKUP_CANCEL_MS), 100),
    );
    for (const { id } of stale) {
      await deps.jobs.send(PICKUP_CANCEL_JOB, { tenantId: tenant.id, pickupId: id });
      count += 1;
    }
  }
  if (count) deps.log.info({ count }, 'pickup cancellations re-enqueued');
  return count;
}
