import { z } from 'zod';
import { tenants } from '../db/schema';
import { withTenant } from '../db/tenant-tx';
import type { AppDeps } from '../http/context';
import {
  fulfilShipment,
  STORE_FULFIL_JOB,
  sweepFulfilments,
} from '../modules/stores/store-fulfilment.service';
import { syncStoreRow } from '../modules/stores/store-sync.service';
import { STORE_SYNC_JOB } from '../modules/stores/store-webhooks.service';
import { liveStoresOf, pruneOauthStates } from '../modules/stores/stores.repository';
import type { JobQueue } from './job-queue';

export const STORE_SYNC_ALL_JOB = 'stores.sync-all';
export { STORE_FULFIL_JOB, STORE_SYNC_JOB };

/**
 * Every 15 minutes: one sync job per connected store (or one whose last sync failed), lost fulfilments enqueued again, and
 * stale OAuth states dropped.
 */
export async function enqueueAllStoreSyncs(deps: AppDeps): Promise<number> {
  let count = 0;
  for (const tenant of await deps.db.select({ id: tenants.id }).from(tenants)) {
    const connected = await withTenant(deps.db, tenant.id, async (tx) => {
      // Authorizations nobody came back from are kept a day (for support), then dropped.
      await pruneOauthStates(tx, new Date(Date.now() - 86_400_000));
      const live = await liveStoresOf(tx, {});
      return live.filter((s) => s.status === 'connected' || s.status === 'error');
    });
    for (const store of connected) {
      await deps.jobs.send(STORE_SYNC_JOB, { tenant_id: tenant.id, store_id: store.id });
      count++;
    }
  }
  await sweepFulfilments(deps);
  return count;
}

const ZTenantStore = z.object({ tenant_id: z.number().int(), store_id: z.number().int() });
const ZTenantShipment = z.object({ tenant_id: z.number().int(), shipment_id: z.number().int() });

export function defineStoreJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: STORE_SYNC_ALL_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/15 * * * *',
    handle: async () => {
      await enqueueAllStoreSyncs(deps);
    },
  });
  // A store's outage is kept on the store (last_sync_error); the next run tries again.
  jobs.define({
    name: STORE_SYNC_JOB,
    payload: ZTenantStore,
    handle: async (data) => {
      await syncStoreRow(deps, { id: data.tenant_id }, data.store_id, null);
    },
  });
  // The store down: failed is recorded each time and the queue retries (1, 2, 4 … min, ~4 h).
  jobs.define({
    name: STORE_FULFIL_JOB,
    payload: ZTenantShipment,
    retry: { limit: 8, delaySeconds: 60, backoff: true },
    handle: async (data) => {
      await fulfilShipment(deps, data);
    },
  });
}
