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
  it('shows every server message joined with line breaks and marks the failing fields', async () => {
    setup(
      new ApiError({
        message: 'x',
        status: 422,
        messages: ['La CLABE no es válida', 'El banco es obligatorio'],
        errors: { clabe: ['La CLABE debe tener 18 dígitos'] },
        hasResponse: true,
      }),
    );
    await save();
    const notification = await screen.findByTestId('notification');
    expect(notification.querySelector('.MuiAlert-message')?.textContent).toBe(
      'La CLABE no es válida\nEl banco es obligatorio',
    );
    expect(screen.getByLabelText('CLABE')).toHaveAccessibleDescription(
      'La CLABE debe tener 18 dígitos',
    );
    expect(screen.getByLabelText('Banco')).not.toHaveAccessibleDescription();
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

  it('shows the error’s own message when the server never answered', async () => {
    setup(new ApiError({ message: 'Failed to fetch', hasResponse: false }));
    await save();
    expect(await screen.findByTestId('notification')).toHaveTextContent('Failed to fetch');
  });

  it('falls back to the generic text when a response carries no messages', async () => {
    setup(new ApiError({ message: 'Bad Gateway', status: 502, hasResponse: true }));
    await save();
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Algo salió mal. Inténtalo de nuevo',
    );
  });
});
