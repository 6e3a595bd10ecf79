import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the footer', () => {
  it('says loudly that a demo server is a demo, with the tenant’s test mailbox', async () => {
    renderApp('/login', { tenant: { demo_mode: true } });
    const alert = await screen.findByText(/Modo demostración/);
    expect(alert).toHaveTextContent('contraseñas públicas');
    expect(screen.getByRole('link', { name: 'Ver el buzón de prueba' })).toHaveAttribute(
      'href',
      '/dev/mailbox?tenant=demo',
    );
  });

  it('shows no demo notice on a production server', async () => {
    renderApp('/login', { tenant: { demo_mode: false } });
    expect(await screen.findByText(/Versión/)).toBeInTheDocument();
    expect(screen.queryByText(/Modo demostración/)).not.toBeInTheDocument();
  });
});
