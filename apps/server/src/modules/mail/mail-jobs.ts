import { z } from 'zod';

/** Delivers one outbox e-mail over SMTP; retried with backoff by the job queue. */
export const MAIL_DELIVER_JOB = 'mail-deliver';
export const ZMailDeliverPayload = z.object({
  tenantId: z.number().int().positive(),
  outboxId: z.number().int().positive(),
});
export type MailDeliverPayload = z.infer<typeof ZMailDeliverPayload>;

/** Every minute: re-enqueues queued e-mails whose delivery job was never sent. */
export const MAIL_SWEEP_JOB = 'mail-sweep';

/** Hourly, in every mode: blanks delivered and week-old e-mail bodies (no link kept for long). */
export const MAIL_PRUNE_JOB = 'mail-prune';
