import type { FastifyRequest } from 'fastify';
import { rawQuery } from './woocommerce.mock-auth';
import { carmenOrders } from './woocommerce.mock-seed';
import type { WoocommerceMockShop, WoocommerceMockState } from './woocommerce.mock-state';

/** A demo key: "ck_" and at least 6 letters, digits or underscores. */
const DEMO_KEY = /^ck_[A-Za-z0-9_]{6,}$/;

/** The consumer key a request names (HTTP Basic user, or the OAuth / query-string key). */
function keyOf(req: FastifyRequest): string | null {
  const header = String(req.headers.authorization ?? '');
  if (/^basic /i.test(header)) {
    const user = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? '';
    return user || null;
  }
  const query = new Map(rawQuery(req));
  return query.get('oauth_consumer_key') ?? query.get('consumer_key') ?? null;
}

/**
 * The demo's way to connect "any" WooCommerce shop: a shop the mock has never seen is opened on
 * its first API call when the key is `ck_<suffix>`, with secret `cs_<same suffix>` (a person
 * types both on the connect form). The signature is then checked as for any shop, so a wrong
 * secret is still refused. The new shop holds three paid orders to sync.
 */
export function openShopOnFirstContact(
  state: WoocommerceMockState,
  name: string,
  req: FastifyRequest,
): WoocommerceMockShop | undefined {
  const key = keyOf(req);
  if (!name || !key || !DEMO_KEY.test(key)) return undefined;
  return state.addShop({
    shop: name,
    consumer_key: key,
    consumer_secret: `cs_${key.slice(3)}`,
    name,
    orders: carmenOrders()
      .filter((o) => o.status === 'processing')
      .slice(0, 3),
  });
}
