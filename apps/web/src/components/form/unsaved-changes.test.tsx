import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotice, makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const emptyPage = () =>
  reply(200, { data: [], pagination: { page: 1, per_page: 10, total_objects: 0, total_pages: 1 } });

const menuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name });

describe('leaving a form with unsaved changes', () => {
  it('asks first; "Seguir editando" stays with the text kept, "Salir sin guardar" leaves', async () => {
    const { router } = renderApp('/notices/new', {
      user: makeUser('admin'),
      api: { 'GET notices': emptyPage },
    });
    // The first test here pays for loading the notice form's lazy route (slow on a busy CI box).
    const title = await screen.findByRole('textbox', { name: /Título/ }, { timeout: 20_000 });
    await userEvent.type(title, 'Borrador');
    await userEvent.click(menuLink('Tablero'));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl(router)).toBe('/notices/new');
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Borrador');

    await userEvent.click(menuLink('Tablero'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('does not ask when nothing was changed, nor after saving', async () => {
    const { router } = renderApp('/notices/1/edit', {
      user: makeUser('admin'),
      api: {
        'GET notices/1': () => makeNotice(),
        'PUT notices/1': () => makeNotice(),
        'GET notices': emptyPage,
      },
    });
    await screen.findByRole('textbox', { name: /Título/ });
    await userEvent.click(menuLink('Tablero'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));

    await router.navigate('/notices/1/edit');
    await userEvent.type(await screen.findByRole('textbox', { name: /Título/ }), ' urgente');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/notices'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('guards the profile too, and lets go once the changes are saved', async () => {
    const user = makeUser('customer');
    const { router } = renderApp('/profile', {
      user,
      api: { 'PUT registrations': () => ({ ...user, company: 'Tienda Ana del Norte' }) },
    });
    const company = await screen.findByRole('textbox', { name: /Empresa/ });
    await userEvent.type(company, ' del Norte');
    await userEvent.click(menuLink('Tablero'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Seguir editando' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Guardado correctamente');
    await userEvent.click(menuLink('Tablero'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});
