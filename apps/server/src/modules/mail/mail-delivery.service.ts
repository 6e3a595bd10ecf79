import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { Logger } from '../../lib/logger';
import { listTenantIds } from '../tenants/tenants.service';
import type { MailTransport } from './mail-transport';
import type { JobSender } from './outbox-mailer';
import { MAIL_DELIVER_JOB } from './mail-jobs';
import { findOutboxEmail, recordDeliveryAttempt, staleQueuedEmails } from './outbox.repository';

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
