import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { errorReply, reply, type ApiCall } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { page, referenceApi, savedAddress, wizardShipment } from './wizard-fixtures';

const BOOK = [
  savedAddress(),
  savedAddress({
    id: 4,
    aka: 'Cliente Roma',
    name: 'Luisa Perez',
    company: 'Luisa Perez',
    street: 'Orizaba',
    number: '20',
    neighborhood: 'Roma Norte',
    city: 'Ciudad de Mexico',
    state: 'Ciudad de México',
    postal_code: '06700',
  }),
];

const api = (extra: Record<string, (call: ApiCall) => unknown> = {}) => ({
  ...referenceApi,
  'GET addresses': () => page(BOOK),
  ...extra,
});

const region = (name: 'Origen' | 'Destino') => screen.getByRole('region', { name });

async function ready() {
  await screen.findByRole('region', { name: 'Origen' });
  await waitFor(() =>
    expect(within(region('Destino')).getByLabelText(/^País/)).toHaveDisplayValue('México'),
  );
}

async function pickSaved(end: 'Origen' | 'Destino', aka: string) {
  await userEvent.click(within(region(end)).getByRole('combobox', { name: /dirección guardada/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(aka) }));
}

describe('new shipment, step 1: addresses', () => {
  it('shows each missing or wrong field under that field of that address, and the limits', async () => {
    const { api: calls } = renderApp('/shipments/new', { user: makeUser('customer'), api: api() });
    await ready();
    expect(screen.getByRole('group', { name: 'Paso 1 de 3' })).toBeInTheDocument();
    const origin = within(region('Origen'));
    await userEvent.type(origin.getByLabelText(/^Correo/), 'jose@');
    await userEvent.type(origin.getByLabelText(/^Teléfono/), '811');
    await userEvent.type(origin.getByLabelText(/^Código postal/), '640');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    const required = 'Este campo es obligatorio';
    for (const label of [
      /^Nombre de contacto/,
      /^Empresa/,
      /^Estado/,
      /^Ciudad/,
      /^Colonia/,
      /^Calle/,
      /^Número/,
    ]) {
      expect(await origin.findByLabelText(label)).toHaveAccessibleDescription(required);
    }
    expect(origin.getByLabelText(/^Correo/)).toHaveAccessibleDescription(
      'Por favor, introduce una dirección de correo electrónico válida',
    );
    expect(origin.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(
      'El teléfono no es válido para el código de país elegido',
    );
    expect(origin.getByLabelText(/^Código postal/)).toHaveAccessibleDescription(
      'El código postal de México debe tener 5 dígitos',
    );
    // The other address is checked at the same time, on its own fields.
    const destination = within(region('Destino'));
    expect(destination.getByLabelText(/^Nombre de contacto/)).toHaveAccessibleDescription(required);
    expect(destination.getByLabelText(/^Código postal/)).toHaveAccessibleDescription(required);
    // Optional ones stay quiet.
    expect(origin.getByLabelText(/^RFC/)).not.toHaveAccessibleDescription(required);
    expect(calls.find('POST', 'shipments')).toHaveLength(0);

    // Spec 2 §9 limits, as the inputs enforce them.
    const max = (label: RegExp) => origin.getByLabelText(label).getAttribute('maxlength');
    expect(max(/^Nombre de contacto/)).toBe('35');
    expect(max(/^Calle/)).toBe('30');
    expect(max(/^Ciudad/)).toBe('35');
    expect(max(/^Referencias/)).toBe('135');
  });

  it('fills state and city from a Mexican postal code and lists its colonies', async () => {
    renderApp('/shipments/new', { user: makeUser('customer'), api: api() });
    await ready();
    const destination = within(region('Destino'));
    await userEvent.type(destination.getByLabelText(/^Código postal/), '06700');
    await waitFor(() =>
      expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México'),
    );
    expect(destination.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México');
    expect(destination.getByText('Ciudad de México, Ciudad de México')).toBeInTheDocument();
    await userEvent.click(destination.getByLabelText(/^Colonia/));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Roma Norte', 'Roma Sur']);
    await userEvent.click(within(list).getByRole('option', { name: 'Roma Sur' }));
    expect(destination.getByLabelText(/^Colonia/)).toHaveValue('Roma Sur');
    // The origin is untouched.
    expect(within(region('Origen')).getByLabelText(/^Ciudad/)).toHaveValue('');
  });

  it('clears the Mexican state, city and colony when the country changes, and fills them again back in Mexico', async () => {
    renderApp('/shipments/new', {
      user: makeUser('customer'),
      api: api({
        'GET addresses': () =>
          page([
            ...BOOK,
            savedAddress({
              id: 9,
              aka: 'Oficina NY',
              country_id: 11,
              country_code: 'US',
              country_name: 'Estados Unidos',
              state: 'NY',
              city: 'New York',
              neighborhood: 'Midtown',
              postal_code: '10001',
            }),
          ]),
      }),
    });
    await ready();
    const destination = within(region('Destino'));
    await userEvent.type(destination.getByLabelText(/^Código postal/), '06700');
    await waitFor(() =>
      expect(destination.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México'),
    );
    await userEvent.click(destination.getByLabelText(/^Colonia/));
    await userEvent.click(await screen.findByRole('option', { name: 'Roma Sur' }));

    const chooseCountry = (name: string) =>
      userEvent.selectOptions(destination.getByLabelText(/^País/), name);
    await chooseCountry('Estados Unidos');
    await waitFor(() => expect(destination.getByLabelText(/^Estado/)).toHaveValue(''));
    expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('');
    expect(destination.getByLabelText(/^Colonia/)).toHaveValue('');
    // Outside Mexico the colony is free text, not the Mexican list.
    await userEvent.type(destination.getByLabelText(/^Colonia/), 'Midtown');
    expect(screen.queryByRole('option', { name: 'Roma Norte' })).not.toBeInTheDocument();

    await chooseCountry('México');
    await waitFor(() =>
      expect(destination.getByLabelText(/^Estado/)).toHaveValue('Ciudad de México'),
    );
    expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México');
    expect(destination.getByLabelText(/^Colonia/)).toHaveValue('');

    // A saved address abroad brings its own state and city with its country: they stay.
    await pickSaved('Destino', 'Oficina NY');
    await new Promise((r) => setTimeout(r, 50));
    expect(destination.getByLabelText(/^País/)).toHaveDisplayValue('Estados Unidos');
    expect(destination.getByLabelText(/^Estado/)).toHaveValue('NY');
    expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('New York');
    // The origin is untouched throughout.
    expect(within(region('Origen')).getByLabelText(/^País/)).toHaveDisplayValue('México');
  });

  it('sends an unverified customer to /verify when the server says so', async () => {
    const { router } = renderApp('/shipments/new', {
      user: makeUser('customer'),
      api: api({
        'POST shipments': () =>
          errorReply(
            403,
            ['Verifica tus datos fiscales para seguir creando envíos.'],
            {},
            'fiscal_verification_required',
          ),
        'GET tax_fiscal_data': () => reply(200, { data: null }),
      }),
    });
    await ready();
    await pickSaved('Origen', 'Bodega Norte');
    await pickSaved('Destino', 'Cliente Roma');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/verify'));
  });

  it('cuts a reference longer than 35 characters on leaving it, and says so', async () => {
    renderApp('/shipments/new', { user: makeUser('customer'), api: api() });
    await ready();
    const origin = within(region('Origen'));
    const long = 'Entre Juarez y Morelos, porton verde con timbre';
    await userEvent.click(origin.getByLabelText(/^Referencias/));
    await userEvent.paste(long);
    expect(origin.getByLabelText(/^Referencias/)).toHaveValue(long);
    await userEvent.tab();
    expect(origin.getByLabelText(/^Referencias/)).toHaveValue(long.slice(0, 35));
    expect(origin.getByRole('alert')).toHaveTextContent(
      'Las referencias no pueden pasar de 35 caracteres: las recortamos.',
    );
  });

  it("fills both addresses from the book, puts the server's refusals on their fields, then saves and goes to the parcel", async () => {
    let refuse = true;
    const { api: calls, router } = renderApp('/shipments/new', {
      user: makeUser('customer'),
      api: api({
        'POST shipments': () =>
          refuse
            ? errorReply(422, ['Revisa los datos'], {
                'origin_attributes.name': ['El nombre no puede exceder 35 caracteres'],
                'destination_attributes.phone': [
                  'El teléfono no es válido para el código de país elegido',
                ],
              })
            : reply(201, { data: wizardShipment({ step: 'packaging', parcel: null }) }),
        'GET shipments/5': () => wizardShipment({ step: 'packaging', parcel: null }),
      }),
    });
    await ready();
    expect(calls.find('GET', 'addresses')[0]?.query.get('per_page')).toBe('10');
    await pickSaved('Origen', 'Bodega Norte');
    await pickSaved('Destino', 'Cliente Roma');
    const origin = within(region('Origen'));
    const destination = within(region('Destino'));
    expect(origin.getByLabelText(/^Nombre de contacto/)).toHaveValue('Jose Martinez');
    expect(destination.getByLabelText(/^Calle/)).toHaveValue('Orizaba');
    // The saved address keeps its own place, not the catalogue's spelling.
    await new Promise((r) => setTimeout(r, 50));
    expect(destination.getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de Mexico');
    await userEvent.click(destination.getByLabelText('Guardar dirección en mi libreta'));

    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await origin.findByLabelText(/^Nombre de contacto/)).toHaveAccessibleDescription(
      'El nombre no puede exceder 35 caracteres',
    );
    expect(destination.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(
      'El teléfono no es válido para el código de país elegido',
    );
    expect(await screen.findByTestId('notification')).toHaveTextContent(
      'Revisa los campos marcados.',
    );

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/parcels/new'));
    const body = calls.find('POST', 'shipments').at(-1)?.body as {
      shipment: Record<string, Record<string, unknown>>;
    };
    expect(body.shipment.origin_attributes).toMatchObject({
      name: 'Jose Martinez',
      country_id: 7,
      country_code: 'MX',
      postal_code: '64000',
      phone: '8112345678',
      calling_code: '52',
      save: false,
    });
    expect(body.shipment.destination_attributes).toMatchObject({
      street: 'Orizaba',
      neighborhood: 'Roma Norte',
      save: true,
    });
  });

  it('fixes e-mail and phone from the settings when the tenant disables them', async () => {
    renderApp('/shipments/new', {
      user: makeUser('customer'),
      settings: {
        disable_email: '1',
        origin_email: 'envios@tienda.mx',
        destination_email: 'clientes@tienda.mx',
        disable_phone_number: '1',
        origin_phone_number: '8187654321',
        destination_phone_number: '5512345678',
      },
      api: api(),
    });
    await ready();
    const origin = within(region('Origen'));
    await waitFor(() => expect(origin.getByLabelText(/^Correo/)).toHaveValue('envios@tienda.mx'));
    expect(origin.getByLabelText(/^Correo/)).toBeDisabled();
    expect(origin.getByLabelText(/^Teléfono/)).toHaveValue('81 8765 4321');
    expect(origin.getByLabelText(/^Teléfono/)).toBeDisabled();
    expect(within(region('Destino')).getByLabelText(/^Correo/)).toHaveValue('clientes@tienda.mx');
  });

  it('starts from the quote a rate was picked on', async () => {
    sessionStorage.setItem(
      'new_shipment',
      JSON.stringify({
        quote: {
          parcel_type: 'box',
          origin_postal_code: '64000',
          origin_country_id: 7,
          destination_postal_code: '06700',
          destination_country_id: 7,
          length: 40,
          width: 30,
          height: 20,
          weight: 3.2,
        },
        rate: { service_id: 2 },
      }),
    );
    renderApp('/shipments/new', { user: makeUser('customer'), api: api() });
    await ready();
    expect(within(region('Origen')).getByLabelText(/^Código postal/)).toHaveValue('64000');
    expect(within(region('Destino')).getByLabelText(/^Código postal/)).toHaveValue('06700');
    await waitFor(() =>
      expect(within(region('Destino')).getByLabelText(/^Ciudad/)).toHaveValue('Ciudad de México'),
    );
  });

  it('comes back to the addresses of an existing shipment and saves them with PUT', async () => {
    const { api: calls, router } = renderApp('/shipments/new?shipment_id=5', {
      user: makeUser('customer'),
      api: api({
        'GET shipments/5': () => wizardShipment({ step: 'packaging', parcel: null }),
        'PUT shipments/5': () => wizardShipment({ step: 'packaging', parcel: null }),
      }),
    });
    expect(await screen.findByText('Envío 12')).toBeInTheDocument();
    const destination = within(region('Destino'));
    expect(destination.getByLabelText(/^Calle/)).toHaveValue('Orizaba');
    await userEvent.clear(destination.getByLabelText(/^Número/));
    await userEvent.type(destination.getByLabelText(/^Número/), '22');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments/5/parcels/new'));
    expect(calls.find('PUT', 'shipments/5')[0]?.body).toMatchObject({
      shipment: {
        origin_attributes: { name: 'Jose Martinez' },
        destination_attributes: { number: '22', city: 'Ciudad de Mexico' },
      },
    });
    expect(calls.find('POST', 'shipments')).toHaveLength(0);
  });

  it('sends a confirmed shipment to the list', async () => {
    const { router } = renderApp('/shipments/new?shipment_id=5', {
      user: makeUser('customer'),
      api: {
        ...api(),
        'GET shipments/5': () => wizardShipment({ step: 'confirmed', status: 'success' }),
        'GET shipments': () => page([]),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/shipments'));
  });
});
