import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ON, overweight, page, staffOverweight } from './overweights-test-kit';

const admin = makeUser('admin');
const carriers = {
  'GET carriers': () =>
    page([
      { id: 3, name: 'Despacho Express' },
      { id: 4, name: 'Rayo' },
    ]),
  'GET services': ({ query }: { query: URLSearchParams }) =>
    page(
      query.get('where[carrier_id]') === '3'
        ? [
            { id: 31, name: 'Día siguiente' },
            { id: 32, name: 'Terrestre' },
          ]
        : [{ id: 41, name: 'Mismo día' }],
    ),
};

describe('overweights (staff)', () => {
  it('adds carrier, user and evidence download, with the measurements in the expanded row', async () => {
    renderApp('/overweights', {
      user: admin,
      settings: ON,
      api: { ...carriers, 'GET overweights': () => page([staffOverweight()]) },
    });
    const table = await screen.findByRole('table', { name: 'Sobrepesos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Paquetería', 'Usuario', 'Evidencia']));
    const row = within(table).getByText('Envío #1042').closest('tr')!;
    expect(within(row).getByText('Carmen Clienta')).toBeInTheDocument();
    expect(within(row).getByText('Usuario #5')).toBeInTheDocument();
    expect(within(row).getByText('customer@despacho.test')).toBeInTheDocument();
    expect(within(row).getByText('DX123456789')).toBeInTheDocument();
    expect(within(row).getByText('$90.00')).toBeInTheDocument();
    expect(within(row).getByText('1.5 kg de más')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'bascula.jpg' })).toBeInTheDocument();
    expect(within(row).getByText('Foto de la báscula')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar sobrepeso' })).toHaveAttribute(
      'href',
      '/overweights/new',
    );
    expect(screen.getByRole('link', { name: 'Importar' })).toHaveAttribute(
      'href',
      '/overweights/import',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Ver detalles' }));
    const detail = await screen.findByRole('region', {
      name: 'Detalle del sobrepeso del envío #1042',
    });
    expect(within(detail).getByText('3.5 kg')).toBeInTheDocument();
    expect(within(detail).getByText('3.2 kg')).toBeInTheDocument();
    expect(within(detail).getByText('40 × 30 × 20 cm')).toBeInTheDocument();
    expect(within(detail).getByText('2 kg')).toBeInTheDocument();
    expect(within(detail).getByText('$60.00')).toBeInTheDocument();
  });

  it('shows each row exactly the actions the server lists, worded by status', async () => {
    renderApp('/overweights', {
      user: admin,
      settings: ON,
      api: {
        ...carriers,
        'GET overweights': () =>
          page([
            staffOverweight({ id: 1, status: 'unpaid', actions: ['deduction'] }),
            staffOverweight({
              id: 2,
              status: 'paid',
              actions: ['refund'],
              shipment: { ...overweight().shipment, sequential_id: 2 },
            }),
            staffOverweight({
              id: 3,
              status: 'rebated',
              actions: ['refund', 'cancel_rebate'],
              shipment: { ...overweight().shipment, sequential_id: 3 },
            }),
            staffOverweight({
              id: 4,
              status: 'refunded',
              actions: [],
              shipment: { ...overweight().shipment, sequential_id: 4 },
            }),
          ]),
      },
    });
    const buttonsOf = async (n: number) => {
      const table = await screen.findByRole('table', { name: 'Sobrepesos' });
      const row = within(table).getByText(`Envío #${n}`).closest('tr')!;
      return within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent)
        .filter((x) => x !== 'bascula.jpg' && x !== '');
    };
    await screen.findByRole('table', { name: 'Sobrepesos' });
    expect(await buttonsOf(1042)).toEqual(['Aplicar cobro']);
    expect(await buttonsOf(2)).toEqual(['Reembolsar']);
    expect(await buttonsOf(3)).toEqual(['Aceptar reembolso', 'Cancelar solicitud']);
    expect(await buttonsOf(4)).toEqual([]);
  });

  it('charges after confirming the amount, once, and refreshes the row and the balance', async () => {
    let row = staffOverweight({ status: 'unpaid', actions: ['deduction'] });
    const { api } = renderApp('/overweights', {
      user: admin,
      settings: ON,
      api: {
        ...carriers,
        'GET overweights': () => page([row]),
        'PUT overweights/11/deduction': () => {
          row = { ...row, status: 'paid', actions: ['refund'] };
          return row;
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Sobrepesos' });
    const balanceCalls = api.find('GET', 'registrations').length;
    await userEvent.click(within(table).getByRole('button', { name: 'Aplicar cobro' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar el cobro?' });
    expect(
      within(dialog).getByText(
        'Se descontarán $90.00 del saldo de Carmen Clienta por el sobrepeso del envío #1042.',
      ),
    ).toBeInTheDocument();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Aplicar cobro' }));
    expect(await screen.findByText('Cobro de $90.00 aplicado')).toBeInTheDocument();
    expect(api.find('PUT', 'overweights/11/deduction')).toHaveLength(1);
    expect(await within(table).findByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.find('GET', 'registrations').length).toBeGreaterThan(balanceCalls),
    );
  });

  it('shows the server’s reason when the balance does not cover the charge', async () => {
    renderApp('/overweights', {
      user: admin,
      settings: ON,
      api: {
        ...carriers,
        'GET overweights': () =>
          page([staffOverweight({ status: 'unpaid', actions: ['deduction'] })]),
        'PUT overweights/11/deduction': () =>
          errorReply(402, ['Saldo insuficiente para cobrar el sobrepeso']),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar cobro' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cobro' }));
    expect(
      await screen.findByText('Saldo insuficiente para cobrar el sobrepeso'),
    ).toBeInTheDocument();
  });

  it('builds the query from the filters: status code, carrier then its services, e-mail', async () => {
    const { api } = renderApp('/overweights', {
      user: admin,
      settings: ON,
      api: { ...carriers, 'GET overweights': () => page([staffOverweight()]) },
    });
    await screen.findByRole('table', { name: 'Sobrepesos' });
    const first = api.find('GET', 'overweights')[0]!;
    expect(first.query.get('page')).toBe('1');
    expect(first.query.get('per_page')).toBe('10');
    expect(first.query.get('order')).toBe('created_at desc');

    const filters = screen.getByRole('search', { name: 'Filtros de sobrepesos' });
    const service = within(filters).getByLabelText('Servicio');
    expect(service).toBeDisabled();
    await userEvent.selectOptions(within(filters).getByLabelText('Estado'), 'Reembolso solicitado');
    await waitFor(() =>
      expect(api.find('GET', 'overweights').at(-1)!.query.get('where[status]')).toBe('2'),
    );
    await userEvent.selectOptions(within(filters).getByLabelText('Paquetería'), 'Despacho Express');
    await waitFor(() => expect(service).toBeEnabled());
    const options = () =>
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Todos', 'Día siguiente', 'Terrestre']));
    await userEvent.selectOptions(service, 'Terrestre');
    await waitFor(() => {
      const q = api.find('GET', 'overweights').at(-1)!.query;
      expect(q.get('where[carrier_id]')).toBe('3');
      expect(q.get('where[service_id]')).toBe('32');
    });

    // Another carrier: its services only, and the old service is dropped.
    await userEvent.selectOptions(within(filters).getByLabelText('Paquetería'), 'Rayo');
    await waitFor(() => expect(options()).toEqual(['Todos', 'Mismo día']));
    await waitFor(() => {
      const q = api.find('GET', 'overweights').at(-1)!.query;
      expect(q.get('where[carrier_id]')).toBe('4');
      expect(q.get('where[service_id]')).toBeNull();
    });

    await userEvent.type(within(filters).getByLabelText('Número de envío'), '10a42');
    await userEvent.type(within(filters).getByLabelText('Correo del usuario'), 'customer@{Enter}');
    await waitFor(() => {
      const q = api.find('GET', 'overweights').at(-1)!.query;
      expect(q.get('where[shipment_id]')).toBe('1042');
      expect(q.get('where[user_email]')).toBe('customer@');
      expect(q.get('where[status]')).toBe('2');
      expect(q.get('page')).toBe('1');
    });
    expect(screen.getByText('Estado: Reembolso solicitado')).toBeInTheDocument();
  });

  it('exports what the filters select', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:overweights');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api } = renderApp('/overweights?status=0&carrier_id=3', {
      user: admin,
      settings: ON,
      api: {
        ...carriers,
        'GET overweights': () => page([staffOverweight()]),
        'POST overweights/export': () => 'xlsx',
      },
    });
    await screen.findByRole('table', { name: 'Sobrepesos' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.find('POST', 'overweights/export')).toHaveLength(1));
    expect(api.find('POST', 'overweights/export')[0]!.body).toEqual({
      where: { status: '0', carrier_id: '3' },
      order: 'created_at desc',
    });
    await waitFor(() => expect(saved).toEqual(['overweights.xlsx']));
  });
});
