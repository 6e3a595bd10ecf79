import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotice, makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const page = (data: unknown[], total = data.length) =>
  reply(200, { data, pagination: { page: 1, per_page: 10, total_objects: total, total_pages: 1 } });

describe('notices', () => {
  it('lists notices with type and status chips, filtering through the URL', async () => {
    const { api, router } = renderApp('/notices', {
      user: makeUser('admin'),
      api: {
        'GET notices': () =>
          page([
            makeNotice({ notice_type: 'warning', status: 'suspended', expires_at: '2026-05-01' }),
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Avisos' });
    const row = (await within(table).findByText('Mantenimiento')).closest('tr')!;
    expect(row).toHaveTextContent('Advertencia');
    expect(row).toHaveTextContent('Suspendido');
    expect(row).toHaveTextContent('01/05/2026');
    expect(within(row).getByRole('link', { name: 'Editar aviso Mantenimiento' })).toHaveAttribute(
      'href',
      '/notices/1/edit',
    );

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Activo');
    await waitFor(() => expect(currentUrl(router)).toBe('/notices?status=active'));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('where[status]')).toBe('active'));
    expect(api.calls.at(-1)?.query.get('order')).toBe('created_at desc');
  });

  it('creates a notice written in the editor, with an expiry typed as dd/mm/aaaa', async () => {
    const { api, router } = renderApp('/notices/new', {
      user: makeUser('admin'),
      api: { 'POST notices': () => makeNotice({ id: 9 }), 'GET notices': () => page([]) },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Título/ }), 'Día festivo');
    const editor = screen.getByTestId('field-description');
    await userEvent.click(editor);
    await userEvent.click(screen.getByRole('button', { name: 'Negritas' }));
    await userEvent.type(editor, 'Cerrado');
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Advertencia');
    const day = within(screen.getByRole('group', { name: /Vence el/ })).getAllByRole(
      'spinbutton',
    )[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('16032099');
    await userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));
    const preview = screen.getByTestId('field-description-preview');
    expect(within(preview).getByText('Cerrado').tagName).toBe('STRONG');
    expect(within(preview).getByTestId('notice-alert')).toHaveAttribute(
      'data-notice-type',
      'warning',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/notices'));
    expect(api.find('POST', 'notices')[0]?.body).toEqual({
      notice: {
        title: 'Día festivo',
        description: '<p><strong>Cerrado</strong></p>',
        notice_type: 'warning',
        status: 'active',
        expires_at: '2099-03-16',
      },
    });
    expect(await screen.findByTestId('notification')).toHaveTextContent('Guardado correctamente');
  });

  it('requires title and description before saving', async () => {
    const { api } = renderApp('/notices/new', { user: makeUser('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(api.find('POST', 'notices')).toHaveLength(0);
  });

  it('edits a notice with PUT and shows a server error under its field', async () => {
    let attempts = 0;
    const { api } = renderApp('/notices/1/edit', {
      user: makeUser('admin'),
      api: {
        'GET notices/1': () => makeNotice(),
        'PUT notices/1': () =>
          ++attempts === 1
            ? errorReply(422, ['Revisa el título'], {
                title: ['Ya existe un aviso con ese título'],
              })
            : makeNotice(),
      },
    });
    const title = await screen.findByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Mantenimiento');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('Ya existe un aviso con ese título'),
    );
    expect(api.find('PUT', 'notices/1')[0]?.body).toMatchObject({
      notice: { title: 'Mantenimiento', notice_type: 'info', expires_at: null },
    });
  });
});

describe('notice addresses that name no notice', () => {
  it('shows not-found with a way back for /notices/abc/edit, never asking the API for NaN', async () => {
    const { api } = renderApp('/notices/abc/edit', { user: makeUser('admin') });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos ese aviso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los avisos' })).toHaveAttribute(
      'href',
      '/notices',
    );
    expect(api.calls.some((c) => c.path.startsWith('notices/'))).toBe(false);
  });

  it('shows not-found when the API has no such notice (/notices/999999/edit)', async () => {
    renderApp('/notices/999999/edit', { user: makeUser('admin') });
    expect(
      await screen.findByRole('heading', { name: 'No encontramos ese aviso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });
});

describe('deleting a notice', () => {
  it('asks first, then deletes it and says so', async () => {
    let rows = [makeNotice()];
    const { api } = renderApp('/notices', {
      user: makeUser('admin'),
      api: {
        'GET notices': () => page(rows),
        'DELETE notices/1': () => {
          rows = [];
          return { ok: true };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar aviso Mantenimiento' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar aviso' });
    expect(dialog).toHaveTextContent('Mantenimiento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Aviso eliminado');
    expect(api.find('DELETE', 'notices/1')).toHaveLength(1);
    expect(await screen.findByText('Aún no hay avisos')).toBeInTheDocument();
  });
});
