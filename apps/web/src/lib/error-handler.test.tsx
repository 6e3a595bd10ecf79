import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from '../components/form/FormTextField';
import { NotificationsProvider } from '../components/notifications/NotificationsProvider';
import { ApiError } from './api-error';
import { useErrorHandler } from './error-handler';

/** A form whose "Guardar" fails with the given errors, one per click. */
function Harness({ errors }: { errors: unknown[] }) {
  const form = useForm({ defaultValues: { bank: '', clabe: '' } });
  const handleError = useErrorHandler();
  const [attempt, setAttempt] = useState(0);
  const save = () => {
    handleError(errors[attempt], form);
    setAttempt(attempt + 1);
  };
  return (
    <form>
      <FormTextField control={form.control} name="bank" label="Banco" />
      <FormTextField control={form.control} name="clabe" label="CLABE" />
      <button type="button" onClick={save}>
        Guardar
      </button>
    </form>
  );
}

const setup = (...errors: unknown[]) =>
  render(
    <NotificationsProvider>
      <Harness errors={errors} />
    </NotificationsProvider>,
  );
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('shared error handler', () => {
  it('puts a field error under its field and says so in words, never with the field’s name', async () => {
    setup(
      new ApiError({
        message: 'x',
        status: 422,
        messages: ['clabe: La CLABE debe tener 18 dígitos'],
        errors: { clabe: ['La CLABE debe tener 18 dígitos'] },
        hasResponse: true,
      }),
    );
    await save();
    const notification = await screen.findByTestId('notification');
    expect(notification.querySelector('.MuiAlert-message')?.textContent).toBe(
      'Revisa los campos marcados.',
    );
    expect(screen.getByLabelText('CLABE')).toHaveAccessibleDescription(
      'La CLABE debe tener 18 dígitos',
    );
    expect(screen.getByLabelText('Banco')).not.toHaveAccessibleDescription();
  });

  it('shows an error about something not on the form as it reads, without the field name', async () => {
    setup(
      new ApiError({
        message: 'x',
        status: 422,
        messages: ['reset_password_token: El enlace no es válido o ya expiró'],
        errors: { reset_password_token: ['El enlace no es válido o ya expiró'] },
        hasResponse: true,
      }),
    );
    await save();
    const notification = await screen.findByTestId('notification');
    expect(notification.querySelector('.MuiAlert-message')?.textContent).toBe(
      'El enlace no es válido o ya expiró',
    );
  });

  it('shows the server’s messages when no field is named', async () => {
    setup(
      new ApiError({
        message: 'x',
        status: 409,
        messages: ['La cuenta ya existe', 'Intenta con otra'],
        hasResponse: true,
      }),
    );
    await save();
    expect(
      (await screen.findByTestId('notification')).querySelector('.MuiAlert-message')?.textContent,
    ).toBe('La cuenta ya existe\nIntenta con otra');
  });

  it('clears earlier field errors before showing new ones', async () => {
    setup(
      new ApiError({
        message: 'x',
        status: 422,
        messages: ['a'],
        errors: { bank: ['Ya existe'] },
        hasResponse: true,
      }),
      new ApiError({ message: 'x', status: 409, messages: ['Conflicto'], hasResponse: true }),
    );
    await save();
    expect(await screen.findByLabelText('Banco')).toHaveAccessibleDescription('Ya existe');
    await save();
    expect(screen.getByLabelText('Banco')).not.toHaveAccessibleDescription();
  });

  it('says the server could not be reached, not the browser’s English error, when offline', async () => {
    setup(new ApiError({ message: 'Failed to fetch', hasResponse: false }));
    await save();
    const notification = await screen.findByTestId('notification');
    expect(notification).toHaveTextContent('No pudimos conectar con el servidor');
    expect(notification).not.toHaveTextContent('Failed to fetch');
  });

  it('falls back to the generic text when a response carries no messages', async () => {
    setup(new ApiError({ message: 'Bad Gateway', status: 502, hasResponse: true }));
    await save();
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Algo salió mal. Inténtalo de nuevo',
    );
  });
});
