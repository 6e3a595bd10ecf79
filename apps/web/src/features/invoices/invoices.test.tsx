import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, Transaction } from '@despacho/shared';
import { todayIn } from '../../lib/format';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const user = {
  id: 5,
  sequential_id: 5,
  name: 'Carmen',
  last_name: 'Clienta',
  email: 'carmen@tienda.mx',
};

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 70,
  status: 'pending',
  rejection_reason: null,
  created_at: '2026-03-10T18:30:00Z',
  transaction: { id: 41, sequential_id: 32, amount: '1160.00', created_at: '2026-03-10T18:00:00Z' },
  user,
  serie: null,
  folio: null,
  uuid: null,
  subtotal: null,
  iva: null,
  total: null,
  stamped_at: null,
  last_error: null,
  cancel_motive: null,
  cancel_replacement_uuid: null,
  cancel_status: null,
  cancelled_at: null,
  ...overrides,
});
const UUID = 'AB12CD34-0000-4000-8000-1234567890AB';
const generated = invoice({
  id: 71,
  status: 'generated',
  uuid: UUID,
  subtotal: '1000.00',
  iva: '160.00',
  total: '1160.00',
  stamped_at: '2026-03-11T17:00:00Z',
});

const page = <T,>(data: T[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

/** GET invoices answers by the table asking (where[status]). */
const lists = (pending: Invoice[], done: Invoice[]) => ({
  'GET invoices': ({ query }: { query: URLSearchParams }) =>
    page(query.get('where[status]') === 'generated' ? done : pending),
});

afterEach(() => vi.restoreAllMocks());

describe('invoices page (staff)', () => {
  it('shows both tables with status, reason and UUID, and filters from this month by default', async () => {
    const { api } = renderApp('/invoices', {
      user: makeUser('admin'),
      settings: { invoicing: '1' },
      api: lists([invoice({ status: 'rejected', rejection_reason: 'RFC inválido' })], [generated]),
    });
    const pending = await screen.findByRole('table', { name: 'Facturas pendientes' });
    expect(await within(pending).findByText('Rechazada')).toBeInTheDocument();
    expect(within(pending).getByText('Motivo: RFC inválido')).toBeInTheDocument();
    expect(within(pending).getByText('carmen@tienda.mx')).toBeInTheDocument();
    const done = screen.getByRole('table', { name: 'Facturas generadas' });
    expect(await within(done).findByText(UUID)).toBeInTheDocument();
    expect(within(done).getByText('Generada')).toBeInTheDocument();

    const month = todayIn('America/Monterrey').slice(0, 7);
    const first = api.find('GET', 'invoices')[0]!;
    expect(first.query.get('where[start_date]')).toBe(`${month}-01`);
    expect(first.query.get('where[end_date]')).toMatch(new RegExp(`^${month}-(28|29|30|31)$`));

    const filters = screen.getByRole('search', { name: 'Filtrar facturas' });
    await userEvent.type(within(filters).getByLabelText('Correo del usuario'), 'carmen@tienda.mx');
    await userEvent.type(within(filters).getByLabelText('Transacción'), '3x2');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => {
      const last = api.find('GET', 'invoices').at(-1)!;
      expect(last.query.get('where[user_email]')).toBe('carmen@tienda.mx');
      expect(last.query.get('where[transaction_id]')).toBe('32');
    });
  });

  it('generates after confirming, and rejects only with a reason', async () => {
    const { api } = renderApp('/invoices', {
      user: makeUser('admin'),
      settings: { invoicing: '1' },
      api: {
        ...lists([invoice()], []),
        'PUT invoices/70': () => generated,
        'PUT invoices/70/reject_invoice': () => invoice({ status: 'rejected' }),
      },
    });
    const pending = await screen.findByRole('table', { name: 'Facturas pendientes' });
    await userEvent.click(await within(pending).findByRole('button', { name: 'Generar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generar factura' });
    expect(within(confirm).getByText(/transacción #32 por \$1,160.00 MXN/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(`Factura generada. Folio fiscal: ${UUID}`)).toBeInTheDocument();
    expect(api.find('PUT', 'invoices/70')).toHaveLength(1);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Generar factura' })).not.toBeInTheDocument(),
    );
    await userEvent.click(await within(pending).findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar solicitud de factura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(api.find('PUT', 'invoices/70/reject_invoice')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'RFC inválido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(api.find('PUT', 'invoices/70/reject_invoice')[0]?.body).toEqual({
        reason: 'RFC inválido',
      }),
    );
  });

  it('cancels with a SAT motive; 01 asks for the replacing UUID', async () => {
    const { api } = renderApp('/invoices', {
      user: makeUser('admin'),
      settings: { invoicing: '1' },
      api: {
        ...lists([], [generated]),
        'POST invoices/71/cancel': () => ({ ...generated, status: 'cancelled' }),
      },
    });
    const done = await screen.findByRole('table', { name: 'Facturas generadas' });
    await userEvent.click(await within(done).findByRole('button', { name: 'Cancelar factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar factura ante el SAT' });
    const motive = within(dialog).getByLabelText(/Motivo de cancelación/);
    expect(within(dialog).queryByLabelText(/Folio fiscal de la factura/)).not.toBeInTheDocument();
    await userEvent.selectOptions(motive, '01');
    expect(within(dialog).getByLabelText(/Folio fiscal de la factura/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar ante el SAT' }));
    expect(await within(dialog).findByText(/requiere el folio fiscal/)).toBeInTheDocument();
    await userEvent.selectOptions(motive, '02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar ante el SAT' }));
    await waitFor(() =>
      expect(api.find('POST', 'invoices/71/cancel')[0]?.body).toEqual({
        motive: '02',
        replacement_uuid: null,
      }),
    );
  });
});

describe('invoices page (operator)', () => {
  it('shows the user, generate and reject (spec 3 §6 "non-customers"), but not cancel at SAT', async () => {
    renderApp('/invoices', {
      user: makeUser('operator'),
      settings: { invoicing: '1' },
      api: lists([invoice()], [generated]),
    });
    const pending = await screen.findByRole('table', { name: 'Facturas pendientes' });
    expect(await within(pending).findByText('carmen@tienda.mx')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Generar' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo del usuario')).toBeInTheDocument();
    const done = await screen.findByRole('table', { name: 'Facturas generadas' });
    expect(await within(done).findByRole('button', { name: /Descargar/ })).toBeInTheDocument();
    expect(
      within(done).queryByRole('button', { name: 'Cancelar factura' }),
    ).not.toBeInTheDocument();
  });
});

describe('invoices page (customer)', () => {
  it('hides the user column and e-mail filter, offers no staff actions, says when empty', async () => {
    renderApp('/invoices', {
      user: makeUser('customer'),
      settings: { invoicing: '1' },
      api: lists([invoice()], []),
    });
    const pending = await screen.findByRole('table', { name: 'Facturas pendientes' });
    expect(await within(pending).findByText('Solicitada')).toBeInTheDocument();
    expect(within(pending).queryByText('carmen@tienda.mx')).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Generar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Correo del usuario')).not.toBeInTheDocument();
    expect(await screen.findByText('No hay facturas generadas')).toBeInTheDocument();
  });
});

describe('my transactions: invoices', () => {
  const now = new Date();
  const deposit: Transaction = {
    id: 41,
    sequential_id: 32,
    user_id: 5,
    amount: '1160.00',
    transaction_type: 'deposit',
    status: 'cleared',
    description: 'Recarga',
    description_code: null,
    description_params: null,
    created_at: now.toISOString(),
    created_by: { kind: 'user', id: null, name: null, staff: true },
    user,
    shipment: null,
    invoice: null,
  };
  const old = { ...deposit, id: 42, sequential_id: 33, created_at: '2020-01-15T18:00:00Z' };
  const requested = {
    ...deposit,
    id: 43,
    sequential_id: 34,
    invoice: { id: 70, status: 'pending' as const },
  };
  const done = {
    ...deposit,
    id: 44,
    sequential_id: 35,
    invoice: { id: 71, status: 'generated' as const },
  };

  it('requests this month’s deposits only, shows the requested chip and the download', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = renderApp('/my-transactions', {
      user: makeUser('customer'),
      settings: { invoicing: '1' },
      api: {
        'GET transactions': () => page([deposit, old, requested, done]),
        'POST invoices/request_invoice': () => reply(201, { data: invoice() }),
        'POST invoices/71/download': () => reply(200, {}),
      },
    });
    const ask = await screen.findByRole('button', {
      name: 'Solicitar factura de la transacción #32',
    });
    expect(ask).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Solicitar factura de la transacción #33' }),
    ).toBeDisabled();
    expect(screen.getByText('Factura solicitada')).toBeInTheDocument();
    await userEvent.click(ask);
    await waitFor(() =>
      expect(api.find('POST', 'invoices/request_invoice')[0]?.body).toEqual({ transaction_id: 41 }),
    );
    expect(await screen.findByText(/Solicitud enviada/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar factura 71' }));
    await waitFor(() => expect(api.find('POST', 'invoices/71/download')).toHaveLength(1));
  });

  it('has no invoice column when invoicing is off', async () => {
    renderApp('/my-transactions', {
      user: makeUser('customer'),
      settings: { invoicing: '0' },
      api: { 'GET transactions': () => page([deposit]) },
    });
    await screen.findByText('$1,160.00');
    expect(screen.queryByRole('button', { name: /Solicitar factura/ })).not.toBeInTheDocument();
  });

  it('offers staff, operators too, the download on the transactions list', async () => {
    for (const [role, shown] of [
      ['admin', true],
      ['operator', true],
    ] as const) {
      const view = renderApp('/transactions', {
        user: makeUser(role),
        settings: { invoicing: '1' },
        api: { 'GET transactions': () => page([done]) },
      });
      await screen.findByText('#35');
      const button = screen.queryByRole('button', { name: 'Descargar factura 71' });
      if (shown) expect(button).toBeInTheDocument();
      else expect(button).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
