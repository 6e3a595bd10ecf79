import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@despacho/shared';
import { errorReply, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { apiKey, carmen, delivery, endpoint } from './external-apis-test-kit';

const SECRET = 'whsec_Ab3xQ9w2Lm8Zp4Rt7Yk1Vn6Hs0Jd5Gf3';
const NEW_SECRET = 'whsec_Zz9qQ9w2Lm8Zp4Rt7Yk1Vn6Hs0Jd5Gf3';

const openWebhooks = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Webhooks' }));
  return screen.findByRole('table', { name: 'Endpoints de webhook' });
};

describe('webhook endpoints', () => {
  it('lists endpoints: URL, events by name, state, last delivery and the log link', async () => {
    renderApp('/external-apis', {
      user: carmen,
      api: {
        'GET api_keys': () => [apiKey()],
        'GET webhook_endpoints': () => [
          endpoint(),
          endpoint({
            id: 9,
            url: 'https://erp.mx/hooks',
            description: null,
            enabled: false,
            last_delivery_status: null,
            last_delivery_at: null,
          }),
        ],
      },
    });
    const table = await openWebhooks();
    const row = within(table).getByText('https://mitienda.mx/webhooks/despacho').closest('tr')!;
    expect(within(row).getByText('Guía comprada')).toBeInTheDocument();
    expect(within(row).getByText('Envío entregado')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('Entregado')).toBeInTheDocument();
    expect(within(row).getByText('Secreto: whsec_…Xy12')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', {
        name: 'Ver las entregas de https://mitienda.mx/webhooks/despacho',
      }),
    ).toHaveAttribute('href', '/external-apis/webhooks/8');
    const other = within(table).getByText('https://erp.mx/hooks').closest('tr')!;
    expect(within(other).getByText('Pausado')).toBeInTheDocument();
    expect(within(other).getByText('Sin entregas')).toBeInTheDocument();
  });

  it('adds an endpoint (URL and events checked first) and shows its secret once', async () => {
    let rows: ReturnType<typeof endpoint>[] = [];
    const { api } = renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: {
        'GET webhook_endpoints': () => rows,
        'POST webhook_endpoints': ({ body }) => {
          const values = (body as { webhook_endpoint: { url: string; events: string[] } })
            .webhook_endpoint;
          rows = [endpoint({ ...values, id: 12 })];
          return reply(201, { data: { ...rows[0], secret: SECRET } });
        },
      },
    });
    expect(await screen.findByText('Aún no tienes webhooks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar endpoint de webhook' });
    // Every event starts checked; unchecking all is refused with the contract's message.
    for (const box of within(dialog).getAllByRole('checkbox', { checked: true })) {
      if (box.getAttribute('name')?.startsWith('events.')) await userEvent.click(box);
    }
    await userEvent.type(within(dialog).getByLabelText(/URL del endpoint/), 'no es url');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Escribe una URL completa que empiece con https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Elige al menos un evento')).toBeInTheDocument();
    expect(api.find('POST', 'webhook_endpoints')).toHaveLength(0);

    const url = within(dialog).getByLabelText(/URL del endpoint/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://mitienda.mx/hooks');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Guía comprada' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Saldo abonado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const shown = await screen.findByRole('dialog', { name: 'Secreto de firma' });
    expect(within(shown).getByTestId('shown-once-secret')).toHaveTextContent(SECRET);
    expect(api.find('POST', 'webhook_endpoints')[0]!.body).toEqual({
      webhook_endpoint: {
        url: 'https://mitienda.mx/hooks',
        description: '',
        events: ['label.purchased', 'balance.credited'],
        enabled: true,
      },
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
    expect(table).toHaveTextContent('https://mitienda.mx/hooks');
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('puts the server’s 422 under the URL (a private address)', async () => {
    renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: {
        'GET webhook_endpoints': () => [],
        'POST webhook_endpoints': () =>
          errorReply(422, ['Revisa los campos'], {
            url: ['La URL apunta a una dirección privada o local; usa una pública'],
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar endpoint de webhook' });
    await userEvent.type(within(dialog).getByLabelText(/URL del endpoint/), 'https://10.0.0.5/h');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'La URL apunta a una dirección privada o local; usa una pública',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Secreto de firma' })).toBeNull();
  });

  it('edits an endpoint with its values filled in', async () => {
    const { api } = renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: {
        'GET webhook_endpoints': () => [endpoint()],
        'PUT webhook_endpoints/8': ({ body }) => ({
          ...endpoint(),
          ...(body as { webhook_endpoint: object }).webhook_endpoint,
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Acciones de https://mitienda.mx/webhooks/despacho',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar endpoint de webhook' });
    expect(within(dialog).getByLabelText(/URL del endpoint/)).toHaveValue(
      'https://mitienda.mx/webhooks/despacho',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Guía comprada' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Envío creado' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Activo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('Endpoint guardado');
    expect(api.find('PUT', 'webhook_endpoints/8')[0]!.body).toMatchObject({
      webhook_endpoint: { enabled: false, events: ['label.purchased', 'shipment.delivered'] },
    });
  });

  it('rotates the secret after confirming and shows the new one once', async () => {
    const { api } = renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: {
        'GET webhook_endpoints': () => [endpoint()],
        'POST webhook_endpoints/8/rotate_secret': () => ({ ...endpoint(), secret: NEW_SECRET }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Acciones de https://mitienda.mx/webhooks/despacho',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rotar secreto' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Rotar el secreto?' });
    expect(api.find('POST', 'webhook_endpoints/8/rotate_secret')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotar secreto' }));
    const shown = await screen.findByRole('dialog', { name: 'Secreto de firma' });
    expect(within(shown).getByTestId('shown-once-secret')).toHaveTextContent(NEW_SECRET);
    expect(api.find('POST', 'webhook_endpoints/8/rotate_secret')).toHaveLength(1);
  });

  it('sends a test event (says whether it landed) and deletes after confirming', async () => {
    let rows = [endpoint()];
    let testAnswer: number | null = 200;
    const { api } = renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: {
        'GET webhook_endpoints': () => rows,
        'POST webhook_endpoints/8/test': () =>
          reply(200, {
            data: delivery({
              event_type: 'ping',
              status: testAnswer === 200 ? 'succeeded' : 'failed',
              attempts: 1,
              response_status: testAnswer,
              error: testAnswer ? null : 'connect ECONNREFUSED',
            }),
          }),
        'DELETE webhook_endpoints/8': () => {
          rows = [];
          return { ok: true };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
    await userEvent.click(within(table).getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Prueba entregada: tu endpoint respondió HTTP 200',
    );
    testAnswer = null;
    await userEvent.click(within(table).getByRole('button', { name: 'Enviar prueba' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').at(-1)).toHaveTextContent(
        'La prueba no se entregó (connect ECONNREFUSED); revisa el registro de entregas',
      ),
    );
    expect(api.find('POST', 'webhook_endpoints/8/test')).toHaveLength(2);

    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Acciones de https://mitienda.mx/webhooks/despacho',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar el endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Aún no tienes webhooks')).toBeInTheDocument();
    // The row is gone by the time the refresh ends; the notice is still given.
    expect(screen.getByTestId('notification')).toHaveTextContent('Endpoint eliminado');
    expect(api.find('DELETE', 'webhook_endpoints/8')).toHaveLength(1);
  });

  it('names every event in English too', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('en');
    renderApp('/external-apis?tab=webhooks', {
      user: carmen,
      api: { 'GET webhook_endpoints': () => [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    const names = within(dialog)
      .getAllByRole('checkbox')
      .filter((b) => b.getAttribute('name')?.startsWith('events.'))
      .map((b) => b.closest('label')!.textContent);
    expect(names).toEqual([
      'Shipment created',
      'Label purchased',
      'Tracking updated',
      'Shipment delivered',
      'Shipment cancelled',
      'Overweight charged',
      'Balance credited',
    ]);
    expect(names).toHaveLength(WEBHOOK_EVENTS.length);
  });
});
