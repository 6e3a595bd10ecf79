import { z } from 'zod';
import { tenants, type TenantRow } from '../db/schema';
import { withTenant } from '../db/tenant-tx';
import type { AppDeps } from '../http/context';
import {
  cancelPickupAtCarrier,
  PICKUP_CANCEL_JOB,
  PICKUP_CANCEL_SWEEP_JOB,
  sweepCancelingPickups,
} from '../modules/pickups/pickup-cancel';
import { refundPurchase } from '../modules/shipments/purchase-steps';
import { stalePurchases } from '../modules/shipments/purchases.repository';
import { dueForTracking, refreshTracking } from '../modules/shipments/shipment-tracking.service';
import type { JobQueue } from './job-queue';

export const TRACKING_REFRESH_JOB = 'tracking-refresh';
export const PURCHASE_RECOVERY_JOB = 'purchase-recovery';

/** A purchase still charging after this long was interrupted (the label call is 30 s at most). */
export const STALE_PURCHASE_MS = 5 * 60_000;

async function eachTenant(deps: AppDeps, work: (tenant: TenantRow) => Promise<void>) {
  for (const tenant of await deps.db.select().from(tenants)) await work(tenant);
}

/**
 * Settles purchases a crash left between the debit and the label: each is refunded once and
 * its shipment marked `error`, so no money stays taken for a label nobody has.
 */
export async function recoverPurchases(deps: AppDeps, now = new Date()): Promise<number> {
  let settled = 0;
  await eachTenant(deps, async (tenant) => {
    const stale = await withTenant(deps.db, tenant.id, (tx) =>
      stalePurchases(tx, new Date(now.getTime() - STALE_PURCHASE_MS), 100),
    );
    for (const purchase of stale) {
      await refundPurchase(
        deps,
        tenant,
        purchase.id,
        'La compra se interrumpió antes de obtener la guía; te devolvimos el importe.',
      );
      settled++;
    }
  });
  if (settled) deps.log.warn({ settled }, 'interrupted label purchases refunded');
  return settled;
}

/** Every labelled shipment not yet final is asked about at most every 15 minutes. */
export async function refreshAllTracking(deps: AppDeps, now = new Date()): Promise<number> {
  let asked = 0;
  await eachTenant(deps, async (tenant) => {
    const due = await withTenant(deps.db, tenant.id, (tx) => dueForTracking(tx, now, 500));
    if (due.length) asked += (await refreshTracking(deps, tenant, due)).asked;
  });
  return asked;
}

export function defineShipmentJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: PURCHASE_RECOVERY_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/5 * * * *',
    handle: async () => {
      await recoverPurchases(deps);
    },
  });
  // A booked pickup whose shipment was cancelled (or that was moved) is cancelled with the
  // carrier after the commit; an outage is retried (30 s, 1, 2, 4 min), a refusal is final.
  jobs.define({
    name: PICKUP_CANCEL_JOB,
    payload: z.object({ tenantId: z.number().int(), pickupId: z.number().int() }),
    retry: { limit: 4, delaySeconds: 30, backoff: true },
    handle: async (data, attempt) => {
      await cancelPickupAtCarrier(deps, data, attempt.retryCount >= attempt.retryLimit);
    },
  });
  jobs.define({
    name: PICKUP_CANCEL_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    handle: async () => {
      await sweepCancelingPickups(deps);
    },
  });
  jobs.define({
    name: TRACKING_REFRESH_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/5 * * * *',
    handle: async () => {
      await refreshAllTracking(deps);
    },
  });
}
