import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('stays with the server’s reason when the link is used or expired, offering a new e-mail', async () => {
    const { router } = renderApp('/confirm?confirmation_token=old', {
      api: {
        'GET confirmations': () => errorReply(422, ['El enlace de confirmación ya no es válido']),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Este enlace ya no sirve' }),
    ).toBeInTheDocument();
    expect(screen.getByText('El enlace de confirmación ya no es válido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un correo nuevo' })).toHaveAttribute(
      'href',
      '/confirmation',
    );
    expect(currentUrl(router)).toBe('/confirm?confirmation_token=old');
  });

  it('without a token asks nothing of the server and says the link is incomplete, not "required"', async () => {
    const { api } = renderApp('/confirm', { api: {} });
    expect(
      await screen.findByRole('heading', { name: 'Al enlace le falta una parte' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/obligatorio/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(api.find('GET', 'confirmations')).toHaveLength(0);
  });

  it('a failed call offers a retry, which confirms', async () => {
    let calls = 0;
    const { router } = renderApp('/confirm?confirmation_token=tok-2', {
      api: {
        'GET confirmations': () => (++calls === 1 ? errorReply(503, []) : { ok: true }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No pudimos confirmar tu correo' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(calls).toBe(2);
  });
});
