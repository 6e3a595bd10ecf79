import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

const carrierOf = (code: string, freeze = false) => ({
  id: 3,
  name: 'Mi paquetería',
  provider: { id: 5, code, name: code, supports_insurance: true },
  freeze_settings: freeze,
});

const api = (code: string, freeze = false) => ({
  'GET carriers/3': () => carrierOf(code, freeze),
  'GET providers': () => [
    {
      id: 5,
      code,
      name: code,
      service_types: [
        { code: '70', name: 'Día siguiente' },
        { code: 'D0', name: 'Terrestre' },
      ],
    },
  ],
  'GET countries': () =>
    page([
      { id: 1, code: 'MX', name: 'México' },
      { id: 2, code: 'US', name: 'Estados Unidos' },
    ]),
  'GET zones': () => page([]),
});

describe('service form (spec 3 §2, §3)', () => {
  it("picks the code from the provider's service types and offers use_of_kg for Estafeta", async () => {
    renderApp('/carriers/3/services/new', { user: makeUser('admin'), api: api('Estafeta') });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Terrestre (D0)' })).toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/Clave del servicio/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/Redondear a medio kilo/)).toBeInTheDocument();
    const rates = Array.from(
      screen.getByLabelText<HTMLSelectElement>(/Tipo de cambio/).options,
      (o) => o.textContent,
    );
    expect(rates).toEqual(['1.0', '2.0', '3.0']);
  });

  it('takes a free-text code for the generic provider, without use_of_kg; select / unselect all countries', async () => {
    renderApp('/carriers/3/services/new', { user: makeUser('admin'), api: api('GenericCarrier') });
    expect(await screen.findByRole('textbox', { name: /Clave del servicio/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Redondear a medio kilo/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar todos' }));
    expect(await screen.findByText('Estados Unidos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar todos' }));
    await waitFor(() => expect(screen.queryByText('México')).not.toBeInTheDocument());
  });

  it('does not open a new service on a frozen carrier for a main admin', async () => {
    renderApp('/carriers/3/services/new', {
      user: makeUser('main_admin'),
      api: api('GenericCarrier', true),
    });
    expect(await screen.findByText(/solo un desarrollador agrega servicios/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
