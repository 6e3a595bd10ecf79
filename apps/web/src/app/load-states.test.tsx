import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, reply } from '../test/mock-api';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

/** Issue 25 item 3: a denied, a missing and a failed load each read as what they are. */
describe('pages that cannot show what was asked for', () => {
  it('a customer refused another user’s transactions sees "no access", not "no transactions yet"', async () => {
    renderApp('/users/5/transactions', {
      user: makeUser('customer'),
      api: { 'GET users/5/transactions': () => errorReply(403, ['Prohibido']) },
    });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Aún no hay movimientos/)).toBeNull();
    expect(screen.queryByText('404')).toBeNull();
    // Not "back to users": that list is closed to her too.
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('an operator refused a user’s fiscal data sees "no access", not "user not found"', async () => {
    renderApp('/users/5/fiscal-data', {
      user: makeUser('operator'),
      api: {
        'GET fiscal_data': () => errorReply(403, ['Prohibido']),
        'GET tax_fiscal_data': () => errorReply(403, ['Prohibido']),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no encontrado/i)).toBeNull();
  });

  it('a user the server does not know is "not found", with the way back to the list', async () => {
    renderApp('/users/99/fiscal-data', {
      user: makeUser('admin'),
      api: {
        'GET fiscal_data': () => errorReply(404, ['No encontrado']),
        'GET tax_fiscal_data': () => errorReply(404, ['No encontrado']),
      },
    });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/users');
  });

  it('a failed load says so and its retry shows the page once the server answers', async () => {
    let calls = 0;
    renderApp('/users/5/transactions', {
      user: makeUser('admin'),
      api: {
        'GET users/5/transactions': () =>
          ++calls === 1
            ? errorReply(500, ['Error'])
            : reply(200, {
                data: [],
                pagination: { page: 1, per_page: 10, total_objects: 0, total_pages: 1 },
                user: {
                  id: 5,
                  name: 'Carmen',
                  last_name: 'Clienta',
                  email: 'carmen@tienda.mx',
                  balance: '10.00',
                  credit_limit: '0.00',
                  parent_id: null,
                },
              }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No pudimos cargar esta información' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { name: 'Movimientos de Carmen Clienta' }),
    ).toBeInTheDocument();
  });

  it('a list the account may not see says so instead of looking empty', async () => {
    renderApp('/my-transactions', {
      user: makeUser('customer'),
      api: { 'GET transactions': () => errorReply(403, ['Prohibido']) },
    });
    expect(
      await screen.findByText('Tu cuenta no tiene permiso para ver esta lista.'),
    ).toBeInTheDocument();
  });

  it('fiscal data that did not load is not shown as an empty form to fill in again', async () => {
    renderApp('/fiscal-data', {
      user: makeUser('customer'),
      api: { 'GET fiscal_data/0': () => errorReply(500, ['Error']) },
    });
    expect(await screen.findByText('No pudimos cargar tus datos fiscales')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
