import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { makeStore, storePage } from './store-fixtures';
import { STORE_OAUTH_KEY, storeRedirect } from './store-redirect';

const customer = makeUser('customer');
const COUNTRIES = [
  { id: 7, code: 'MX', name: 'México' },
  { id: 11, code: 'US', name: 'Estados Unidos' },
];
const STATES = [
  { id: 1, code: 'NLE', name: 'Nuevo León' },
  { id: 2, code: 'JAL', name: 'Jalisco' },
];
const reference = {
  'GET countries': () => storePage(COUNTRIES as never),
  'GET countries/*/states': () => STATES,
};

const revoked = makeStore({
  id: 1,
  status: 'revoked',
  status_reason: 'La app se desinstaló en Shopify',
});
const woo = makeStore({
  id: 2,
  provider: 'woocommerce',
  shop: 'tienda-carmen.example.mx',
  name: 'Tienda Carmen',
  status: 'error',
  last_sync_error: 'La tienda respondió 503',
  api_key: 'ck_****0001',
  woocommerce_version: 3,
  woocommerce_legacy_api: false,
});

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
            data: [
              {
                store_id: 1,
                provider: 'shopify',
                shop: 'carmen-demo.myshopify.com',
                orders: 4,
                created: 3,
                skipped: 1,
                error: null,
              },
            ],
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

describe('connect form', () => {
  const connectApi = (post: (c: ApiCall) => unknown) => ({
    ...reference,
    'GET stores': () => storePage([makeStore()]),
    'POST stores': post,
  });

  it('requires the shop and refuses a shop already connected, however it is written', async () => {
    const { api } = renderApp('/stores/new', {
      user: customer,
      api: connectApi(() => reply(201, {})),
    });
    const form = await screen.findByRole('form', { name: 'Datos de la tienda' });
    expect(within(form).getByLabelText(/Plataforma/)).toHaveValue('shopify');
    expect(within(form).getByText(/mi-tienda\.myshopify\.com\. Te llevaremos/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Este campo es obligatorio')).toBeInTheDocument();

    // The list loads in the background: wait until the duplicate rule knows the shops.
    await waitFor(() => expect(api.find('GET', 'stores').length).toBeGreaterThan(0));
    await userEvent.type(
      within(form).getByLabelText(/Dirección de la tienda/),
      'https://Carmen-Demo.myshopify.com/',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('La tienda ya está conectada')).toBeInTheDocument();
    expect(api.find('POST', 'stores')).toHaveLength(0);
  });

  it('asks WooCommerce for keys, version, legacy and the address; México by default, states per country', async () => {
    const { api } = renderApp('/stores/new', {
      user: customer,
      api: connectApi(() => reply(201, {})),
    });
    const form = await screen.findByRole('form', { name: 'Datos de la tienda' });
    expect(within(form).queryByLabelText(/Clave de consumidor/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/Plataforma/), 'WooCommerce');
    expect(
      within(form).getByText(/WooCommerce › Ajustes › Avanzado › API REST/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Versión de WooCommerce')).toHaveValue('3');
    expect(
      within(within(form).getByLabelText('Versión de WooCommerce')).getAllByRole('option'),
    ).toHaveLength(3);
    expect(within(form).getByLabelText('API heredada (legacy)')).toHaveValue('false');
    // Spec 2: México is the default country, so its states are there to pick at once.
    await waitFor(() => expect(within(form).getByLabelText('País')).toHaveValue('7'));
    await waitFor(() => expect(within(form).getByLabelText('Estado')).toBeEnabled());
    expect(api.find('GET', 'countries/7/states')).toHaveLength(1);

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Clave de consumidor/)).toHaveAccessibleDescription(
        'Este campo es obligatorio',
      ),
    );
    expect(within(form).getByLabelText(/Colonia/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(api.find('POST', 'stores')).toHaveLength(0);

    expect(within(within(form).getByLabelText('Estado')).getByText('Jalisco')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('País'), 'Estados Unidos');
    await waitFor(() => expect(api.find('GET', 'countries/11/states')).toHaveLength(1));
  });

  it("puts the store's refusal of the keys under the key field, then saves and goes back", async () => {
    let attempt = 0;
    const { api, router } = renderApp('/stores/new', {
      user: customer,
      api: connectApi(() =>
        ++attempt === 1
          ? errorReply(422, ['Revisa los campos marcados'], {
              api_key: ['WooCommerce rechazó la clave: consumer key is invalid'],
            })
          : reply(201, { store: woo, params: null }),
      ),
    });
    const form = await screen.findByRole('form', { name: 'Datos de la tienda' });
    await userEvent.selectOptions(within(form).getByLabelText(/Plataforma/), 'WooCommerce');
    const type = (label: RegExp | string, text: string) =>
      userEvent.type(within(form).getByLabelText(label), text);
    await type(/Dirección de la tienda/, 'tienda-nueva.example.mx');
    await type(/Clave de consumidor/, 'ck_wrong');
    await type(/Secreto de consumidor/, 'cs_wrong');
    await type(/^Nombre/, 'Carmen Ruiz');
    await type(/Empresa/, 'Tienda Carmen');
    await type(/Correo electrónico/, 'carmen@example.mx');
    await type(/Teléfono/, '5512345678');
    await type(/Calle y número/, 'Orizaba 20');
    await type(/Colonia/, 'Roma Norte');
    await type(/Ciudad/, 'Ciudad de México');
    await type(/Código postal/, '06700');
    await userEvent.selectOptions(within(form).getByLabelText('API heredada (legacy)'), 'Sí');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(within(form).getByLabelText(/Clave de consumidor/)).toHaveAccessibleDescription(
        'WooCommerce rechazó la clave: consumer key is invalid',
      ),
    );
    expect(api.find('POST', 'stores')[0]!.body).toEqual({
      store: {
        provider: 'woocommerce',
        shop: 'tienda-nueva.example.mx',
        api_key: 'ck_wrong',
        api_secret: 'cs_wrong',
        woocommerce_version: 3,
        woocommerce_legacy_api: true,
        woocommerce_address: expect.objectContaining({
          name: 'Carmen Ruiz',
          neighborhood: 'Roma Norte',
          postal_code: '06700',
          country_id: 7,
        }),
      },
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/stores'));
    expect(await screen.findByText('Tienda conectada: Tienda Carmen')).toBeInTheDocument();
  });

  it("sends a Shopify connection to Shopify's authorization page, %23 removed", async () => {
    const go = vi.spyOn(storeRedirect, 'go').mockImplementation(() => undefined);
    const { api } = renderApp('/stores/new', {
      user: customer,
      api: connectApi(() =>
        reply(201, {
          store: makeStore({ id: 9, shop: 'mi-tienda.myshopify.com', status: 'pending' }),
          params: {
            url: 'https://mi-tienda.myshopify.com/admin/oauth/authorize?client_id=app&scope=read_orders&state=abc123%23',
          },
        }),
      ),
    });
    const form = await screen.findByRole('form', { name: 'Datos de la tienda' });
    await userEvent.type(
      within(form).getByLabelText(/Dirección de la tienda/),
      'mi-tienda.myshopify.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        'https://mi-tienda.myshopify.com/admin/oauth/authorize?client_id=app&scope=read_orders&state=abc123',
      ),
    );
    expect(api.find('POST', 'stores')[0]!.body).toEqual({
      store: { provider: 'shopify', shop: 'mi-tienda.myshopify.com' },
    });
    expect(JSON.parse(sessionStorage.getItem(STORE_OAUTH_KEY)!)).toEqual({
      provider: 'shopify',
      state: 'abc123',
    });
  });
});

describe('return page', () => {
  const SHOPIFY_QUERY =
    'code=c0de&hmac=5ig&host=YWRtaW4&shop=mi-tienda.myshopify.com&state=abc123&timestamp=1764230000';

  it("posts Shopify's query once and lands on the stores list with a notice", async () => {
    sessionStorage.setItem(
      STORE_OAUTH_KEY,
      JSON.stringify({ provider: 'shopify', state: 'abc123' }),
    );
    const { api, router } = renderApp(`/stores/update?${SHOPIFY_QUERY}`, {
      user: customer,
      api: {
        'POST stores/oauth_return': () =>
          reply(200, {
            store: makeStore({ id: 9, name: 'Mi Tienda', shop: 'mi-tienda.myshopify.com' }),
          }),
        'GET stores': () => storePage([makeStore({ id: 9, name: 'Mi Tienda' })]),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/stores'));
    expect(await screen.findByText('Tienda conectada: Mi Tienda')).toBeInTheDocument();
    const posts = api.find('POST', 'stores/oauth_return');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      provider: 'shopify',
      code: 'c0de',
      hmac: '5ig',
      host: 'YWRtaW4',
      shop: 'mi-tienda.myshopify.com',
      state: 'abc123',
      timestamp: '1764230000',
    });
    expect(sessionStorage.getItem(STORE_OAUTH_KEY)).toBeNull();
  });

  it("completes Tienda Nube's return with the provider and state kept before leaving", async () => {
    sessionStorage.setItem(
      STORE_OAUTH_KEY,
      JSON.stringify({ provider: 'tiendanube', state: 'tn-state-1' }),
    );
    const { api, router } = renderApp('/stores/update?code=tn-code', {
      user: customer,
      api: {
        'POST stores/oauth_return': () =>
          reply(200, { store: makeStore({ id: 3, provider: 'tiendanube', name: 'Carmen TN' }) }),
        'GET stores': () => storePage([]),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/stores'));
    expect(api.find('POST', 'stores/oauth_return')[0]!.body).toEqual({
      provider: 'tiendanube',
      code: 'tn-code',
      state: 'tn-state-1',
    });
  });

  it("shows a forged return's refusal (401 signature_invalid) with a way back, keeps the session, and does not try again", async () => {
    const { api, router } = renderApp(`/stores/update?${SHOPIFY_QUERY}`, {
      user: customer,
      api: {
        'POST stores/oauth_return': () =>
          errorReply(
            401,
            ['La firma del proveedor no es válida: no se guardó nada'],
            { hmac: ['La firma de Shopify no es válida'] },
            'signature_invalid',
          ),
        'GET stores': () => storePage([]),
      },
    });
    expect(await screen.findByText('No pudimos conectar la tienda')).toBeInTheDocument();
    expect(screen.getByText('La firma de Shopify no es válida')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(api.find('POST', 'stores/oauth_return')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Volver a mis tiendas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/stores'));
    expect(currentUrl(router)).not.toMatch(/login/);
  });

  it('says so when the merchant declined at the provider, posting nothing', async () => {
    const { api } = renderApp('/stores/update?error=access_denied', { user: customer, api: {} });
    expect(await screen.findByText('La plataforma no autorizó el acceso.')).toBeInTheDocument();
    expect(api.find('POST', 'stores/oauth_return')).toHaveLength(0);
  });

  it("goes straight to the list when the query is not a provider's return", async () => {
    const { api, router } = renderApp('/stores/update', {
      user: customer,
      api: { 'GET stores': () => storePage([]) },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/stores'));
    expect(api.find('POST', 'stores/oauth_return')).toHaveLength(0);
  });
});
