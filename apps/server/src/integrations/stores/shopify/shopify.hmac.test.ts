import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isShopifyShopHost,
  signShopifyQuery,
  signShopifyWebhook,
  verifyShopifyQuery,
  verifyShopifyWebhook,
} from './shopify.hmac';

/** Parses a return query string exactly as the browser hands it over. */
const query = (qs: string) => Object.fromEntries(new URLSearchParams(qs));

// Shopify's published OAuth verification examples (secret "hush"), verbatim.
// With state (Shopify's OAuth docs example):
const WITH_STATE =
  'code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173';
// The older docs example, which still carries the legacy `signature` parameter:
const WITH_LEGACY_SIGNATURE =
  'code=0907a61c0c8d55e99db179b68161bc00&hmac=4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20&shop=some-shop.myshopify.com&signature=11813d1e7bbf4629edcda0628a3f7a20&timestamp=1337178173';

describe('OAuth return HMAC', () => {
  it("accepts Shopify's published example with state", () => {
    expect(verifyShopifyQuery(query(WITH_STATE), 'hush')).toBe(true);
  });

  it("accepts Shopify's published example, leaving out the legacy signature parameter", () => {
    expect(verifyShopifyQuery(query(WITH_LEGACY_SIGNATURE), 'hush')).toBe(true);
  });

  it('signs the sorted k=v message in hex, whatever order the parameters came in', () => {
    const q = query(WITH_STATE);
    const reversed = Object.fromEntries(Object.entries(q).reverse());
    expect(signShopifyQuery(reversed, 'hush')).toBe(q.hmac);
  });

  it('refuses a tampered value (another shop, another code)', () => {
    expect(
      verifyShopifyQuery({ ...query(WITH_STATE), shop: 'other-shop.myshopify.com' }, 'hush'),
    ).toBe(false);
    expect(
      verifyShopifyQuery(
        { ...query(WITH_STATE), code: '0907a61c0c8d55e99db179b68161bc01' },
        'hush',
      ),
    ).toBe(false);
  });

  it('refuses an added parameter (it is part of the signed message)', () => {
    expect(verifyShopifyQuery({ ...query(WITH_STATE), host: 'ZXZpbC5jb20' }, 'hush')).toBe(false);
  });

  it('refuses a query without hmac or with a malformed or empty one', () => {
    const { hmac: _dropped, ...rest } = query(WITH_STATE);
    expect(verifyShopifyQuery(rest, 'hush')).toBe(false);
    expect(verifyShopifyQuery({ ...rest, hmac: 'not-hex' }, 'hush')).toBe(false);
    expect(verifyShopifyQuery({ ...rest, hmac: '' }, 'hush')).toBe(false);
  });

  it('refuses the right query under the wrong secret, and any query under an empty secret', () => {
    expect(verifyShopifyQuery(query(WITH_STATE), 'hush!')).toBe(false);
    expect(verifyShopifyQuery(query(WITH_STATE), '')).toBe(false);
  });
});

describe('webhook HMAC', () => {
  const body = Buffer.from(
    '{"id":820982911946154508,"email":"jon@example.com","total_price":"254.98"}',
  );
  const secret = 'demo-shopify-app-secret';
  const header = createHmac('sha256', secret).update(body).digest('base64');

  it('accepts the base64 HMAC of the raw body bytes', () => {
    expect(signShopifyWebhook(body, secret)).toBe(header);
    expect(verifyShopifyWebhook(secret, body, { 'x-shopify-hmac-sha256': header })).toBe(true);
  });

  it('refuses a body changed after signing (even only re-serialised), a missing header or another secret', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verifyShopifyWebhook(secret, reformatted, { 'x-shopify-hmac-sha256': header })).toBe(
      false,
    );
    expect(verifyShopifyWebhook(secret, body, {})).toBe(false);
    expect(verifyShopifyWebhook('other-secret', body, { 'x-shopify-hmac-sha256': header })).toBe(
      false,
    );
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    expect(verifyShopifyWebhook(secret, body, { 'x-shopify-hmac-sha256': hex })).toBe(false);
  });
});

describe('shop host', () => {
  it('accepts only name.myshopify.com', () => {
    expect(isShopifyShopHost('mi-tienda.myshopify.com')).toBe(true);
    expect(isShopifyShopHost('carmen-demo.myshopify.com')).toBe(true);
    for (const host of [
      'Mi-Tienda.myshopify.com',
      '-tienda.myshopify.com',
      'tienda.myshopify.com.evil.com',
      'evil.com/tienda.myshopify.com',
      'tienda.myshopify.com:8443',
      'a.b.myshopify.com',
      'tienda.mx',
      '',
    ]) {
      expect(isShopifyShopHost(host), host).toBe(false);
    }
  });
});
