import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportKey } from '@despacho/shared';
import { todayIn } from '../../lib/format';
import { makeUser } from '../../test/fixtures';
import { errorReply, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const KEYS: ReportKey[] = [
  'carriers',
  'shipments',
  'users',
  'fiscal_data',
  'transactions',
  'carrier_setting_logs',
  'overweights',
  'invoices',
  'insurances',
];
const today = () => todayIn('America/Monterrey');
const monthStart = () => `${today().slice(0, 7)}-01`;
const shown = (iso: string) => iso.split('-').reverse().join('/');

const list = (overrides: Partial<Record<ReportKey, Partial<Report>>> = {}): Report[] =>
  KEYS.map((key) => ({
    key,
    name: key,
    visible: true,
    downloadable: true,
    ...overrides[key],
  }));

const PROVIDERS = [
  { id: 1, code: 'GenericCarrier', name: 'Paquetería genérica', service_types: [] },
  { id: 3, code: 'Estafeta', name: 'Estafeta', service_types: [] },
];

function routes(extra: Record<string, Handler> = {}, limit = { val: null, applies: false }) {
  return {
    'GET reports': () => list(),
    'GET reports/report_limit': () => limit,
    'GET providers': () => PROVIDERS,
    ...extra,
  } as Record<string, Handler>;
}

const card = (name: string) => screen.findByRole('region', { name });

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  // The browser would save the file under the link's download name.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('reports page', () => {
  it('admin: the range starts at the limit, logs are disabled and there is no Visible toggle', async () => {
    const { api } = renderApp('/reports', {
      user: makeUser('admin'),
      api: routes(
        {
          'GET reports': () =>
            list({ carrier_setting_logs: { downloadable: false } }).filter(
              (r) => r.key !== 'invoices',
            ),
          'POST reports/transactions': () => ({ ok: true }),
        },
        { val: today(), applies: true } as never,
      ),
    });
    expect(
      await screen.findByText(
        `Puedes consultar desde el ${shown(today())} y hasta hoy (hora de Monterrey).`,
      ),
    ).toBeInTheDocument();
    const logs = await card('Bitácora de ajustes de paqueterías');
    expect(
      within(logs).getByRole('button', { name: 'Descargar Bitácora de ajustes de paqueterías' }),
    ).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Facturas' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /visible para no desarrolladores/ })).toBeNull();

    await userEvent.click(
      within(await card('Movimientos')).getByRole('button', { name: 'Descargar Movimientos' }),
    );
    await waitFor(() => expect(api.find('POST', 'reports/transactions')).toHaveLength(1));
    // The month would start earlier; the limit (today) is the earliest day allowed.
    expect(api.find('POST', 'reports/transactions')[0]!.body).toEqual({
      start_date: today(),
      end_date: today(),
    });
    await waitFor(() => expect(saved).toEqual(['transactions.xlsx']));
  });

  it('developer: the current month up to today, and the Visible toggle saves', async () => {
    let visible = true;
    const { api } = renderApp('/reports', {
      user: makeUser('developer'),
      api: routes({
        'POST reports/users': () => ({ ok: true }),
        'PUT reports/users/visibility': ({ body }) => {
          visible = (body as { visible: boolean }).visible;
          return { key: 'users', name: 'Usuarios', visible, downloadable: true };
        },
      }),
    });
    expect(
      await screen.findByText('Por omisión, el mes en curso hasta hoy (hora de Monterrey).'),
    ).toBeInTheDocument();
    const users = await card('Usuarios');
    await userEvent.click(within(users).getByRole('button', { name: 'Descargar Usuarios' }));
    await waitFor(() =>
      expect(api.find('POST', 'reports/users')[0]?.body).toEqual({
        start_date: monthStart(),
        end_date: today(),
      }),
    );

    const toggle = within(users).getByRole('switch', {
      name: 'Usuarios visible para no desarrolladores',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(visible).toBe(false));
    expect(api.find('PUT', 'reports/users/visibility')[0]!.body).toEqual({ visible: false });
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Listo, guardamos la visibilidad del reporte',
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('shipments: Estafeta fields for an Estafeta provider, checked before asking', async () => {
    const { api } = renderApp('/reports', {
      user: makeUser('developer'),
      api: routes({ 'POST reports/shipments': () => ({ ok: true }) }),
    });
    const provider = await screen.findByRole('combobox', { name: 'Proveedor' });
    await waitFor(() => expect(within(provider).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: 'Cuenta' })).toBeNull();
    await userEvent.selectOptions(provider, '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'canceled');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rango' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cuenta' }), '12a34567');
    const download = within(await card('Envíos')).getByRole('button', { name: 'Descargar Envíos' });
    await userEvent.click(download);
    expect(await screen.findByText('El rango debe tener 3 dígitos')).toBeInTheDocument();
    expect(api.find('POST', 'reports/shipments')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Rango' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de envío' }), '0099314');
    await userEvent.click(download);
    await waitFor(() => expect(api.find('POST', 'reports/shipments')).toHaveLength(1));
    expect(api.find('POST', 'reports/shipments')[0]!.body).toEqual({
      start_date: monthStart(),
      end_date: today(),
      status: 'canceled',
      provider_id: 3,
      all_shipments: false,
      estafeta_range: '123',
      estafeta_account: '1234567',
      estafeta_agent: null,
      estafeta_shipping_number: '0099314',
    });

    await userEvent.selectOptions(provider, '1');
    expect(screen.queryByRole('textbox', { name: 'Rango' })).toBeNull();
  });

  it('admin and main admin: no developer-only shipments filters, and none sent', async () => {
    for (const role of ['admin', 'main_admin'] as const) {
      const { api, unmount } = renderApp('/reports', {
        user: makeUser(role),
        api: routes({ 'POST reports/shipments': () => ({ ok: true }) }),
      });
      const download = within(await card('Envíos')).getByRole('button', {
        name: 'Descargar Envíos',
      });
      expect(screen.queryByRole('group', { name: 'Filtros del reporte de envíos' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Proveedor' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: /Todos los envíos/ })).toBeNull();
      await userEvent.click(download);
      await waitFor(() => expect(api.find('POST', 'reports/shipments')).toHaveLength(1));
      expect(api.find('POST', 'reports/shipments')[0]!.body).toEqual({
        start_date: monthStart(),
        end_date: today(),
      });
      expect(
        within(await card('Envíos')).getByText(
          'Los envíos generados del periodo (sin borradores) con remitente, destino, paquete y total.',
        ),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a progress bar while the file builds, and reads a refusal as JSON', async () => {
    let finish: (value: unknown) => void = () => undefined;
    renderApp('/reports', {
      user: makeUser('main_admin'),
      api: routes({
        'POST reports/carriers': () => new Promise((resolve) => (finish = resolve)),
        'POST reports/insurances': () =>
          errorReply(422, ['start_date: La fecha inicial no puede ser anterior al 01/01/2026'], {
            start_date: ['La fecha inicial no puede ser anterior al 01/01/2026'],
          }),
        'POST reports/invoices': () => errorReply(404, ['No se encontró el registro']),
      }),
    });
    const carriers = await card('Paqueterías');
    await userEvent.click(within(carriers).getByRole('button', { name: 'Descargar Paqueterías' }));
    expect(
      await within(carriers).findByRole('progressbar', { name: 'Generando Paqueterías' }),
    ).toBeInTheDocument();
    expect(within(carriers).getByRole('button', { name: 'Descargar Paqueterías' })).toBeDisabled();
    expect(within(carriers).getByText('Generando…')).toBeInTheDocument();
    finish({ ok: true });
    await waitFor(() =>
      expect(
        within(carriers).queryByRole('progressbar', { name: 'Generando Paqueterías' }),
      ).toBeNull(),
    );
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.click(
      within(await card('Seguros')).getByRole('button', { name: 'Descargar Seguros' }),
    );
    expect(
      await screen.findByText('La fecha inicial no puede ser anterior al 01/01/2026'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Revisa los campos marcados.',
    );

    await userEvent.click(
      within(await card('Facturas')).getByRole('button', { name: 'Descargar Facturas' }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').at(-1)).toHaveTextContent(
        'No se encontró el registro',
      ),
    );
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });
});
