import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('ProfilePage', () => {
  it('shares a signup link carrying the referral code on WhatsApp and Twitter', async () => {
    renderApp('/profile', { user: makeUser('customer', { referral_code: 'ANA123' }) });
    expect(await screen.findByLabelText('Tu código de referido')).toHaveValue('ANA123');
    const signupLink = encodeURIComponent(`${window.location.origin}/signup?ref=ANA123`);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      signupLink,
    );
    expect(screen.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toContain(
      `url=${signupLink}`,
    );
  });

  it('asks for the current password only when a new one is typed, and sends it', async () => {
    const user = makeUser('customer');
    const { api } = renderApp('/profile', {
      user,
      api: { 'PUT registrations': () => ({ ...user, name: 'Ana María' }) },
    });
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva.2026');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText('Contraseña actual')).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );

    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'registrations')).toHaveLength(1));
    expect(api.find('PUT', 'registrations')[0]?.body).toEqual({
      user: {
        name: 'Ana',
        last_name: 'López',
        company: 'Tienda Ana',
        phone: '8112345678',
        email: 'customer@despacho.test',
        password: 'Nueva.2026',
        password_confirmation: 'Nueva.2026',
        current_password: 'Despacho.2026',
      },
    });
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Contraseña cambiada. Cerramos tus demás sesiones abiertas.',
    );
  });

  it('a new e-mail needs the current password and waits for its confirmation link', async () => {
    const user = makeUser('customer');
    const { api } = renderApp('/profile', {
      user,
      api: {
        'PUT registrations': () => ({ ...user, unconfirmed_email: 'ana.nueva@despacho.test' }),
      },
    });
    const email = await screen.findByLabelText(/^Correo electrónico/);
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.nueva@despacho.test');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByLabelText('Contraseña actual')).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(api.find('PUT', 'registrations')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'Despacho.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'registrations')).toHaveLength(1));
    expect(api.find('PUT', 'registrations')[0]?.body).toMatchObject({
      user: { email: 'ana.nueva@despacho.test', current_password: 'Despacho.2026' },
    });
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Revisa ana.nueva@despacho.test y abre el enlace para confirmar tu nuevo correo.',
    );
    expect(
      await screen.findByText(/Te enviamos un enlace a ana.nueva@despacho.test/),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('customer@despacho.test');
  });

  it('saves the profile with the company left blank', async () => {
    const user = makeUser('customer');
    const { api } = renderApp('/profile', {
      user,
      api: { 'PUT registrations': () => ({ ...user, company: '' }) },
    });
    const company = await screen.findByLabelText(/^Empresa/);
    expect(company).not.toBeRequired();
    await userEvent.clear(company);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'registrations')).toHaveLength(1));
    expect(api.find('PUT', 'registrations')[0]?.body).toMatchObject({ user: { company: '' } });
  });
});
