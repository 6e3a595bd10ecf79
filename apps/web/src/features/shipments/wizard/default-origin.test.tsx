import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { reply, type ApiCall } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { setViewport } from '../../../test/setup';
import { page, referenceApi, savedAddress, wizardShipment } from './wizard-fixtures';

/** Issue 25: a new shipment starts from the merchant's default origin, folded and editable. */
const BODEGA = savedAddress({ id: 3, aka: 'Bodega Centro', email: 'bodega@example.com' });

const api = (extra: Record<string, (call: ApiCall) => unknown> = {}) => ({
  ...referenceApi,
  'GET addresses': () => page([BODEGA]),
  'GET addresses/3': () => reply(200, { data: BODEGA }),
  'POST shipments': () => reply(201, { data: wizardShipment({ step: 'packaging', parcel: null }) }),
  'GET shipments/5': () => wizardShipment({ step: 'packaging', parcel: null }),
  ...extra,
});

const withDefault = (id = '3') => makeUser('customer', { preferences: { origin_address_id: id } });
const region = (name: 'Origen' | 'Destino') => screen.getByRole('region', { name });

async function fillDestination() {
  const destination = within(region('Destino'));
  await userEvent.type(destination.getByLabelText(/^Nombre de contacto/), 'Luisa Pérez');
  await userEvent.type(destination.getByLabelText(/^Empresa/), 'Café Orizaba');
  await userEvent.type(destination.getByLabelText(/^Correo/), 'luisa@example.com');
  await userEvent.type(destination.getByLabelText(/^Teléfono/), '5512345678');
  await userEvent.type(destination.getByLabelText(/^Código postal/), '06700');
  await waitFor(() =>
    expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México'),
  );
  await userEvent.type(destination.getByLabelText(/^Colonia/), 'Roma Norte');
  await userEvent.type(destination.getByLabelText(/^Calle/), 'Orizaba');
  await userEvent.type(destination.getByLabelText(/^Número(?! int)/), '20');
}

describe('new shipment: the default origin', () => {
  it('folds the default address into a summary, sends it as the origin, and "Cambiar" opens it filled', async () => {
    const { api: calls, router } = renderApp('/shipments/new', { user: withDefault(), api: api() });
    const origin = await screen.findByTestId('wizard-origin-summary');
    expect(origin).toHaveTextContent('Bodega Centro, Monterrey 64000');
    expect(within(origin).queryByLabelText(/^Nombre de contacto/)).toBeNull();
    await fillDestination();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/parcels/new'));
    const body = calls.find('POST', 'shipments').at(-1)?.body as {
      shipment: Record<string, Record<string, unknown>>;
    };
    expect(body.shipment.origin_attributes).toMatchObject({
      name: 'Jose Martinez',
      email: 'bodega@example.com',
      street: 'Av. Juarez',
      postal_code: '64000',
      city: 'Monterrey',
    });
  });

  it('"Cambiar" unfolds the whole origin, already filled and editable', async () => {
    renderApp('/shipments/new', { user: withDefault(), api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar el origen' }));
    const origin = within(region('Origen'));
    expect(origin.getByLabelText(/^Nombre de contacto/)).toHaveValue('Jose Martinez');
    expect(origin.getByLabelText(/^Código postal/)).toHaveValue('64000');
    await userEvent.clear(origin.getByLabelText(/^Nombre de contacto/));
    await userEvent.type(origin.getByLabelText(/^Nombre de contacto/), 'Ana López');
    expect(origin.getByLabelText(/^Nombre de contacto/)).toHaveValue('Ana López');
  });

  it('unfolds the origin to show a message about one of its fields', async () => {
    const broken = { ...BODEGA, email: 'no-es-correo' };
    renderApp('/shipments/new', {
      user: withDefault(),
      api: api({ 'GET addresses/3': () => reply(200, { data: broken }) }),
    });
    await screen.findByTestId('wizard-origin-summary');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const origin = within(await screen.findByRole('region', { name: 'Origen' }));
    expect(await origin.findByLabelText(/^Correo/)).toHaveAccessibleDescription(
      'Por favor, introduce una dirección de correo electrónico válida',
    );
  });

  it('starts empty without a default, or when the default is no longer in the book', async () => {
    const { api: calls } = renderApp('/shipments/new', {
      user: withDefault('99'),
      api: api({
        'GET addresses/99': () => reply(404, { messages: ['No encontrado'], errors: {} }),
      }),
    });
    const origin = within(await screen.findByRole('region', { name: 'Origen' }));
    expect(origin.getByLabelText(/^Nombre de contacto/)).toHaveValue('');
    expect(screen.queryByTestId('wizard-origin-summary')).toBeNull();
    expect(calls.find('GET', 'addresses/99')).toHaveLength(1);
  });

  it('on a phone keeps company, RFC and references behind "Más datos", opening it for an error', async () => {
    setViewport(390);
    renderApp('/shipments/new', { user: makeUser('customer'), api: api() });
    const destination = within(await screen.findByRole('region', { name: 'Destino' }));
    expect(destination.queryByLabelText(/^Empresa/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await destination.findByLabelText(/^Empresa/)).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(destination.getByLabelText(/^Referencias/)).toBeInTheDocument();
  });
});
