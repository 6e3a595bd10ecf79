import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { errorReply } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

describe('LoginPage', () => {
  it('shows per-field validation errors in Spanish without calling the server', async () => {
    const { api } = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Correo electrónico( \*)?$/), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Por favor, introduce una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
    expect(api.find('POST', 'users/sign_in')).toHaveLength(0);
  });

  it('switches to English with the language switch, remembers it and words errors in English', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'EN Inglés' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Password( \*)?$/)).toHaveAttribute('name', 'password');
    expect(localStorage.getItem('despacho.locale')).toBe('en');
  });

  it('puts the server’s 422 field errors under the right field and says so without field names', async () => {
    renderApp('/login', {
      api: {
        'POST users/sign_in': () =>
          errorReply(422, ['password: Máximo 35 caracteres (servidor)'], {
            password: ['Máximo 35 caracteres (servidor)'],
          }),
      },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'ana@despacho.test',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const password = screen.getByLabelText(/^Contraseña( \*)?$/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Máximo 35 caracteres (servidor)'),
    );
    expect(screen.getByLabelText(/^Correo electrónico( \*)?$/)).not.toHaveAccessibleDescription();
    const toast = await screen.findByTestId('notification');
    expect(toast).toHaveTextContent('Revisa los campos marcados.');
    expect(toast).not.toHaveTextContent('password');
  });

  it('says once, inline, that the account is not confirmed, and resends the e-mail from there', async () => {
    const { api } = renderApp('/login', {
      api: {
        'POST users/sign_in': () =>
          errorReply(403, ['Confirma tu correo'], {}, 'unconfirmed_account'),
        'POST confirmations': () => ({ ok: true }),
      },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'new@despacho.test',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Tu cuenta aún no está confirmada.*new@despacho.test/);
    expect(screen.queryByTestId('notification')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Te enviamos un nuevo correo de confirmación a new@despacho.test.',
    );
    expect(api.find('POST', 'confirmations')[0]?.body).toEqual({
      user: { email: 'new@despacho.test' },
    });
  });

  it('signs in with the wrapped body and returns to the page that asked for it', async () => {
    const user = makeUser('customer');
    const { router, api } = renderApp('/login?redirect=%2Fprofile', {
      api: {
        'POST users/sign_in': () => ({ user, token: 'tok' }),
        'GET registrations': () => user,
      },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'Customer@Despacho.test',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/profile'));
    expect(api.find('POST', 'users/sign_in')[0]?.body).toEqual({
      user: { email: 'customer@despacho.test', password: 'Despacho.2026' },
    });
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('adopts the account’s saved language on a device where none was chosen', async () => {
    const user = makeUser('customer', { locale: 'en' });
    renderApp('/login?redirect=%2Fprofile', {
      api: {
        'POST users/sign_in': () => ({ user, token: 'tok' }),
        'GET registrations': () => user,
      },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'c@despacho.test',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(localStorage.getItem('despacho.locale')).toBe('en');
  });

  it('keeps the language picked on this device over the account’s', async () => {
    const user = makeUser('customer', { locale: 'en' });
    localStorage.setItem('despacho.locale', 'es-MX');
    renderApp('/login?redirect=%2Fprofile', {
      api: {
        'POST users/sign_in': () => ({ user, token: 'tok' }),
        'GET registrations': () => user,
      },
    });
    await userEvent.type(
      await screen.findByLabelText(/^Correo electrónico( \*)?$/),
      'c@despacho.test',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('links to signup only when the register flag is "0"', async () => {
    renderApp('/login', {
      api: { 'GET settings/get_register_flag': () => ({ key: 'register', value: '1' }) },
    });
    expect(
      await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Regístrate/ })).not.toBeInTheDocument();
  });
});
