import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Setting } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const setting = (over: Partial<Setting>): Setting => ({
  id: 1,
  title: 'stored title',
  key: 'insurance',
  value: '0',
  description: null,
  namespace: 'insurance',
  visible: true,
  secret: false,
  kind: 'flag',
  options: null,
  catalogue: true,
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

const SETTINGS = [
  setting({}),
  setting({ id: 2, key: 'paypal_min_amount', value: '100', namespace: 'paypal', kind: 'number' }),
  setting({
    id: 3,
    key: 'paypal_secret',
    value: '*****',
    namespace: 'paypal',
    kind: 'secret',
    secret: true,
  }),
  setting({
    id: 4,
    key: 'nota_custom',
    title: 'Nota interna',
    description: 'Solo plataforma',
    value: 'x',
    namespace: 'other',
    kind: 'text',
    visible: false,
    catalogue: false,
  }),
];
const list = () =>
  reply(200, {
    data: SETTINGS,
    pagination: { page: 1, per_page: 2000, total_objects: 4, total_pages: 1 },
  });

async function openPanel(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('/settings', () => {
  it('an admin edits a number in its panel: the save carries only the value', async () => {
    const { api } = renderApp('/settings', {
      user: makeUser('admin'),
      api: {
        'GET settings': list,
        'PUT settings/2': () => reply(200, { data: SETTINGS[1] }),
      },
    });
    await openPanel(/^PayPal/);
    expect(screen.queryByRole('button', { name: 'Nuevo ajuste' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    // The secret never shows; its title comes from the catalogue texts, not the stored one.
    expect(screen.getByText('*****')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Monto mínimo PayPal' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Valor');
    await userEvent.clear(field);
    await userEvent.type(field, 'cien');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Escribe un número sin signos, p. ej. 100 o 99.50'),
    ).toBeInTheDocument();
    expect(api.find('PUT', 'settings/2')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'settings/2')).toHaveLength(1));
    expect(api.find('PUT', 'settings/2')[0]?.body).toEqual({ setting: { value: '250' } });
  });

  it('a secret left empty is kept: saving sends nothing', async () => {
    const { api } = renderApp('/settings', {
      user: makeUser('admin'),
      api: { 'GET settings': list },
    });
    await openPanel(/^PayPal/);
    await userEvent.click(screen.getByRole('button', { name: 'Editar PayPal secret' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Nuevo valor')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.find('PUT', 'settings/3')).toHaveLength(0);
  });

  it('shows the server refusal under the value', async () => {
    renderApp('/settings', {
      user: makeUser('admin'),
      api: {
        'GET settings': list,
        'PUT settings/1': () =>
          errorReply(422, ['Revisa los campos'], { value: ["Debe ser '1' o '0'"] }),
      },
    });
    await openPanel(/^Seguro/);
    await userEvent.click(screen.getByRole('button', { name: 'Editar Seguro' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText("Debe ser '1' o '0'")).toBeInTheDocument();
  });

  it('a developer sees hidden rows marked, and Delete only on custom keys', async () => {
    renderApp('/settings', {
      user: makeUser('developer'),
      api: { 'GET settings': list },
    });
    expect(await screen.findByRole('button', { name: 'Nuevo ajuste' })).toBeInTheDocument();
    await openPanel(/^Otros/);
    await openPanel(/^Seguro/);
    expect(screen.getByText('Oculto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar Nota interna' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Seguro' })).toBeNull();
  });
});
