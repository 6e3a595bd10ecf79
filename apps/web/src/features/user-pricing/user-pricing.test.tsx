import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserPricing } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const pricing = (special: boolean): UserPricing => ({
  user: { id: 5, name: 'Carmen Clienta', email: 'customer@despacho.test' },
  special_carriers: special,
  carriers: [
    {
      id: 3,
      name: 'Despacho Express',
      status: 'active',
      enabled: true,
      services: [
        {
          id: 8,
          name: 'Terrestre',
          code: 'TERRESTRE',
          status: 'active',
          enabled: true,
          prices_count: 2,
          amounts: { client_percentage: 5, international_amount: null },
        },
      ],
    },
    { id: 4, name: 'Vieja', status: 'suspended', enabled: false, services: [] },
  ],
});

describe('customer prices', () => {
  it("shows a customer's services with their overrides, saves them, and opens their own price table", async () => {
    let special = false;
    const { api } = renderApp('/users/5/prices', {
      user: makeUser('admin'),
      api: {
        'GET users/5/prices': () => pricing(special),
        'PUT users/5/special_carriers': () => {
          special = true;
          return { ok: true };
        },
        'PUT users/5/service_amounts/8': () => ({ ok: true }),
        'PUT users/5/user_carriers': () => ({ ok: true }),
        'GET users/5/services/8/user_prices': () =>
          reply(200, { data: [{ id: 1, kg: 5, price: '120.00' }] }),
      },
    });
    const row = await screen.findByRole('form', { name: 'Terrestre' });
    expect(within(row).getByText('TERRESTRE · 2 precios propios')).toBeInTheDocument();
    expect(within(row).getByLabelText(/Margen del administrador \(%\)/)).toHaveValue('5');
    // An admin does not see the owner's layer; suspended carriers wait in their tab.
    expect(within(row).queryByLabelText(/Margen del dueño/)).not.toBeInTheDocument();
    expect(screen.queryByText('Vieja')).not.toBeInTheDocument();

    await userEvent.type(within(row).getByLabelText(/Margen del administrador \(\$\)/), '12.50');
    await userEvent.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'PUT' && c.path.includes('service_amounts'))?.body,
      ).toEqual({
        user_service_amount: expect.objectContaining({
          client_percentage: 5,
          international_amount: 12.5,
        }),
      }),
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Paqueterías especiales' }));
    expect(await screen.findByRole('checkbox', { name: 'Puede usar Terrestre' })).toBeChecked();

    await userEvent.click(within(row).getByRole('button', { name: 'Precios propios' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('120.00')).toBeInTheDocument();
  });
});
