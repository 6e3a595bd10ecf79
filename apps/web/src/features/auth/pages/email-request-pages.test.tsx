import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';

const PAGES = [
  {
    path: '/forgot-password',
    call: 'forgot_password',
    button: 'Enviar instrucciones',
    notice: /recibirás las instrucciones para restablecer tu contraseña/,
  },
  {
    path: '/confirmation',
    call: 'confirmations',
    button: 'Reenviar correo',
    notice: /te enviamos un nuevo correo de confirmación/,
  },
];

describe.each(PAGES)('$path', ({ path, call, button, notice }) => {
  it('refuses a malformed e-mail without calling the server', async () => {
    const { api } = renderApp(path);
    await userEvent.type(await screen.findByLabelText(/^Correo electrónico( \*)?$/), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(
      await screen.findByText('Por favor, introduce una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
    expect(api.find('POST', call)).toHaveLength(0);
  });

  it('posts the wrapped e-mail, tells the user and returns to login', async () => {
    const { api, router } = renderApp(path, { api: { [`POST ${call}`]: () => ({ ok: true }) } });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'Ana@Despacho.test',
    );
    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(notice)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/login/));
    expect(api.find('POST', call)[0]?.body).toEqual({ user: { email: 'ana@despacho.test' } });
  });
});
