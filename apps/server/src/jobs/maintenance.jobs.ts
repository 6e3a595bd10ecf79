import { z } from 'zod';
import type { Logger } from '../lib/logger';
import type { RateLimiter } from '../lib/rate-limiter';
import type { JobQueue } from './job-queue';

export const RATE_LIMIT_SWEEP_JOB = 'rate-limit-sweep';

/** Housekeeping that every deployment runs: expired rate-limit windows, hourly. */
export function defineMaintenanceJobs(
  jobs: JobQueue,
  deps: { limiter: RateLimiter; log: Logger },
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
}
