import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { renderApp, TENANT } from '../../test/render-app';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'marca.png', { type: 'image/png' });

describe('branding settings', () => {
  it('saves name and colours, and the app wears them at once (tab title included)', async () => {
    const { api } = renderApp('/settings/branding', {
      user: makeUser('main_admin'),
      api: {
        'PUT tenant/branding': ({ body }) => ({
          ...TENANT,
          ...(body as { branding: { name: string; primary_color: string } }).branding,
        }),
      },
    });
    const name = await screen.findByLabelText(/Nombre de la marca/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Envíos Norte');
    const colour = screen.getByRole('textbox', { name: /Color principal/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0b6e4f');
    const form = screen.getByRole('form', { name: 'Marca' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.find('PUT', 'tenant/branding')).toHaveLength(1));
    expect(api.find('PUT', 'tenant/branding')[0]?.body).toEqual({
      branding: { name: 'Envíos Norte', primary_color: '#0b6e4f', secondary_color: null },
    });
    expect(await screen.findByTestId('drawer-brand')).toHaveTextContent('Envíos Norte');
    await waitFor(() => expect(document.title).toBe('Marca · Envíos Norte'));
  });

  it('refuses a colour that is not #RRGGBB before calling the server', async () => {
    const { api } = renderApp('/settings/branding', { user: makeUser('admin') });
    const colour = await screen.findByRole('textbox', { name: /Color principal/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'azul');
    const form = screen.getByRole('form', { name: 'Marca' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe ser un color hexadecimal (#RRGGBB)')).toBeInTheDocument();
    expect(api.find('PUT', 'tenant/branding')).toHaveLength(0);
  });

  it('uploads a logo that then shows in the menu, and puts a refused file’s reason under it', async () => {
    let attempt = 0;
    const { api } = renderApp('/settings/branding', {
      user: makeUser('admin'),
      api: {
        'POST tenant/branding/logo': () =>
          ++attempt === 1
            ? errorReply(422, ['logo: …'], {
                logo: ['Las imágenes SVG no se admiten por seguridad; sube un PNG'],
              })
            : { ...TENANT, logo_url: '/api/v1/branding/demo/logo?v=abc' },
      },
    });
    const input = await screen.findByTestId('logo-input');
    await userEvent.upload(input, png());
    const card = screen.getByRole('region', { name: 'Logotipo' });
    expect(
      await within(card).findByText('Las imágenes SVG no se admiten por seguridad; sube un PNG'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('notification')).toBeNull();

    await userEvent.upload(input, png());
    await waitFor(() =>
      expect(within(screen.getByTestId('drawer-brand')).getByTestId('tenant-logo')).toHaveAttribute(
        'src',
        '/api/v1/branding/demo/logo?v=abc',
      ),
    );
    const sent = api.find('POST', 'tenant/branding/logo')[1]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('marca.png');
  });

  it('lets an owner choose the tenant’s time zone from the IANA list', async () => {
    const { api } = renderApp('/settings/branding', {
      user: makeUser('main_admin'),
      api: {
        'PUT tenant/time_zone': ({ body }) => ({
          ...TENANT,
          ...(body as { tenant: { time_zone: string } }).tenant,
        }),
      },
    });
    const zone = await screen.findByRole('combobox', { name: /^Zona horaria/ });
    expect(zone).toHaveValue('America/Monterrey');
    expect(within(zone).getByRole('option', { name: /^America\/Tijuana/ })).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: /^Europe\/Madrid/ })).toBeInTheDocument();
    await userEvent.selectOptions(zone, 'America/Tijuana');
    const card = screen.getByRole('form', { name: 'Zona horaria' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'tenant/time_zone')).toHaveLength(1));
    expect(api.find('PUT', 'tenant/time_zone')[0]?.body).toEqual({
      tenant: { time_zone: 'America/Tijuana' },
    });
    expect(await screen.findByTestId('notification')).toHaveTextContent('Guardado');
    expect(api.find('PUT', 'tenant/branding')).toHaveLength(0);
  });

  it('shows an admin the time zone without letting them change it', async () => {
    renderApp('/settings/branding', { user: makeUser('admin') });
    expect(await screen.findByText(/America\/Monterrey/)).toBeInTheDocument();
    expect(screen.getByText(/Solo el administrador principal/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Zona horaria/ })).toBeNull();
  });

  it('is not in a customer’s menu and sends them home', async () => {
    const { router } = renderApp('/settings/branding', { user: makeUser('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
