import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Transaction, TransactionAccount } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const carmen = {
  id: 5,
  sequential_id: 5,
  name: 'Carmen',
  last_name: 'Clienta',
  email: 'carmen@tienda.mx',
};
const account: TransactionAccount = {
  ...carmen,
  balance: '4873.00',
  credit_limit: '0.00',
  parent_id: null,
};
const labelCharge: Transaction = {
  id: 40,
  sequential_id: 31,
  user_id: 5,
  amount: '127.00',
  transaction_type: 'withdraw',
  status: 'cleared',
  description: 'Guía TRK-A-001',
  description_code: null,
  description_params: null,
  created_at: '2026-03-10T18:30:00Z',
  created_by: { kind: 'app', id: null, name: null, staff: false },
  user: carmen,
  shipment: { id: 9, number: 12, tracking_numbers: ['TRK-A-001'] },
  invoice: null,
};
const deposit: Transaction = {
  ...labelCharge,
  id: 41,
  sequential_id: 32,
  amount: '5000.00',
  transaction_type: 'deposit',
  description: 'Depósito por transferencia',
  created_by: { kind: 'user', id: 2, name: 'Alberto Administración', staff: true },
  shipment: null,
};
const page = (data: Transaction[], extra: object = {}) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
    ...extra,
  });

describe('transactions (staff list)', () => {
  it('shows each row’s user, signed amount, shipment link and status, and filters by shipment', async () => {
    const { api } = renderApp('/transactions', {
      user: makeUser('operator'),
      api: { 'GET transactions': () => page([labelCharge, deposit]) },
    });
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    const charge = within(table).getByText('#31').closest('tr')!;
    expect(within(charge).getByText('Carmen Clienta')).toBeInTheDocument();
    expect(within(charge).getByText('carmen@tienda.mx')).toBeInTheDocument();
    expect(within(charge).getByText('-$127.00')).toBeInTheDocument();
    expect(within(charge).getByRole('link', { name: 'Ver el envío #12' })).toHaveAttribute(
      'href',
      '/shipments?number=12',
    );
    expect(within(charge).getByText('TRK-A-001')).toBeInTheDocument();
    expect(within(charge).getByText('Retiro')).toBeInTheDocument();
    expect(within(charge).getByText('Aplicado')).toBeInTheDocument();
    expect(within(charge).getByText('Sistema')).toBeInTheDocument();
    const dep = within(table).getByText('#32').closest('tr')!;
    expect(within(dep).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(dep).getByText('Alberto Administración')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filtros de movimientos' });
    // Letters never reach a number filter.
    await userEvent.type(within(filters).getByLabelText('Número de envío'), '1a2');
    await userEvent.type(within(filters).getByLabelText('Número de guía'), 'TRK-A-001');
    await userEvent.click(within(filters).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      const last = api.find('GET', 'transactions').at(-1)!;
      expect(last.query.get('where[shipment_number]')).toBe('12');
      expect(last.query.get('where[tracking_number]')).toBe('TRK-A-001');
      expect(last.query.get('order')).toBe('created_at desc');
    });
    expect(screen.getByText('Número de envío: 12')).toBeInTheDocument();
  });
});

describe('my transactions', () => {
  it('lists the account’s rows without the user column', async () => {
    renderApp('/my-transactions', {
      user: makeUser('customer'),
      api: { 'GET transactions': () => page([labelCharge]) },
    });
    const table = await screen.findByRole('table', { name: 'Mis movimientos' });
    expect(within(table).getByText('-$127.00')).toBeInTheDocument();
    expect(within(table).queryByText('carmen@tienda.mx')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Número de movimiento')).not.toBeInTheDocument();
  });

  it('says who acted only when it was staff: not under the customer’s own purchases', async () => {
    const own: Transaction = {
      ...labelCharge,
      id: 42,
      sequential_id: 33,
      created_by: { kind: 'user', id: null, name: null, staff: false },
    };
    const byStaff: Transaction = {
      ...deposit,
      created_by: { kind: 'user', id: null, name: null, staff: true },
    };
    renderApp('/my-transactions', {
      user: makeUser('customer'),
      api: { 'GET transactions': () => page([own, byStaff]) },
    });
    const table = await screen.findByRole('table', { name: 'Mis movimientos' });
    const mine = within(table).getByText('-$127.00').closest('tr')!;
    expect(within(mine).queryByText('Personal')).not.toBeInTheDocument();
    expect(within(mine).queryByText('Sistema')).not.toBeInTheDocument();
    const added = within(table).getByText('$5,000.00').closest('tr')!;
    expect(within(added).getByText('Personal')).toBeInTheDocument();
  });

  it('shows the notice another screen navigated here with, once', async () => {
    const { router } = renderApp('/dashboard', {
      user: makeUser('customer'),
      api: { 'GET transactions': () => page([]) },
    });
    await act(() =>
      router.navigate('/my-transactions', { state: { notice: 'Acreditamos $500.00 a tu saldo' } }),
    );
    expect(await screen.findByText('Acreditamos $500.00 a tu saldo')).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay movimientos')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('says the payment was received when a gateway returns with ?paid=', async () => {
    const { router } = renderApp('/my-transactions?paid=abc123', {
      user: makeUser('customer'),
      api: { 'GET transactions': () => page([deposit]) },
    });
    expect(
      await screen.findByText(
        '¡Pago recibido! Tu saldo se actualiza en cuanto la pasarela lo confirma.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/my-transactions'));
  });
});

describe('one user’s transactions', () => {
  it('heads the list with the user and offers the spreadsheet to developers only', async () => {
    renderApp('/users/5/transactions', {
      user: makeUser('developer'),
      api: { 'GET users/5/transactions': () => page([deposit], { user: account }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Movimientos de Carmen Clienta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('carmen@tienda.mx · Saldo: $4,873.00 MXN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar hoja de cálculo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo movimiento' })).toHaveAttribute(
      'href',
      '/users/5/transactions/new',
    );
    expect(screen.getByRole('link', { name: 'Volver a usuarios' })).toHaveAttribute(
      'href',
      '/users',
    );
  });

  it('hides the spreadsheet from an admin and creating from an operator', async () => {
    const api = { 'GET users/5/transactions': () => page([deposit], { user: account }) };
    const admin = renderApp('/users/5/transactions', { user: makeUser('admin'), api });
    await screen.findByRole('heading', { name: 'Movimientos de Carmen Clienta' });
    expect(screen.queryByRole('button', { name: 'Descargar hoja de cálculo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nuevo movimiento' })).toBeInTheDocument();
    admin.unmount();
    renderApp('/users/5/transactions', { user: makeUser('operator'), api });
    await screen.findByRole('heading', { name: 'Movimientos de Carmen Clienta' });
    expect(screen.queryByRole('link', { name: 'Nuevo movimiento' })).toBeNull();
  });

  it('says not found for a user the server does not know', async () => {
    renderApp('/users/99/transactions', {
      user: makeUser('admin'),
      api: { 'GET users/99/transactions': () => errorReply(404, ['No encontrado']) },
    });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});

describe('new transaction', () => {
  it('checks the fields, shows the server’s refusal on the amount, then saves and returns', async () => {
    let balance = '100.00';
    let refuse = true;
    const { api, router } = renderApp('/users/5/transactions/new', {
      user: makeUser('admin'),
      api: {
        'GET users/5/transactions': () => page([], { user: { ...account, balance } }),
        'POST transactions': () => {
          if (refuse)
            return errorReply(422, ['amount: …'], {
              amount: ['El retiro es mayor que el saldo disponible de la cuenta ($100.00)'],
            });
          balance = '50.00';
          return { ...labelCharge, amount: '50.00', shipment: null };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nuevo movimiento para Carmen Clienta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('carmen@tienda.mx · Saldo: $100.00 MXN')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Guardar' });
    await userEvent.click(save);
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    const amount = screen.getByLabelText(/Monto/);
    await userEvent.type(amount, '1.234');
    await userEvent.click(save);
    expect(
      await screen.findByText('Debe ser un importe con máximo 2 decimales'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(save);
    expect(await screen.findByText('Debe ser mayor o igual a 0.01')).toBeInTheDocument();
    expect(api.find('POST', 'transactions')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de movimiento/), 'withdraw');
    await userEvent.type(screen.getByLabelText(/Descripción/), 'Ajuste por guía duplicada');
    await userEvent.click(save);
    expect(
      await screen.findByText('El retiro es mayor que el saldo disponible de la cuenta ($100.00)'),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/users/5/transactions/new');

    refuse = false;
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(save);
    await waitFor(() => expect(currentUrl(router)).toBe('/users/5/transactions'));
    expect(await screen.findByText('Movimiento registrado')).toBeInTheDocument();
    // Wrapped by model, like every other write.
    expect(api.find('POST', 'transactions').at(-1)?.body).toEqual({
      transaction: {
        user_id: 5,
        amount: '50',
        transaction_type: 'withdraw',
        description: 'Ajuste por guía duplicada',
      },
    });
    // The list's header shows the balance the movement left.
    expect(await screen.findByText('carmen@tienda.mx · Saldo: $50.00 MXN')).toBeInTheDocument();
  });
});
