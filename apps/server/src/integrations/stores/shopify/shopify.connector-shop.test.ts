import { describe, expect, it } from 'vitest';
import { DEMO_STORE_APPS } from '../demo-stores';
import { StoreError } from '../store-connector';
import { shopifyConnector } from './shopify.connector';
import { signShopifyWebhook } from './shopify.hmac';

/** The connector's pure parts: what a merchant types as the shop, and webhook signatures. */

const app = DEMO_STORE_APPS.shopify;

describe('shop names', () => {
  it('normalizes what a merchant types to the myshopify host', () => {
    const n = shopifyConnector.normalizeShop;
    expect(n('mi-tienda')).toBe('mi-tienda.myshopify.com');
    expect(n(' https://Mi-Tienda.myshopify.com/admin/orders?x=1 ')).toBe('mi-tienda.myshopify.com');
    expect(n('mi-tienda.myshopify.com')).toBe('mi-tienda.myshopify.com');
    expect(n('https://admin.shopify.com/store/mi-tienda/orders')).toBe('mi-tienda.myshopify.com');
  });

  it('refuses any other host', () => {
    for (const input of [
      'tienda.mx',
      'evil.com/mi-tienda.myshopify.com',
      'mi tienda',
      '',
      'a.b.myshopify.com',
    ]) {
      expect(() => shopifyConnector.normalizeShop(input), input).toThrow(StoreError);
    }
  });

  it('verifies webhooks with the app secret over the raw body', () => {
    const body = Buffer.from('{"id":5512345678901,"name":"#1006","financial_status":"paid"}');
    const header = signShopifyWebhook(body, app.client_secret);
    const verify = shopifyConnector.verifyWebhook!;
    expect(verify(app.client_secret, body, { 'x-shopify-hmac-sha256': header })).toBe(true);
    expect(verify('other-secret', body, { 'x-shopify-hmac-sha256': header })).toBe(false);
  });
});
