import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';

describe('EmailConfirmPage', () => {
  it('confirms the token, tells the user and goes to login', async () => {
    const { api, router } = renderApp('/confirm?confirmation_token=tok-1', {
      api: { 'GET confirmations': () => ({ ok: true }) },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Tu correo fue confirmado');
    expect(api.find('GET', 'confirmations')[0]?.query.get('confirmation_token')).toBe('tok-1');
  });

  it('shows the server’s message when the token is used or expired', async () => {
    const { router } = renderApp('/confirm?confirmation_token=old', {
      api: {
        'GET confirmations': () => errorReply(422, ['El enlace de confirmación ya no es válido']),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'El enlace de confirmación ya no es válido',
    );
  });
});
