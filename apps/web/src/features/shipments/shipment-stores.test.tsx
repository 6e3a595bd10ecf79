import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shipment, Store } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeStore, makeSyncResult, storePage } from '../stores/store-fixtures';
import { listOf, makeShipment } from './shipment-fixtures';

const customer = makeUser('customer');
const SHOPS: Store[] = [
  makeStore({ id: 1, name: 'Carmen Demo' }),
  makeStore({ id: 2, name: 'Carmen Outlet', shop: 'carmen-outlet.myshopify.com' }),
  makeStore({ id: 3, provider: 'woocommerce', name: 'Tienda Carmen', shop: 'tienda-carmen.mx' }),
];

function api(stores: Store[], rows: Shipment[] = [makeShipment()], extra = {}) {
  return {
    'GET shipments': () => listOf(rows),
    'GET shipments/carriers': () => [],
    'GET shipments/*/tracking': () => [],
    'GET stores': () => storePage(stores),
    ...extra,
  };
}
const lastList = (calls: ApiCall[]) => calls.filter((c) => c.path === 'shipments').at(-1)!;

describe('shipment list and stores', () => {
  it('offers "Sincronizar tiendas" only to someone with stores', async () => {
    renderApp('/shipments', { user: customer, api: api([]) });
    await screen.findByText('#12');
    expect(screen.queryByRole('button', { name: 'Sincronizar tiendas' })).not.toBeInTheDocument();
  });

  it("does not offer staff a sync of stores that are their customers' (a sync reads the caller's own)", async () => {
    renderApp('/shipments?source=shopify', {
      user: makeUser('admin'),
      api: api(SHOPS.map((st) => ({ ...st, user_id: 99 }))),
    });
    // The stores are loaded (the store filter lists them)…
    expect(await screen.findByLabelText('Tienda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sincronizar tiendas' })).not.toBeInTheDocument();
  });

  it('syncs the stores, says per store what was created, skipped or failed, and refreshes', async () => {
    const { api: calls } = renderApp('/shipments', {
      user: customer,
      api: api(SHOPS.slice(0, 2), [makeShipment()], {
        'POST shipments/syncs': () =>
          reply(200, {
            data: [
              makeSyncResult(),
              makeSyncResult({
                store_id: 2,
                shop: 'carmen-outlet.myshopify.com',
                orders: 0,
                created: 0,
                skipped: 0,
                error: 'Shopify no respondió (503)',
              }),
            ],
          }),
      }),
    });
    await screen.findByText('#12');
    const before = calls.find('GET', 'shipments').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Sincronizar tiendas' }));
    const notice = await screen.findByText(/Sincronización terminada/);
    expect(notice.textContent).toContain(
      'carmen-demo.myshopify.com: 3 envíos creados, 1 pedido omitido',
    );
    expect(notice.textContent).toContain(
      'carmen-outlet.myshopify.com: no se pudo leer (Shopify no respondió (503))',
    );
    expect(calls.find('POST', 'shipments/syncs')[0]!.body).toEqual({});
    await waitFor(() => expect(calls.find('GET', 'shipments').length).toBeGreaterThan(before));
  });

  it('offers the store filter only for a store source and more than 2 stores', async () => {
    const { api: calls } = renderApp('/shipments?source=shopify', {
      user: customer,
      api: api(SHOPS),
    });
    const store = await screen.findByLabelText('Tienda');
    // Only the source's own stores are offered.
    expect(
      within(store)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Carmen Demo', 'Carmen Outlet']);
    await userEvent.selectOptions(store, 'Carmen Outlet');
    await waitFor(() => expect(lastList(calls.calls).query.get('where[store_id]')).toBe('2'));

    // Another source: no store filter, and none sent.
    await userEvent.selectOptions(screen.getByLabelText('Origen del envío'), 'Manual');
    await waitFor(() => expect(lastList(calls.calls).query.get('where[source]')).toBe('manual'));
    expect(screen.queryByLabelText('Tienda')).not.toBeInTheDocument();
    expect(lastList(calls.calls).query.get('where[store_id]')).toBeNull();
  });

  it('has no store filter with only 2 stores, and lists Tienda Nube and import as sources', async () => {
    const { api: calls } = renderApp('/shipments?source=shopify&store_id=2', {
      user: customer,
      api: api(SHOPS.slice(0, 2)),
    });
    await screen.findByText('#12');
    await waitFor(() => expect(calls.find('GET', 'stores').length).toBeGreaterThan(0));
    expect(screen.queryByLabelText('Tienda')).not.toBeInTheDocument();
    expect(lastList(calls.calls).query.get('where[store_id]')).toBeNull();
    const sources = within(screen.getByLabelText('Origen del envío'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sources).toEqual(
      expect.arrayContaining(['Shopify', 'WooCommerce', 'Tienda Nube', 'Importación']),
    );
  });

  it("shows a store shipment's order and its failed fulfilment, and retries it", async () => {
    const { api: calls } = renderApp('/shipments', {
      user: customer,
      api: api(
        SHOPS,
        [
          makeShipment({
            source: 'tiendanube',
            source_number: '#1042',
            store_id: 4,
            fulfilment_status: 'failed',
            fulfilment_error: 'Tienda Nube rechazó el número de guía',
          }),
        ],
        { 'POST shipments/*/fulfilment': () => reply(202, { data: { queued: true } }) },
      ),
    });
    const table = await screen.findByRole('table', { name: 'Envíos' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Ver detalles' })[0]!);
    const detail = await screen.findByTestId('shipment-detail');
    expect(within(detail).getByText('Tienda Nube · pedido #1042')).toBeInTheDocument();
    expect(within(detail).getByText('No se pudo enviar a la tienda')).toBeInTheDocument();
    expect(within(detail).getByText('Tienda Nube rechazó el número de guía')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(calls.find('POST', 'shipments/5/fulfilment')).toHaveLength(1));
    expect(
      await screen.findByText('Reintentaremos enviar la guía a la tienda'),
    ).toBeInTheDocument();
  });

  it('says a sent fulfilment was sent, with no Retry', async () => {
    renderApp('/shipments', {
      user: customer,
      api: api(
        [],
        [makeShipment({ source: 'shopify', source_number: '#1001', fulfilment_status: 'done' })],
      ),
    });
    const table = await screen.findByRole('table', { name: 'Envíos' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Ver detalles' })[0]!);
    const detail = await screen.findByTestId('shipment-detail');
    expect(within(detail).getByText('Shopify · pedido #1001')).toBeInTheDocument();
    expect(within(detail).getByText('Enviada a la tienda')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
