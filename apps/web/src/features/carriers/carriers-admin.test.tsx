import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

const carrier = (over: Partial<Carrier> = {}): Carrier => ({
  id: 3,
  sequential_id: 1,
  name: 'Despacho Express',
  provider: { id: 1, code: 'GenericCarrier', name: 'Genérica', supports_insurance: true },
  status: 'active',
  environment: 'production',
  pickup: false,
  first_limit_size: null,
  first_limit_cost: null,
  last_limit_size: null,
  last_limit_cost: null,
  girth: 330,
  insurance_type: 'none',
  insurance_percentage: 0,
  insurance_amount: '0.00',
  max_weight: null,
  max_length: null,
  max_width: null,
  max_height: null,
  static_package_dimensions: null,
  redpack_static_package: null,
  use_redpack_static_package: false,
  freeze_settings: false,
  shipment_disabled: false,
  shipment_count: 0,
  shipment_limit: null,
  services_count: 0,
  validator_ids: [],
  logo_url: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

describe('carriers list: delete and the shipment limit (spec 3 §2, §4)', () => {
  it('a developer deletes after confirming and reads why a carrier is refused', async () => {
    const refusal = 'No se puede eliminar la paquetería: tiene 2 servicios con precios.';
    const { api } = renderApp('/carriers', {
      user: makeUser('developer'),
      api: {
        'GET carriers': () =>
          page([
            carrier({
              name: 'Tope',
              status: 'suspended',
              shipment_disabled: true,
              shipment_count: 5,
              shipment_limit: 5,
            }),
          ]),
        'DELETE carriers/3': () => errorReply(409, [refusal], { base: [refusal] }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    // At its shipment limit the carrier cannot be activated.
    expect(within(table).getByRole('button', { name: 'Activar' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar Tope' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la paquetería?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('an admin gets no delete button', async () => {
    renderApp('/carriers', {
      user: makeUser('admin'),
      api: { 'GET carriers': () => page([carrier()]) },
    });
    const table = await screen.findByRole('table', { name: 'Paqueterías' });
    await within(table).findByText('Despacho Express');
    expect(within(table).queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
  });
});
