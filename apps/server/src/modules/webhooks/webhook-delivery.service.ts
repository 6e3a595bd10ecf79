import type { RunMode } from '../../config';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { JobAttempt } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { outboundFetch, outboundRefusalOf } from '../../lib/outbound-url';
import type { SecretBox } from '../../lib/secret-box';
import { listTenantIds } from '../tenants/tenants.service';
import type { JobSender } from '../mail/outbox-mailer';
import {
  deliveryForSend,
  failPending,
  recordAttempt,
  takeLostDeliveries,
} from './webhook-deliveries.repository';
import {
  DEFAULT_WEBHOOK_RETRY_DELAY_SECONDS,
  WEBHOOK_DELIVER_JOB,
  type WebhookDeliverPayload,
} from './webhook-jobs';
import { signWebhook } from './webhook-signature';

export interface WebhookDeliveryDeps {
  db: Db;
  secrets: SecretBox;
  config: { mode: RunMode; webhookRetryDelaySeconds?: number };
  log: Logger;
}

/** A receiver has this long to answer with a 2xx. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const RESPONSE_KEPT = 1_000;

interface Outcome {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
}

/** The first characters of the reply, without reading a huge body to the end. */
async function replyStart(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < RESPONSE_KEPT) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  // PostgreSQL text holds no NUL character; a reply with one must still be recorded.
  return text.replaceAll('\u0000', '').slice(0, RESPONSE_KEPT);
}

function failureText(err: unknown): string {
  const refusal = outboundRefusalOf(err);
  if (refusal) return `refused: the address is not allowed (${refusal})`;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const text = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
  return `connection failed: ${text}`.slice(0, 300);
}

/**
 * One signed POST, outside any transaction. Production goes through the guarded fetch (https,
 * public addresses only, checked again on the address actually connected to; no redirects).
 */
async function post(
  deps: WebhookDeliveryDeps,
  target: { url: string; secretEncrypted: string },
  delivery: { id: number; eventType: string; body: string },
): Promise<Outcome> {
  const secret = deps.secrets.decrypt(target.secretEncrypted);
  const signature = signWebhook(secret, delivery.body, Math.floor(Date.now() / 1000));
  try {
    const res = await outboundFetch(deps.config.mode)(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Despacho-Webhooks/1',
        'despacho-event': delivery.eventType,
        'despacho-delivery': String(delivery.id),
        'despacho-signature': signature,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const body = await replyStart(res).catch(() => '');
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, body, error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, status: null, body: null, error: failureText(err) };
  }
}

/** The latest a retry after attempt `retryCount` can come (pg-boss adds up to 100% jitter). */
function nextAttemptBy(deps: WebhookDeliveryDeps, retryCount: number, now: Date): Date {
  const base = deps.config.webhookRetryDelaySeconds ?? DEFAULT_WEBHOOK_RETRY_DELAY_SECONDS;
  return new Date(now.getTime() + 2 * base * 2 ** retryCount * 1000);
}

/**
 * One attempt of one delivery: read the row (short transaction), POST (no transaction open),
 * record the outcome (short transaction). `final` says no retry follows: a 2xx succeeds, any
 * other outcome then fails; otherwise the row stays pending and the caller retries. Answers the
 * outcome, or null when there was nothing to send (gone, settled, or a job for another row).
 */
export async function attemptDelivery(
  deps: WebhookDeliveryDeps,
  p: WebhookDeliverPayload,
  retry: { final: boolean; retryCount: number },
): Promise<Outcome | null> {
  const found = await withTenant(deps.db, p.tenantId, (tx) => deliveryForSend(tx, p.deliveryId));
  if (!found || found.delivery.eventId !== p.eventId || found.delivery.status !== 'pending')
    return null;
  if (!found.endpoint.enabled) {
    await withTenant(deps.db, p.tenantId, (tx) =>
      failPending(tx, p.deliveryId, 'the endpoint was disabled'),
    );
    return null;
  }
  const outcome = await post(deps, found.endpoint, found.delivery);
  const now = new Date();
  const status = outcome.ok ? 'succeeded' : retry.final ? 'failed' : 'pending';
  await withTenant(deps.db, p.tenantId, (tx) =>
    recordAttempt(tx, p.deliveryId, {
      status,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      error: outcome.error,
      nextAttemptAt: status === 'pending' ? nextAttemptBy(deps, retry.retryCount, now) : null,
      at: now,
    }),
  );
  if (!outcome.ok)
    deps.log.info(
      { deliveryId: p.deliveryId, tenantId: p.tenantId, error: outcome.error, final: retry.final },
      'webhook delivery failed',
    );
  return outcome;
}

/** The delivery job: a failure throws so pg-boss retries with backoff; the last one fails it. */
export async function deliverWebhookJob(
  deps: WebhookDeliveryDeps,
  p: WebhookDeliverPayload,
  attempt: JobAttempt,
): Promise<void> {
  const final = attempt.retryCount >= attempt.retryLimit;
  const outcome = await attemptDelivery(deps, p, { final, retryCount: attempt.retryCount });
  if (outcome && !outcome.ok && !final)
    throw new Error(`webhook delivery ${p.deliveryId} not accepted: ${outcome.error}`);
}

/** How long a pending delivery may be overdue before its job counts as lost. */
export const LOST_AFTER_MS = 5 * 60_000;

/** Re-sends the jobs of pending deliveries that are overdue (the mail sweep's pattern). */
export async function sweepWebhookDeliveries(
  deps: { db: Db; jobs: JobSender; log: Logger },
  now = new Date(),
): Promise<number> {
  const olderThan = new Date(now.getTime() - LOST_AFTER_MS);
  let count = 0;
  for (const tenantId of await listTenantIds(deps.db)) {
    const lost = await withTenant(deps.db, tenantId, (tx) =>
      takeLostDeliveries(tx, olderThan, now, 100),
    );
    for (const d of lost) {
      await deps.jobs.send(WEBHOOK_DELIVER_JOB, { tenantId, deliveryId: d.id, eventId: d.eventId });
      count += 1;
    }
  }
  if (count) deps.log.info({ count }, 'webhook sweep re-enqueued deliveries');
  return count;
}
