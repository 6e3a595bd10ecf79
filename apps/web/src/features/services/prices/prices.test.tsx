import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service, ServicePrice, ServicePricePreview } from '@despacho/shared';
import { makeUser } from '../../../test/fixtures';
import { errorReply, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });
const service = {
  id: 8,
  carrier_id: 3,
  carrier_name: 'Despacho Express',
  name: 'Terrestre',
  code: 'TERRESTRE',
  status: 'active',
  service_type: 'national',
  days: 3,
  country_ids: [1],
  zone_ids: [],
  validator_ids: [],
  week_days: [0, 1, 2, 3, 4, 5, 6],
  use_quoted_rates: false,
  use_static_rates: true,
  edit_admin_cost: false,
  updated_at: '2026-11-01T00:00:00Z',
} as unknown as Service;
const prices: ServicePrice[] = [
  { id: 1, kg: 1, price: '80.00', admin_cost: '92.00', below_cost: true },
  { id: 2, kg: 2, price: '129.00', admin_cost: '99.00', below_cost: false },
];
const base = {
  'GET providers': () => [{ id: 1, code: 'GenericCarrier', name: 'Paquetería genérica' }],
  'GET countries': () => page([{ id: 1, code: 'MX', name: 'México' }]),
  'GET zones': () => page([]),
  'GET services/8': () => reply(200, { data: service }),
  'GET services/8/service_prices': () => reply(200, { data: prices }),
  'GET services/8/postal_codes': () => page([]),
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('a service price table (issue 20)', () => {
  it('flags rows below cost and asks before saving an edit below cost', async () => {
    let puts = 0;
    const { api } = renderApp('/services/8/edit', {
      user: makeUser('admin'),
      api: {
        ...base,
        'PUT services/8/service_prices/2': () =>
          ++puts === 1
            ? errorReply(422, ['El precio $90.00 está por debajo del costo $99.00'], {
                price: ['El precio $90.00 está por debajo del costo $99.00'],
                confirm_below_cost: ['Hay precios por debajo del costo'],
              })
            : reply(200, { data: { ...prices[1], price: '90.00', below_cost: true } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tabla de precios' });
    const first = (await within(table).findByText('80.00')).closest('tr')!;
    expect(within(first).getByText('Bajo costo')).toBeInTheDocument();
    // An admin without edit_admin_cost cannot add weights: told who can.
    expect(screen.getByText(/Los costos de este servicio los fija/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar el precio de 2 kg' }));
    expect(within(table).queryByRole('textbox', { name: /Costo/ })).not.toBeInTheDocument();
    const price = within(table).getByRole('textbox', { name: /Precio/ });
    await userEvent.clear(price);
    await userEvent.type(price, '90{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'El precio queda por debajo del costo',
    });
    expect(
      within(dialog).getByText('El precio $90.00 está por debajo del costo $99.00'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar bajo costo' }));
    await waitFor(() => expect(puts).toBe(2));
    const sent = api.calls.filter((c) => c.method === 'PUT').map((c) => c.body) as {
      service_price: Record<string, unknown>;
    }[];
    expect(sent[0]!.service_price).toMatchObject({
      kg: 2,
      price: 90,
      confirm_below_cost: false,
    });
    expect(sent[0]!.service_price.admin_cost).toBeUndefined();
    expect(sent[1]!.service_price).toMatchObject({ price: 90, confirm_below_cost: true });
  });

  it('previews an import; below-cost rows need the box ticked; cancel imports nothing', async () => {
    const preview: ServicePricePreview = {
      rows: [
        { kg: 1, price: '80.00', admin_cost: '92.00', below_cost: true, change: 'changed' },
        { kg: 2, price: '129.00', admin_cost: '99.00', below_cost: false, change: 'unchanged' },
      ],
      counts: { new: 0, changed: 1, unchanged: 1, removed: 0, below_cost: 1 },
    };
    const { api } = renderApp('/services/8/edit', {
      user: makeUser('admin'),
      api: {
        ...base,
        'POST services/8/service_prices/import/preview': () => reply(200, { data: preview }),
        'POST services/8/service_prices/import': () =>
          reply(200, { data: { imported: 2, skipped: 0, below_cost: 1 } }),
      },
    });
    await screen.findByRole('table', { name: 'Tabla de precios' });
    const file = new File(['x'], 'precios.xlsx', { type: XLSX });
    await userEvent.upload(screen.getByLabelText('Archivo de Excel con precios'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de precios.xlsx' });
    expect(
      within(dialog).getByText('0 nuevos · 1 cambian · 1 sin cambio · 0 se eliminan'),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const imports = () =>
      api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('service_prices/import'));
    expect(imports()).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Archivo de Excel con precios'), file);
    const again = await screen.findByRole('dialog', { name: 'Vista previa de precios.xlsx' });
    await userEvent.click(within(again).getByRole('checkbox', { name: /Entiendo que 1 peso/ }));
    await userEvent.click(within(again).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('2 pesos importados')).toBeInTheDocument();
    expect(imports()).toHaveLength(1);
  });
});
