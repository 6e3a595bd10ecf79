import type { Tx } from '../../db/client';

export interface MailMessage {
  tenantId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail port. `send` takes the caller's transaction so the outbox row commits (or rolls back)
 * with the change that caused the e-mail; SMTP delivery never fails the caller's work.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(tx: Tx, message: MailMessage): Promise<void>;
}
