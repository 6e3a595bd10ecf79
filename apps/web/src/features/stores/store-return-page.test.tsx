import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { makeStore, storePage } from './store-fixtures';
import { STORE_OAUTH_KEY } from './store-redirect';

const customer = makeUser('customer');

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
