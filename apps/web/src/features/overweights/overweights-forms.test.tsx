import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OverweightImportResult } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { ON, staffOverweight } from './overweights-test-kit';

const admin = makeUser('admin');

describe('new overweight', () => {
  it('checks the fields, shows the server’s refusal on its field, then shows the amount it computed', async () => {
    let refuse = true;
    const { api, router } = renderApp('/overweights/new', {
      user: admin,
      settings: ON,
      api: {
        'POST overweights': () =>
          refuse
            ? errorReply(422, ['…'], {
                carrier_weight: [
                  'El peso de la paquetería no supera el peso que pagó la guía (2 kg)',
                ],
              })
            : reply(201, { data: staffOverweight({ status: 'unpaid', actions: ['deduction'] }) }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Datos del sobrepeso' });
    const save = within(form).getByRole('button', { name: 'Guardar' });
    await userEvent.click(save);
    expect(
      await within(form).findByText('Escribe el número de envío o la guía'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Número de guía'), 'DX123456789');
    await userEvent.type(within(form).getByLabelText(/Peso según la paquetería/), '1.2345');
    await userEvent.type(within(form).getByLabelText('Largo (cm)'), '40');
    await userEvent.click(save);
    expect(
      await within(form).findByText('Escribe el peso en kg: mayor que 0, hasta 3 decimales'),
    ).toBeInTheDocument();
    expect(within(form).getAllByText('Escribe largo, ancho y alto, o ninguno')).toHaveLength(2);
    expect(api.find('POST', 'overweights')).toHaveLength(0);

    const weight = within(form).getByLabelText(/Peso según la paquetería/);
    await userEvent.clear(weight);
    await userEvent.type(weight, '1.5');
    await userEvent.type(within(form).getByLabelText('Ancho (cm)'), '30');
    await userEvent.type(within(form).getByLabelText('Alto (cm)'), '20');
    await userEvent.click(save);
    expect(
      await within(form).findByText(
        'El peso de la paquetería no supera el peso que pagó la guía (2 kg)',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await userEvent.clear(weight);
    await userEvent.type(weight, '3.5');
    await userEvent.upload(
      within(form).getByLabelText('Archivo de evidencia'),
      new File(['%PDF-1.4'], 'reporte.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(save);
    expect(
      await screen.findByText(
        'Sobrepeso del envío #1042 registrado: 1.5 kg de más, $90.00 ($60.00 por kilo).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Estado: Sin cobrar')).toBeInTheDocument();
    const body = api.find('POST', 'overweights').at(-1)!.body as FormData;
    expect(body.get('tracking_number')).toBe('DX123456789');
    expect(body.get('carrier_weight')).toBe('3.5');
    expect(body.get('length')).toBe('40');
    expect(body.has('shipment_id')).toBe(false);
    expect((body.get('evidence_file') as File).name).toBe('reporte.pdf');

    await userEvent.click(screen.getByRole('link', { name: 'Volver a sobrepesos' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/overweights'));
  });

  it('is not for an operator (the route needs Overweight create)', async () => {
    const { router } = renderApp('/overweights/new', {
      user: makeUser('operator'),
      settings: ON,
    });
    await waitFor(() => expect(currentUrl(router)).not.toBe('/overweights/new'));
  });
});

describe('import overweights', () => {
  it('refuses a file that is not .xlsx, then uploads one and lists every row with a summary', async () => {
    const result: OverweightImportResult = {
      created: 1,
      updated: 1,
      unmatched: 1,
      errors: 1,
      rows: [
        { row: 2, tracking_number: 'DX1', status: 'created', overweight_id: 5, message: null },
        { row: 3, tracking_number: 'DX2', status: 'updated', overweight_id: 6, message: null },
        {
          row: 4,
          tracking_number: 'ZZ9',
          status: 'unmatched',
          overweight_id: null,
          message: 'No hay un envío con esa guía',
        },
        {
          row: 5,
          tracking_number: 'DX3',
          status: 'error',
          overweight_id: null,
          message: 'Escribe el peso en kg: mayor que 0, hasta 3 decimales',
        },
      ],
    };
    const { api } = renderApp('/overweights/import', {
      user: admin,
      settings: ON,
      api: { 'POST overweights/import': () => result },
    });
    const input = await screen.findByLabelText('Archivo de sobrepesos (.xlsx)');
    await userEvent.upload(input, new File(['a,b'], 'pesos.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('pesos.csv no es un archivo .xlsx')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument();

    await userEvent.upload(input, new File(['PK'], 'estafeta.xlsx'));
    await userEvent.click(await screen.findByRole('button', { name: 'Subir' }));
    expect(
      await screen.findByText('1 creados, 1 actualizados, 1 sin envío, 1 con error'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Filas del archivo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'DX1', 'Creado', '—'],
      ['3', 'DX2', 'Actualizado', '—'],
      ['4', 'ZZ9', 'Sin envío', 'No hay un envío con esa guía'],
      ['5', 'DX3', 'Error', 'Escribe el peso en kg: mayor que 0, hasta 3 decimales'],
    ]);
    const sent = api.find('POST', 'overweights/import')[0]!.body as FormData;
    expect((sent.get('files[]') as File).name).toBe('estafeta.xlsx');
    expect(screen.getByRole('link', { name: 'Ver sobrepesos' })).toHaveAttribute(
      'href',
      '/overweights',
    );
  });

  it('shows the server’s refusal of the whole file', async () => {
    renderApp('/overweights/import', {
      user: admin,
      settings: ON,
      api: {
        'POST overweights/import': () =>
          errorReply(422, ['…'], { files: ['Faltan las columnas: peso'] }),
      },
    });
    await userEvent.upload(
      await screen.findByLabelText('Archivo de sobrepesos (.xlsx)'),
      new File(['PK'], 'estafeta.xlsx'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Faltan las columnas: peso')).toBeInTheDocument();
  });
});
