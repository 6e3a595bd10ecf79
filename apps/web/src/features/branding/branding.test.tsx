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
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

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
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
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

  it('is not in a customer’s menu and sends them home', async () => {
    const { router } = renderApp('/settings/branding', { user: makeUser('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
