import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** A slice of the partner document as the server serves it (English summaries, operationIds). */
const doc = {
  openapi: '3.0.3',
  paths: {
    '/api/v1/shipments/{id}/rates': {
      post: {
        operationId: 'buyShipmentRate',
        tags: ['shipments'],
        summary: 'Buys the chosen rate from the balance (re-rated on the server; Idempotency-Key)',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'integer' } },
          { in: 'header', name: 'idempotency-key', schema: { type: 'string', maxLength: 100 } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['rate'],
                properties: {
                  rate: {
                    type: 'object',
                    required: ['service_id'],
                    properties: { service_id: { type: 'integer', minimum: 1 } },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/api/v1/quotes': {
      post: {
        operationId: 'createQuote',
        tags: ['quotes'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  quote: {
                    oneOf: [
                      {
                        type: 'object',
                        properties: {
                          parcel_type: { type: 'string', enum: ['box'] },
                          length: { type: 'number' },
                        },
                      },
                      {
                        type: 'object',
                        properties: { parcel_type: { type: 'string', enum: ['doc'] } },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        responses: {},
      },
    },
    '/api/v1/balance': {
      get: { operationId: 'getBalance', tags: ['balance'], summary: 'The balance', responses: {} },
    },
  },
};

const docsApi = { 'GET docs/json': () => reply(200, doc) };

function stubClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => localStorage.clear());

describe('partner API documentation page', () => {
  it('shows the guide and the reference in Spanish, inside the menu when signed in', async () => {
    renderApp('/api/docs/partners', { user: makeUser('customer'), api: docsApi });
    expect(
      await screen.findByRole('heading', { name: 'Documentación de la API' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByText(/Prefieres leerla en inglés/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/se escriben en inglés/);
    for (const name of ['Introducción', 'Inicio rápido', 'Webhooks', 'Referencia'])
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    // The base URL is this site's, and the tenant the page is read for.
    expect(screen.getByText(`${window.location.origin}/api/v1`)).toBeInTheDocument();
    expect(screen.getByText('X-Tenant: demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a APIs externas' })).toHaveAttribute(
      'href',
      '/external-apis',
    );
    // Section and summary in Spanish, never the server's English.
    const shipments = screen.getByRole('region', { name: 'Envíos' });
    expect(within(shipments).getByText(/Comprar una tarifa con tu saldo/)).toBeInTheDocument();
    expect(screen.queryByText(/Buys the chosen rate/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Saldo' })).toBeInTheDocument();
    // Opened: parameters, body and a curl example built from the schema.
    await userEvent.click(within(shipments).getByText('/api/v1/shipments/{id}/rates'));
    expect(await within(shipments).findByText('idempotency-key (header)')).toBeInTheDocument();
    const curl = within(shipments).getByLabelText(
      'Ejemplo con curl POST /api/v1/shipments/{id}/rates',
    );
    expect(curl).toHaveTextContent('curl -X POST');
    expect(curl).toHaveTextContent("-H 'Idempotency-Key: order-1001-label'");
    expect(curl).toHaveTextContent('"service_id": 1');
  });

  it('shows each shape of a union body under its discriminator', async () => {
    renderApp('/api/docs/partners', { api: docsApi });
    const quotes = await screen.findByRole('region', { name: 'Cotizaciones' });
    await userEvent.click(within(quotes).getByText('/api/v1/quotes'));
    expect(await within(quotes).findByText('parcel_type = "box"')).toBeInTheDocument();
    expect(within(quotes).getByText('parcel_type = "doc"')).toBeInTheDocument();
    expect(within(quotes).getByText('length')).toBeInTheDocument();
  });

  it('copies the quick start and says so, or says it could not', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderApp('/api/docs/partners', { api: docsApi });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar: Inicio rápido' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"$API/quotes"'));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Copiado al portapapeles');

    stubClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Copiar: Receptor en Node' }));
    expect(await screen.findByText('No se pudo copiar al portapapeles')).toBeInTheDocument();
  });

  it('shows a spinner, then an error with a retry, then the document', async () => {
    let calls = 0;
    renderApp('/api/docs/partners', {
      api: { 'GET docs/json': () => (++calls === 1 ? reply(503, {}) : reply(200, doc)) },
    });
    expect(screen.getByRole('progressbar', { name: 'Cargando la documentación' })).toBeVisible();
    expect(
      await screen.findByText('No se pudo cargar la documentación. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Saldo' })).toBeInTheDocument();
  });

  it('switches to English everywhere and remembers the dark mode', async () => {
    renderApp('/api/docs/partners', { api: docsApi });
    await screen.findByRole('region', { name: 'Envíos' });
    await userEvent.click(screen.getByRole('button', { name: 'Modo oscuro' }));
    expect(localStorage.getItem('despacho.docs.mode')).toBe('dark');
    await userEvent.click(screen.getAllByRole('button', { name: 'EN Inglés' })[0]!);
    expect(await screen.findByRole('heading', { name: 'API documentation' })).toBeInTheDocument();
    for (const name of ['Introduction', 'Quick start', 'Webhooks', 'Reference'])
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText(/Buy a rate from your balance/)).toBeInTheDocument();
    expect(screen.queryByText(/Prefer to read it in Spanish/)).toBeNull();
    expect(screen.queryByText(/Comprar una tarifa/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });
});
