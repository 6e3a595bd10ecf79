import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Package } from '@despacho/shared';
import { makeUser } from '../../../test/fixtures';
import type { ApiCall } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { page, rate, wizardShipment } from './wizard-fixtures';

const atPackaging = wizardShipment({ step: 'packaging', parcel: null });
const BOX: Package = {
  id: 4,
  name: 'Caja mediana',
  parcel_type: 'box',
  length: 35,
  width: 25,
  height: 15,
  distance_unit: 'cm',
  weight: 2.5,
  mass_unit: 'kg',
  contents: 'Zapatos',
  sat_product_id: '53111600',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

const api = (extra: Record<string, (call: ApiCall) => unknown> = {}) => ({
  'GET shipments/5': () => atPackaging,
  'GET packages': () => page([BOX]),
  'GET sat_products': ({ query }: ApiCall) =>
    [
      { code: '53102500', description: 'Ropa de dormir' },
      { code: '53111600', description: 'Zapatos' },
    ].filter((p) => `${p.code} ${p.description}`.toLowerCase().includes(query.get('search') ?? '')),
  'POST shipments/5/parcels': () => wizardShipment(),
  ...extra,
});

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillBox() {
  await userEvent.type(field(/^Largo/), '40');
  await userEvent.type(field(/^Ancho/), '30');
  await userEvent.type(field(/^Alto/), '20');
  await userEvent.type(field(/^Peso \(kg\)/), '3.2');
  await userEvent.type(field(/^Contenido/), 'Ropa');
}

describe('new shipment, step 2: parcel', () => {
  it('shows the volumetric weight as the sides are typed', async () => {
    renderApp('/shipments/5/parcels/new', { user: makeUser('customer'), api: api() });
    expect(await screen.findByRole('group', { name: 'Paso 2 de 3' })).toBeInTheDocument();
    const volumetric = await screen.findByTestId('volumetric-weight');
    expect(volumetric).toHaveTextContent('Peso volumétrico: — kg');
    await userEvent.type(field(/^Largo/), '40');
    await userEvent.type(field(/^Ancho/), '30');
    await userEvent.type(field(/^Alto/), '20');
    expect(volumetric).toHaveTextContent('Peso volumétrico: 4.80 kg');
    await userEvent.clear(field(/^Alto/));
    await userEvent.type(field(/^Alto/), '25.5');
    expect(volumetric).toHaveTextContent('Peso volumétrico: 6.12 kg');
  });

  it('hides measures and weight for a doc and sends it as the envelope', async () => {
    const { api: calls, router } = renderApp('/shipments/5/parcels/new', {
      user: makeUser('customer'),
      api: api(),
    });
    await userEvent.selectOptions(await screen.findByLabelText(/^Tipo/), 'Sobre (documentos)');
    for (const label of [/^Largo/, /^Ancho/, /^Alto/, /^Peso \(kg\)/])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.queryByTestId('volumetric-weight')).toBeNull();
    expect(screen.getByText(/29.7 × 5 × 21 cm/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Guardar como empaque')).toBeNull();
    await userEvent.type(field(/^Contenido/), 'Contratos');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/rates/new'));
    const body = calls.find('POST', 'shipments/5/parcels')[0]?.body as { parcel: object };
    expect(body.parcel).toMatchObject({ parcel_type: 'doc', contents: 'Contratos' });
    expect(body.parcel).toMatchObject({ length: 29.7, width: 5, height: 21, weight: 0.5 });
  });

  it('refuses sides and weights finer than the units, and below the minimums', async () => {
    const { api: calls } = renderApp('/shipments/5/parcels/new', {
      user: makeUser('customer'),
      api: api(),
    });
    await userEvent.type(await screen.findByLabelText(/^Largo/), '0.5');
    await userEvent.type(field(/^Ancho/), '30.125');
    await userEvent.type(field(/^Peso \(kg\)/), '0.05');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByLabelText(/^Largo/)).toHaveAccessibleDescription(
      'Debe ser mayor o igual a 1',
    );
    expect(field(/^Ancho/)).toHaveAccessibleDescription(
      'Usa como máximo 2 decimales (centésimas de cm)',
    );
    expect(field(/^Alto/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field(/^Peso \(kg\)/)).toHaveAccessibleDescription('Debe ser mayor o igual a 0.1');
    expect(calls.find('POST', 'shipments/5/parcels')).toHaveLength(0);
  });

  it('lets a box be saved as a package only while the parcel is valid, and unticks it when it stops being', async () => {
    const { api: calls, router } = renderApp('/shipments/5/parcels/new', {
      user: makeUser('customer'),
      api: api(),
    });
    const save = await screen.findByRole('checkbox', { name: 'Guardar como empaque' });
    expect(save).toBeDisabled();
    await fillBox();
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(save).toBeChecked();
    await userEvent.clear(field(/^Peso \(kg\)/));
    await waitFor(() => expect(save).not.toBeChecked());
    expect(save).toBeDisabled();
    expect(screen.getByText(/Completa medidas, peso y contenido válidos/)).toBeInTheDocument();
    await userEvent.type(field(/^Peso \(kg\)/), '3.2');
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).not.toBeChecked();
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/rates/new'));
    expect(calls.find('POST', 'shipments/5/parcels')[0]?.body).toEqual({
      parcel: {
        parcel_type: 'box',
        length: 40,
        width: 30,
        height: 20,
        weight: 3.2,
        distance_unit: 'cm',
        mass_unit: 'kg',
        contents: 'Ropa',
        sat_product_id: null,
        declared_tax_value: 0,
        insure_package: false,
        save_as_package: true,
      },
    });
  });

  it('fills the parcel from a saved package and finds the SAT key by words', async () => {
    const { api: calls } = renderApp('/shipments/5/parcels/new', {
      user: makeUser('customer'),
      api: api(),
    });
    await userEvent.selectOptions(
      await screen.findByLabelText('Usar un empaque guardado'),
      'Caja mediana · 35 × 25 × 15 cm · 2.5 kg',
    );
    expect(field(/^Largo/)).toHaveValue('35');
    expect(field(/^Peso \(kg\)/)).toHaveValue('2.5');
    expect(field(/^Contenido/)).toHaveValue('Zapatos');
    await waitFor(() => expect(field(/^Clave de producto SAT/)).toHaveValue('53111600 — Zapatos'));

    await userEvent.clear(field(/^Clave de producto SAT/));
    await userEvent.type(field(/^Clave de producto SAT/), 'ropa');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['53102500 — Ropa de dormir']),
    );
    expect(calls.find('GET', 'sat_products').at(-1)?.query.get('search')).toBe('ropa');
    await userEvent.click(screen.getByRole('option', { name: '53102500 — Ropa de dormir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(calls.find('POST', 'shipments/5/parcels')).toHaveLength(1));
    expect(calls.find('POST', 'shipments/5/parcels')[0]?.body).toMatchObject({
      parcel: { length: 35, weight: 2.5, sat_product_id: '53102500', contents: 'Zapatos' },
    });
  });

  it('starts from the parcel of the quote this shipment came from', async () => {
    sessionStorage.setItem(
      'new_shipment',
      JSON.stringify({
        quote: {
          parcel_type: 'box',
          origin_postal_code: '64000',
          origin_country_id: 7,
          destination_postal_code: '06700',
          destination_country_id: 7,
          length: 25,
          width: 20,
          height: 15,
          weight: 1.5,
        },
        rate: rate({ service_id: 2 }),
      }),
    );
    renderApp('/shipments/5/parcels/new', { user: makeUser('customer'), api: api() });
    expect(await screen.findByLabelText(/^Largo/)).toHaveValue('25');
    expect(field(/^Peso \(kg\)/)).toHaveValue('1.5');
  });

  it('goes straight to the rates when the shipment is already there, unless the parcel is being edited', async () => {
    const { router } = renderApp('/shipments/5/parcels/new', {
      user: makeUser('customer'),
      api: api({ 'GET shipments/5': () => wizardShipment() }),
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/rates/new'));

    await router.navigate('/shipments/5/parcels/new?edit=1');
    expect(await screen.findByLabelText(/^Largo/)).toHaveValue('40');
    expect(field(/^Contenido/)).toHaveValue('Ropa');
    expect(currentUrl(router)).toBe('/shipments/5/parcels/new?edit=1');
  });

  it.each([
    ['addressing', '/shipments/new?shipment_id=5'],
    ['confirmed', '/shipments'],
  ] as const)('sends a shipment at step %s to %s', async (step, to) => {
    const { router } = renderApp('/shipments/5/parcels/new?edit=1', {
      user: makeUser('customer'),
      api: api({
        'GET shipments/5': () => wizardShipment({ step, parcel: null }),
        'GET shipments': () => page([]),
        'GET addresses': () => page([]),
      }),
    });
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });

  it('is read-only when the shipment may not be changed', async () => {
    renderApp('/shipments/5/parcels/new?edit=1', {
      user: makeUser('operator'),
      api: api({ 'GET shipments/5': () => wizardShipment({ actions: { edit_addresses: false } }) }),
    });
    expect(await screen.findByText(/Este envío no se puede modificar/)).toBeInTheDocument();
    expect(field(/^Largo/)).toBeDisabled();
    expect(field(/^Contenido/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar y continuar' })).toBeNull();
  });
});
