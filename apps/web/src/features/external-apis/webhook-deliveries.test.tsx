import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { carmen, delivery, endpoint, page } from './external-apis-test-kit';

const BODY = JSON.stringify({
  id: '7b0c7a36-5b7e-4c36-9d0a-3f0c1b2a9e11',
  type: 'label.purchased',
  created_at: '2026-11-21T10:00:00Z',
  data: { shipment: { id: 90, tracking_number: 'DX123456789' } },
});

describe('webhook endpoint page', () => {
  it('shows the endpoint and its log; a row opens the body sent and the response', async () => {
    renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: {
        'GET webhook_endpoints/8': () => endpoint(),
        'GET webhook_endpoints/8/deliveries': () =>
          page([
            delivery(),
            delivery({
              id: 40,
              event_type: 'shipment.delivered',
              status: 'succeeded',
              attempts: 1,
              response_status: 200,
              response_body: 'ok',
              next_attempt_at: null,
            }),
          ]),
        // A delivery has `status` and `body` fields: wrapped by hand, not read as a mock reply.
        'GET webhook_deliveries/41': () => reply(200, { data: { ...delivery(), body: BODY } }),
      },
    });
    expect(await screen.findByTestId('endpoint-url')).toHaveTextContent(
      'https://mitienda.mx/webhooks/despacho',
    );
    expect(screen.getByRole('heading', { name: 'Endpoint de webhook' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Registro de entregas' });
    const failed = within(table).getByText('Guía comprada').closest('tr')!;
    expect(within(failed).getByText('Fallido')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(failed).getByText('500')).toBeInTheDocument();
    const ok = within(table).getByText('Envío entregado').closest('tr')!;
    expect(within(ok).getByText('Entregado')).toBeInTheDocument();
    expect(within(ok).getByText('200')).toBeInTheDocument();

    await userEvent.click(within(failed).getAllByRole('button')[0]!);
    expect(await screen.findByText(/"tracking_number": "DX123456789"/)).toBeInTheDocument();
    expect(screen.getByText(/HTTP 500/)).toHaveTextContent('"error": "boom"');
    expect(
      screen.getByText('ID del evento: 7b0c7a36-5b7e-4c36-9d0a-3f0c1b2a9e11'),
    ).toBeInTheDocument();
  });

  it('resends a delivery with a notice and refreshes the log', async () => {
    let attempts = 3;
    const { api } = renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: {
        'GET webhook_endpoints/8': () => endpoint(),
        'GET webhook_endpoints/8/deliveries': () => page([delivery({ attempts })]),
        'POST webhook_deliveries/41/resend': () => {
          attempts = 4;
          return reply(202, { data: delivery({ attempts: 4, status: 'pending' }) });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Registro de entregas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Reenviar la entrega 41' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Entrega reenviada');
    expect(api.find('POST', 'webhook_deliveries/41/resend')).toHaveLength(1);
    await waitFor(() =>
      expect(within(table).getByText('Guía comprada').closest('tr')!).toHaveTextContent('4'),
    );
  });

  it('pages the log through the URL', async () => {
    const { api, router } = renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: {
        'GET webhook_endpoints/8': () => endpoint(),
        'GET webhook_endpoints/8/deliveries': ({ query }) =>
          page([delivery({ id: query.get('page') === '2' ? 30 : 41 })], 12),
      },
    });
    await screen.findByRole('table', { name: 'Registro de entregas' });
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(currentUrl(router)).toContain('page=2'));
    await waitFor(() =>
      expect(
        api.find('GET', 'webhook_endpoints/8/deliveries').some((c) => c.query.get('page') === '2'),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('button', { name: 'Reenviar la entrega 30' }),
    ).toBeInTheDocument();
  });

  it('says which: missing endpoint (404), refused (403), or failed with a retry', async () => {
    const missing = renderApp('/external-apis/webhooks/99', {
      user: carmen,
      api: { 'GET webhook_endpoints/99': () => errorReply(404, ['No encontrado']) },
    });
    expect(await screen.findByText('No encontramos este endpoint')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a APIs externas' })).toHaveAttribute(
      'href',
      '/external-apis?tab=webhooks',
    );
    missing.unmount();

    const refused = renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: { 'GET webhook_endpoints/8': () => errorReply(403, ['Prohibido']) },
    });
    expect(await screen.findByText('No tienes permiso para ver este endpoint')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    refused.unmount();

    let fail = true;
    renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: {
        'GET webhook_endpoints/8': () => (fail ? errorReply(500, []) : endpoint()),
        'GET webhook_endpoints/8/deliveries': () => page([]),
      },
    });
    expect(
      await screen.findByText('No se pudo cargar el endpoint. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay entregas')).toBeInTheDocument();
  });

  it('asks nothing for an id no endpoint can have', async () => {
    const { api } = renderApp('/external-apis/webhooks/abc', { user: carmen });
    expect(await screen.findByText('No encontramos este endpoint')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('webhook_endpoints'))).toBe(false);
  });

  it('deletes the endpoint from its page and goes back to the webhooks tab', async () => {
    let gone = false;
    const { router } = renderApp('/external-apis/webhooks/8', {
      user: carmen,
      api: {
        'GET webhook_endpoints/8': () => (gone ? errorReply(404, ['No encontrado']) : endpoint()),
        'GET webhook_endpoints/8/deliveries': () => page([]),
        'GET webhook_endpoints': () => (gone ? [] : [endpoint()]),
        'DELETE webhook_endpoints/8': () => {
          gone = true;
          return { ok: true };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Acciones de https://mitienda.mx/webhooks/despacho',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar el endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/external-apis?tab=webhooks'));
    expect(await screen.findByText('Aún no tienes webhooks')).toBeInTheDocument();
    expect(screen.getByTestId('notification')).toHaveTextContent('Endpoint eliminado');
  });
});
