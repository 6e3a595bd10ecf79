import type { Tx } from '../../db/client';

export interface MailMessage {
  tenantId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail port. `send` writes the e-mail to the outbox in the caller's transaction, so it exists
 * exactly when the change that caused it commits; delivery happens after commit, in a job.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(tx: Tx, message: MailMessage): Promise<void>;
}
