import type { Tx } from '../../db/client';
import { afterCommit } from '../../db/tenant-tx';
import type { JobSender } from '../mail/outbox-mailer';
import { WEBHOOK_DELIVER_JOB, type WebhookDeliverPayload } from './webhook-jobs';

/*
 * Events are emitted from deep inside other areas' transactions (the ledger's `post` knows only
 * its `tx`), so the queue is found here rather than passed down every call chain: each app
 * registers its queue when it defines the webhook jobs. A server process has one app; a test
 * process may hold several, and then every queue gets the job — the handler acts only on the
 * delivery whose id AND event uuid it finds in its own database, so the others do nothing.
 */
const queues = new Set<JobSender>();

export function registerWebhookQueue(jobs: JobSender): void {
  queues.add(jobs);
}

/** Sends the delivery jobs; a lost send is found again by the sweep (the row stays pending). */
export async function enqueueDeliveries(items: WebhookDeliverPayload[]): Promise<void> {
  for (const jobs of queues) {
    for (const item of items) await jobs.send(WEBHOOK_DELIVER_JOB, item).catch(() => undefined);
  }
}

/** The jobs go out once `tx` has committed (never for a rolled-back change). */
export function enqueueAfterCommit(tx: Tx, items: WebhookDeliverPayload[]): void {
  try {
    afterCommit(tx, () => enqueueDeliveries(items));
  } catch {
    // A transaction not opened by withTenant (seed scripts): the sweep sends them.
  }
}
