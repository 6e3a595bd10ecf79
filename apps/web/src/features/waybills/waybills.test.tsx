import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Waybill } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { serviceChoiceState } from './components/CarrierServicePicker';
import { IMPORT_CHUNK, importSummary, pendingRows, runImport } from './components/import-run';
import { numbersFromRows, readWaybillFile, waybillFileKind } from './components/waybill-file';

const admin = makeUser('admin');
const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });
const waybill = (over: Partial<Waybill> = {}): Waybill => ({
  id: 1,
  number: 'DSP-0001',
  carrier_id: 3,
  service_id: null,
  shipment_id: null,
  carrier: { id: 3, name: 'Despacho Express' },
  service: null,
  shipment: null,
  created_at: '2026-11-20T10:00:00Z',
  deleted_at: null,
  ...over,
});
const catalogue = {
  'GET carriers': () =>
    page([
      { id: 3, name: 'Despacho Express' },
      { id: 4, name: 'FedEx' },
    ]),
  'GET services': (call: ApiCall) =>
    page(
      call.query.get('where[carrier_id]') === '3'
        ? [{ id: 31, name: 'Terrestre' }]
        : [{ id: 41, name: 'Express Saver' }],
    ),
};
const sheetFile = (rows: unknown[][], name: string, bookType: 'xlsx' | 'biff8') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Hoja1');
  const bytes = XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name);
};

describe('reading a waybill file', () => {
  it('takes the column called number (any case, número, guía), keeping every digit', async () => {
    expect(
      numbersFromRows([
        ['Fecha', 'NÚMERO'],
        ['x', 'A-1'],
        ['y', ''],
        ['z', 12345678901234],
      ]),
    ).toEqual(['A-1', '12345678901234']);
    expect(numbersFromRows([['guia'], ['0001']])).toEqual(['0001']);
    expect(numbersFromRows([['tracking'], ['1']])).toBeNull();

    const csv = new File(['number\n000123\nDSP-9\n\n'], 'guias.csv', { type: 'text/csv' });
    expect(await readWaybillFile(csv)).toEqual({ ok: true, numbers: ['000123', 'DSP-9'] });
    const xlsx = sheetFile([['Number'], ['X-1'], [987654321012]], 'g.xlsx', 'xlsx');
    expect(await readWaybillFile(xlsx)).toEqual({ ok: true, numbers: ['X-1', '987654321012'] });
    const xls = sheetFile([['numero'], ['OLD-7']], 'g.xls', 'biff8');
    expect(await readWaybillFile(xls)).toEqual({ ok: true, numbers: ['OLD-7'] });
  });

  it('refuses other types, and a spreadsheet name on other bytes', async () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(waybillFileKind('g.txt', bytes('number\n1'))).toBeNull();
    expect(waybillFileKind('g.xlsx', bytes('number\n1'))).toBeNull();
    expect(waybillFileKind('g.xls', new Uint8Array([0x50, 0x4b, 3, 4]))).toBeNull();
    expect(waybillFileKind('g.csv', new Uint8Array([0x6e, 0, 0x31]))).toBeNull();
    expect(waybillFileKind('G.CSV', bytes('number\n1'))).toBe('csv');
    expect(await readWaybillFile(new File(['%PDF-1.4'], 'g.pdf'))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await readWaybillFile(new File(['id\n1'], 'g.csv'))).toEqual({
      ok: false,
      reason: 'column',
    });
  });
});

describe('saving an import in chunks', () => {
  it('turns each row saved or error with the server message; a refused chunk marks its rows', async () => {
    const numbers = Array.from({ length: IMPORT_CHUNK * 2 + 5 }, (_, i) => `N-${i}`);
    const seen: string[][] = [];
    const progress: number[] = [];
    const result = await runImport(
      pendingRows(numbers),
      { carrier_id: '3', service_id: null },
      async (body) => {
        seen.push(body.numbers);
        if (seen.length === 2) throw new Error('boom');
        return {
          rows: body.numbers.map((n) => ({
            number: n,
            status: n === 'N-1' ? ('error' as const) : ('saved' as const),
            message: n === 'N-1' ? 'ya registrada' : null,
          })),
          saved: 0,
          errors: 0,
        };
      },
      (rows) => progress.push(importSummary(rows).pending),
      () => 'sin conexión',
    );
    expect(seen.map((c) => c.length)).toEqual([IMPORT_CHUNK, IMPORT_CHUNK, 5]);
    expect(progress).toEqual([IMPORT_CHUNK + 5, 5, 0]);
    expect(result[1]).toEqual({ number: 'N-1', status: 'error', message: 'ya registrada' });
    expect(result[IMPORT_CHUNK]).toEqual({
      number: `N-${IMPORT_CHUNK}`,
      status: 'error',
      message: 'sin conexión',
    });
    expect(importSummary(result)).toEqual({
      total: numbers.length,
      pending: 0,
      saved: IMPORT_CHUNK + 4,
      errors: IMPORT_CHUNK + 1,
    });
  });
});

describe('the service select', () => {
  it('is disabled until a carrier is picked, then offers only that carrier’s services', async () => {
    expect(serviceChoiceState('', [{ value: '1', label: 'x' }])).toEqual({
      disabled: true,
      options: [],
    });
    expect(serviceChoiceState('3', undefined)).toEqual({ disabled: false, options: [] });

    const { api } = renderApp('/waybills', {
      user: admin,
      api: {
        ...catalogue,
        'GET waybills': () =>
          page([
            waybill(),
            waybill({
              id: 2,
              number: 'DSP-0002',
              deleted_at: '2026-11-21T10:00:00Z',
              shipment_id: 9,
              shipment: { id: 9, sequential_id: 1042 },
            }),
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Guías prepagadas' });
    expect(
      within(table).getByRole('button', { name: 'Eliminar la guía DSP-0001' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Eliminar la guía DSP-0002' })).toBeNull();
    expect(within(table).getByText('eliminada')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '1042' })).toHaveAttribute(
      'href',
      '/shipments?search=1042',
    );

    const service = screen.getByLabelText('Servicio');
    expect(service).toBeDisabled();
    await waitFor(() =>
      expect(within(screen.getByLabelText('Paquetería')).getAllByRole('option')).toHaveLength(3),
    );
    await userEvent.selectOptions(screen.getByLabelText('Paquetería'), '3');
    await waitFor(() => expect(screen.getByLabelText('Servicio')).toBeEnabled());
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Servicio'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos', 'Terrestre']),
    );
    await userEvent.selectOptions(screen.getByLabelText('Servicio'), '31');
    await waitFor(() => {
      const last = api.find('GET', 'waybills').at(-1)!;
      expect(last.query.get('where[carrier_id]')).toBe('3');
      expect(last.query.get('where[service_id]')).toBe('31');
    });
    expect(api.find('GET', 'services')[0]!.query.get('where[carrier_id]')).toBe('3');
  });
});

describe('the new waybill page', () => {
  it('sends the carrier, service and number, and shows the server refusal on its field', async () => {
    const { api } = renderApp('/waybills/new', {
      user: admin,
      api: {
        ...catalogue,
        'POST waybills': () =>
          errorReply(422, ['Esta guía ya está registrada para la paquetería'], {
            number: ['Esta guía ya está registrada para la paquetería'],
          }),
      },
    });
    const carrier = await screen.findByLabelText(/Paquetería/);
    expect(screen.getByLabelText('Servicio')).toBeDisabled();
    await waitFor(() => expect(within(carrier).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(carrier, '3');
    await waitFor(() => expect(screen.getByLabelText('Servicio')).toBeEnabled());
    await waitFor(() =>
      expect(within(screen.getByLabelText('Servicio')).getAllByRole('option')).toHaveLength(2),
    );
    await userEvent.selectOptions(screen.getByLabelText('Servicio'), '31');
    await userEvent.type(screen.getByLabelText(/Número/), 'DSP-1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Esta guía ya está registrada para la paquetería', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.find('POST', 'waybills')[0]!.body).toEqual({
      waybill: { number: 'DSP-1', carrier_id: 3, service_id: 31 },
    });
  });
});

describe('the import page', () => {
  it('shows the file rows pending, saves only once a carrier is chosen, then saved / error per row', async () => {
    const { api } = renderApp('/waybills/import', {
      user: admin,
      api: {
        ...catalogue,
        'POST waybills/import': (call: ApiCall) => ({
          rows: (call.body as { numbers: string[] }).numbers.map((n) =>
            n === 'DUP-1'
              ? {
                  number: n,
                  status: 'error',
                  message: 'Esta guía ya está registrada para la paquetería',
                }
              : { number: n, status: 'saved', message: null },
          ),
          saved: 1,
          errors: 1,
        }),
      },
    });
    const input = await screen.findByLabelText('Elegir archivo');
    await userEvent.upload(input, new File(['x'], 'guias.pdf'), { applyAccept: false });
    expect(await screen.findByText('¡Tipo de archivo no válido!')).toBeInTheDocument();

    await userEvent.upload(input, new File(['Number\nNEW-1\nDUP-1\n'], 'guias.csv'));
    const table = await screen.findByRole('table', { name: 'Filas del archivo' });
    expect(within(table).getAllByText('pendiente')).toHaveLength(2);
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await waitFor(() =>
      expect(within(screen.getByLabelText(/Paquetería/)).getAllByRole('option')).toHaveLength(3),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Paquetería/), '3');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(table).findByText('guardada')).toBeInTheDocument();
    expect(
      within(table).getByText('Esta guía ya está registrada para la paquetería'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 filas: 1 guardadas, 1 con error, 0 pendientes',
    );
    expect(api.find('POST', 'waybills/import')[0]!.body).toEqual({
      carrier_id: '3',
      service_id: null,
      numbers: ['NEW-1', 'DUP-1'],
    });
  });

  it('a refused request shows the server’s first message on its rows', async () => {
    renderApp('/waybills/import', {
      user: admin,
      api: {
        ...catalogue,
        'POST waybills/import': () =>
          errorReply(422, ['La paquetería no existe'], { carrier_id: ['La paquetería no existe'] }),
      },
    });
    await userEvent.upload(
      await screen.findByLabelText('Elegir archivo'),
      new File(['guia\nA-1\n'], 'g.csv'),
    );
    await waitFor(() =>
      expect(within(screen.getByLabelText(/Paquetería/)).getAllByRole('option')).toHaveLength(3),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Paquetería/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La paquetería no existe')).toBeInTheDocument();
  });
});
