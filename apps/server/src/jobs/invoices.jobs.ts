import { z } from 'zod';
import type { AppDeps } from '../http/context';
import { restampInvoices } from '../modules/invoices/invoice-restamp';
import type { JobQueue } from './job-queue';

export const INVOICE_RESTAMP_JOB = 'invoice-restamp';

/** Every five minutes, invoices left stamping by a PAC outage are sent to the PAC again. */
export function defineInvoiceJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: INVOICE_RESTAMP_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/5 * * * *',
    handle: async () => {
      await restampInvoices(deps);
    },
  });
}
