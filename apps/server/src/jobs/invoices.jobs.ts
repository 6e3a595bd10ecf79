import { z } from 'zod';
import type { AppDeps } from '../http/context';
import { followCancellations } from '../modules/invoices/invoice-cancel-follow';
import { restampInvoices } from '../modules/invoices/invoice-restamp';
import type { JobQueue } from './job-queue';

export const INVOICE_RESTAMP_JOB = 'invoice-restamp';
export const INVOICE_CANCEL_FOLLOW_JOB = 'invoice-cancel-follow';

/**
 * Every five minutes, invoices left stamping by a PAC outage are sent to the PAC again; every
 * fifteen, cancellations SAT left "En proceso" are asked about until the receptor answers.
 */
export function defineInvoiceJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: INVOICE_RESTAMP_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/5 * * * *',
    handle: async () => {
      await restampInvoices(deps);
    },
  });
  jobs.define({
    name: INVOICE_CANCEL_FOLLOW_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/15 * * * *',
    handle: async () => {
      await followCancellations(deps);
    },
  });
}
