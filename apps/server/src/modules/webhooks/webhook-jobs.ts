import { z } from 'zod';

export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';
export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';

/**
 * Retries after the first attempt. pg-boss waits base·2^n…2·base·2^n before retry n+1, so with
 * the default base of 60 s the retries come after ≥1, 2, 4 … 1,024 minutes: at least 34 hours
 * between the first and the last attempt (at most twice that), 12 attempts in all.
 */
export const WEBHOOK_RETRY_LIMIT = 11;
export const DEFAULT_WEBHOOK_RETRY_DELAY_SECONDS = 60;

/** The delivery's row is the truth; the event id guards against a job meant for another row. */
export const ZWebhookDeliverPayload = z.object({
  tenantId: z.number().int(),
  deliveryId: z.number().int(),
  eventId: z.string().uuid(),
});
export type WebhookDeliverPayload = z.infer<typeof ZWebhookDeliverPayload>;
