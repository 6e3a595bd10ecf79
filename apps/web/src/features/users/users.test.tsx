import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser, UserType } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    sequential_id: id + 100,
    name: 'Carmen',
    last_name: 'Clienta',
    fullname: 'Carmen Clienta',
    email: `user${id}@example.com`,
    phone: '8112345678',
    company: '',
    user_type: 'customer',
    status: 'active',
    balance: '1500.50',
    discount: '0.00',
    notes: 'Paga los lunes',
    referral_code: 'REF123',
    referred_by: null,
    special_carriers: false,
    export_csv_visible: false,
    fiscal_data_verified: false,
    own_agreements_price: null,
    parent_id: null,
    parent_email: null,
    sub_users_count: 0,
    user_prices_count: 0,
    total_shipments: 0,
    confirmed_at: null,
    current_sign_in_at: null,
    last_sign_in_at: null,
    created_at: '2026-01-05T16:00:00Z',
    ...overrides,
  };
}

const page = (data: AdminUser[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

const customer = adminUser(5, { user_prices_count: 2 });
const limited = adminUser(7, {
  name: 'Lucía',
  last_name: 'Limitada',
  fullname: 'Lucía Limitada',
  special_carriers: true,
});
const owner = adminUser(6, {
  name: 'Mariana',
  last_name: 'Dirección',
  fullname: 'Mariana Dirección',
  user_type: 'main_admin',
  confirmed_at: '2026-01-01T00:00:00Z',
});

function renderList(
  role: UserType,
  opts: { settings?: Record<string, string>; path?: string } = {},
) {
  const calls: ApiCall[] = [];
  const rendered = renderApp(opts.path ?? '/users', {
    user: makeUser(role, { id: 99 }),
    settings: opts.settings,
    api: {
      'GET users': (call) => {
        calls.push(call);
        return page([customer, limited, owner]);
      },
      'PUT users/*': (call) => ({ ...customer, ...(call.body as { user: object }).user }),
      'PUT users/*/fiscal_data_verified': () => ({ ...customer, fiscal_data_verified: true }),
      'POST users/*/confirm_email': () => ({ ...customer, confirmed_at: '2026-02-01T00:00:00Z' }),
    },
  });
  return { ...rendered, listCalls: calls };
}

const expand = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Usuarios' });
  const row = (await within(table).findByText(name)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Ver detalles' }));
  return screen.findByLabelText(`Detalles de ${name}`);
};

describe('users list', () => {
  it('shows the columns, and a customer’s details with the buttons an admin may use', async () => {
    renderList('admin');
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).getByText('105')).toBeInTheDocument();
    expect(within(table).getAllByText('Cliente')).toHaveLength(2);
    expect(within(table).getByText('Administrador principal')).toBeInTheDocument();
    expect(within(table).getByLabelText('Tiene precios personalizados')).toBeInTheDocument();

    const details = await expand('Carmen Clienta');
    expect(within(details).getByText('8112345678')).toBeInTheDocument();
    expect(within(details).getByText('$1,500.50 MXN')).toBeInTheDocument();
    expect(within(details).getByText('Paga los lunes')).toBeInTheDocument();
    expect(within(details).getByText('Activo')).toBeInTheDocument();
    for (const name of ['Movimientos', 'Precios', 'Subusuarios', 'Editar'])
      expect(within(details).getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Confirmar correo', 'Suspender', 'Verificar usuario'])
      expect(within(details).getByRole('button', { name })).toBeInTheDocument();
    // Referral code only with the setting on; own agreements only with its setting; CSV developers.
    expect(within(details).queryByText('REF123')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
    expect(
      within(details).queryByRole('button', { name: 'Precio de acuerdos propios' }),
    ).not.toBeInTheDocument();
    expect(within(details).queryByLabelText('Puede exportar CSV')).not.toBeInTheDocument();
    // Carriers only for a customer limited to special carriers (spec 3 §2).
    expect(within(details).queryByRole('link', { name: 'Paqueterías' })).not.toBeInTheDocument();
  });

  it('links a special-carriers customer to the screen where their carriers are checked', async () => {
    renderList('admin');
    const details = await expand('Lucía Limitada');
    expect(within(details).getByRole('link', { name: 'Paqueterías' })).toHaveAttribute(
      'href',
      '/user/7/user-carriers',
    );
  });

  it('gives an admin no action on a main_admin account', async () => {
    renderList('admin');
    const details = await expand('Mariana Dirección');
    expect(within(details).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: 'Subusuarios' })).not.toBeInTheDocument();
  });

  it('shows an operator the details read-only', async () => {
    renderList('operator');
    const details = await expand('Carmen Clienta');
    expect(within(details).getByText('8112345678')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Suspender' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo usuario' })).not.toBeInTheDocument();
  });

  it('gives a developer the CSV switch, the own-agreements price and the referral code', async () => {
    const { api } = renderList('developer', {
      settings: { user_own_agreements: '1', referral_code: '1' },
    });
    const details = await expand('Carmen Clienta');
    expect(within(details).getByText('REF123')).toBeInTheDocument();
    await userEvent.click(within(details).getByLabelText('Puede exportar CSV'));
    await waitFor(() => expect(api.find('PUT', 'users/5')).toHaveLength(1));
    expect(api.find('PUT', 'users/5')[0]?.body).toEqual({ user: { export_csv_visible: true } });

    await userEvent.click(
      within(details).getByRole('button', { name: 'Precio de acuerdos propios' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Precio de acuerdos propios' });
    const price = within(dialog).getByLabelText(/Precio por guía/);
    await userEvent.type(price, '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('El precio debe ser mayor o igual a 0'),
    ).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '35.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Precio de Acuerdos Propios actualizado correctamente'),
    ).toBeInTheDocument();
    expect(api.find('PUT', 'users/5')[1]?.body).toEqual({ user: { own_agreements_price: '35.5' } });
  });

  it('asks before verifying a customer, then sends the switch', async () => {
    const { api } = renderList('admin');
    const details = await expand('Carmen Clienta');
    await userEvent.click(within(details).getByRole('button', { name: 'Verificar usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verificar usuario' });
    expect(api.find('PUT', 'users/5/fiscal_data_verified')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.find('PUT', 'users/5/fiscal_data_verified')).toHaveLength(1));
    expect(api.find('PUT', 'users/5/fiscal_data_verified')[0]?.body).toEqual({ value: true });
    expect(await screen.findByText('Usuario verificado fiscalmente')).toBeInTheDocument();
  });

  it('searches the chosen field, filters, and remembers them when coming back', async () => {
    const { listCalls, router, unmount } = renderList('admin');
    await screen.findByRole('table', { name: 'Usuarios' });
    await userEvent.selectOptions(screen.getByLabelText('Buscar por'), 'name');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'suspended');
    await userEvent.selectOptions(screen.getByLabelText('Precio personalizado'), 'with');
    await userEvent.type(screen.getByLabelText('Buscar por Nombre'), 'Carmen');
    await waitFor(() => {
      const last = listCalls.at(-1)!.query;
      expect(last.get('search')).toBe('Carmen');
      expect(last.get('search_field')).toBe('name');
      expect(last.get('where[status]')).toBe('suspended');
      expect(last.get('where[custom_price]')).toBe('with');
      expect(last.get('order')).toBe('created_at desc');
      expect(last.get('per_page')).toBe('10');
    });
    expect(currentUrl(router)).toContain('status=suspended');
    unmount();

    // Back from a sub-screen by a link without a query: the filters come back.
    const again = renderList('admin');
    await waitFor(() => {
      const last = again.listCalls.at(-1)!.query;
      expect(last.get('where[status]')).toBe('suspended');
      expect(last.get('search_field')).toBe('name');
    });
    expect(screen.getByLabelText('Buscar por')).toHaveValue('name');
    await userEvent.click(await screen.findByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentUrl(again.router)).toBe('/users'));
    expect(screen.getByLabelText('Estado')).toHaveValue('');
    expect(screen.getByLabelText('Buscar por')).toHaveValue('email');
    expect(sessionStorage.getItem('despacho.users.list')).toBe('');
  });

  it('"Limpiar filtros" also empties a remembered search text, and it stays empty', async () => {
    const first = renderList('admin');
    await screen.findByRole('table', { name: 'Usuarios' });
    await userEvent.selectOptions(screen.getByLabelText('Buscar por'), 'phone');
    await userEvent.type(screen.getByLabelText('Buscar por Teléfono'), '8112');
    await waitFor(() => expect(currentUrl(first.router)).toContain('search=8112'));
    await waitFor(() =>
      expect(sessionStorage.getItem('despacho.users.list')).toBe('search_field=phone&search=8112'),
    );
    first.unmount();

    const again = renderList('admin');
    const box = await screen.findByLabelText('Buscar por Teléfono');
    await waitFor(() => expect(box).toHaveValue('8112'));
    await userEvent.click(await screen.findByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentUrl(again.router)).toBe('/users'));
    // The box does not send the old text back once its pause is over.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(currentUrl(again.router)).toBe('/users');
    expect(screen.getByLabelText('Buscar por Correo electrónico')).toHaveValue('');
    expect(screen.getByLabelText('Buscar por')).toHaveValue('email');
  });
});

describe('user form', () => {
  it('offers only the roles the signed-in user may give, and shows server field errors', async () => {
    const { api, router } = renderApp('/users/new', {
      user: makeUser('admin'),
      api: {
        'POST users': () =>
          errorReply(422, ['email: Ya está en uso'], { email: ['Ya está en uso'] }),
        'GET users': () => page([]),
      },
    });
    const type = await screen.findByLabelText(/Tipo de usuario/);
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cliente', 'Operador', 'Administrador']);
    expect(type).toHaveValue('operator');
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Nora');
    await userEvent.type(screen.getByLabelText(/^Apellido/), 'Núñez');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'admin@despacho.test');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El teléfono debe tener 10 dígitos')).toBeInTheDocument();
    expect(api.find('POST', 'users')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Teléfono/));
    await userEvent.type(screen.getByLabelText(/Teléfono/), '8112345678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya está en uso')).toBeInTheDocument();
    expect(api.find('POST', 'users')[0]?.body).toMatchObject({
      user: { email: 'admin@despacho.test', phone: '8112345678', user_type: 'operator' },
    });
    expect(currentUrl(router)).toBe('/users/new');
  });
});

describe('sub-users', () => {
  function renderSubUsers(subs: AdminUser[]) {
    return renderApp('/users/5/subusers', {
      user: makeUser('admin'),
      api: {
        'GET users/5': () => customer,
        'GET subusers': () => page(subs),
        'POST users/5/subusers': (call) =>
          (call.body as { email: string }).email === 'hija@example.com'
            ? adminUser(8, { email: 'hija@example.com', parent_id: 5 })
            : errorReply(404, ['Usuario no encontrado!'], { base: ['Usuario no encontrado!'] }),
        'DELETE users/5/subusers/8': () => ({ ok: true }),
      },
    });
  }

  it("adds by e-mail, saying 'Usuario no encontrado!' when nobody matches", async () => {
    const { api } = renderSubUsers([]);
    expect(await screen.findByText('Esta cuenta no tiene subusuarios')).toBeInTheDocument();
    expect(screen.getByText('Carmen Clienta · user5@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar subusuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar subusuario' });
    // An empty search does nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar subusuario' }));
    expect(api.find('POST', 'users/5/subusers')).toHaveLength(0);

    const email = within(dialog).getByLabelText(/Correo electrónico/);
    await userEvent.type(email, 'nadie@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar subusuario' }));
    expect(await within(dialog).findByText('Usuario no encontrado!')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'hija@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar subusuario' }));
    expect(
      await screen.findByText('hija@example.com ahora es subusuario de esta cuenta'),
    ).toBeInTheDocument();
    expect(api.find('POST', 'users/5/subusers').map((c) => c.body)).toEqual([
      { email: 'nadie@example.com' },
      { email: 'hija@example.com' },
    ]);
  });

  it('removes a sub-user only after confirming', async () => {
    const { api } = renderSubUsers([adminUser(8, { email: 'hija@example.com', parent_id: 5 })]);
    const remove = await screen.findByRole('button', {
      name: 'Quitar a hija@example.com como subusuario',
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Quitar subusuario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find('DELETE', 'users/5/subusers/8')).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: 'Quitar a hija@example.com como subusuario' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar subusuario' }),
    );
    await waitFor(() => expect(api.find('DELETE', 'users/5/subusers/8')).toHaveLength(1));
  });
});
