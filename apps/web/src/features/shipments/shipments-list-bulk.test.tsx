import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Shipment } from '@despacho/shared';
import { formatDateTime } from '../../lib/format';
import { makeUser } from '../../test/fixtures';
import { errorReply, type ApiCall } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { setViewport } from '../../test/setup';
import { listOf, makeShipment } from './shipment-fixtures';

/** Issue 25: the list's new columns, a row that opens its shipment, and the bulk actions. */
const ROWS = [
  makeShipment({ carrier_logo_url: '/api/v1/t/demo/carriers/3/logo' }),
  makeShipment({
    id: 6,
    sequential_id: 13,
    tracking_number: '794600000013',
    total: '1250.00',
  }),
  makeShipment({
    id: 7,
    sequential_id: 14,
    status: 'pending',
    step: 'rating',
    carrier_id: null,
    carrier_name: null,
    tracking_number: null,
    total: null,
    label_created_at: null,
    actions: { select_rate: true },
  }),
];

function listApi(rows: Shipment[], extra: Record<string, (c: ApiCall) => unknown> = {}) {
  return {
    'GET shipments': () => listOf(rows),
    'GET shipments/carriers': () => [],
    'GET shipments/*/tracking': () => [],
    'GET shipments/*': (c: ApiCall) => rows.find((s) => c.path.endsWith(`/${s.id}`)),
    ...extra,
  };
}

function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

const rowOf = async (number: string) =>
  (await screen.findByRole('row', { name: `Abrir envío ${number}` })) as HTMLElement;

describe('shipment list columns and rows (issue 25)', () => {
  it('shows carrier and logo, tracking number, created date in the tenant’s zone and total', async () => {
    renderApp('/shipments', { user: makeUser('customer'), api: listApi(ROWS) });
    const row = await rowOf('#12');
    expect(within(row).getByText('Despacho Express')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Logo de Despacho Express' })).toHaveAttribute(
      'src',
      '/api/v1/t/demo/carriers/3/logo',
    );
    expect(within(row).getByText('794600000012')).toBeInTheDocument();
    expect(
      within(row).getByText(formatDateTime('2026-03-10T15:00:00Z', 'es-MX', 'America/Monterrey')),
    ).toBeInTheDocument();
    expect(within(row).getByText('$189.50')).toBeInTheDocument();
    expect(within(await rowOf('#13')).getByText('$1,250.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Envíos' });
    for (const header of ['Paquetería', 'Guía', 'Creado', 'Total'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('copies a tracking number and says "Copiado" in place, without opening the row', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { router } = renderApp('/shipments', { user: makeUser('customer'), api: listApi(ROWS) });
    const row = await rowOf('#13');
    await userEvent.click(within(row).getByRole('button', { name: 'Copiar guía 794600000013' }));
    expect(writeText).toHaveBeenCalledWith('794600000013');
    expect(await within(row).findByRole('status')).toHaveTextContent('Copiado');
    expect(currentUrl(router)).toBe('/shipments');
  });

  it('opens any row’s detail page on click, and on Enter from the keyboard', async () => {
    const { router } = renderApp('/shipments', { user: makeUser('customer'), api: listApi(ROWS) });
    await userEvent.click(within(await rowOf('#12')).getByText('Luisa Perez', { exact: false }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5'));
    expect(await screen.findByRole('heading', { name: 'Envío #12' })).toBeInTheDocument();
    expect(await screen.findByTestId('shipment-detail')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver a envíos' }));
    const draft = await rowOf('#14');
    draft.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/7'));
    // A draft's detail offers the wizard step it continues at.
    expect(await screen.findByRole('link', { name: 'Elegir tarifa' })).toHaveAttribute(
      'href',
      '/shipments/7/rates/new',
    );
  });

  it('says so when the shipment is not the caller’s', async () => {
    renderApp('/shipments/99', {
      user: makeUser('customer'),
      api: listApi(ROWS, {
        'GET shipments/*': () => errorReply(404, ['No encontrado'], {}, 'not_found'),
      }),
    });
    expect(await screen.findByText('No encontramos este envío')).toBeInTheDocument();
  });
});

describe('bulk actions (issue 25)', () => {
  it('selects rows or the page and downloads their labels as one PDF', async () => {
    const names = captureDownloads();
    const { api } = renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi(ROWS, { 'POST shipments/labels': () => '%PDF-1.7' }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar envío #12' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar envío #13' }));
    const bar = screen.getByRole('region', { name: 'Acciones con los envíos seleccionados' });
    expect(within(bar).getByText('2 envíos seleccionados')).toBeInTheDocument();
    // A customer without export_csv_visible exports nothing, in bulk either.
    expect(within(bar).queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Descargar guías' }));
    await waitFor(() => expect(names).toEqual(['guias-2-envios.pdf']));
    expect(api.find('POST', 'shipments/labels')[0]!.body).toEqual({ ids: [5, 6] });

    const page = screen.getByRole('checkbox', { name: 'Seleccionar los envíos de esta página' });
    await userEvent.click(page);
    expect(within(bar).getByText('3 envíos seleccionados')).toBeInTheDocument();
    await userEvent.click(page);
    expect(screen.queryByRole('region', { name: /seleccionados/ })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a selected shipment has no label', async () => {
    renderApp('/shipments', {
      user: makeUser('customer'),
      api: listApi(ROWS, {
        'POST shipments/labels': () =>
          errorReply(409, ['Estos envíos no tienen guía para descargar: #14'], {}, 'conflict'),
      }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar envío #14' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar guías' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Estos envíos no tienen guía para descargar: #14',
    );
  });

  it('exports only the selected shipments for whoever may export', async () => {
    const names = captureDownloads();
    const { api } = renderApp('/shipments?status=success', {
      user: makeUser('developer'),
      api: listApi(ROWS, { 'POST shipments/export_csv': () => 'id,status' }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar envío #13' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar envío #12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(names).toEqual(['shipments.csv']));
    const call = api.find('POST', 'shipments/export_csv')[0]!;
    expect(call.query.get('where[ids]')).toBe('6,5');
    expect(call.query.get('where[status]')).toBeNull();
  });

  it('on a phone, picks cards and the page from a line above them', async () => {
    setViewport(390);
    renderApp('/shipments', { user: makeUser('customer'), api: listApi(ROWS) });
    const cards = await screen.findAllByTestId('data-table-card');
    await userEvent.click(
      within(cards[0]!).getByRole('checkbox', { name: 'Seleccionar envío #12' }),
    );
    expect(screen.getByText('1 envío seleccionado')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleccionar los envíos de esta página' }),
    );
    expect(screen.getByText('3 envíos seleccionados')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('794600000013')).toBeInTheDocument();
  });
});
