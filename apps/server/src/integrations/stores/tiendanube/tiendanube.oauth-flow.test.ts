import { describe, expect, it } from 'vitest';
import { tiendanubeConnector as connector } from './tiendanube.connector';
import {
  APP,
  approve,
  CARMEN,
  carmen,
  contextFor,
  kindOf,
  RETURN,
  useTiendanubeMock,
} from './tiendanube.test-helpers';

/** Installing the app: authorize page → consent → code → token, against the mock. */

const mock = useTiendanubeMock();
const ctx = contextFor(mock);

describe('Tienda Nube authorization against the mock', () => {
  it('builds the authorization URL (redirect_uri only towards the mock)', () => {
    const input = { shop: '', state: 'st4te', redirect_uri: RETURN };
    expect(connector.authorizeUrl!({ app: APP }, input)).toBe(
      'https://www.tiendanube.com/apps/9001/authorize?state=st4te',
    );
    expect(connector.authorizeUrl!({ app: APP, mock_base_url: mock.base }, input)).toBe(
      `${mock.base}/apps/9001/authorize?state=st4te&redirect_uri=${encodeURIComponent(RETURN)}`,
    );
    expect(connector.verifyReturn!(APP, { code: 'x', state: 'y' })).toBe(true);
  });

  it('runs the whole flow: consent → code → token → the new store’s orders → fulfil', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mock.base },
      { shop: '', state: 'n0nce', redirect_uri: RETURN },
    );
    const query = await approve(url);
    expect(query.get('state')).toBe('n0nce');
    const code = query.get('code')!;

    const tokens = await connector.exchangeCode!(ctx(), { shop: '', code });
    expect(tokens.external_id).toMatch(/^\d+$/);
    expect(tokens.external_id).not.toBe(CARMEN.store_id);
    expect(tokens).toMatchObject({
      name: 'Mi tienda de prueba',
      shop: `tienda-${tokens.external_id}.mitiendanube.com`,
    });

    // The code is single-use.
    expect(await kindOf(connector.exchangeCode!(ctx(), { shop: '', code }))).toBe('rejected');

    const store = carmen({
      external_id: tokens.external_id,
      access_token: tokens.access_token,
      shop: tokens.shop!,
    });
    const orders = await connector.listOpenOrders(ctx(), store, { limit: 50 });
    expect(orders).toHaveLength(3);
    await connector.fulfil(ctx(), store, {
      order_id: orders[0]!.id,
      carrier_name: 'FedEx',
      tracking_number: '794612345678',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    });
    expect(await connector.listOpenOrders(ctx(), store, { limit: 50 })).toHaveLength(2);
  });

  it('a wrong client secret is a configuration error; an expired code is rejected', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mock.base },
      { shop: '', state: 's', redirect_uri: RETURN },
    );
    const code = (await approve(url, CARMEN.store_id)).get('code')!;
    const wrong = { client_id: APP.client_id, client_secret: 'not-the-secret' };
    expect(await kindOf(connector.exchangeCode!(ctx(undefined, wrong), { shop: '', code }))).toBe(
      'config',
    );
    const body = await (
      await fetch(`${mock.base}/apps/authorize/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...wrong, grant_type: 'authorization_code', code }),
      })
    ).json();
    expect(body).toMatchObject({ error: 'invalid_client' });

    const later = (await approve(url, CARMEN.store_id)).get('code')!;
    const issued = mock.state.codes.get(later)!;
    issued.expires_at = Date.now() - 1;
    expect(await kindOf(connector.exchangeCode!(ctx(), { shop: '', code: later }))).toBe(
      'rejected',
    );
  });

  it('re-authorizing Carmen’s store issues a new token and the old one stops working', async () => {
    const url = connector.authorizeUrl!(
      { app: APP, mock_base_url: mock.base },
      { shop: CARMEN.shop, state: 's', redirect_uri: RETURN },
    );
    const code = (await approve(url, CARMEN.store_id)).get('code')!;
    const tokens = await connector.exchangeCode!(ctx(), { shop: CARMEN.shop, code });
    expect(tokens).toMatchObject({
      external_id: CARMEN.store_id,
      name: 'Artesanías Carmen',
      shop: CARMEN.shop,
    });
    expect(await kindOf(connector.testConnection(ctx(), carmen()))).toBe('auth');
    expect(
      await connector.testConnection(ctx(), carmen({ access_token: tokens.access_token })),
    ).toEqual({ name: 'Artesanías Carmen' });
  });
});
