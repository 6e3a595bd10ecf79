import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's signatures, pure (no I/O): the OAuth return's `hmac` query parameter and the
 * webhooks' X-Shopify-Hmac-Sha256 header, both HMAC-SHA256 with the app's API secret key.
 */

/** A Shopify shop host: "mi-tienda.myshopify.com" and nothing else (no port, path or scheme). */
export const SHOPIFY_SHOP_HOST = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export const isShopifyShopHost = (shop: string): boolean => SHOPIFY_SHOP_HOST.test(shop);

/**
 * The message Shopify signs on an OAuth return: every query parameter but `hmac` and the
 * legacy `signature`, decoded, sorted by key, joined as `k=v` with `&`.
 */
export function shopifyQueryMessage(query: Readonly<Record<string, string>>): string {
  return Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&');
}

/** The hex HMAC Shopify puts in `hmac` for these parameters (the mock signs its returns with it). */
export function signShopifyQuery(query: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha256', secret).update(shopifyQueryMessage(query), 'utf8').digest('hex');
}

/** Equal-length byte compare that takes the same time wherever the strings differ. */
function sameBytes(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether an OAuth return's query is signed by the app. A query without `hmac`, with a
 * malformed one, or signed with another secret is not. An empty secret never verifies.
 */
export function verifyShopifyQuery(
  query: Readonly<Record<string, string>>,
  secret: string,
): boolean {
  const given = query.hmac;
  if (!secret || typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signShopifyQuery(query, secret), 'hex');
  return sameBytes(expected, Buffer.from(given, 'hex'));
}

/** The base64 HMAC of a webhook's raw body bytes (X-Shopify-Hmac-Sha256). */
export function signShopifyWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/**
 * Whether a webhook's raw body (the bytes as they came, before any JSON parsing) carries the
 * app's signature in x-shopify-hmac-sha256 (header names lower-case).
 */
export function verifyShopifyWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | undefined>>,
): boolean {
  const given = headers['x-shopify-hmac-sha256'];
  if (!secret || typeof given !== 'string' || !/^[A-Za-z0-9+/]{43}=$/.test(given.trim())) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return sameBytes(expected, Buffer.from(given.trim(), 'base64'));
}
