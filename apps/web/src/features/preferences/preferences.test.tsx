import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('preferences', () => {
  it('saves the label format and each RFC on its own', async () => {
    const user = makeUser('customer');
    const { api } = renderApp('/preferences', {
      user,
      api: {
        'GET registrations': () => ({ ...user, preferences: { origin_rfc: 'DDE200101KX3' } }),
        'POST users/update_preference': ({ body }: { body: unknown }) => {
          const { key, value } = (body as { preference: { key: string; value: string } })
            .preference;
          if (value === 'XAXX010101XYZ')
            return errorReply(422, ['RFC no válido'], { value: ['RFC no válido'] });
          return { ...user, preferences: { [key]: value } };
        },
      },
    });
    expect(await screen.findByDisplayValue('DDE200101KX3')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Térmica 4 × 6 in'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        preference: { key: 'label_printing_format', value: 'thermal' },
      }),
    );
    const recipient = screen.getByRole('form', { name: 'RFC del destinatario' });
    await userEvent.type(within(recipient).getByLabelText('RFC'), 'abc');
    await userEvent.click(within(recipient).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(recipient).findByText('Escribe un RFC válido (12 o 13 caracteres)'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await userEvent.clear(within(recipient).getByLabelText('RFC'));
    await userEvent.type(within(recipient).getByLabelText('RFC'), 'xaxx010101xyz');
    await userEvent.click(within(recipient).getByRole('button', { name: 'Guardar' }));
    expect(await within(recipient).findByText('RFC no válido')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      preference: { key: 'destination_rfc', value: 'XAXX010101XYZ' },
    });
  });

  it('shows the account’s label format while the customer has not picked one', async () => {
    const user = makeUser('customer');
    renderApp('/preferences', {
      user,
      settings: { nota_label_format: '4x6' },
      api: { 'GET registrations': () => ({ ...user, preferences: {} }) },
    });
    expect(
      await screen.findByText(/se usa el de la cuenta \(Térmica 4 × 6 in\)/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Térmica 4 × 6 in')).toBeChecked());
  });
});
