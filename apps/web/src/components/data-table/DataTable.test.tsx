import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Pagination } from '@despacho/shared';
import { setViewport } from '../../test/setup';
import { DataTable, type DataTableProps } from './DataTable';
import { DataTableExport } from './DataTableExport';
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
  column.display({
    id: 'actions',
    header: 'Acciones',
    cell: (c) => <button type="button">Borrar {c.row.original.name}</button>,
  }),
];

const queries: unknown[] = [];

function List({
  rows,
  pagination,
  extra,
}: {
  rows: Row[];
  pagination: Pagination;
  extra: Partial<DataTableProps<Row>>;
}) {
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
      {...extra}
    />
  );
}

function setup(path: string, rows: Row[], total = rows.length, extra = {}, capped = false) {
  queries.length = 0;
  const pagination = {
    page: 1,
    per_page: 10,
    total_objects: total,
    total_pages: Math.max(1, Math.ceil(total / 10)),
    ...(capped ? { total_capped: true } : {}),
  };
  const router = createMemoryRouter(
    [{ path: '/people', element: <List rows={rows} pagination={pagination} extra={extra} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const search = (router: ReturnType<typeof setup>) =>
  decodeURIComponent(router.state.location.search.replace(/\+/g, ' '));
const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Persona ${i + 1}`,
  note: `Nota ${i + 1}`,
}));
const statusFilter = {
  field: 'status',
  label: 'Estado',
  options: [
    { value: 'active', label: 'Activo' },
    { value: 'suspended', label: 'Suspendido' },
  ],
};

describe('DataTable on a desktop', () => {
  it('says "more than" when the server counted the matches only up to its cap', async () => {
    const router = setup('/people', rows, 10_001, {}, true);
    expect(screen.getByText('1–10 de más de 10,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(search(router)).toBe('?page=2'));
  });

  it('moves to the next page through the URL and asks the server for it', async () => {
    const router = setup('/people?status=active', rows, 25);
    expect(screen.getByText('1–10 de 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));

    await waitFor(() => expect(search(router)).toBe('?status=active&page=2'));
    expect(queries.at(-1)).toEqual({ page: 2, per_page: 10, 'where[status]': 'active' });
  });

  it('shows a sort marker on every sortable column, sorts, toggles and goes back to page 1', async () => {
    const router = setup('/people?page=3', rows, 40);
    const name = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(within(name).getByTestId('SwapVertIcon')).toBeInTheDocument();
    expect(
      within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button'),
    ).toBeNull();

    await userEvent.click(within(name).getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(search(router)).toBe('?order=name asc'));
    await userEvent.click(within(name).getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(search(router)).toBe('?order=name desc'));
    expect(queries.at(-1)).toMatchObject({ page: 1, order: 'name desc' });
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(within(name).queryByTestId('SwapVertIcon')).toBeNull();
  });

  it('opens a row on a click anywhere in it, but not from the row’s own buttons', async () => {
    const open = vi.fn();
    setup('/people', rows.slice(0, 2), 2, {
      onRowClick: open,
      rowLabel: (r: Row) => `Abrir ${r.name}`,
    });
    await userEvent.click(screen.getByText('Nota 2'));
    expect(open).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar Persona 1' }));
    expect(open).toHaveBeenCalledTimes(1);
    screen.getByRole('row', { name: 'Abrir Persona 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(rows[0]);
  });

  it('searches through the URL once typing pauses, and sends `search` to the API', async () => {
    const router = setup('/people?page=2', rows, 30, { searchLabel: 'Buscar personas' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar personas' }), 'Ana');
    await waitFor(() => expect(search(router)).toBe('?search=Ana'));
    // The list asks for the new page after rendering the new URL: on a busy machine a moment later.
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, per_page: 10, search: 'Ana' }));
  });

  it('shows each applied filter as a chip that removes it, and clears them all', async () => {
    const router = setup('/people?status=suspended&search=ana', rows, 10, {
      searchLabel: 'Buscar',
      filters: [statusFilter],
    });
    const chips = screen.getByRole('region', { name: 'Filtros aplicados' });
    expect(within(chips).getByText('Estado: Suspendido')).toBeInTheDocument();
    expect(within(chips).getByText('Búsqueda: ana')).toBeInTheDocument();
    await userEvent.click(
      within(
        within(chips).getByText('Estado: Suspendido').closest('.MuiChip-root') as HTMLElement,
      ).getByTestId('CancelIcon'),
    );
    await waitFor(() => expect(search(router)).toBe('?search=ana'));
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(search(router)).toBe(''));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('offers an export slot whose menu names the format chosen', async () => {
    const onExport = vi.fn();
    setup('/people', rows, 10, { exportSlot: <DataTableExport onExport={onExport} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('says what to do when empty, and offers to clear filters when they hide everything', async () => {
    setup('/people', [], 0, {
      empty: { title: 'Aún no hay personas', description: 'Invita a la primera.' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Aún no hay personas');
    expect(screen.getByText('Invita a la primera.')).toBeInTheDocument();
  });

  it('with filters applied and nothing found, says ¡Sin resultados! and offers to clear', async () => {
    const router = setup('/people?status=active', [], 0, { filters: [statusFilter] });
    expect(screen.getByRole('status')).toHaveTextContent('¡Sin resultados!');
    const clear = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    await userEvent.click(clear.at(-1)!);
    await waitFor(() => expect(search(router)).toBe(''));
  });
});

describe('DataTable on a phone (390 px)', () => {
  it('shows each row as a card with its labelled values and actions, no wide table', () => {
    setViewport(390);
    setup('/people', rows.slice(0, 3), 3);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('data-table-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByText('Persona 2')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Nota')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Nota 2')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Borrar Persona 2' })).toBeInTheDocument();
  });

  it('keeps paging to buttons and the count (no page-size select), and sorts with a select', async () => {
    setViewport(390);
    const router = setup('/people', rows, 25);
    expect(screen.getByText('1–10 de 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeInTheDocument();
    expect(screen.queryByText('Filas por página')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Nombre ↓');
    await waitFor(() => expect(search(router)).toBe('?order=name desc'));
  });

  it('opens a card on a tap', async () => {
    setViewport(390);
    const open = vi.fn();
    setup('/people', rows.slice(0, 2), 2, { onRowClick: open });
    await userEvent.click(screen.getByText('Nota 1'));
    expect(open).toHaveBeenCalledWith(rows[0]);
  });
});
