import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { currentUrl, renderApp } from '../../test/render-app';
import { ON, overweight, page, staffOverweight } from './overweights-test-kit';

const customer = makeUser('customer', { id: 5, name: 'Carmen' });
const carriers = {
  'GET carriers': () =>
    page([
      { id: 3, name: 'Despacho Express' },
      { id: 4, name: 'Rayo' },
    ]),
  'GET services': ({ query }: { query: URLSearchParams }) =>
    page(
      query.get('where[carrier_id]') === '3'
        ? [
            { id: 31, name: 'Día siguiente' },
            { id: 32, name: 'Terrestre' },
          ]
        : [{ id: 41, name: 'Mismo día' }],
    ),
};

describe('overweights gate', () => {
  it('sends a customer to the dashboard while the setting is off, before any call', async () => {
    const { router, api } = renderApp('/overweights', {
      user: customer,
      settings: { overweights: '0' },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(api.find('GET', 'overweights')).toHaveLength(0);
  });

  it('lets a developer in with the setting off', async () => {
    renderApp('/overweights', {
      user: makeUser('developer'),
      settings: { overweights: '0' },
      api: { ...carriers, 'GET overweights': () => page([staffOverweight()]) },
    });
    expect(await screen.findByRole('table', { name: 'Sobrepesos' })).toBeInTheDocument();
  });
});

describe('overweights (customer)', () => {
  it('shows the own list without carrier or user columns and no filters', async () => {
    renderApp('/overweights', {
      user: customer,
      settings: ON,
      api: {
        'GET overweights': () =>
          page([overweight({ evidence_description: 'La caja pesaba 2 kg' })]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Sobrepesos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Envío',
        'Número de guía',
        'Kilos de más',
        'Monto',
        'Estado',
        'Fecha',
        'Evidencia',
      ]),
    );
    expect(headers).not.toContain('Paquetería');
    expect(headers).not.toContain('Usuario');
    const row = within(table).getByText('Envío #1042').closest('tr')!;
    expect(within(row).getByText('DX123456789')).toBeInTheDocument();
    expect(within(row).getByText('1.5 kg')).toBeInTheDocument();
    expect(within(row).getByText('$90.00')).toBeInTheDocument();
    expect(within(row).getByText('Cobrado')).toBeInTheDocument();
    expect(within(row).getByText('La caja pesaba 2 kg')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar sobrepeso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
  });

  it('offers the rebate only when the server lists it, and asks before sending it once', async () => {
    let rows = [
      overweight({ actions: ['rebate'] }),
      overweight({ id: 12, shipment: { ...overweight().shipment, sequential_id: 1043 } }),
    ];
    const { api } = renderApp('/overweights', {
      user: customer,
      settings: ON,
      api: {
        'GET overweights': () => page(rows),
        'PUT overweights/11/rebate': () => {
          rows = [{ ...rows[0]!, status: 'rebated', actions: [] }, rows[1]!];
          return rows[0];
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Sobrepesos' });
    const other = within(table).getByText('Envío #1043').closest('tr')!;
    expect(within(other).queryByRole('button', { name: 'Solicitar reembolso' })).toBeNull();
    const row = within(table).getByText('Envío #1042').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Solicitar reembolso' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Solicitar el reembolso?' });
    expect(
      within(dialog).getByText(/cobro de \$90\.00 por el sobrepeso del envío #1042/),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Solicitar reembolso' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('Solicitud de reembolso enviada')).toBeInTheDocument();
    expect(api.find('PUT', 'overweights/11/rebate')).toHaveLength(1);
    await waitFor(() =>
      expect(within(table).getByText('Envío #1042').closest('tr')!).toHaveTextContent(
        'Reembolso solicitado',
      ),
    );
  });

  it('reports evidence only with both the description and the file', async () => {
    const { api } = renderApp('/overweights', {
      user: customer,
      settings: ON,
      api: {
        'GET overweights': () => page([overweight()]),
        'PUT overweights/11/evidence': () => overweight({ evidence_description: 'Pesa 2 kg' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reportar evidencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportar evidencia' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona un archivo')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Descripción/), 'Pesa 2 kg');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Selecciona un archivo')).toBeInTheDocument();
    expect(api.find('PUT', 'overweights/11/evidence')).toHaveLength(0);

    const photo = new File(['\x89PNG'], 'bascula.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo de evidencia'), photo);
    await userEvent.click(send);
    expect(await screen.findByText('Evidencia reportada correctamente')).toBeInTheDocument();
    const [call] = api.find('PUT', 'overweights/11/evidence');
    const body = call!.body as FormData;
    expect(body.get('overweight[evidence_description]')).toBe('Pesa 2 kg');
    expect((body.get('overweight[evidence_file]') as File).name).toBe('bascula.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
