import { z } from 'zod';
import type { AppDeps } from '../http/context';
import { reconcilePayments } from '../modules/payments/payment-reconcile';
import type { JobQueue } from './job-queue';

export const PAYMENT_RECONCILE_JOB = 'payment-reconcile';

/**
 * Every two minutes, and once when the server starts (a restart after a crash finds captured
 * payments not yet credited), open payments are settled with the gateway's word.
 */
export function definePaymentJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: PAYMENT_RECONCILE_JOB,
    payload: z.object({ startup: z.boolean().optional() }).passthrough(),
    cron: '*/2 * * * *',
    handle: async (data) => {
      // At start every open payment is asked about, however recent: the process may have died
      // between a gateway's capture and the credit a moment ago.
      await reconcilePayments(deps, data.startup ? { quietMs: 0 } : {});
    },
  });
}
