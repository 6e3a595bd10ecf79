import { z } from 'zod';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import type { RateLimiter } from '../lib/rate-limiter';
import { prunePaymentEvents } from '../modules/payments/payment-event-retention';
import type { JobQueue } from './job-queue';

export const RATE_LIMIT_SWEEP_JOB = 'rate-limit-sweep';
export const PAYMENT_EVENTS_PRUNE_JOB = 'payment-events-prune';

/**
 * Housekeeping that every deployment runs, hourly: expired rate-limit windows, and gateway
 * notifications past their retention (a forged one lasts a week at most).
 */
export function defineMaintenanceJobs(
  jobs: JobQueue,
  deps: { limiter: RateLimiter; log: Logger; db: Db },
): void {
  jobs.define({
    name: RATE_LIMIT_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    cron: '17 * * * *',
    handle: async () => {
      const removed = await deps.limiter.sweep();
      if (removed) deps.log.debug({ removed }, 'expired rate-limit windows removed');
    },
  });
  jobs.define({
    name: PAYMENT_EVENTS_PRUNE_JOB,
    payload: z.object({}).passthrough(),
    cron: '43 * * * *',
    handle: async () => {
      const removed = await prunePaymentEvents(deps.db);
      if (removed) deps.log.info({ removed }, 'payment notifications past their retention removed');
    },
  });
}
