import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShipmentImport } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const customer = makeUser('customer');

const job = (over: Partial<ShipmentImport> = {}): ShipmentImport => ({
  id: 41,
  file_name: 'envios.xlsx',
  status: 'queued',
  total_rows: 0,
  processed_rows: 0,
  created: 0,
  created_by_step: { addressing: 0, packaging: 0, rating: 0 },
  error_rows: 0,
  errors: [],
  failure: null,
  created_at: '2026-11-27T08:00:00Z',
  finished_at: null,
  ...over,
});

const xlsx = (name = 'envios.xlsx') =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('shipment import', () => {
  it('shows Save only once an .xlsx is chosen and refuses other files before sending', async () => {
    const { api } = renderApp('/shipments/import', { user: customer, api: {} });
    expect(
      await screen.findByRole('heading', { name: 'Importar envíos desde Excel' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Cada fila se importa por separado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    const input = screen.getByLabelText('Archivo de Excel de envíos');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));

    // The picker's accept list is a hint a person can override; the page checks again.
    await userEvent.upload(input, new File(['a,b'], 'envios.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('«envios.csv» no es un archivo .xlsx. Elige un archivo .xlsx.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();

    await userEvent.upload(input, xlsx());
    expect(screen.getByText('Archivo elegido: envios.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(api.find('POST', 'shipments/imports')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Atrás' })).toHaveAttribute('href', '/shipments');
  });

  it('uploads, follows the job every second, then reports created rows and row/column errors', async () => {
    const polls = [
      job({ status: 'running', total_rows: 4, processed_rows: 1 }),
      job({
        status: 'done',
        total_rows: 4,
        processed_rows: 4,
        created: 2,
        created_by_step: { addressing: 0, packaging: 0, rating: 2 },
        error_rows: 2,
        errors: [
          { row: 3, column: 'destino_cp', message: 'El código postal 99999 no existe' },
          { row: 5, column: 'peso_kg', message: 'Debe ser mayor que 0' },
        ],
        finished_at: '2026-11-27T08:00:03Z',
      }),
    ];
    let asked = 0;
    const { api, router } = renderApp('/shipments/import', {
      user: customer,
      api: {
        'POST shipments/imports': () => reply(202, { data: job() }),
        'GET shipments/imports/*': () => polls[Math.min(asked++, polls.length - 1)],
        'GET shipments': () =>
          reply(200, {
            data: [],
            pagination: { page: 1, per_page: 10, total_objects: 0, total_pages: 0 },
          }),
        'GET shipments/carriers': () => [],
      },
    });
    await userEvent.upload(await screen.findByLabelText('Archivo de Excel de envíos'), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Procesando: 1 de 4 filas')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const report = await screen.findByRole('region', { name: 'Resultado de la importación' });
    expect(within(report).getByText('Se crearon 2 envíos')).toBeInTheDocument();
    expect(within(report).getByText('2 filas con errores no se importaron')).toBeInTheDocument();
    expect(within(report).getByText('2 listos para elegir tarifa')).toBeInTheDocument();
    const table = within(report).getByRole('table', { name: 'Errores por fila' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('destino_cp')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('El código postal 99999 no existe')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('peso_kg')).toBeInTheDocument();

    const upload = api.find('POST', 'shipments/imports')[0]!;
    expect((upload.body as FormData).get('files[]')).toBeInstanceOf(File);
    expect(api.find('GET', 'shipments/imports/41')).toHaveLength(2);
    // Finished: no more polling.
    await new Promise((r) => setTimeout(r, 1300));
    expect(api.find('GET', 'shipments/imports/41')).toHaveLength(2);

    await userEvent.click(within(report).getByRole('link', { name: 'Ver envíos importados' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments?source=import'));
  });

  it('writes large counts grouped, as people read them (10,000, not 10000)', async () => {
    const polls = [
      job({ status: 'running', total_rows: 10_000, processed_rows: 2_500 }),
      job({
        status: 'done',
        total_rows: 10_000,
        processed_rows: 10_000,
        created: 10_000,
        created_by_step: { addressing: 0, packaging: 1_200, rating: 8_800 },
        finished_at: '2026-11-27T08:00:30Z',
      }),
    ];
    let asked = 0;
    renderApp('/shipments/import', {
      user: customer,
      api: {
        'POST shipments/imports': () => reply(202, { data: job() }),
        'GET shipments/imports/*': () => polls[Math.min(asked++, polls.length - 1)],
      },
    });
    await userEvent.upload(await screen.findByLabelText('Archivo de Excel de envíos'), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Procesando: 2,500 de 10,000 filas')).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: 'Resultado de la importación' });
    expect(within(report).getByText('Se crearon 10,000 envíos')).toBeInTheDocument();
    expect(within(report).getByText('1,200 aún necesitan paquete')).toBeInTheDocument();
    expect(within(report).getByText('8,800 listos para elegir tarifa')).toBeInTheDocument();
  });

  it("shows the server's refusal of the file", async () => {
    renderApp('/shipments/import/csv', {
      user: customer,
      api: {
        'POST shipments/imports': () =>
          errorReply(422, ['Revisa los campos marcados'], {
            files: ['Al archivo le faltan las columnas: destino_cp'],
          }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Importar envíos desde CSV' }),
    ).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV de envíos'),
      new File(['a,b'], 'envios.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Al archivo le faltan las columnas: destino_cp'),
    ).toBeInTheDocument();
  });

  it("downloads the example with the session's token", async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:example');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = renderApp('/shipments/import/csv', {
      user: customer,
      api: { 'GET shipments/imports/example.csv': () => 'destino_cp,peso_kg' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar ejemplo .csv' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(api.find('GET', 'shipments/imports/example.csv')[0]!.headers.Authorization).toBe(
      'Bearer test-token',
    );
  });
});
