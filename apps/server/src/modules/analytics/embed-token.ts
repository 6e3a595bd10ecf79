import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The short-lived token the external analytics page receives (issue 22), so that page can tell
 * who opened it and call the API on their behalf only with its own credentials. Format:
 *
 *   v1.<payload>.<signature>
 *
 * payload = base64url of the JSON {"uid": user id, "tid": tenant id, "exp": expiry in Unix
 * seconds}; signature = base64url of HMAC-SHA256 over the ASCII "v1.<payload>" with a key derived
 * from APP_SECRET: HMAC-SHA256(APP_SECRET, "despacho/analytics-embed/v1"). It lives 10 minutes.
 * The external service verifies it with the same derived key (handed to it out of band).
 */
export const EMBED_TOKEN_TTL_SECONDS = 600;
const VERSION = 'v1';

export interface EmbedClaims {
  uid: number;
  tid: number;
  exp: number;
}

export const embedKey = (appSecret: string): Buffer =>
  createHmac('sha256', appSecret).update('despacho/analytics-embed/v1').digest();

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function signEmbedToken(
  appSecret: string,
  claims: { uid: number; tid: number },
  now = new Date(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      uid: claims.uid,
      tid: claims.tid,
      exp: Math.floor(now.getTime() / 1000) + EMBED_TOKEN_TTL_SECONDS,
    }),
  ).toString('base64url');
  const body = `${VERSION}.${payload}`;
  return `${body}.${sign(embedKey(appSecret), body)}`;
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyEmbedToken(
  appSecret: string,
  token: string,
  now = new Date(),
): EmbedClaims | null {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(embedKey(appSecret), `${version}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: EmbedClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as EmbedClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(now.getTime() / 1000)) return null;
  return { uid: claims.uid, tid: claims.tid, exp: claims.exp };
}
