import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { currentUrl, renderApp } from '../test/render-app';

describe('route guard', () => {
  it('sends a visitor to /login with the page they wanted as redirect', async () => {
    const { router } = renderApp('/notices?status=active');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/login?redirect=%2Fnotices%3Fstatus%3Dactive'),
    );
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('sends a customer away from the staff notices list to home, saying why, keeping path and query as redirect', async () => {
    const { router } = renderApp('/notices?status=active&page=2', { user: makeUser('customer') });
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/?redirect=%2Fnotices%3Fstatus%3Dactive%26page%3D2'),
    );
    expect(await screen.findByRole('heading', { name: 'Tablero' })).toBeInTheDocument();
    expect(await screen.findByTestId('notification')).toHaveTextContent('No tienes permiso');
  });

  it('lets an admin open the notices list', async () => {
    const { router } = renderApp('/notices', {
      user: makeUser('admin'),
      api: {
        'GET notices': () => ({
          status: 200,
          body: {
            data: [],
            pagination: { page: 1, per_page: 10, total_objects: 0, total_pages: 1 },
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Avisos' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/notices');
  });

  it('logs out a user who may not even see home, keeping the page asked for in the login’s redirect', async () => {
    const user = makeUser('customer');
    const { router } = renderApp('/notices?status=active', {
      user,
      api: { 'GET acls': () => ({ can: {}, rules: [] }) },
    });
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/login?redirect=%2Fnotices%3Fstatus%3Dactive'),
    );
  });

  it('sends an unverified customer to fiscal verification when the setting is on', async () => {
    const user = makeUser('customer', { fiscal_data_verified: false, total_shipments: 2 });
    const { router } = renderApp('/shipments', {
      user,
      settings: { verify_user_fiscal_data: '1' },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/verify'));
  });

  it('still allows the demo shipment while the unverified customer has none', async () => {
    const user = makeUser('customer', { fiscal_data_verified: false, total_shipments: 0 });
    const { router } = renderApp('/shipments/new', {
      user,
      settings: { verify_user_fiscal_data: '1' },
    });
    expect(await screen.findByRole('heading', { name: 'Nuevo envío' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/shipments/new');
  });
});
