import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TiendanubeClient } from './tiendanube.client';
import {
  createTiendanubeConnector,
  tiendanubeConnector as connector,
} from './tiendanube.connector';
import {
  APP,
  CARMEN,
  carmen,
  contextFor,
  kindOf,
  useTiendanubeMock,
} from './tiendanube.test-helpers';

/** The connector over real HTTP against the Tienda Nube mock on an ephemeral port. */

const mock = useTiendanubeMock();
const ctx = contextFor(mock);

describe('Tienda Nube connector against the mock', () => {
  it('lists exactly the paid orders not yet shipped, newest first', async () => {
    const orders = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(orders.map((o) => o.number)).toEqual(['304', '303', '302', '301']);
    expect(orders[3]).toMatchObject({
      total_cents: 158_000,
      total_weight_kg: 0.75,
      destination: {
        street: 'Av. Insurgentes Sur',
        number: '1235',
        neighborhood: 'Extremadura Insurgentes',
        postal_code: '03740',
        state: 'Ciudad de México',
        reference: 'Depto. 502',
      },
    });
    expect(await connector.listOpenOrders(ctx(), carmen(), { limit: 2 })).toHaveLength(2);
  });

  it('sends the token in Authentication (not Authorization) and its User-Agent', async () => {
    const seen: Array<Record<string, string>> = [];
    const spy = createTiendanubeConnector(
      new TiendanubeClient({
        fetch: async (url, init) => {
          seen.push(Object.fromEntries(new Headers(init?.headers).entries()));
          return fetch(url, init);
        },
      }),
    );
    await spy.testConnection(ctx(), carmen());
    expect(seen[0]).toMatchObject({
      authentication: `bearer ${CARMEN.access_token}`,
      'user-agent': 'Despacho (soporte@despacho.mx)',
    });
    expect(seen[0]).not.toHaveProperty('authorization');
  });

  it('the mock refuses the token in Authorization, a missing User-Agent and a bad token', async () => {
    const path = `/__mocks/tiendanube/v1/${CARMEN.store_id}/orders`;
    const asAuthorization = await mock.app.inject({
      url: path,
      headers: { authorization: `bearer ${CARMEN.access_token}`, 'user-agent': 'X (x@x.mx)' },
    });
    expect(asAuthorization.statusCode).toBe(400);
    expect(asAuthorization.json().description).toMatch(/Authentication header/);
    // light-my-request adds its own User-Agent unless told to send an empty one.
    const noAgent = await mock.app.inject({
      url: path,
      headers: { authentication: `bearer ${CARMEN.access_token}`, 'user-agent': '' },
    });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().description).toMatch(/User-Agent/);
    const badToken = await mock.app.inject({
      url: path,
      headers: { authentication: 'bearer nope', 'user-agent': 'X (x@x.mx)' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({
      code: 401,
      message: 'Unauthorized',
      description: 'Invalid access token',
    });
    const otherStore = await mock.app.inject({
      url: '/__mocks/tiendanube/v1/999/orders',
      headers: { authentication: `bearer ${CARMEN.access_token}`, 'user-agent': 'X (x@x.mx)' },
    });
    expect(otherStore.statusCode).toBe(401);
  });

  it('fulfils with tracking number and link, recorded by the mock; the order leaves the list; twice is rejected', async () => {
    const [first] = await connector.listOpenOrders(ctx(), carmen(), { limit: 1 });
    const request = {
      order_id: first!.id,
      carrier_name: 'Estafeta',
      tracking_number: '8055241528464720099314',
      tracking_url: 'https://rastreo.estafeta.com/8055241528464720099314',
    };
    expect(await connector.fulfil(ctx(), carmen(), request)).toEqual({ fulfilment_id: first!.id });
    const received = (await (await fetch(`${mock.base}/__received`)).json()) as {
      fulfilments: Array<Record<string, unknown>>;
      requests: Array<{ path: string }>;
    };
    expect(received.fulfilments).toEqual([
      expect.objectContaining({
        order_id: first!.id,
        tracking_number: request.tracking_number,
        url: request.tracking_url,
        notify_customer: true,
      }),
    ]);
    expect(received.requests.map((r) => r.path)).toContain(
      `/__mocks/tiendanube/v1/${CARMEN.store_id}/orders/${first!.id}/fulfill`,
    );
    expect(JSON.stringify(received)).not.toContain(CARMEN.access_token);
    const left = await connector.listOpenOrders(ctx(), carmen(), { limit: 50 });
    expect(left.map((o) => o.id)).not.toContain(first!.id);
    expect(await kindOf(connector.fulfil(ctx(), carmen(), request))).toBe('rejected');
  });

  it('a page past the last one is the end of the list, not an error', async () => {
    const page = await new TiendanubeClient().call(ctx(), carmen(), {
      method: 'GET',
      path: '/orders',
      query: [
        ['per_page', '2'],
        ['page', '9'],
      ],
    });
    expect(page).toBeNull();
  });

  it('revoked → auth; down → unavailable; slow past the deadline → timeout', async () => {
    mock.state.setMode(CARMEN.store_id, 'revoked');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe('auth');
    mock.state.setMode(CARMEN.store_id, 'down');
    expect(await kindOf(connector.listOpenOrders(ctx(), carmen(), { limit: 5 }))).toBe(
      'unavailable',
    );
    mock.state.setMode(CARMEN.store_id, 'slow');
    mock.state.slowMs = 2_000;
    const started = Date.now();
    expect(await kindOf(connector.testConnection(ctx(AbortSignal.timeout(150)), carmen()))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('verifies webhook signatures (hex HMAC-SHA256 with the app secret)', () => {
    const body = Buffer.from('{"store_id":5551234,"event":"order/paid","id":871254203}');
    const good = createHmac('sha256', APP.client_secret).update(body).digest('hex');
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': good }),
    ).toBe(true);
    const forged = createHmac('sha256', 'guess').update(body).digest('hex');
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': forged }),
    ).toBe(false);
    expect(
      connector.verifyWebhook!(APP.client_secret, Buffer.from('{}'), {
        'x-linkedstore-hmac-sha256': good,
      }),
    ).toBe(false);
    expect(
      connector.verifyWebhook!(APP.client_secret, body, { 'x-linkedstore-hmac-sha256': 'zz' }),
    ).toBe(false);
    expect(connector.verifyWebhook!(APP.client_secret, body, {})).toBe(false);
  });
});
