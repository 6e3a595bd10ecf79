import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const mexico = {
  id: 1,
  code: 'MX',
  alpha3: 'MEX',
  numeric_code: '484',
  name: 'México',
  name_es: 'México',
  name_en: 'Mexico',
  region: null,
  phone_code: '52',
};

describe('reference data screens', () => {
  it('lists countries and adds one, showing a taken code under its field', async () => {
    let posts = 0;
    const { api } = renderApp('/countries', {
      user: makeUser('admin'),
      api: {
        'GET countries': () =>
          reply(200, {
            data: [mexico],
            pagination: { page: 1, per_page: 10, total_objects: 1, total_pages: 1 },
          }),
        'POST countries': () =>
          ++posts === 1
            ? errorReply(422, ['Revisa los datos marcados'], {
                code: ['Ya existe un país con esa clave'],
              })
            : reply(201, { data: { ...mexico, id: 2, code: 'ZZ', name: 'Pruebas' } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Países' });
    expect(await within(table).findByText('MEX')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Agregar un país' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Pruebas');
    await userEvent.type(within(form).getByRole('textbox', { name: /Clave ISO/ }), 'mx');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Ya existe un país con esa clave')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Clave ISO/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Clave ISO/ }), 'zz');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      country: { name: 'Pruebas', code: 'ZZ' },
    });
  });

  it('shows developers the validators with their id and lets them edit one', async () => {
    const { api, router } = renderApp('/validators', {
      user: makeUser('developer'),
      api: {
        'GET validators': () => [
          { id: 3, name: 'max_weight', description: 'Peso máximo', status: 'active' },
        ],
        // The edit form starts from the record itself (GET validators/{id}).
        'GET validators/3': () => ({
          id: 3,
          name: 'max_weight',
          description: 'Peso máximo (servidor)',
          status: 'active',
        }),
        'PUT validators/3': () => ({
          id: 3,
          name: 'max_weight',
          description: 'Otro',
          status: 'active',
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Validadores' });
    expect(await within(table).findByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '3' })).toBeInTheDocument();
    await userEvent.click(await within(table).findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar max_weight' });
    const description = within(form).getByRole('textbox', { name: /Descripción/ });
    expect(description).toHaveValue('Peso máximo (servidor)');
    expect(currentUrl(router)).toBe('/validators?edit=3');
    await userEvent.clear(description);
    await userEvent.type(description, 'Otro');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        validator: { name: 'max_weight', description: 'Otro', status: 'active' },
      }),
    );
  });

  it('suspends a validator from its row, keeping name and description', async () => {
    const { api } = renderApp('/validators', {
      user: makeUser('developer'),
      api: {
        'GET validators': () => [
          { id: 4, name: 'week_days', description: 'Días de servicio', status: 'active' },
        ],
        'PUT validators/4': () => ({
          id: 4,
          name: 'week_days',
          description: 'Días de servicio',
          status: 'suspended',
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Validadores' });
    expect(await within(table).findByText('Activo')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Suspender week_days' }));
    expect(await screen.findByText('Validador suspendido')).toBeInTheDocument();
    expect(api.find('PUT', 'validators/4')[0]?.body).toEqual({
      validator: { name: 'week_days', description: 'Días de servicio', status: 'suspended' },
    });
  });
});
