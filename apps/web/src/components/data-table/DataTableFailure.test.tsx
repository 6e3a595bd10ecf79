import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { DataTable } from './DataTable';

interface Row {
  id: number;
  name: string;
}
const columns = [createColumnHelper<Row>().accessor('name', { header: 'Nombre' })];

function show(error: unknown, rows?: Row[]) {
  const onRetry = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DataTable<Row>
            label="Movimientos"
            columns={columns}
            rows={rows}
            loading={false}
            error={error}
            onRetry={onRetry}
            getRowId={(r) => String(r.id)}
            empty={{ title: 'Aún no hay movimientos' }}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return onRetry;
}

const replied = (status: number) =>
  new ApiError({ message: 'x', status, messages: ['x'], hasResponse: true });

describe('a list that could not load', () => {
  it('a 403 says the account may not see it — not "no movements yet", and no retry', () => {
    show(replied(403));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu cuenta no tiene permiso para ver esta lista.',
    );
    expect(screen.queryByText('Aún no hay movimientos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('a server failure says the list did not load and retries on request', async () => {
    const onRetry = show(replied(500));
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar la lista.');
    expect(screen.queryByText('Aún no hay movimientos')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('no answer at all says to check the connection', () => {
    show(new ApiError({ message: 'offline', hasResponse: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa tu conexión');
  });

  it('a failed refresh keeps the rows it had and says so above them', () => {
    show(replied(502), [{ id: 1, name: 'Ana' }]);
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar la lista.');
  });
});
