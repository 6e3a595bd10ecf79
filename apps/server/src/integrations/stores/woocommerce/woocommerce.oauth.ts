import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * OAuth 1.0a one-legged signing (RFC 5849 §3.4) as WooCommerce checks it over plain http
 * (WC_REST_Authentication::check_oauth_signature, and the legacy API's twin): the oauth_*
 * parameters travel in the query string next to the request's own; the base string is
 * METHOD & enc(url without query) & enc(sorted "k=v" joined by "&"); the key is the consumer
 * secret followed by "&" (no token secret); the signature is base64. Shared by the client,
 * which signs, and the mock, which recomputes and compares.
 */

export type OAuthSignatureMethod = 'HMAC-SHA1' | 'HMAC-SHA256';

/** RFC 3986 percent-encoding (PHP rawurlencode): encodeURIComponent plus ! ' ( ) *. */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** RFC 5849 §3.4.1: the signature base string. `params` excludes oauth_signature. */
export function oauthBaseString(
  method: string,
  baseUrl: string,
  params: ReadonlyArray<readonly [string, string]>,
): string {
  const pairs = params
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), oauthEncode(baseUrl), oauthEncode(pairs)].join('&');
}

/** RFC 5849 §3.4.2: base64 HMAC of the base string with "secret&tokenSecret". */
export function oauthSignature(
  method: OAuthSignatureMethod,
  baseString: string,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const algorithm = method === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  const key = `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`;
  return createHmac(algorithm, key).update(baseString).digest('base64');
}

export interface OAuthSignInput {
  method: string;
  /** The URL the store verifies against: scheme, host, path; no query. */
  baseUrl: string;
  /** The request's own query parameters (status, per_page…), signed too. */
  query: ReadonlyArray<readonly [string, string]>;
  consumerKey: string;
  consumerSecret: string;
  /** Fixed in tests; random / now otherwise. */
  nonce?: string;
  timestamp?: number;
}

/**
 * The full query string of a signed request: the request's parameters plus oauth_consumer_key,
 * oauth_nonce, oauth_signature_method (HMAC-SHA256), oauth_timestamp and oauth_signature.
 */
export function signedQuery(input: OAuthSignInput): URLSearchParams {
  const oauth: Array<[string, string]> = [
    ['oauth_consumer_key', input.consumerKey],
    ['oauth_nonce', input.nonce ?? randomBytes(16).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA256'],
    ['oauth_timestamp', String(input.timestamp ?? Math.floor(Date.now() / 1000))],
  ];
  const params = [...input.query, ...oauth];
  const signature = oauthSignature(
    'HMAC-SHA256',
    oauthBaseString(input.method, input.baseUrl, params),
    input.consumerSecret,
  );
  const query = new URLSearchParams();
  for (const [k, v] of params) query.append(k, v);
  query.append('oauth_signature', signature);
  return query;
}

/** Constant-time comparison of two base64 signatures (any length). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
