import { z } from 'zod';
import type { AppDeps } from '../http/context';
import {
  deliverWebhookJob,
  sweepWebhookDeliveries,
} from '../modules/webhooks/webhook-delivery.service';
import { registerWebhookQueue } from '../modules/webhooks/webhook-dispatch';
import {
  DEFAULT_WEBHOOK_RETRY_DELAY_SECONDS,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_RETRY_LIMIT,
  WEBHOOK_SWEEP_JOB,
  ZWebhookDeliverPayload,
} from '../modules/webhooks/webhook-jobs';
import type { JobQueue } from './job-queue';

/**
 * Webhook delivery with retries and the sweep of lost sends (issue 22). Retries double from
 * WEBHOOK_RETRY_DELAY_SECONDS (60 s): 11 of them span at least 34 hours.
 */
export function defineWebhookJobs(jobs: JobQueue, deps: AppDeps): void {
  registerWebhookQueue(jobs);
  const delaySeconds = deps.config.webhookRetryDelaySeconds ?? DEFAULT_WEBHOOK_RETRY_DELAY_SECONDS;
  jobs.define({
    name: WEBHOOK_DELIVER_JOB,
    payload: ZWebhookDeliverPayload,
    // pg-boss's backoff waits at least 1 s, doubling; a base of 0 (tests) retries at once.
    retry: { limit: WEBHOOK_RETRY_LIMIT, delaySeconds, backoff: delaySeconds > 0 },
    handle: (data, attempt) => deliverWebhookJob(deps, data, attempt),
  });
  jobs.define({
    name: WEBHOOK_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    handle: async () => {
      await sweepWebhookDeliveries({ db: deps.db, jobs, log: deps.log });
    },
  });
}
