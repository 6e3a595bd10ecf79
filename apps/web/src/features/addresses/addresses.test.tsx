import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const COUNTRIES = [
  { id: 11, code: 'US', name: 'Estados Unidos' },
  { id: 7, code: 'MX', name: 'México' },
];
const address = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 3,
  aka: 'Bodega Norte',
  name: 'Jose Martinez',
  company: 'Tiendas Nandu',
  email: 'jose@example.com',
  phone: '8112345678',
  calling_code: '52',
  rfc: null,
  country_id: 7,
  country_code: 'MX',
  country_name: 'México',
  state: 'Nuevo León',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Juarez',
  number: '100',
  interior_number: null,
  postal_code: '64000',
  reference: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});
const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });
const reference = {
  'GET countries': () => page(COUNTRIES),
  'GET postal_codes/*': ({ path }: { path: string }) =>
    path.endsWith('06700')
      ? {
          postal_code: '06700',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          state: { name: 'Ciudad de México' },
          settlements: [
            { name: 'Roma Norte', type: 'Colonia' },
            { name: 'Roma Norte (Ampliación)', type: 'Colonia' },
          ],
        }
      : reply(404, { messages: ['No encontramos ese código postal'], errors: {} }),
};

describe('address book', () => {
  it('lists the book and searches only from 3 characters', async () => {
    const { api } = renderApp('/addresses', {
      user: makeUser('customer'),
      api: { 'GET addresses': () => page([address()]) },
    });
    const table = await screen.findByRole('table', { name: 'Direcciones' });
    expect(await within(table).findByText('Bodega Norte')).toBeInTheDocument();
    expect(
      within(table).getByText('Av. Juarez 100 · Centro · Monterrey, Nuevo León · 64000'),
    ).toBeInTheDocument();
    const search = screen.getByLabelText('Buscar (3 letras o más)');
    await userEvent.type(search, 'Mo');
    await new Promise((r) => setTimeout(r, 500));
    const searched = () => api.calls.filter((c) => c.path === 'addresses' && c.query.get('search'));
    expect(searched()).toHaveLength(0);
    await userEvent.type(search, 'n', { skipClick: true });
    // The search waits for typing to pause; on a busy machine that can take a while.
    await waitFor(() => expect(searched().at(-1)?.query.get('search')).toBe('Mon'), {
      timeout: 10_000,
    });
  });

  it('fills state, city and colonies from a Mexican postal code and saves the phone with its calling code', async () => {
    const { api } = renderApp('/addresses/new', {
      user: makeUser('customer'),
      api: {
        ...reference,
        'POST addresses': () => reply(201, { data: address({ id: 9 }) }),
        'GET addresses': () => page([address({ id: 9 })]),
      },
    });
    await waitFor(() => expect(screen.getByLabelText(/^País/)).toHaveDisplayValue('México'));
    await userEvent.type(screen.getByLabelText(/^Alias/), 'Oficina');
    await userEvent.type(screen.getByLabelText(/^Nombre de contacto/), 'Luisa Pérez');
    await userEvent.type(screen.getByLabelText(/^Empresa/), 'Tiendas');
    await userEvent.type(screen.getByLabelText(/^Correo/), 'luisa@example.com');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '5512345678');
    await userEvent.type(screen.getByLabelText(/^Código postal/), '06700');
    await waitFor(() => expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México'));
    expect(screen.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México');
    expect(screen.getByText(/2 colonias en este código postal/)).toBeInTheDocument();
    const options = document.querySelectorAll('#address-colonies option');
    expect([...options].map((o) => o.getAttribute('value'))).toEqual([
      'Roma Norte',
      'Roma Norte (Ampliación)',
    ]);
    await userEvent.type(screen.getByLabelText(/^Colonia/), 'Roma Norte');
    await userEvent.type(screen.getByLabelText(/^Calle/), 'Orizaba');
    await userEvent.type(screen.getByLabelText(/^Número/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        address: expect.objectContaining({
          aka: 'Oficina',
          name: 'Luisa Pérez', // as typed: only carriers get it without accents
          phone: '5512345678',
          calling_code: '52',
          country_id: 7,
          postal_code: '06700',
          city: 'Ciudad de México',
          neighborhood: 'Roma Norte',
        }),
      }),
    );
  });

  it('clears a Mexican state, city and colony when another country is chosen', async () => {
    renderApp('/addresses/new', { user: makeUser('customer'), api: reference });
    await waitFor(() => expect(screen.getByLabelText(/^País/)).toHaveDisplayValue('México'));
    await userEvent.type(screen.getByLabelText(/^Código postal/), '06700');
    await waitFor(() => expect(screen.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México'));
    await userEvent.type(screen.getByLabelText(/^Colonia/), 'Roma Norte');
    await userEvent.selectOptions(screen.getByLabelText(/^País/), 'Estados Unidos');
    await waitFor(() => expect(screen.getByLabelText(/^Estado/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('');
    expect(screen.getByLabelText(/^Colonia/)).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText(/^País/), 'México');
    await waitFor(() => expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México'));
  });

  it("shows the server's refusal on its field and a US phone with +1", async () => {
    renderApp('/addresses/3/edit', {
      user: makeUser('customer'),
      api: {
        ...reference,
        'GET addresses/3': () => address(),
        'PUT addresses/3': () =>
          errorReply(422, ['Escribe un teléfono válido'], {
            phone: ['Escribe un teléfono válido'],
          }),
      },
    });
    expect(await screen.findByDisplayValue('Bodega Norte')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Lada'), 'US +1');
    expect(screen.getByText('+1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un teléfono válido')).toBeInTheDocument();
  });

  it('imports a file and lists every refused row when any is bad', async () => {
    renderApp('/addresses/import', {
      user: makeUser('customer'),
      api: {
        'POST addresses/import': () =>
          errorReply(422, ['Fila 3: country: no encontramos el país "Narnia" en el catálogo'], {
            file: [
              'Fila 3: country: no encontramos el país "Narnia" en el catálogo',
              'Fila 4: email: Escribe un correo válido',
            ],
          }),
      },
    });
    expect(
      await screen.findByText(/si una tiene un error, no se guarda ninguna/),
    ).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV o Excel con direcciones'),
      new File(['Alias,Nombre\n'], 'direcciones.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('No se importó nada. Corrige el archivo:')).toBeInTheDocument();
    expect(screen.getByText('Fila 4: email: Escribe un correo válido')).toBeInTheDocument();
  });
});
