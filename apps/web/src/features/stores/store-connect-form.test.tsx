import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { makeStore, storePage, woo } from './store-fixtures';
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
