import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service, ServicePrice } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { page, carrier } from './carriers-test-kit';

const service = (over: Partial<Service> = {}): Service => ({
  id: 8,
  sequential_id: 1,
  carrier_id: 3,
  carrier_name: 'Despacho Express',
  name: 'Terrestre',
  code: 'TERRESTRE',
  status: 'active',
  service_type: 'national',
  days: 3,
  extra_kg_price: '0.00',
  extra_kg_overweight_price: '0.00',
  oversize_kg_price: '0.00',
  zone: null,
  extended_zone_price: '0.00',
  girth_amount: '0.00',
  use_of_kg: false,
  start_at: null,
  end_at: null,
  exchange_rate: 1,
  client_percentage: 0,
  international_amount: '0.00',
  trackable: true,
  has_pickup: false,
  use_quoted_rates: false,
  use_static_rates: true,
  edit_admin_cost: false,
  week_days: [0, 1, 2, 3, 4, 5, 6],
  country_ids: [1],
  zone_ids: [],
  validator_ids: [],
  prices_count: 1,
  logo_url: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

const common = {
  'GET providers': () => [{ id: 1, code: 'GenericCarrier', name: 'Paquetería genérica' }],
  'GET countries': () => page([{ id: 1, code: 'MX', name: 'México' }]),
  'GET zones': () => page([]),
};

describe('carriers', () => {
  it('lists carriers under status tabs that filter through the URL', async () => {
    const { api, router } = renderApp('/carriers', {
      user: makeUser('admin'),
      api: { ...common, 'GET carriers': () => page([carrier()]) },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    expect(await within(table).findByText('Despacho Express')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Suspendidas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/carriers?status=suspended'));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('where[status]')).toBe('suspended'));
  });

  it('creates a carrier and shows the server refusal under the field', async () => {
    let attempts = 0;
    const { api } = renderApp('/carriers/new', {
      user: makeUser('admin'),
      api: {
        ...common,
        'POST carriers': () =>
          ++attempts === 1
            ? errorReply(422, ['Revisa los datos marcados'], { name: ['Ya existe'] })
            : reply(201, { data: carrier({ id: 9, name: 'Norte' }) }),
        'GET carriers/9': () => reply(200, { data: carrier({ id: 9, name: 'Norte' }) }),
        'GET services': () => page([]),
        'GET carriers/9/carrier_settings': () => reply(200, { data: [] }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Norte');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Paquetería genérica' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Proveedor/), 'Paquetería genérica');
    // An admin does not see the owners' fields.
    expect(screen.queryByLabelText(/Congelar configuración/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Norte' });
    const sent = api.calls.find((c) => c.method === 'POST')?.body as {
      carrier: Record<string, unknown>;
    };
    expect(sent.carrier).toMatchObject({ name: 'Norte', provider_id: 1, girth: 330 });
    expect(sent.carrier.freeze_settings).toBeUndefined();
  });

  it("shows a service's price table and names the bad rows of a refused import", async () => {
    const prices: ServicePrice[] = [
      { id: 1, kg: 5, price: '199.00', admin_cost: '150.00', below_cost: false },
    ];
    renderApp('/services/8/edit', {
      user: makeUser('admin'),
      api: {
        ...common,
        'GET services/8': () => reply(200, { data: service() }),
        'GET services/8/service_prices': () => reply(200, { data: prices }),
        'GET services/8/postal_codes': () => page([]),
        // The file is checked by the preview before anything is saved.
        'POST services/8/service_prices/import/preview': () =>
          errorReply(422, ['Revisa los datos marcados'], {
            file: ['Fila 3: price: Debe ser un número válido'],
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tabla de precios' });
    expect(await within(table).findByText('199.00')).toBeInTheDocument();
    expect(within(table).queryByText('Costo del dueño ($)')).not.toBeInTheDocument();
    const file = new File(['x'], 'precios.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Archivo de Excel con precios'), file);
    expect(await screen.findByText('Fila 3: price: Debe ser un número válido')).toBeInTheDocument();
    expect(screen.getByText('No se importó nada. Corrige el archivo:')).toBeInTheDocument();
  });

  it("keeps a carrier's endpoint URL to developers: an admin reads it but cannot change it", async () => {
    const settings = [
      {
        id: 1,
        key: 'base_url',
        value: 'https://apis.fedex.com',
        secret: false,
        visible: true,
        updated_at: '2026-11-01T00:00:00Z',
      },
      {
        id: 2,
        key: 'account_number',
        value: '123',
        secret: false,
        visible: true,
        updated_at: '2026-11-01T00:00:00Z',
      },
    ];
    const { api } = renderApp('/carriers/3/edit', {
      user: makeUser('admin'),
      api: {
        ...common,
        'GET carriers/3': () => reply(200, { data: carrier() }),
        'GET services': () => page([]),
        'GET carriers/3/carrier_settings': () => reply(200, { data: settings }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Configuración de la paquetería' });
    const row = (await within(table).findByText('base_url')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(row).getByText(/Solo un desarrollador/)).toBeInTheDocument();
    const other = within(table).getByText('account_number').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Clave' }), 'track_url');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), 'http://10.0.0.1/');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findAllByText(/Solo un desarrollador/)).toHaveLength(2);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("saves a service's hours and answers them back in the form", async () => {
    const { api } = renderApp('/services/8/edit', {
      user: makeUser('admin'),
      api: {
        ...common,
        'GET services/8': () => reply(200, { data: service({ start_at: '09:00', end_at: null }) }),
        'GET services/8/service_prices': () => reply(200, { data: [] }),
        'GET services/8/postal_codes': () => page([]),
        'PUT services/8': () =>
          reply(200, { data: service({ start_at: '09:00', end_at: '18:30' }) }),
      },
    });
    const opens = await screen.findByLabelText(/Abre a las/);
    expect(opens).toHaveValue('09:00');
    const closes = screen.getByLabelText(/Cierra a las/);
    await userEvent.type(closes, '18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'PUT')?.body as {
      service: Record<string, unknown>;
    };
    expect(sent.service).toMatchObject({ start_at: '09:00', end_at: '18:30' });
  });
});
