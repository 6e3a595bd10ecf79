import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { errorReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function fillAccount() {
  await userEvent.type(await screen.findByLabelText(/^Nombre( \*)?$/), 'Rosa');
  await userEvent.type(screen.getByLabelText(/^Apellidos( \*)?$/), 'Méndez');
  await userEvent.type(screen.getByLabelText(/^Correo electrónico( \*)?$/), 'rosa@tienda.mx');
  await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Segura.2026');
  await userEvent.type(screen.getByLabelText(/^Teléfono( \*)?$/), '(81) 1234-5678');
  await userEvent.type(screen.getByLabelText(/^Empresa( \*)?$/), 'Tienda Rosa');
}

describe('SignupPage', () => {
  it('validates step 1 before showing the questions', async () => {
    renderApp('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));

    expect(await screen.findAllByText('Este campo es obligatorio')).not.toHaveLength(0);
    expect(
      screen.queryByLabelText(/^¿Cuántos envíos haces al mes\?( \*)?$/),
    ).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Teléfono( \*)?$/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El teléfono debe tener 10 dígitos')).toBeInTheDocument();
  });

  it('creates the account with the answers, then says to check the e-mail, with a resend', async () => {
    const { api } = renderApp('/signup?ref=AMIGO7', {
      api: {
        'POST registrations': () => makeUser('customer'),
        'POST confirmations': () => ({ ok: true }),
      },
    });
    expect(await screen.findByLabelText(/^Código de referido( \*)?$/)).toHaveValue('AMIGO7');
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    const monthly = await screen.findByLabelText(/¿Cuántos envíos haces al mes\?/);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Selecciona una respuesta')).toBeInTheDocument();
    expect(api.find('POST', 'registrations')).toHaveLength(0);

    await userEvent.selectOptions(monthly, '21 a 50');
    await userEvent.selectOptions(
      screen.getByLabelText(/^¿Qué tipo de negocio tienes\?( \*)?$/),
      'Comercio electrónico',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('¡Gracias por registrarte!');
    expect(screen.getByRole('status')).toHaveTextContent('rosa@tienda.mx');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    await waitFor(() => expect(api.find('POST', 'confirmations')).toHaveLength(1));
    expect(api.find('POST', 'registrations')[0]?.body).toEqual({
      user: {
        name: 'Rosa',
        last_name: 'Méndez',
        email: 'rosa@tienda.mx',
        password: 'Segura.2026',
        phone: '8112345678',
        company: 'Tienda Rosa',
        referred_by: 'AMIGO7',
        shipments_per_month: '21-50',
        business_type: 'ecommerce',
        how_can_we_help: null,
        locale: 'es-MX',
      },
    });
  });

  it('returns to step 1 with the server’s error under the e-mail when it is taken', async () => {
    renderApp('/signup', {
      api: {
        'POST registrations': () =>
          errorReply(422, ['No se pudo crear la cuenta'], { email: ['Ya está en uso'] }),
      },
    });
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.selectOptions(await screen.findByLabelText(/¿Cuántos envíos/), 'Aún ninguno');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByLabelText(/^Correo electrónico( \*)?$/)).toHaveAccessibleDescription(
      'Ya está en uso',
    );
  });

  it('does not ask for a company (spec 1 §5): the account is created without one', async () => {
    const { api } = renderApp('/signup', {
      api: { 'POST registrations': () => makeUser('customer', { company: '' }) },
    });
    const company = await screen.findByLabelText(/^Empresa/);
    expect(company).not.toBeRequired();
    expect(screen.getByLabelText(/^Empresa/).closest('.MuiFormControl-root')).not.toHaveTextContent(
      '*',
    );
    await userEvent.type(screen.getByLabelText(/^Nombre( \*)?$/), 'Rosa');
    await userEvent.type(screen.getByLabelText(/^Apellidos( \*)?$/), 'Méndez');
    await userEvent.type(screen.getByLabelText(/^Correo electrónico( \*)?$/), 'rosa@tienda.mx');
    await userEvent.type(screen.getByLabelText(/^Contraseña( \*)?$/), 'Segura.2026');
    await userEvent.type(screen.getByLabelText(/^Teléfono( \*)?$/), '8112345678');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.selectOptions(await screen.findByLabelText(/¿Cuántos envíos/), 'Aún ninguno');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(api.find('POST', 'registrations')[0]?.body).toMatchObject({
      user: { email: 'rosa@tienda.mx', company: '' },
    });
  });

  it('says on its first screen that registration is closed, and shows no form', async () => {
    const { api } = renderApp('/signup', {
      api: { 'GET settings/get_register_flag': () => ({ key: 'register', value: '1' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Registro cerrado' })).toBeInTheDocument();
    expect(
      screen.getByText('El registro de cuentas nuevas está cerrado. Contacta al administrador.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.find('POST', 'registrations')).toHaveLength(0);
  });
});
