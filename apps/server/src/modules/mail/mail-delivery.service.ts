import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { Logger } from '../../lib/logger';
import { listTenantIds } from '../tenants/tenants.service';
import type { MailTransport } from './mail-transport';
import type { JobSender } from './outbox-mailer';
import { MAIL_DELIVER_JOB } from './mail-jobs';
import {
  eraseOldBodies,
  findOutboxEmail,
  recordDeliveryAttempt,
  staleQueuedEmails,
} from './outbox.repository';

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  log: Logger;
}

/**
 * One delivery attempt: read the row (short transaction), talk to SMTP (no transaction open),
 * record the outcome (short transaction). A failure throws so the queue retries with backoff;
 * on the last attempt the row is marked failed instead.
 */
export async function deliverOutboxEmail(
  deps: DeliveryDeps,
  payload: { tenantId: number; outboxId: number },
  lastAttempt: boolean,
): Promise<void> {
  const { tenantId, outboxId } = payload;
  const mail = await withTenant(deps.db, tenantId, (tx) => findOutboxEmail(tx, outboxId));
  if (!mail || mail.status !== 'queued') return;
  try {
    await deps.transport.deliver({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  } catch (err) {
    const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
    await withTenant(deps.db, tenantId, (tx) =>
      recordDeliveryAttempt(tx, outboxId, { status: lastAttempt ? 'failed' : 'queued', error }),
    );
    deps.log.warn({ outboxId, tenantId, error, lastAttempt }, 'mail delivery failed');
    if (!lastAttempt) throw err;
    return;
  }
  await withTenant(deps.db, tenantId, (tx) =>
    recordDeliveryAttempt(tx, outboxId, { status: 'sent', error: null }),
  );
}

/** Finds queued e-mails older than two minutes that were never attempted and enqueues them. */
export async function sweepOutbox(deps: { db: Db; jobs: JobSender; log: Logger }): Promise<number> {
  const olderThan = new Date(Date.now() - 2 * 60_000);
  let count = 0;
  for (const tenantId of await listTenantIds(deps.db)) {
    const rows = await withTenant(deps.db, tenantId, (tx) => staleQueuedEmails(tx, olderThan, 100));
    for (const { id } of rows) {
      await deps.jobs.send(MAIL_DELIVER_JOB, { tenantId, outboxId: id });
      count += 1;
    }
  }
  if (count) deps.log.info({ count }, 'outbox sweep re-enqueued e-mails');
  return count;
}

/** Longer than any e-mailed link lives (confirmation and welcome links: 3 days). */
export const HELD_BODY_DAYS = 7;

/**
 * The outbox is not an archive of live links: bodies of delivered or failed e-mails, and of
 * e-mails held for the dev mailbox longer than a week, are blanked (subject, address and dates
 * stay). Run by the `mail-prune` job; answers how many were erased.
 */
export async function pruneOutboxBodies(deps: { db: Db; log: Logger }): Promise<number> {
  const olderThan = new Date(Date.now() - HELD_BODY_DAYS * 24 * 3_600_000);
  let count = 0;
  for (const tenantId of await listTenantIds(deps.db)) {
    count += await withTenant(deps.db, tenantId, (tx) => eraseOldBodies(tx, olderThan));
  }
  if (count) deps.log.info({ count }, 'outbox bodies erased');
  return count;
}
