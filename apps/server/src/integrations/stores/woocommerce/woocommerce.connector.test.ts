import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { woocommerceConnector as connector } from './woocommerce.connector';
import {
  carmen,
  contextFor,
  kindOf,
  receivedBy,
  SHOP,
  useWoocommerceMock,
} from './woocommerce.test-helpers';

/** The connector over real HTTP against the WooCommerce mock on an ephemeral port. */

const mock = useWoocommerceMock();
const ctx = contextFor(mock);
const received = () => receivedBy(mock);

describe('WooCommerce connector against the mock store', () => {
  it('lists exactly the paid, unshipped (processing) orders, newest first, signed with OAuth 1.0a over http', async () => {
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(orders.map((o) => o.number)).toEqual(['1044', '1043', '1042', '1041']);
    expect(orders[2]).toMatchObject({
      total_cents: 89_950,
      currency: 'MXN',
      destination: {
        city: 'Guadalajara',
        state: 'JA',
        postal_code: '44160',
        neighborhood: 'Americana',
      },
    });
    const { requests } = await received();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/${SHOP}/wp-json/wc/v3/orders?status=processing&per_page=50&page=1&orderby=date&order=desc`,
        auth: 'oauth',
        status: 200,
      }),
    ]);
  });

  it('pages until the limit', async () => {
    for (let i = 0; i < 3; i += 1) mock.state.addOrder(SHOP, { number: `20${i}` });
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 5 });
    expect(orders).toHaveLength(5);
    const all = await connector.listOpenOrders(ctx(), carmen(), { limit: 2 });
    expect(all).toHaveLength(2);
    expect((await received()).requests.filter((r) => r.path.includes('per_page=2'))).toHaveLength(
      1,
    );
  });

  it.each([
    [1, `/${SHOP}/wp-json/wc/v1/orders?`],
    [2, `/${SHOP}/wp-json/wc/v2/orders?`],
  ] as const)('reaches wc/v%s at its own path', async (version, path) => {
    const orders = await connector.listOpenOrders(ctx(), carmen({ woocommerce_version: version }), {
      limit: 10,
    });
    expect(orders).toHaveLength(4);
    expect((await received()).requests[0]!.path.startsWith(path)).toBe(true);
  });

  it('reaches the legacy API (WooCommerce < 2.6) at /wc-api/v3 and fulfils there', async () => {
    const store = carmen({ woocommerce_legacy_api: true });
    const orders = await connector.listOpenOrders(ctx(), store, { limit: 10 });
    expect(orders.map((o) => o.number)).toEqual(['1044', '1043', '1042', '1041']);
    expect((await received()).requests[0]!.path).toBe(
      `/${SHOP}/wc-api/v3/orders?status=processing&filter%5Blimit%5D=10&filter%5Borderby%5D=date&filter%5Border%5D=DESC&page=1`,
    );
    await connector.fulfil(ctx(), store, {
      order_id: orders[0]!.id,
      carrier_name: 'Estafeta',
      tracking_number: '8055241528464720099314',
      tracking_url: null,
    });
    expect((await received()).fulfilments).toEqual([
      expect.objectContaining({
        order_id: orders[0]!.id,
        carrier: 'Estafeta',
        tracking_number: '8055241528464720099314',
      }),
    ]);
    expect(await connector.listOpenOrders(ctx(), store, { limit: 10 })).toHaveLength(3);
    expect(await connector.testConnection(ctx(), store)).toEqual({ name: 'Tienda de Carmen' });
  });

  it('fulfils: completes the order, notes the tracking for the customer, and the order leaves the list', async () => {
    const [first] = await connector.listOpenOrders(ctx(), carmen(), { limit: 1 });
    const result = await connector.fulfil(ctx(), carmen(), {
      order_id: first!.id,
      carrier_name: 'FedEx',
      tracking_number: '794612345678',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    });
    expect(result.fulfilment_id).toMatch(/^\d+$/);
    const { fulfilments } = await received();
    expect(fulfilments).toEqual([
      expect.objectContaining({
        order_id: first!.id,
        carrier: 'FedEx',
        tracking_number: '794612345678',
        url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
        note: 'Enviado con FedEx, guía 794612345678 https://www.fedex.com/fedextrack/?trknbr=794612345678',
      }),
    ]);
    const order = mock.state.shop(SHOP)!.orders.find((o) => String(o.id) === first!.id)!;
    expect(order.status).toBe('completed');
    expect(order.meta_data).toContainEqual(expect.objectContaining({ key: '_despacho_tracking' }));
    const left = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(left.map((o) => o.id)).not.toContain(first!.id);
    expect(left).toHaveLength(3);
  });

  it('a missing order is rejected', async () => {
    const kind = await kindOf(
      connector.fulfil(ctx(), carmen(), {
        order_id: '999999',
        carrier_name: 'FedEx',
        tracking_number: '1',
        tracking_url: null,
      }),
    );
    expect(kind).toBe('rejected');
  });

  it('tests the connection and reads the site name', async () => {
    expect(await connector.testConnection(ctx(), carmen())).toEqual({ name: 'Tienda de Carmen' });
  });

  it('an unknown key or a revoked one is an auth error; down is unavailable; slow past the deadline is timeout', async () => {
    expect(await kindOf(connector.testConnection(ctx(), carmen({ api_key: 'ck_nope' })))).toBe(
      'auth',
    );
    mock.state.setMode(SHOP, 'revoked');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe('auth');
    mock.state.setMode(SHOP, 'down');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
    mock.state.setMode(SHOP, 'slow');
    mock.state.slowMs = 2_000;
    const started = Date.now();
    expect(
      await kindOf(connector.listOpenOrders(ctx(AbortSignal.timeout(150)), carmen(), { limit: 5 })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('an unreachable store is unavailable', async () => {
    const closed = { ...ctx(), mock_base_url: 'http://127.0.0.1:9/__mocks/woocommerce' };
    expect(await kindOf(connector.listOpenOrders(closed, carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
  });

  it('verifies webhook signatures (base64 HMAC-SHA256 of the raw body)', () => {
    const body = Buffer.from('{"id":1041,"status":"processing"}');
    const good = createHmac('sha256', 'wh_secret').update(body).digest('base64');
    expect(connector.verifyWebhook!('wh_secret', body, { 'x-wc-webhook-signature': good })).toBe(
      true,
    );
    expect(connector.verifyWebhook!('other', body, { 'x-wc-webhook-signature': good })).toBe(false);
    expect(
      connector.verifyWebhook!('wh_secret', Buffer.from('{"id":1}'), {
        'x-wc-webhook-signature': good,
      }),
    ).toBe(false);
    expect(connector.verifyWebhook!('wh_secret', body, {})).toBe(false);
  });
});
