import type { AppDeps } from '../http/context';
import type { JobQueue } from './job-queue';

/** Webhook delivery with retries and the sweep of lost sends (issue 22). */
export function defineWebhookJobs(_jobs: JobQueue, _deps: AppDeps): void {}
