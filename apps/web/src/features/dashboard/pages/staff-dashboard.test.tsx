import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply } from '../../../test/mock-api';
import { makeDashboard, makeStaffDashboard, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const lowest = [
  {
    id: 31,
    name: 'Lucía Pérez',
    email: 'lucia@tienda.mx',
    company: 'Tienda Lucía',
    balance: '-15.50',
  },
  { id: 32, name: 'Mario Ruiz', email: 'mario@ruiz.mx', company: '', balance: '120.00' },
];

const busyDay = makeStaffDashboard({
  shipments_today: 14,
  pending_cancellations: 2,
  payment_proofs_pending: 3,
  invoices_pending: 1,
  low_balance: { threshold: '200.00', total: 4, lowest },
});

const card = (name: RegExp) => screen.findByRole('link', { name });
const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('the staff dashboard', () => {
  it("shows an admin the tenant's day, each card opening the list it counts", async () => {
    renderApp('/', {
      user: makeUser('admin'),
      api: {
        'GET dashboards': () => makeDashboard({ balance: '0.00', active_users: 57 }),
        'GET dashboards/staff': () => busyDay,
      },
    });
    const work = await screen.findByRole('region', { name: 'Tu operación hoy' });
    expect(await card(/^Envíos de hoy 14/)).toHaveAttribute('href', '/shipments');
    expect(await card(/^Cancelaciones por atender 2/)).toHaveAttribute(
      'href',
      '/shipments?status=pending_cancellation',
    );
    expect(await card(/^Comprobantes por revisar 3/)).toHaveAttribute('href', '/payment-proofs');
    expect(await card(/^Facturas por emitir 1/)).toHaveAttribute('href', '/invoices');

    const low = within(work).getByRole('region', { name: 'Saldos bajos' });
    expect(low).toHaveTextContent('4 clientes que envían tienen menos de $200.00 MXN');
    const lucia = within(low).getByRole('link', { name: /Lucía Pérez/ });
    expect(lucia).toHaveAttribute('href', '/users?search=lucia%40tienda.mx');
    expect(text(lucia)).toContain('Tienda Lucía-$15.50 MXN');
    // No company: the e-mail says who it is.
    expect(within(low).getByRole('link', { name: /Mario Ruiz/ })).toHaveTextContent(
      'mario@ruiz.mx',
    );
    expect(low).toHaveTextContent('y 2 más');

    // Not the admin's own $0.00, nor a button to write to themselves.
    expect(screen.queryByTestId('stat-balance')).toBeNull();
    expect(screen.queryByText('Saldo disponible')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Escribir a soporte' })).toBeNull();
    expect(screen.getByTestId('stat-active-users')).toHaveTextContent('57');
  });

  it('leaves out the cards an operator may not act on, and says when nobody is low', async () => {
    renderApp('/', {
      user: makeUser('operator'),
      api: {
        'GET dashboards/staff': () =>
          makeStaffDashboard({ shipments_today: 1, payment_proofs_pending: null }),
      },
    });
    await card(/^Envíos de hoy 1/);
    expect(screen.getByRole('link', { name: /^Cancelaciones por atender 0/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Comprobantes por revisar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facturas por emitir/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Saldos bajos' })).toHaveTextContent(
      'Ningún cliente que envía tiene menos de $200.00 MXN.',
    );
  });

  it('offers to retry when the day’s figures fail to load', async () => {
    renderApp('/', {
      user: makeUser('developer'),
      api: { 'GET dashboards/staff': () => errorReply(500, ['Error']) },
    });
    expect(await screen.findByText('No pudimos cargar los pendientes de hoy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('keeps a customer’s own dashboard: balance and support, and never asks for the staff one', async () => {
    const { api } = renderApp('/', {
      user: makeUser('customer'),
      api: { 'GET dashboards': () => makeDashboard({ balance: '321.00' }) },
    });
    expect(text(await screen.findByTestId('stat-balance'))).toBe('$321.00 MXN');
    expect(screen.getByRole('button', { name: 'Escribir a soporte' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu operación hoy' })).toBeNull();
    expect(api.find('GET', 'dashboards/staff')).toHaveLength(0);
  });
});
