import { describe, expect, it } from 'vitest';
import accessDenied from './fixtures/error.access-denied.json';
import tokenRefused from './fixtures/error.400-access-token.json';
import invalidToken from './fixtures/error.401-token.json';
import throttled from './fixtures/error.throttled.json';
import type { StoreCallContext } from '../store-connector';
import { ShopifyClient, shopifyBaseUrl } from './shopify.client';
import { failure } from './shopify.test-helpers';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose fetch answers `respond` and remembers what was sent. */
function clientAnswering(respond: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const client = new ShopifyClient({
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      sent.push(call);
      return respond(call);
    },
  });
  return { client, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ctx = (over: Partial<StoreCallContext> = {}): StoreCallContext => ({
  app: { client_id: 'key', client_secret: 'secret' },
  signal: new AbortController().signal,
  ...over,
});

const query = (client: ShopifyClient, c = ctx()) =>
  client.graphql(c, 'mi-tienda.myshopify.com', 'shpat_x', '{ shop { name } }');

describe('ShopifyClient', () => {
  it('posts GraphQL to the shop host with the token header and resolves with data', async () => {
    const { client, sent } = clientAnswering(() => json({ data: { shop: { name: 'Mi Tienda' } } }));
    await expect(query(client)).resolves.toEqual({ shop: { name: 'Mi Tienda' } });
    expect(sent[0]!.url).toBe('https://mi-tienda.myshopify.com/admin/api/2025-07/graphql.json');
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers['x-shopify-access-token']).toBe('shpat_x');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      query: '{ shop { name } }',
      variables: {},
    });
  });

  it('sends the same path under the mock in demo mode, shop first', async () => {
    expect(
      shopifyBaseUrl(
        { mock_base_url: 'http://127.0.0.1:3000/__mocks/shopify/' },
        'a.myshopify.com',
      ),
    ).toBe('http://127.0.0.1:3000/__mocks/shopify/a.myshopify.com');
    const { client, sent } = clientAnswering(() => json({ data: {} }));
    await query(client, ctx({ mock_base_url: 'http://127.0.0.1:3000/__mocks/shopify' }));
    expect(sent[0]!.url).toBe(
      'http://127.0.0.1:3000/__mocks/shopify/mi-tienda.myshopify.com/admin/api/2025-07/graphql.json',
    );
  });

  it('maps 401/403 to auth, 5xx and 429 to unavailable, 404 to rejected', async () => {
    const cases: Array<[number, string]> = [
      [401, 'auth'],
      [403, 'auth'],
      [500, 'unavailable'],
      [503, 'unavailable'],
      [429, 'unavailable'],
      [404, 'rejected'],
      [402, 'rejected'],
    ];
    for (const [status, kind] of cases) {
      const { client } = clientAnswering(() => json(invalidToken, status));
      expect((await failure(query(client))).kind, String(status)).toBe(kind);
    }
  });

  it('maps THROTTLED (HTTP 200 with errors) to unavailable and ACCESS_DENIED to auth', async () => {
    expect((await failure(query(clientAnswering(() => json(throttled)).client))).kind).toBe(
      'unavailable',
    );
    expect((await failure(query(clientAnswering(() => json(accessDenied)).client))).kind).toBe(
      'auth',
    );
  });

  it('maps a network error and an unreadable reply to unavailable', async () => {
    const down = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect((await failure(query(down.client))).kind).toBe('unavailable');
    const html = clientAnswering(() => new Response('<html>maintenance</html>', { status: 200 }));
    expect((await failure(query(html.client))).kind).toBe('unavailable');
  });

  it('maps the deadline passing to timeout, before or during the call', async () => {
    const aborted = AbortSignal.abort();
    const { client, sent } = clientAnswering(() => json({ data: {} }));
    expect((await failure(query(client, ctx({ signal: aborted })))).kind).toBe('timeout');
    expect(sent).toHaveLength(0);
    const hanging = clientAnswering(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const late = query(hanging.client, ctx({ signal: AbortSignal.timeout(30) }));
    expect((await failure(late)).kind).toBe('timeout');
  });

  it('refuses to call without a token', async () => {
    const { client, sent } = clientAnswering(() => json({ data: {} }));
    const missing = client.graphql(
      ctx(),
      'mi-tienda.myshopify.com',
      undefined,
      '{ shop { name } }',
    );
    expect((await failure(missing)).kind).toBe('auth');
    expect(sent).toHaveLength(0);
  });

  it("exchanges a code with the app's key and secret, and words Shopify's 400 refusal", async () => {
    const ok = clientAnswering(() => json({ access_token: 'shpat_new', scope: 'read_orders' }));
    await expect(ok.client.accessToken(ctx(), 'mi-tienda.myshopify.com', 'abc')).resolves.toEqual({
      access_token: 'shpat_new',
      scope: 'read_orders',
    });
    expect(ok.sent[0]!.url).toBe('https://mi-tienda.myshopify.com/admin/oauth/access_token');
    expect(JSON.parse(String(ok.sent[0]!.init.body))).toEqual({
      client_id: 'key',
      client_secret: 'secret',
      code: 'abc',
    });
    const refused = clientAnswering(() => json(tokenRefused, 400));
    const error = await failure(
      refused.client.accessToken(ctx(), 'mi-tienda.myshopify.com', 'abc'),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('already used');
    expect(error.message).not.toContain('secret');
  });
});
