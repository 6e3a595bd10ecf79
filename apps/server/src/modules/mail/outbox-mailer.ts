import type { Logger } from '../../lib/logger';
import { afterCommit } from '../../db/tenant-tx';
import { insertOutboxEmail } from './outbox.repository';
import type { Mailer } from './mailer';
import { MAIL_DELIVER_JOB, type MailDeliverPayload } from './mail-jobs';

/** Enqueues jobs; the queue is the app's JobQueue (a narrow view keeps this testable). */
export interface JobSender {
  send<T extends object>(name: string, data: T): Promise<void>;
}

/**
 * With a mail server: the row is `queued` and a delivery job is sent once the transaction has
 * committed (if that send is lost, the sweep job finds the row). Without one (demo mode): the
 * row is `held` for the development mailbox.
 */
export function createOutboxMailer(opts: { smtp: boolean; jobs: JobSender; log: Logger }): Mailer {
  return {
    mode: opts.smtp ? 'smtp' : 'outbox',
    async send(tx, message) {
      const row = await insertOutboxEmail(tx, {
        ...message,
        status: opts.smtp ? 'queued' : 'held',
      });
      if (!opts.smtp) return;
      const payload: MailDeliverPayload = { tenantId: message.tenantId, outboxId: row.id };
      afterCommit(tx, () =>
        opts.jobs.send(MAIL_DELIVER_JOB, payload).catch((err: unknown) => {
          opts.log.warn({ err, outboxId: row.id }, 'mail job not enqueued; the sweep will retry');
        }),
      );
    },
  };
}
