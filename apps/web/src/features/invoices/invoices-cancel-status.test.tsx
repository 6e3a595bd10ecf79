import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const UUID = 'AB12CD34-0000-4000-8000-1234567890AB';

const generated = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  status: 'generated',
  rejection_reason: null,
  created_at: '2026-03-10T18:30:00Z',
  transaction: { id, sequential_id: id, amount: '5800.00', created_at: '2026-03-10T18:00:00Z' },
  user: { id: 5, sequential_id: 5, name: 'Carmen', last_name: 'Clienta', email: 'c@tienda.mx' },
  serie: 'D',
  folio: String(id),
  uuid: `${UUID.slice(0, -2)}${id}`,
  subtotal: '5000.00',
  iva: '800.00',
  total: '5800.00',
  stamped_at: '2026-03-11T17:00:00Z',
  last_error: null,
  cancel_motive: null,
  cancel_replacement_uuid: null,
  cancel_status: null,
  cancelled_at: null,
  ...overrides,
});

const waiting = generated(81, { cancel_motive: '03', cancel_status: 'in_process' });
const refused = generated(82, {
  cancel_motive: '03',
  cancel_status: 'refused',
  last_error: 'Solicitud rechazada',
});

const lists = (done: Invoice[]) => ({
  'GET invoices': ({ query }: { query: URLSearchParams }) =>
    reply(200, {
      data: query.get('where[status]') === 'generated' ? done : [],
      pagination: { page: 1, per_page: 10, total_objects: done.length, total_pages: 1 },
    }),
});

describe('a cancellation SAT has not settled', () => {
  it('tells staff it waits for the receptor, and that a rejected one is still valid', async () => {
    renderApp('/invoices', {
      user: makeUser('admin'),
      settings: { invoicing: '1' },
      api: lists([waiting, refused]),
    });
    const done = await screen.findByRole('table', { name: 'Facturas generadas' });
    expect(
      await within(done).findByText(/Cancelación en proceso: espera la aceptación del receptor/),
    ).toBeInTheDocument();
    expect(
      within(done).getByText('Cancelación rechazada: la factura sigue vigente'),
    ).toBeInTheDocument();
    expect(within(done).getByText('Último error del PAC: Solicitud rechazada')).toBeInTheDocument();
    expect(within(done).queryByText(/in_process|refused/)).not.toBeInTheDocument();
  });

  it('tells the customer, who is the receptor, where to answer', async () => {
    renderApp('/invoices', {
      user: makeUser('customer'),
      settings: { invoicing: '1' },
      api: lists([waiting]),
    });
    const done = await screen.findByRole('table', { name: 'Facturas generadas' });
    expect(
      await within(done).findByText(
        'Cancelación en proceso: acéptala o recházala en tu buzón tributario del SAT',
      ),
    ).toBeInTheDocument();
  });

  it('after cancelling, says SAT asked the receptor when the answer is "in process"', async () => {
    const target = generated(83);
    renderApp('/invoices', {
      user: makeUser('admin'),
      settings: { invoicing: '1' },
      api: {
        ...lists([target]),
        'POST invoices/83/cancel': () => ({ ...target, cancel_status: 'in_process' }),
      },
    });
    const done = await screen.findByRole('table', { name: 'Facturas generadas' });
    await userEvent.click(await within(done).findByRole('button', { name: 'Cancelar factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar factura ante el SAT' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar ante el SAT' }));
    expect(
      await screen.findByText(/El SAT pidió al receptor aceptar la cancelación/),
    ).toBeInTheDocument();
  });
});
