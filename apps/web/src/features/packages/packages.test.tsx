import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Package } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const pkg = (over: Partial<Package> = {}): Package => ({
  id: 4,
  name: 'Caja mediana',
  parcel_type: 'box',
  length: 40,
  width: 30.5,
  height: 20,
  distance_unit: 'cm',
  weight: 2.25,
  mass_unit: 'kg',
  contents: 'Ropa',
  sat_product_id: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});
const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

describe('packages', () => {
  it('lists templates with their measures, sorted by name, and deletes after asking', async () => {
    const { api } = renderApp('/packages', {
      user: makeUser('customer'),
      api: {
        'GET packages': () => page([pkg()]),
        'DELETE packages/4': () => ({ ok: true }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Empaques' });
    expect(await within(table).findByText('40 × 30.5 × 20 cm')).toBeInTheDocument();
    expect(within(table).getByText('2.25 kg')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'packages')?.query.get('order')).toBe('name asc');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Eliminar el empaque Caja mediana' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('saves a template and shows a taken name on its field', async () => {
    let calls = 0;
    const { api } = renderApp('/packages/new', {
      user: makeUser('customer'),
      api: {
        'POST packages': () =>
          ++calls === 1
            ? errorReply(422, ['Ya tienes un empaque con ese nombre'], {
                name: ['Ya tienes un empaque con ese nombre'],
              })
            : reply(201, { data: pkg({ id: 5, name: 'Caja chica' }) }),
        'GET packages': () => page([]),
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Nombre/), 'Caja mediana');
    await userEvent.type(screen.getByLabelText(/^Largo/), '40');
    await userEvent.type(screen.getByLabelText(/^Ancho/), '30.5');
    await userEvent.type(screen.getByLabelText(/^Alto/), '20');
    await userEvent.type(screen.getByLabelText(/^Peso/), '2.25');
    await userEvent.type(screen.getByLabelText(/^Contenido/), 'Ropa');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya tienes un empaque con ese nombre')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      package: expect.objectContaining({
        name: 'Caja mediana',
        parcel_type: 'box',
        length: 40,
        width: 30.5,
        weight: 2.25,
      }),
    });
    await userEvent.clear(screen.getByLabelText(/^Nombre/));
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Caja chica');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Empaques' })).toBeInTheDocument();
  });

  it('refuses measures finer than a gram before asking the server', async () => {
    const { api } = renderApp('/packages/new', { user: makeUser('customer'), api: {} });
    await userEvent.type(await screen.findByLabelText(/^Peso/), '2.2501');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/3 decimales/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('holds a box to the parcel maxima and a document template to the envelope', async () => {
    const { api } = renderApp('/packages/new', {
      user: makeUser('customer'),
      api: {
        'POST packages': () =>
          reply(201, { data: pkg({ id: 6, name: 'Sobre', parcel_type: 'doc', weight: 0.3 }) }),
        'GET packages': () => page([]),
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Nombre/), 'Sobre');
    await userEvent.type(screen.getByLabelText(/^Largo/), '301');
    await userEvent.type(screen.getByLabelText(/^Peso/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText(/^Largo/)).toHaveAccessibleDescription(
      'Cada lado mide como máximo 300 cm para este tipo de paquete',
    );

    // A document has no sides to type, and at most 0.5 kg.
    await userEvent.selectOptions(screen.getByLabelText(/^Tipo/), 'Sobre');
    expect(screen.queryByLabelText(/^Largo/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Peso/), '2');
    await userEvent.type(screen.getByLabelText(/^Contenido/), 'Contratos');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText(/^Peso/)).toHaveAccessibleDescription(
      'Un documento viaja en sobre y pesa como máximo 0.5 kg',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByLabelText(/^Peso/));
    await userEvent.type(screen.getByLabelText(/^Peso/), '0.3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        package: expect.objectContaining({
          parcel_type: 'doc',
          length: 29.7,
          width: 5,
          height: 21,
          weight: 0.3,
        }),
      }),
    );
  });
});
