import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeStore, makeSyncResult, revoked, storePage, woo } from './store-fixtures';
import { STORE_OAUTH_KEY, storeRedirect } from './store-redirect';

const customer = makeUser('customer');

describe('stores list', () => {
  it('shows provider, state and reason, and re-authorizes a revoked Shopify store at Shopify', async () => {
    const go = vi.spyOn(storeRedirect, 'go').mockImplementation(() => undefined);
    const { api } = renderApp('/stores', {
      user: customer,
      api: {
        'GET stores': () => storePage([revoked, woo]),
        'POST stores/*/reauthorize': () =>
          reply(200, {
            store: { ...revoked, status: 'pending' },
            params: {
              url: 'https://carmen-demo.myshopify.com/admin/oauth/authorize?client_id=app&state=n0nce%23',
            },
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tiendas en línea' });
    const shopifyRow = within(table).getByText('Carmen Demo').closest('tr')!;
    expect(within(shopifyRow).getByText('Shopify')).toBeInTheDocument();
    expect(within(shopifyRow).getByText('Acceso revocado')).toBeInTheDocument();
    expect(within(shopifyRow).getByText('La app se desinstaló en Shopify')).toBeInTheDocument();
    expect(within(shopifyRow).getByText('4')).toBeInTheDocument();
    const wooRow = within(table).getByText('Tienda Carmen').closest('tr')!;
    expect(within(wooRow).getByText('WooCommerce')).toBeInTheDocument();
    expect(within(wooRow).getByText('La tienda respondió 503')).toBeInTheDocument();
    // WooCommerce keys are typed, not authorized: nothing to re-authorize.
    expect(
      within(wooRow).queryByRole('button', { name: /Volver a autorizar/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(shopifyRow).getByRole('button', { name: 'Volver a autorizar Carmen Demo' }),
    );
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        'https://carmen-demo.myshopify.com/admin/oauth/authorize?client_id=app&state=n0nce',
      ),
    );
    expect(api.find('POST', 'stores/1/reauthorize')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(STORE_OAUTH_KEY)!)).toEqual({
      provider: 'shopify',
      state: 'n0nce',
    });
  });

  it('removes a store after a confirmation that says its shipments stay', async () => {
    let stores = [revoked, woo];
    const { api } = renderApp('/stores', {
      user: customer,
      api: {
        'GET stores': () => storePage(stores),
        'DELETE stores/*': () => {
          stores = [revoked];
          return { ok: true };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar Tienda Carmen' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Los envíos que ya se crearon desde esta tienda se quedan/),
    ).toBeInTheDocument();
    expect(api.find('DELETE', 'stores/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(api.find('DELETE', 'stores/2')).toHaveLength(1));
    expect(await screen.findByText('Tienda quitada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tienda Carmen')).not.toBeInTheDocument());
  });

  it('syncs one store and says what it created and skipped', async () => {
    const { api } = renderApp('/stores', {
      user: customer,
      api: {
        'GET stores': () => storePage([makeStore()]),
        'POST shipments/syncs': () =>
          reply(200, {
            data: [makeSyncResult()],
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sincronizar Carmen Demo' }));
    expect(
      await screen.findByText(/carmen-demo\.myshopify\.com: 3 envíos creados, 1 pedido omitido/),
    ).toBeInTheDocument();
    expect(api.find('POST', 'shipments/syncs')[0]!.body).toEqual({ store_id: 1 });
  });

  it('with no store, calls to connect one', async () => {
    renderApp('/stores', { user: customer, api: { 'GET stores': () => storePage([]) } });
    expect(await screen.findByText('Aún no conectas ninguna tienda')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Conectar tienda' });
    expect(links.at(-1)).toHaveAttribute('href', '/stores/new');
  });
});
