import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const page = (data: unknown[], total = data.length) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: total, total_pages: 1 },
  });
const zone = {
  id: 4,
  name: 'Norte',
  postal_codes_count: 2,
  services_count: 0,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const code = (id: number, postal_code: string) => ({
  id,
  postal_code,
  country_id: 1,
  country_code: 'MX',
  created_at: '2026-11-01T00:00:00Z',
});

describe('zones', () => {
  it("imports a zone's postal codes for Mexico, says what was skipped, and deletes all only when confirmed", async () => {
    const { api } = renderApp('/zones/4/edit', {
      user: makeUser('admin'),
      api: {
        'GET zones/4': () => zone,
        'GET countries': () => page([{ id: 1, code: 'MX', name: 'México' }]),
        'GET zones/4/postal_codes': () => page([code(1, '64000'), code(2, '64460')]),
        'POST zones/4/postal_codes/import': () => ({ imported: 1, skipped: 2 }),
        'DELETE zones/4/postal_codes': () => ({ deleted: 2 }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Códigos postales de la zona' });
    expect(await within(table).findByText('64460')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('País')).toHaveTextContent('México'));
    await userEvent.upload(
      screen.getByLabelText('Archivo con códigos postales'),
      new File(['64000\n64460\n64000\n'], 'cp.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('1 código importado, 2 ya estaban')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent.get('country_id')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar todos' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Se eliminarán 2 códigos postales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar todos' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'DELETE' && c.query.get('confirm') === 'true'),
      ).toBe(true),
    );
  });

  it('pages the postal codes 10 at a time and takes another page size', async () => {
    const { api } = renderApp('/zones/4/edit', {
      user: makeUser('admin'),
      api: {
        'GET zones/4': () => zone,
        'GET countries': () => page([{ id: 1, code: 'MX', name: 'México' }]),
        'GET zones/4/postal_codes': () => page([code(1, '64000'), code(2, '64460')], 40),
      },
    });
    const table = await screen.findByRole('table', { name: 'Códigos postales de la zona' });
    expect(await within(table).findByText('64460')).toBeInTheDocument();
    const asked = () =>
      api.calls.filter((c) => c.method === 'GET' && c.path.endsWith('zones/4/postal_codes'));
    expect(asked()[0]?.query.get('per_page')).toBe('10');
    await userEvent.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(asked().at(-1)?.query.get('per_page')).toBe('25'));
    expect(asked().at(-1)?.query.get('page')).toBe('1');
  });
});
