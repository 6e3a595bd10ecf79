import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { setLocale } from '../lib/i18n';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { lazyPage } from './lazy-page';

const staleChunk = () =>
  Promise.reject(
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/NoticesListPage-old.js',
    ),
  );

function Broken(): never {
  throw new Error('cannot read properties of undefined');
}

describe('the 404 page', () => {
  it('is titled in Spanish, names the tab, and keeps the menu for a signed-in user', async () => {
    renderApp('/no-such-page', { user: makeUser('customer') });
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Despacho Demo'));
  });

  it('shows the public frame to a visitor, in English when chosen', async () => {
    await setLocale('en');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});

describe('a page whose code fails to load', () => {
  it('reloads the app once for a stale chunk instead of showing an error', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    renderApp('/notices', {
      user: makeUser('admin'),
      pages: { notices: lazyPage(staleChunk, 'NoticesListPage') },
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after one reload, explains in Spanish with retry and home, inside the menu', async () => {
    sessionStorage.setItem('despacho.chunk-reload-at', String(Date.now()));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    renderApp('/notices', {
      user: makeUser('admin'),
      pages: { notices: lazyPage(staleChunk, 'NoticesListPage') },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Hay una versión nueva o se perdió la conexión' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a page that fails while rendering', () => {
  it('shows the translated error screen in the menu, not the developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/notices', {
      user: makeUser('admin'),
      pages: { notices: lazy(() => Promise.resolve({ default: Broken })) },
    });
    expect(
      await screen.findByRole('heading', { name: 'No pudimos mostrar esta página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('the signed-in frame', () => {
  it('names the tab "<page> · <tenant>"', async () => {
    renderApp('/', { user: makeUser('customer') });
    await screen.findByRole('heading', { name: 'Tablero' });
    await waitFor(() => expect(document.title).toBe('Tablero · Despacho Demo'));
  });

  it('waits for the settings the menu depends on, so no item pops in late', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const referral = new Promise((resolve) => (answer = resolve));
    renderApp('/', {
      user: makeUser('customer'),
      api: {
        'GET settings/*/by_key': ({ path }) =>
          path.includes('referral_code') ? referral : { key: 'x', value: '' },
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    answer({ key: 'referral_code', value: '1' });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Referidos' })).toBeInTheDocument();
  });
});
