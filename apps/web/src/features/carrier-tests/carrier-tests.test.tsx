import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rulesFor, type CarrierTestInfo, type ConnectionTest } from '@despacho/shared';
import { AbilityContext, buildAbility } from '../../app/ability';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { makeUser } from '../../test/fixtures';
import { errorReply, mockApi, reply, type Handler } from '../../test/mock-api';
import { TENANT } from '../../test/render-app';
import { TestConnectionsButton } from './components/TestConnectionsButton';
import { CarrierTestConnectionsPage } from './pages/CarrierTestConnectionsPage';

const PATH = '/carriers/:carrierId/test-connections';

function renderAt(path: string, api: Record<string, Handler>, element: ReactNode = null) {
  const mock = mockApi({ 'GET tenant': () => TENANT, ...api });
  const router = createMemoryRouter(
    [
      { path: PATH, element: <CarrierTestConnectionsPage /> },
      { path: '/carriers/:id/edit', element: element ?? <p>edición</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <AbilityContext.Provider value={buildAbility(rulesFor(makeUser('admin')))}>
        <RouterProvider router={router} />
      </AbilityContext.Provider>
    </AppProviders>,
  );
  return { api: mock, router };
}

const info = (over: Partial<CarrierTestInfo> = {}): CarrierTestInfo => ({
  carrier_id: 4,
  carrier_name: 'FedEx pruebas',
  provider_code: 'FedexRest',
  connection: true,
  xml: false,
  ...over,
});

const tokenExchange: ConnectionTest['exchanges'][number] = {
  request: {
    method: 'POST',
    url: 'https://apis-sandbox.fedex.com/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=*****&client_secret=*****',
  },
  response: {
    status: 401,
    headers: { 'content-type': 'application/json' },
    body: '{"errors":[{"code":"NOT.AUTHORIZED.ERROR","message":"The given client credentials were not valid."}]}',
  },
};

describe('test connections', () => {
  it("runs Probar conexión and shows the carrier's words and the raw, masked exchange", async () => {
    const { api } = renderAt('/carriers/4/test-connections', {
      'GET carriers/4/test_connection': () => info(),
      'POST carriers/4/test_connection': () => ({
        ok: false,
        message: 'The given client credentials were not valid.',
        exchanges: [tokenExchange],
        label_pdf_base64: null,
      }),
    });
    expect(await screen.findByText('FedEx pruebas · FedexRest')).toBeInTheDocument();
    expect(screen.queryByText('Prueba con XML')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Probar conexión' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La paquetería no aceptó la solicitud');
    expect(alert).toHaveTextContent('The given client credentials were not valid.');
    const request = screen.getByTestId('wire-request');
    expect(request).toHaveTextContent('POST https://apis-sandbox.fedex.com/oauth/token');
    expect(request).toHaveTextContent('client_secret=*****');
    expect(screen.getByTestId('wire-response')).toHaveTextContent('Estado 401');
    expect(api.find('POST', 'carriers/4/test_connection')).toHaveLength(1);
  });

  it('XML flow: refuses a file that is not .xml, sends an .xml one and offers its label', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:label');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api } = renderAt('/carriers/5/test-connections', {
      'GET carriers/5/test_connection': () =>
        info({ carrier_id: 5, carrier_name: 'Carssa', provider_code: 'Carssa', xml: true }),
      'POST carriers/5/test_connection/xml': () => ({
        ok: true,
        message: null,
        exchanges: [
          {
            request: {
              method: 'POST',
              url: 'https://carssa.example/CarssaService',
              headers: {},
              body: '<car:Password>*****</car:Password>',
            },
            response: { status: 200, headers: {}, body: '<car:NumeroGuia>CRS1</car:NumeroGuia>' },
          },
        ],
        label_pdf_base64: btoa('%PDF-1.7 test'),
      }),
    });
    const send = await screen.findByRole('button', { name: 'Enviar' });
    await userEvent.click(send);
    expect(
      screen.getByText('Prueba de conexión: se requiere un archivo XML (.xml)'),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Elegir archivo XML');
    await userEvent.upload(input, new File(['hola'], 'guia.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(send);
    expect(api.find('POST', 'carriers/5/test_connection/xml')).toHaveLength(0);
    await userEvent.upload(input, new File(['<a/>'], 'guia.xml', { type: 'text/xml' }));
    await userEvent.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conexión correcta');
    const [call] = api.find('POST', 'carriers/5/test_connection/xml');
    expect((call!.body as FormData).get('files[]')).toBeInstanceOf(File);
    expect(screen.getByTestId('wire-request')).toHaveTextContent('<car:Password>*****');
    await userEvent.click(within(alert).getByRole('button', { name: 'Descargar etiqueta' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['etiqueta-prueba-5.pdf']);
  });

  it("shows the server's file error under the upload", async () => {
    renderAt('/carriers/5/test-connections', {
      'GET carriers/5/test_connection': () => info({ carrier_id: 5, connection: false, xml: true }),
      'POST carriers/5/test_connection/xml': () =>
        errorReply(422, ['file: Prueba de conexión: se requiere un archivo XML (.xml)'], {
          file: ['Prueba de conexión: se requiere un archivo XML (.xml)'],
        }),
    });
    await userEvent.upload(
      await screen.findByLabelText('Elegir archivo XML'),
      new File(['no es xml'], 'guia.xml', { type: 'text/xml' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Prueba de conexión: se requiere un archivo XML (.xml)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probar conexión' })).not.toBeInTheDocument();
  });

  it("the settings panel's button appears only for a provider with a test", async () => {
    renderAt(
      '/carriers/4/edit',
      {
        'GET carriers/4/test_connection': () => info(),
        'GET carriers/6/test_connection': () => reply(409, { messages: ['no'], errors: {} }),
      },
      <>
        <TestConnectionsButton carrierId={4} />
        <TestConnectionsButton carrierId={6} />
      </>,
    );
    const links = await screen.findAllByRole('link', { name: 'Pruebas de conexión' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/carriers/4/test-connections');
  });
});
