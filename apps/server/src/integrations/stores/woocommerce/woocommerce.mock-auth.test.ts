import { describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../demo-stores';
import { WoocommerceClient, woocommerceRequest } from './woocommerce.client';
import { carmen, contextFor, SHOP, useWoocommerceMock } from './woocommerce.test-helpers';

/** How the client authenticates and how the mock checks it, as WooCommerce does. */

const mock = useWoocommerceMock();
const ctx = contextFor(mock);

describe('WooCommerce authentication against the mock store', () => {
  it('refuses a tampered signature and a replayed nonce with WooCommerce’s error', async () => {
    const call = { method: 'GET' as const, path: '/orders', query: [['per_page', '1']] as const };
    const signed = woocommerceRequest(ctx(), carmen(), { ...call, query: [...call.query] });
    const ok = await fetch(signed.url);
    expect(ok.status).toBe(200);
    const replay = await fetch(signed.url);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid nonce - nonce has already been used.',
      data: { status: 401 },
    });

    const fresh = new URL(
      woocommerceRequest(ctx(), carmen(), { ...call, query: [...call.query] }).url,
    );
    fresh.searchParams.set('per_page', '100'); // a parameter changed after signing
    const tampered = await fetch(fresh);
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
      data: { status: 401 },
    });

    const wrongSecret = woocommerceRequest(ctx(), carmen({ api_secret: 'cs_wrong' }), {
      ...call,
      query: [...call.query],
    });
    expect(await (await fetch(wrongSecret.url)).json()).toMatchObject({
      message: 'Invalid signature - provided signature does not match.',
    });
  });

  it('refuses an old timestamp', async () => {
    const old = woocommerceRequest(
      ctx(),
      carmen(),
      { method: 'GET', path: '/orders' },
      {
        timestamp: Math.floor(Date.now() / 1000) - 16 * 60,
      },
    );
    expect(await (await fetch(old.url)).json()).toMatchObject({ message: 'Invalid timestamp.' });
  });

  it('uses HTTP Basic (no signature) for an https store, and the mock accepts it only over https', async () => {
    const built = woocommerceRequest({}, carmen({ shop: 'tienda.mx/shop' }), {
      method: 'GET',
      path: '/orders',
      query: [['status', 'processing']],
    });
    expect(built.url).toBe('https://tienda.mx/shop/wp-json/wc/v3/orders?status=processing');
    expect(built.headers.authorization).toBe(
      `Basic ${Buffer.from(`${DEMO_SHOPS.woocommerce.api_key}:${DEMO_SHOPS.woocommerce.api_secret}`).toString('base64')}`,
    );

    // The client really sends that header: a fetch that records what it was given.
    const seen: Array<{ url: string; auth: string | null }> = [];
    const client = new WoocommerceClient({
      fetch: async (url, init) => {
        seen.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
        return new Response('[]', { status: 200 });
      },
    });
    await client.call({ signal: AbortSignal.timeout(1000) }, carmen(), {
      method: 'GET',
      path: '/orders',
    });
    expect(seen).toEqual([
      { url: `https://${SHOP}/wp-json/wc/v3/orders`, auth: built.headers.authorization },
    ]);

    const path = `${mock.base}/${SHOP}/wp-json/wc/v3/orders?status=processing`;
    const overTls = await fetch(path, {
      headers: { authorization: built.headers.authorization!, 'x-forwarded-proto': 'https' },
    });
    expect(overTls.status).toBe(200);
    expect(await overTls.json()).toHaveLength(4);
    const plain = await fetch(path, { headers: { authorization: built.headers.authorization! } });
    expect(plain.status).toBe(401);
    expect(await plain.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
  });

  it('refuses an unknown key (OAuth) or a wrong secret (Basic), and keeps no secret in /__received', async () => {
    const unknown = woocommerceRequest(ctx(), carmen({ api_key: 'ck_unknown' }), {
      method: 'GET',
      path: '/orders',
    });
    const refused = await fetch(unknown.url);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Consumer key is invalid.',
      data: { status: 401 },
    });
    const basic = `Basic ${Buffer.from(`${DEMO_SHOPS.woocommerce.api_key}:cs_wrong`).toString('base64')}`;
    const wrongSecret = await fetch(`${mock.base}/${SHOP}/wp-json/wc/v3/orders`, {
      headers: { authorization: basic, 'x-forwarded-proto': 'https' },
    });
    expect(await wrongSecret.json()).toMatchObject({ message: 'Consumer secret is invalid.' });

    const received = await (await fetch(`${mock.base}/__received`)).text();
    expect(received).toContain('/wp-json/wc/v3/orders');
    expect(received).not.toContain(DEMO_SHOPS.woocommerce.api_key);
    expect(received).not.toContain(DEMO_SHOPS.woocommerce.api_secret);
    expect(received).not.toContain('oauth_signature');
  });
});
