import { createHmac } from 'node:crypto';

/**
 * `Despacho-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` — the
 * timestamp is signed with the body, so a receiver that refuses old `t` values also refuses a
 * replayed delivery.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
