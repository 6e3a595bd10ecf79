import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserPricing } from '@despacho/shared';
import { i18n } from '../../lib/i18n';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
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
    expect(within(row).getByLabelText('Margen del administrador: Porcentaje (%)')).toHaveValue('5');
    // An admin does not see the owner's layer; suspended carriers wait in their tab.
    expect(within(row).queryByLabelText(/Margen del dueño/)).not.toBeInTheDocument();
    expect(screen.queryByText('Vieja')).not.toBeInTheDocument();

    await userEvent.type(
      within(row).getByLabelText('Margen del administrador: Monto fijo ($)'),
      '12.50',
    );
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
    expect(await within(dialog).findByText('5 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('$120.00')).toBeInTheDocument();
  });

  it('adds and changes one own price at a time, and shows a refused kg on its field', async () => {
    let rows = [{ id: 1, kg: 5, price: '120.00' }];
    const { api } = renderApp('/users/5/prices', {
      user: makeUser('admin'),
      api: {
        'GET users/5/prices': () => pricing(false),
        'GET users/5/services/8/user_prices': () => reply(200, { data: rows }),
        'POST users/5/services/8/user_prices': (call) => {
          const body = call.body as { user_price: { kg: number } };
          if (body.user_price.kg === 5)
            return errorReply(422, ['Ya hay un precio para ese peso'], {
              kg: ['Ya hay un precio para ese peso'],
            });
          rows = [...rows, { id: 2, kg: 10, price: '180.00' }];
          return reply(201, { data: rows[1] });
        },
        'PUT users/5/services/8/user_prices/1': () => {
          rows = [{ id: 1, kg: 5, price: '99.00' }, ...rows.slice(1)];
          return { data: rows[0] };
        },
      },
    });
    const row = await screen.findByRole('form', { name: 'Terrestre' });
    await userEvent.click(within(row).getByRole('button', { name: 'Precios propios' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('5 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('$120.00')).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'Agregar o cambiar un precio propio' });

    await userEvent.type(within(form).getByLabelText(/Peso \(kg\)/), '5');
    await userEvent.type(within(form).getByLabelText(/Precio/), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await within(form).findByText('Ya hay un precio para ese peso')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/Peso \(kg\)/));
    await userEvent.type(within(form).getByLabelText(/Peso \(kg\)/), '10');
    await userEvent.clear(within(form).getByLabelText(/Precio/));
    await userEvent.type(within(form).getByLabelText(/Precio/), '180');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('$180.00')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      user_price: { kg: 10, price: 180 },
    });

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cambiar el precio de 5 kg' }),
    );
    expect(within(dialog).getByText('Cambiando el precio de 5 kg')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Peso \(kg\)/)).toHaveValue('5');
    await userEvent.clear(within(form).getByLabelText(/Precio/));
    await userEvent.type(within(form).getByLabelText(/Precio/), '99');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('$99.00')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      user_price: { kg: 5, price: 99 },
    });
    expect(within(form).getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });

  describe('margin fields staff can tell apart', () => {
    afterEach(() => i18n.changeLanguage('es-MX'));
    const marginNames = async () => {
      const row = await screen.findByRole('form', { name: 'Terrestre' });
      return within(row)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('aria-label'));
    };

    it('names each of the six margins a developer sees by its layer and kind, none twice', async () => {
      renderApp('/users/5/prices', {
        user: makeUser('developer'),
        api: { 'GET users/5/prices': () => pricing(false) },
      });
      const names = await marginNames();
      expect(names).toEqual([
        'Margen del administrador: Porcentaje (%)',
        'Margen del administrador: Monto fijo ($)',
        'Margen del dueño: Porcentaje (%)',
        'Margen del dueño: Monto fijo ($)',
        'Margen de plataforma: Porcentaje (%)',
        'Margen de plataforma: Monto fijo ($)',
      ]);
      // Each layer is a group a screen reader announces before its two fields.
      const owner = screen.getByRole('group', { name: 'Margen del dueño' });
      expect(within(owner).getAllByRole('textbox')).toHaveLength(2);
    });

    it('shows the main admin four, the same in English', async () => {
      await i18n.changeLanguage('en');
      renderApp('/users/5/prices', {
        user: makeUser('main_admin'),
        api: { 'GET users/5/prices': () => pricing(false) },
      });
      const names = await marginNames();
      expect(names).toEqual([
        "Admin's margin: Percent (%)",
        "Admin's margin: Fixed amount ($)",
        "Owner's margin: Percent (%)",
        "Owner's margin: Fixed amount ($)",
      ]);
      expect(new Set(names).size).toBe(4);
    });
  });
});
