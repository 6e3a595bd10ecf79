import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { ratesAtOnce, stubStreams } from '../../quotes/quote-stream-test-kit';
import { page, rate, referenceApi } from './wizard-fixtures';

describe('from a quote to a new shipment', () => {
  it('"Crear envío" on a rate keeps the quote and the rate and opens step 1 with its postal codes', async () => {
    const { router, api } = renderApp('/quotes/new', {
      user: makeUser('customer'),
      api: { ...referenceApi, 'GET addresses': () => page([]) },
    });
    stubStreams(api, {
      'POST quotes/stream': ratesAtOnce([
        rate({ service_id: 2, service_name: 'Express', carrier_name: 'FedEx' }),
      ]),
    });
    const postalCodes = await screen.findAllByLabelText(/^Código postal/);
    await waitFor(() => expect(screen.getAllByLabelText(/^País/)[1]).toHaveDisplayValue('México'));
    await userEvent.type(postalCodes[0]!, '64000');
    await userEvent.type(postalCodes[1]!, '06700');
    await userEvent.type(screen.getByLabelText(/^Largo/), '40');
    await userEvent.type(screen.getByLabelText(/^Ancho/), '30');
    await userEvent.type(screen.getByLabelText(/^Alto/), '20');
    await userEvent.type(screen.getByLabelText(/^Peso/), '3.2');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    const table = await screen.findByRole('table', { name: 'Tarifas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Crear envío con Express' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/new'));
    const draft = JSON.parse(sessionStorage.getItem('new_shipment')!);
    expect(draft.rate.service_id).toBe(2);
    expect(draft.quote).toMatchObject({ origin_postal_code: '64000', weight: 3.2 });
    const origin = within(await screen.findByRole('region', { name: 'Origen' }));
    expect(origin.getByLabelText(/^Código postal/)).toHaveValue('64000');
    expect(
      within(screen.getByRole('region', { name: 'Destino' })).getByLabelText(/^Código postal/),
    ).toHaveValue('06700');
  });
});
