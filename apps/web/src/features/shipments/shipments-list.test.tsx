import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Shipment } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { setViewport } from '../../test/setup';
import { listOf, makeShipment } from './shipment-fixtures';

const CARRIERS = [
  { id: 3, name: 'Despacho Express' },
  { id: 4, name: 'Rápido Norte' },
];

function listApi(rows: Shipment[], extra: Record<string, (c: ApiCall) => unknown> = {}) {
  return {
    'GET shipments': () => listOf(rows),
    'GET shipments/carriers': () => CARRIERS,
    ...extra,
    'GET shipments/*/tracking': () => [],
  };
}

const lastList = (calls: ApiCall[]) => calls.filter((c) => c.path === 'shipments').at(-1)!;

async function expandFirstRow() {
  const table = await screen.findByRole('table', { name: 'Envíos' });
  await userEvent.click(within(table).getAllByRole('button', { name: 'Ver detalles' })[0]!);
  return screen.findByTestId('shipment-detail');
}

describe('shipment list', () => {
  it('asks for 10 newest first and shows number, recipient, street and a coloured status', async () => {
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([
        makeShipment(),
        makeShipment({ id: 6, sequential_id: 13, status: 'pending_cancellation' }),
        makeShipment({ id: 7, sequential_id: 14, status: 'error', step: 'rating' }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Envíos' });
    expect(await within(table).findByText('#12')).toBeInTheDocument();
    expect(within(table).getAllByText('Luisa Perez')).toHaveLength(3);
    expect(within(table).getAllByText('Orizaba 20')).toHaveLength(3);
    const list = lastList(api.calls).query;
    expect(list.get('per_page')).toBe('10');
    expect(list.get('order')).toBe('created_at desc');
    const chip = (label: string) => within(table).getByText(label).closest('[data-status]');
    expect(chip('Generado')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('Cancelación solicitada')).toHaveClass('MuiChip-colorWarning');
    expect(chip('Con error')).toHaveClass('MuiChip-colorError');
    expect(within(table).getByText('Falta: tarifa')).toBeInTheDocument();
  });

  it('puts typed filters in the URL and the request on Enter, selects at once', async () => {
    const { api, router } = renderApp('/shipments', {
      user: makeUser('admin'),
      api: listApi([makeShipment()]),
    });
    await screen.findByText('#12');
    await userEvent.type(screen.getByLabelText('Número de guía'), '7946');
    // Typing alone does not run the filter.
    await new Promise((r) => setTimeout(r, 400));
    expect(lastList(api.calls).query.get('where[tracking_number]')).toBeNull();
    await userEvent.type(screen.getByLabelText('Número de guía'), '{Enter}');
    await waitFor(() =>
      expect(lastList(api.calls).query.get('where[tracking_number]')).toBe('7946'),
    );
    expect(currentUrl(router)).toBe('/shipments?tracking_number=7946');

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Con error');
    await waitFor(() => expect(lastList(api.calls).query.get('where[status]')).toBe('error'));
    expect(lastList(api.calls).query.get('where[tracking_number]')).toBe('7946');
    expect(currentUrl(router)).toContain('status=error');

    await userEvent.selectOptions(screen.getByLabelText('Paquetería'), 'Rápido Norte');
    await waitFor(() => expect(lastList(api.calls).query.get('where[carrier_id]')).toBe('4'));

    await userEvent.type(screen.getByLabelText('Correo del usuario'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(lastList(api.calls).query.get('where[user_email]')).toBe('ana@example.com'),
    );
    // The chips say what is applied; removing one runs the list without it.
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Filtros aplicados' }))
        .getByText('Estado: Con error')
        .parentElement!.querySelector('svg')!,
    );
    await waitFor(() => expect(lastList(api.calls).query.get('where[status]')).toBeNull());
  });

  it('prefills the shipment number from ?shipment_id=', async () => {
    const { api, router } = renderApp('/shipments?shipment_id=33', {
      user: makeUser('customer'),
      api: listApi([makeShipment({ sequential_id: 33 })]),
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments?number=33'));
    await waitFor(() =>
      expect(screen.getByLabelText('Número de envío o pedido')).toHaveValue('33'),
    );
    await waitFor(() => expect(lastList(api.calls).query.get('where[number]')).toBe('33'));
  });

  it('hides the e-mail filter from customers and never sends one for them', async () => {
    const { api } = renderApp('/shipments?user_email=x@example.com', {
      user: makeUser('customer'),
      api: listApi([makeShipment()]),
    });
    await screen.findByText('#12');
    expect(screen.queryByLabelText('Correo del usuario')).not.toBeInTheDocument();
    expect(lastList(api.calls).query.get('where[user_email]')).toBeNull();
  });

  it.each([
    ['customer', false, false],
    ['customer with export_csv_visible', true, true],
    ['admin', false, false],
    ['developer', false, true],
  ] as const)('CSV export for a %s (flag %s): shown %s', async (who, flag, shown) => {
    const type = who.startsWith('customer') ? 'customer' : who === 'admin' ? 'admin' : 'developer';
    renderApp('/shipments', {
      user: makeUser(type, { export_csv_visible: flag }),
      api: listApi([makeShipment()]),
    });
    await screen.findByText('#12');
    expect(!!screen.queryByRole('button', { name: 'Exportar CSV' })).toBe(shown);
  });

  it('exports with the current filters as an authenticated download named shipments.csv', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('shipments.csv');
    });
    const { api } = renderApp('/shipments?status=success&page=2', {
      user: makeUser('developer'),
      api: listApi([makeShipment()], { 'POST shipments/export_csv': () => 'id,status' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.find('POST', 'shipments/export_csv')[0]!;
    expect(call.query.get('where[status]')).toBe('success');
    expect(call.query.get('page')).toBeNull();
    expect(call.headers.Authorization).toBe('Bearer test-token');
    expect(created).toHaveLength(1);
  });

  it('Create clears the saved draft and opens the wizard; the CSV and Excel imports are links', async () => {
    sessionStorage.setItem('new_shipment', '{"quote":{}}');
    const { router } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment()]),
    });
    expect(await screen.findByRole('link', { name: 'Importar CSV' })).toHaveAttribute(
      'href',
      '/shipments/import/csv',
    );
    expect(screen.getByRole('link', { name: 'Importar Excel' })).toHaveAttribute(
      'href',
      '/shipments/import',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear envío' }));
    expect(sessionStorage.getItem('new_shipment')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipments/new'));
  });

  it('sends a half-made shipment to its step: Select rate or Pack', async () => {
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([
        makeShipment({
          id: 8,
          status: 'pending',
          step: 'rating',
          tracking_number: null,
          actions: { select_rate: true, pack: true },
        }),
        makeShipment({
          id: 9,
          status: 'pending',
          step: 'packaging',
          tracking_number: null,
          actions: { pack: true },
        }),
      ]),
    });
    expect(await screen.findByRole('link', { name: 'Elegir tarifa' })).toHaveAttribute(
      'href',
      '/shipments/8/rates/new',
    );
    expect(screen.getByRole('link', { name: 'Empacar' })).toHaveAttribute(
      'href',
      '/shipments/9/parcels/new',
    );
  });

  it('offers an operator no Pack or Select rate on a customer’s drafts (the server would 404)', async () => {
    renderApp('/shipments', {
      user: makeUser('operator'),
      api: listApi([
        makeShipment({ id: 8, status: 'pending', step: 'rating', tracking_number: null }),
        makeShipment({
          id: 9,
          sequential_id: 13,
          status: 'pending',
          step: 'packaging',
          tracking_number: null,
        }),
      ]),
    });
    expect(await screen.findByText('#13')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elegir tarifa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Empacar' })).not.toBeInTheDocument();
  });

  it('offers staff "Generar guía" on a paid manual shipment and "Editar guía" once it has one', async () => {
    renderApp('/shipments', {
      user: makeUser('admin'),
      api: listApi([
        makeShipment({
          id: 8,
          source: 'manual',
          tracking_number: null,
          manual_label: null,
          actions: { upload_label: true },
        }),
        makeShipment({
          id: 9,
          sequential_id: 13,
          source: 'manual',
          tracking_number: '55500011',
          manual_label: { tracking_number: '55500011' },
          actions: { upload_label: true },
        }),
        // The server says no (a customer's view, or not paid): no button.
        makeShipment({ id: 10, sequential_id: 14, source: 'manual', manual_label: null }),
      ]),
    });
    expect(await screen.findByRole('link', { name: 'Generar guía' })).toHaveAttribute(
      'href',
      '/manual_shipments/8/upload',
    );
    expect(screen.getByRole('link', { name: 'Editar guía' })).toHaveAttribute(
      'href',
      '/manual_shipments/9/upload',
    );
    expect(screen.getAllByRole('link', { name: /(Generar|Editar) guía/ })).toHaveLength(2);
  });
});

describe('shipment details', () => {
  it('shows the buttons the server allows, and only those', async () => {
    renderApp('/shipments', {
      user: makeUser('admin'),
      api: listApi([
        makeShipment({
          actions: { cancel: true, clone: true, download_label: true, pickup: true },
        }),
      ]),
    });
    const detail = await expandFirstRow();
    const group = within(detail).getByRole('group', { name: 'Acciones del envío #12' });
    const names = [...group.querySelectorAll('a, button')].map((b) => b.textContent);
    expect(names).toEqual(['Cancelar envío', 'Replicar', 'Descargar guía', 'Recolección']);
    expect(within(group).getByRole('link', { name: 'Recolección' })).toHaveAttribute(
      'href',
      '/shipments/5/pickup',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Descargar guía' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'PDF carta (8.5 × 11 in)',
      'PDF térmica (4 × 6 in)',
      'ZPL (impresora térmica)',
    ]);
  });

  it('asks before an action, calls it and refreshes the list', async () => {
    let status: Shipment['status'] = 'success';
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([], {
        'GET shipments': () =>
          listOf([
            makeShipment({ status, actions: { request_cancellation: status === 'success' } }),
          ]),
        'PUT shipments/5/request_cancellation': () => {
          status = 'pending_cancellation';
          return makeShipment({ status });
        },
      }),
    });
    const detail = await expandFirstRow();
    await userEvent.click(within(detail).getByRole('button', { name: 'Solicitar cancelación' }));
    const dialog = screen.getByRole('dialog', { name: 'Solicitar la cancelación del envío #12' });
    expect(api.find('PUT', 'shipments/5/request_cancellation')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar cancelación' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Cancelación del envío #12 solicitada',
    );
    const table = screen.getByRole('table', { name: 'Envíos' });
    expect(await within(table).findAllByText('Cancelación solicitada')).not.toHaveLength(0);
    expect(
      within(screen.getByTestId('shipment-detail')).queryByRole('button', {
        name: 'Solicitar cancelación',
      }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's reason when an action is refused (409) and refreshes", async () => {
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment({ actions: { request_cancellation: true } })], {
        'PUT shipments/5/request_cancellation': () =>
          errorReply(
            409,
            ['Solo puedes cancelar el mismo día en que se generó la guía'],
            {},
            'conflict',
          ),
      }),
    });
    const detail = await expandFirstRow();
    const before = api.find('GET', 'shipments').length;
    await userEvent.click(within(detail).getByRole('button', { name: 'Solicitar cancelación' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar cancelación' }),
    );
    const note = await screen.findByTestId('notification');
    expect(note).toHaveTextContent('Solo puedes cancelar el mismo día en que se generó la guía');
    await waitFor(() => expect(api.find('GET', 'shipments').length).toBeGreaterThan(before));
  });

  it('clones with "Replicar" and names the new shipment', async () => {
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment({ actions: { clone: true } })], {
        'POST shipments/5/clone': () => ({
          status: 201,
          body: { data: makeShipment({ id: 40, sequential_id: 41 }) },
        }),
      }),
    });
    const detail = await expandFirstRow();
    await userEvent.click(within(detail).getByRole('button', { name: 'Replicar' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Replicar' }),
    );
    expect(await screen.findByTestId('notification')).toHaveTextContent('Envío #41 creado');
    expect(api.find('POST', 'shipments/5/clone')).toHaveLength(1);
  });

  it('copies the tracking number and links to the public tracking page', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment()]),
    });
    const detail = await expandFirstRow();
    expect(within(detail).getByRole('link', { name: '794600000012' })).toHaveAttribute(
      'href',
      '/track/794600000012',
    );
    await userEvent.click(within(detail).getByRole('button', { name: 'Copiar número de guía' }));
    expect(writeText).toHaveBeenCalledWith('794600000012');
    expect(await screen.findByTestId('notification')).toHaveTextContent('Número de guía copiado');
  });

  it('shows the owner only when the server sends it, and the fields it has', async () => {
    renderApp('/shipments', {
      user: makeUser('admin'),
      api: listApi([
        makeShipment({
          user: {
            id: 31,
            fullname: 'Carmen Ruiz',
            email: 'carmen@example.com',
            has_user_prices: true,
          },
          pickup: {
            id: 2,
            date_from: '2026-03-11T15:00:00Z',
            date_to: '2026-03-11T18:00:00Z',
            reference_number: 'PU-7781',
            status: 'generated',
            error_message: null,
          },
          rate: {
            ...rateBase,
            tenant_price: '150.00',
            admin_amount: '39.50',
            admin_percentage: 26.33,
          },
        }),
        makeShipment({ id: 6, sequential_id: 13 }),
      ]),
    });
    const detail = await expandFirstRow();
    const owner = within(detail).getByRole('region', { name: 'Usuario' });
    expect(owner).toHaveTextContent('Carmen Ruiz');
    expect(owner).toHaveTextContent('carmen@example.com');
    expect(owner).toHaveTextContent('ID 31');
    expect(owner).toHaveTextContent('Con precios propios');
    expect(detail).toHaveTextContent('PU-7781');
    expect(detail).toHaveTextContent('30 × 20 × 10 cm');
    expect(detail).toHaveTextContent('4.2 kg');
    const price = within(detail).getByRole('region', { name: 'Precio' });
    expect(price).toHaveTextContent('Precio para el administrador');
    expect(price).not.toHaveTextContent('Tarifa de la paquetería');

    const table = screen.getByRole('table', { name: 'Envíos' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ocultar detalles' }));
    await userEvent.click(within(table).getAllByRole('button', { name: 'Ver detalles' })[1]!);
    const second = await screen.findByTestId('shipment-detail');
    expect(within(second).queryByRole('region', { name: 'Usuario' })).not.toBeInTheDocument();
  });

  it('shows the error message of a failed shipment and its tracking events', async () => {
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi(
        [
          makeShipment({
            status: 'error',
            error_message: 'La paquetería rechazó el código postal',
          }),
        ],
        {
          'GET shipments/5/tracking': () => [
            {
              status: 'picked_up',
              code: 'PU',
              description: 'Recolectado en Monterrey',
              occurred_at: '2026-03-10T18:00:00Z',
              city: 'Monterrey',
              state: 'NL',
              country_code: 'MX',
            },
          ],
        },
      ),
    });
    const detail = await expandFirstRow();
    expect(within(detail).getByRole('alert')).toHaveTextContent(
      'La paquetería rechazó el código postal',
    );
    expect(await within(detail).findByText('Recolectado en Monterrey')).toBeInTheDocument();
  });

  it('folds a long tracking history to the newest three scans', async () => {
    const scan = (n: number) => ({
      status: 'in_transit',
      code: 'IT',
      description: `Escaneo ${n}`,
      occurred_at: `2026-03-1${n}T18:00:00Z`,
      city: null,
      state: null,
      country_code: null,
    });
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment()], {
        'GET shipments/5/tracking': () => [1, 2, 3, 4, 5].map(scan),
      }),
    });
    const detail = await expandFirstRow();
    await within(detail).findByText('Escaneo 5');
    expect(within(detail).getAllByTestId('tracking-event')).toHaveLength(3);
    expect(within(detail).queryByText('Escaneo 2')).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Ver los 5 movimientos' }));
    expect(within(detail).getAllByTestId('tracking-event')).toHaveLength(5);
  });

  it('edits the addresses of a shipment not yet labelled in a dialog (PUT with both ends)', async () => {
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi(
        [
          makeShipment({
            status: 'pending',
            step: 'rating',
            tracking_number: null,
            label_created_at: null,
            actions: { edit_addresses: true },
          }),
        ],
        {
          'GET countries': () => listOf([{ id: 7, code: 'MX', name: 'México' }]),
          'PUT shipments/5': () => makeShipment(),
        },
      ),
    });
    const detail = await expandFirstRow();
    await userEvent.click(within(detail).getByRole('button', { name: 'Editar direcciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Direcciones del envío #12' });
    const names = within(dialog).getAllByRole('textbox', { name: /^Nombre de contacto/ });
    expect(names[0]).toHaveValue('Jose Martinez');
    expect(names[1]).toHaveValue('Luisa Perez');
    await userEvent.clear(names[1]!);
    await userEvent.type(names[1]!, 'Luisa Pérez Soto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'shipments/5')).toHaveLength(1));
    const body = api.find('PUT', 'shipments/5')[0]!.body as {
      shipment: Record<string, Record<string, unknown>>;
    };
    expect(body.shipment.destination_attributes).toMatchObject({
      name: 'Luisa Pérez Soto', // as typed: only carriers get it without accents
      postal_code: '06700',
      country_id: 7,
    });
    expect(body.shipment.origin_attributes).toMatchObject({ name: 'Jose Martinez' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone, shows cards with the same details and actions', async () => {
    setViewport(390);
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi([makeShipment({ actions: { clone: true } })]),
    });
    const card = await screen.findByTestId('data-table-card');
    expect(within(card).getByText('#12')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Ver detalles' }));
    expect(within(card).getByRole('button', { name: 'Replicar' })).toBeInTheDocument();
    // The filters fold away behind one button on a phone.
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

const rateBase = {
  service_id: 8,
  service_code: 'TERRESTRE',
  service_name: 'Terrestre',
  carrier_id: 3,
  carrier_name: 'Despacho Express',
  provider_code: 'FedexRest',
  logo_url: null,
  days: 3,
  trackable: true,
  service_has_pickup: true,
  extended_zone: false,
  insure_package: false,
  insurance: '0.00',
  volumetric_weight: 1.2,
  total: '189.50',
};
