import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { WoocommerceMockShop } from './woocommerce.mock-state';
import { oauthBaseString, oauthSignature, sameSignature } from './woocommerce.oauth';

/*
 * The mock's copy of WooCommerce's authentication (WC_REST_Authentication; the legacy
 * WC_API_Authentication answers the same refusals in its own error shape):
 * - over https (x-forwarded-proto: https): HTTP Basic, or consumer_key / consumer_secret in the
 *   query. An unknown key leaves the request anonymous (→ woocommerce_rest_cannot_view); a
 *   wrong secret is "Consumer secret is invalid.".
 * - over http: OAuth 1.0a one-legged in the query string, recomputed with the key's secret over
 *   the store's own URL (http://{shop}/wp-json/...), the timestamp within 15 minutes, the nonce
 *   never seen before for that key.
 */

export const WC_NONCE_WINDOW_SECONDS = 15 * 60;
const OAUTH_PARAMS = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
] as const;

export type MockAuthResult =
  | { ok: true; kind: 'basic' | 'oauth' }
  | { ok: false; kind: 'basic' | 'oauth' | 'none'; code: string; message: string };

const digest = (v: string) => createHash('sha256').update(v).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

const anonymous = (kind: 'basic' | 'oauth' | 'none'): MockAuthResult => ({
  ok: false,
  kind,
  code: 'woocommerce_rest_cannot_view',
  message: 'Sorry, you cannot list resources.',
});

const refused = (kind: 'basic' | 'oauth', message: string): MockAuthResult => ({
  ok: false,
  kind,
  code: 'woocommerce_rest_authentication_error',
  message,
});

/** The request's query as sent (PHP's $_GET: "+" is a space), in order. */
export function rawQuery(req: FastifyRequest): Array<[string, string]> {
  const at = req.url.indexOf('?');
  return at < 0 ? [] : [...new URLSearchParams(req.url.slice(at + 1)).entries()];
}

export const isHttps = (req: FastifyRequest) =>
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase() === 'https';

export function authenticateWoocommerce(
  req: FastifyRequest,
  shop: WoocommerceMockShop | undefined,
  apiPath: string,
  nowSeconds: number,
): MockAuthResult {
  const query = rawQuery(req);
  const get = (name: string) => query.find(([k]) => k === name)?.[1] ?? '';
  // A revoked key is one the merchant deleted: it no longer exists.
  const live = shop && shop.mode !== 'revoked' ? shop : undefined;

  if (isHttps(req)) {
    let key = get('consumer_key');
    let secret = get('consumer_secret');
    const header = String(req.headers.authorization ?? '');
    if (/^basic /i.test(header)) {
      const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      key = colon < 0 ? decoded : decoded.slice(0, colon);
      secret = colon < 0 ? '' : decoded.slice(colon + 1);
    }
    if (!key || !live || !sameSecret(key, live.consumer_key)) return anonymous('basic');
    if (!sameSecret(secret, live.consumer_secret))
      return refused('basic', 'Consumer secret is invalid.');
    return { ok: true, kind: 'basic' };
  }

  const present = OAUTH_PARAMS.filter((p) => get(p) !== '');
  if (!present.length) return anonymous('none');
  if (present.length < OAUTH_PARAMS.length) {
    const missing = OAUTH_PARAMS.filter((p) => !present.includes(p));
    return {
      ok: false,
      kind: 'oauth',
      code: 'woocommerce_rest_authentication_missing_parameter',
      message: `Missing OAuth parameter ${missing.join(', ')}`,
    };
  }
  if (!live || !sameSecret(get('oauth_consumer_key'), live.consumer_key)) {
    return refused('oauth', 'Consumer key is invalid.');
  }
  const method = get('oauth_signature_method');
  if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256') {
    return refused('oauth', 'Invalid signature - signature method is invalid.');
  }
  const params = query.filter(([k]) => k !== 'oauth_signature');
  const scheme = isHttps(req) ? 'https' : 'http';
  const expected = oauthSignature(
    method,
    oauthBaseString(req.method, `${scheme}://${live.shop}${apiPath}`, params),
    live.consumer_secret,
  );
  if (!sameSignature(expected, get('oauth_signature').replace(/ /g, '+'))) {
    return refused('oauth', 'Invalid signature - provided signature does not match.');
  }
  const timestamp = Number(get('oauth_timestamp'));
  if (
    !Number.isFinite(timestamp) ||
    timestamp < nowSeconds - WC_NONCE_WINDOW_SECONDS ||
    timestamp > nowSeconds + WC_NONCE_WINDOW_SECONDS
  ) {
    return refused('oauth', 'Invalid timestamp.');
  }
  const nonce = get('oauth_nonce');
  for (const [n, t] of live.nonces) {
    if (t < nowSeconds - WC_NONCE_WINDOW_SECONDS) live.nonces.delete(n);
  }
  if (live.nonces.has(nonce))
    return refused('oauth', 'Invalid nonce - nonce has already been used.');
  live.nonces.set(nonce, timestamp);
  return { ok: true, kind: 'oauth' };
}
