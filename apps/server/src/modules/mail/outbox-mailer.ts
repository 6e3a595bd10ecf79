import { outboxEmails } from '../../db/schema';
import type { Mailer } from './mailer';

/** No mail server: e-mails land in the outbox table, read through the dev mailbox. */
export function createOutboxMailer(): Mailer {
  return {
    mode: 'outbox',
    async send(tx, message) {
      await tx.insert(outboxEmails).values({
        tenantId: message.tenantId,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
  };
}
