import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const countries = () =>
  reply(200, {
    data: [
      { id: 1, code: 'MX', name: 'México' },
      { id: 2, code: 'US', name: 'Estados Unidos' },
    ],
    pagination: { page: 1, per_page: 2000, total_objects: 2, total_pages: 1 },
  });
const statesOf = (names: string[]) => () => ({
  status: 200,
  body: { data: names.map((name, i) => ({ id: i + 1, code: `S${i}`, name })) },
});

function renderForm(extra: Record<string, (call: never) => unknown> = {}) {
  return renderApp('/fiscal-data', {
    user: makeUser('customer'),
    api: {
      'GET fiscal_data/0': () => null,
      'GET countries': countries,
      'GET countries/1/states': statesOf(['Nuevo León', 'Veracruz']),
      'GET countries/2/states': statesOf(['Texas']),
      ...extra,
    },
  });
}

const labelsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');

describe('fiscal data: régimen catalogue, state and colonies', () => {
  it('lists the whole SAT catalogue, marking the régimenes CFDI 4.0 refuses', async () => {
    renderForm();
    await screen.findByLabelText(/^RFC/);
    const labels = labelsOf(/Régimen fiscal/);
    for (const id of ['601', '609', '616', '626', '628', '629', '630'])
      expect(labels.some((l) => l.startsWith(`${id} - `))).toBe(true);
    expect(labels).toContain('628 - Hidrocarburos (no válido en CFDI 4.0)');
    expect(labels).toContain('609 - Consolidación (no válido en CFDI 4.0)');
    expect(labels).toContain(
      '629 - De los Regímenes Fiscales Preferentes y de las Empresas Multinacionales (no válido en CFDI 4.0)',
    );
    expect(labels).toContain(
      '630 - Enajenación de acciones en bolsa de valores (no válido en CFDI 4.0)',
    );
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '628');
    expect(await screen.findByText(/SAT no acepta este régimen/)).toBeInTheDocument();
  });

  it('empties the state (and city, colony) when another country is chosen', async () => {
    renderForm();
    const country = await screen.findByLabelText(/País/);
    await waitFor(() => expect(country).toHaveValue('1'));
    const state = screen.getByLabelText(/Estado/);
    await waitFor(() => expect(within(state).getByText('Nuevo León')).toBeInTheDocument());
    await userEvent.selectOptions(state, 'Nuevo León');
    await userEvent.type(screen.getByLabelText(/Ciudad/), 'Monterrey');
    await userEvent.selectOptions(country, '2');
    await waitFor(() => expect(screen.getByLabelText(/Estado/)).toHaveValue(''));
    expect(screen.getByLabelText(/Ciudad/)).toHaveValue('');
    expect(within(screen.getByLabelText(/Estado/)).getByText('Texas')).toBeInTheDocument();
  });

  it('in Mexico, fills state, city and colony from the postal code, and suggests the colonies', async () => {
    const { api } = renderForm({
      'GET postal_codes/91000': () => ({
        postal_code: '91000',
        municipality: 'Xalapa',
        city: 'Xalapa-Enríquez',
        state: { name: 'Veracruz de Ignacio de la Llave' },
        settlements: [
          { name: 'Centro', type: 'Colonia' },
          { name: 'Xalapa Enríquez Centro', type: 'Colonia' },
        ],
      }),
      'GET postal_codes/64000': () => ({
        postal_code: '64000',
        municipality: 'Monterrey',
        city: 'Monterrey',
        state: { name: 'Nuevo León' },
        settlements: [{ name: 'Monterrey Centro', type: 'Colonia' }],
      }),
    });
    const country = await screen.findByLabelText(/País/);
    await waitFor(() => expect(country).toHaveValue('1'));
    await userEvent.type(screen.getByLabelText(/Código postal/), '91000');
    await waitFor(() => expect(screen.getByLabelText(/Estado/)).toHaveValue('Veracruz'));
    expect(screen.getByLabelText(/Ciudad/)).toHaveValue('Xalapa-Enríquez');
    expect(
      screen.getByText('2 colonias con este código postal: elige la tuya'),
    ).toBeInTheDocument();
    const suggestions = document.querySelectorAll('#fiscal-colonies option');
    expect([...suggestions].map((o) => (o as HTMLOptionElement).value)).toEqual([
      'Centro',
      'Xalapa Enríquez Centro',
    ]);

    const code = screen.getByLabelText(/Código postal/);
    await userEvent.clear(code);
    await userEvent.type(code, '64000');
    await waitFor(() => expect(screen.getByLabelText(/Colonia/)).toHaveValue('Monterrey Centro'));
    expect(screen.getByLabelText(/Estado/)).toHaveValue('Nuevo León');
    expect(api.find('GET', 'postal_codes/64000')).toHaveLength(1);
  });

  it('outside Mexico looks nothing up', async () => {
    const { api } = renderForm();
    const country = await screen.findByLabelText(/País/);
    await waitFor(() => expect(country).toHaveValue('1'));
    await userEvent.selectOptions(country, '2');
    await userEvent.type(screen.getByLabelText(/Código postal/), '73301');
    await new Promise((r) => setTimeout(r, 200));
    expect(api.calls.some((c) => c.path.startsWith('postal_codes'))).toBe(false);
  });
});
