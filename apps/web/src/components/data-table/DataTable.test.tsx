import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Pagination } from '@despacho/shared';
import { DataTable } from './DataTable';
import { useListParams } from './use-list-params';

interface Row {
  id: number;
  name: string;
  note: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Nombre', meta: { sortable: true } }),
  column.accessor('note', { header: 'Nota' }),
];

const queries: unknown[] = [];

function List({ rows, pagination }: { rows: Row[]; pagination: Pagination }) {
  const params = useListParams(['status']);
  queries.push(params.query);
  return (
    <DataTable<Row>
      label="Personas"
      columns={columns}
      rows={rows}
      pagination={pagination}
      loading={false}
      params={params}
      getRowId={(r) => String(r.id)}
      renderExpanded={(r) => <p>Detalle de {r.name}</p>}
    />
  );
}

function setup(path: string, rows: Row[], total = rows.length) {
  queries.length = 0;
  const pagination = {
    page: 1,
    per_page: 10,
    total_objects: total,
    total_pages: Math.max(1, Math.ceil(total / 10)),
  };
  const router = createMemoryRouter(
    [{ path: '/people', element: <List rows={rows} pagination={pagination} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof setup>) => router.state.location.search;

describe('DataTable', () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    name: `Persona ${i + 1}`,
    note: 'n',
  }));

  it('moves to the next page through the URL and asks the server for it', async () => {
    const router = setup('/people?status=active', rows, 25);
    expect(screen.getByText('1–10 de 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));

    await waitFor(() => expect(search(router)).toBe('?status=active&page=2'));
    expect(queries.at(-1)).toEqual({ page: 2, per_page: 10, 'where[status]': 'active' });
  });

  it('sorts by a sortable column, toggling the direction, and goes back to page 1', async () => {
    const router = setup('/people?page=3', rows, 40);
    await userEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(search(router)).toBe('?order=name+asc'));
    await userEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(search(router)).toBe('?order=name+desc'));
    expect(queries.at(-1)).toMatchObject({ page: 1, order: 'name desc' });
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(
      within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button'),
    ).toBeNull();
  });

  it('expands a row to show its details', async () => {
    setup('/people', rows.slice(0, 2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Ver detalles' })[1]!);
    expect(await screen.findByText('Detalle de Persona 2')).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows', () => {
    setup('/people', []);
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados!');
  });
});
