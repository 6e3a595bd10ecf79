import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnAgreement, OwnAgreementProvider } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { OwnAgreementsGate } from './components/OwnAgreementsGate';
import { EditOwnAgreement, OwnAgreementCreatePage } from './pages/OwnAgreementFormPages';
import { OwnAgreementsListPage } from './pages/OwnAgreementsListPage';

const customer = makeUser('customer', { id: 7 });
const ON = { user_own_agreements: '1' };

const fedex: OwnAgreementProvider = {
  id: 2,
  code: 'FedexRest',
  name: 'FedEx (API REST)',
  fields: [
    { key: 'client_id', secret: true },
    { key: 'client_secret', secret: true },
    { key: 'account_number', secret: false },
  ],
  service_types: [
    { code: 'FEDEX_GROUND', name: 'FedEx Ground' },
    { code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' },
  ],
};

const agreement = (over: Partial<OwnAgreement> = {}): OwnAgreement => ({
  id: 3,
  name: '7-fedex-api-rest-7-1',
  status: 'active',
  environment: 'sandbox',
  user_id: 7,
  provider: { id: 2, code: 'FedexRest', name: 'FedEx (API REST)' },
  services: [{ id: 40, code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' }],
  settings: [
    { key: 'account_number', value: '510087020', secret: false },
    { key: 'client_id', value: '*****', secret: true },
    { key: 'client_secret', value: '*****', secret: true },
  ],
  shipment_count: 0,
  created_at: '2026-11-27T10:00:00Z',
  ...over,
});

const asPage = (Component: () => React.ReactNode) =>
  lazy(() => Promise.resolve({ default: Component }));

describe('own agreements list', () => {
  it('shows provider, name, status and services, and suspends and deletes one', async () => {
    let rows = [
      agreement(),
      agreement({ id: 4, name: '7-fedex-api-rest-7-2', status: 'suspended' }),
    ];
    const { api } = renderApp('/own-agreements', {
      user: customer,
      settings: ON,
      pages: { ownAgreements: asPage(OwnAgreementsListPage) },
      api: {
        'GET own_agreements': () => rows,
        'PUT own_agreements/*/status': ({ body }) => ({
          ...agreement(),
          status: (body as { status: OwnAgreement['status'] }).status,
        }),
        'DELETE own_agreements/*': () => {
          rows = rows.filter((r) => r.id !== 4);
          return { ok: true };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Acuerdos propios' });
    const first = within(table).getByText('7-fedex-api-rest-7-1').closest('tr')!;
    expect(within(first).getByText('FedEx (API REST)')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    expect(within(first).getByText('FedEx Express Saver')).toBeInTheDocument();
    const second = within(table).getByText('7-fedex-api-rest-7-2').closest('tr')!;
    expect(within(second).getByText('Suspendido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar acuerdo' })).toHaveAttribute(
      'href',
      '/own-agreements/new',
    );

    await userEvent.click(
      within(first).getByRole('button', { name: 'Suspender 7-fedex-api-rest-7-1' }),
    );
    await waitFor(() => expect(api.find('PUT', 'own_agreements/3/status')).toHaveLength(1));
    expect(api.find('PUT', 'own_agreements/3/status')[0]!.body).toEqual({ status: 'suspended' });
    expect(await screen.findByText('Acuerdo suspendido')).toBeInTheDocument();

    await userEvent.click(
      within(second).getByRole('button', { name: 'Eliminar 7-fedex-api-rest-7-2' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Los envíos que ya hiciste con ella se quedan/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.find('DELETE', 'own_agreements/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('7-fedex-api-rest-7-2')).not.toBeInTheDocument());
  });

  it('sends the customer to the dashboard while the setting is 0', async () => {
    const { router, api } = renderApp('/own-agreements', {
      user: customer,
      settings: { user_own_agreements: '0' },
      pages: { ownAgreements: asPage(OwnAgreementsListPage) },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(api.find('GET', 'own_agreements')).toHaveLength(0);
  });
});

describe('own agreement form', () => {
  const fill = async () => {
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Paquetería/ }),
      'FedEx (API REST)',
    );
    await userEvent.type(await screen.findByLabelText(/Client ID/), 'mi-llave');
    await userEvent.type(screen.getByLabelText(/Client secret/), 'mi-secreto');
    await userEvent.type(screen.getByLabelText(/Número de cuenta/), '510087020');
  };

  it('asks for the provider’s credentials and a service, and shows the carrier’s refusal', async () => {
    let refuse = true;
    const { api } = renderApp('/own-agreements', {
      user: customer,
      settings: ON,
      pages: { ownAgreements: asPage(OwnAgreementCreatePage) },
      api: {
        'GET own_agreements/providers': () => [fedex],
        'POST own_agreements': () =>
          refuse
            ? errorReply(422, [], {
                base: [
                  'La paquetería rechazó las credenciales: NOT.AUTHORIZED. No se guardó nada.',
                ],
                'settings.client_secret': ['La paquetería no aceptó este dato'],
              })
            : agreement(),
      },
    });
    expect(
      await screen.findByText(/probamos tus credenciales con la paquetería/),
    ).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Selecciona al menos un servicio')).toBeInTheDocument();
    expect(api.find('POST', 'own_agreements')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'FedEx Express Saver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La paquetería no aceptó este dato')).toBeInTheDocument();
    expect(
      await screen.findByText(/La paquetería rechazó las credenciales: NOT.AUTHORIZED/),
    ).toBeInTheDocument();
    expect(api.find('POST', 'own_agreements')[0]!.body).toEqual({
      own_agreement: {
        provider_id: 2,
        settings: {
          client_id: 'mi-llave',
          client_secret: 'mi-secreto',
          account_number: '510087020',
        },
        service_codes: ['FEDEX_EXPRESS_SAVER'],
      },
    });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Acuerdo guardado: FedEx (API REST) aceptó tus credenciales'),
    ).toBeInTheDocument();
  });

  it('keeps masked secrets on edit and sends the changed services', async () => {
    const { api } = renderApp('/own-agreements', {
      user: customer,
      settings: ON,
      pages: {
        ownAgreements: asPage(() => (
          <OwnAgreementsGate>
            <EditOwnAgreement id={3} />
          </OwnAgreementsGate>
        )),
      },
      api: {
        'GET own_agreements/providers': () => [fedex],
        'GET own_agreements/*': () => agreement(),
        'PUT own_agreements/*': () => agreement(),
      },
    });
    expect(await screen.findByLabelText(/Client secret/)).toHaveValue('*****');
    expect(screen.getByRole('combobox', { name: /Paquetería/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'FedEx Ground' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.find('PUT', 'own_agreements/3')).toHaveLength(1));
    expect(api.find('PUT', 'own_agreements/3')[0]!.body).toEqual({
      own_agreement: {
        settings: { account_number: '510087020', client_id: '*****', client_secret: '*****' },
        service_codes: ['FEDEX_GROUND', 'FEDEX_EXPRESS_SAVER'],
      },
    });
  });
});
