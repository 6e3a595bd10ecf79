import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import {
  deliverOutboxEmail,
  pruneOutboxBodies,
  sweepOutbox,
} from '../modules/mail/mail-delivery.service';
import {
  MAIL_DELIVER_JOB,
  MAIL_PRUNE_JOB,
  MAIL_SWEEP_JOB,
  ZMailDeliverPayload,
} from '../modules/mail/mail-jobs';
import type { MailTransport } from '../modules/mail/mail-transport';
import type { JobQueue } from './job-queue';
import { z } from 'zod';

export interface MailJobsOptions {
  /** First retry delay; doubles each time (30 s → 1 min → 2 min … about 2 h over 8 tries). */
  retryDelaySeconds?: number;
}

/** Registers SMTP delivery and the outbox sweep on the queue (only when SMTP is configured). */
export function defineMailJobs(
  jobs: JobQueue,
  deps: { db: Db; transport: MailTransport; log: Logger },
  options: MailJobsOptions = {},
): void {
  jobs.define({
    name: MAIL_DELIVER_JOB,
    payload: ZMailDeliverPayload,
    retry: { limit: 8, delaySeconds: options.retryDelaySeconds ?? 30, backoff: true },
    handle: (data, attempt) =>
      deliverOutboxEmail(deps, data, attempt.retryCount >= attempt.retryLimit),
  });
  jobs.define({
    name: MAIL_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    handle: async () => {
      await sweepOutbox({ db: deps.db, jobs, log: deps.log });
    },
  });
}

/** Registers the hourly erasing of old outbox bodies (every mode: demo mode holds mail too). */
export function defineMailPruneJob(jobs: JobQueue, deps: { db: Db; log: Logger }): void {
  jobs.define({
    name: MAIL_PRUNE_JOB,
    payload: z.object({}).passthrough(),
    cron: '23 * * * *',
    handle: async () => {
      await pruneOutboxBodies(deps);
    },
  });
}
