import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser, FiscalDatum, TaxFiscalDatum } from '@despacho/shared';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';

const countries = () =>
  reply(200, {
    data: [
      { id: 1, code: 'MX', name: 'México' },
      { id: 2, code: 'US', name: 'Estados Unidos' },
    ],
    pagination: { page: 1, per_page: 2000, total_objects: 2, total_pages: 1 },
  });
const states = () => ({
  status: 200,
  body: { data: [{ id: 19, code: 'NLE', name: 'Nuevo León' }] },
});

const datum: FiscalDatum = {
  id: 4,
  user_id: 5,
  business_name: 'Escuela Kemper Urgate SA de CV',
  rfc: 'EKU9003173C9',
  person_kind: 'moral',
  fiscal_regime: '601',
  fiscal_regime_name: 'General de Ley Personas Morales',
  payment_form: '03',
  payment_form_name: 'Transferencia electrónica de fondos',
  cfdi_use: 'G03',
  cfdi_use_name: 'Gastos en general',
  email: null,
  phone: '8112345678',
  street: 'Hidalgo',
  number: '100',
  interior_number: null,
  neighborhood: 'Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  country_id: 1,
  country_name: 'México',
  postal_code: '64000',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const page = (data: FiscalDatum[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);

function renderFiscalForm(extra: Record<string, () => unknown> = {}) {
  return renderApp('/fiscal-data', {
    user: makeUser('customer'),
    api: {
      'GET fiscal_data/0': () => null,
      'GET countries': countries,
      'GET countries/1/states': states,
      'POST fiscal_data': () => datum,
      ...extra,
    },
  });
}

describe('fiscal data form', () => {
  it('shows each field’s message when sent empty, and sends nothing', async () => {
    const { api } = renderFiscalForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Este campo es obligatorio')).length).toBeGreaterThanOrEqual(
      9,
    );
    expect(api.find('POST', 'fiscal_data')).toHaveLength(0);
  });

  it('offers the régimenes of the RFC’s kind and the usos de CFDI of the régimen', async () => {
    renderFiscalForm();
    const rfc = await screen.findByLabelText(/^RFC/);
    expect(screen.getByLabelText(/Uso de CFDI/)).toBeDisabled();
    await userEvent.type(rfc, 'EKU9003173C9');
    expect(await screen.findByText('Persona moral')).toBeInTheDocument();
    expect(optionsOf(/Régimen fiscal/)).toContain('601');
    expect(optionsOf(/Régimen fiscal/)).not.toContain('612');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '601');
    expect(optionsOf(/Uso de CFDI/)).toContain('G03');
    expect(optionsOf(/Uso de CFDI/)).not.toContain('D01');

    await userEvent.clear(rfc);
    await userEvent.type(rfc, 'VADA800927DJ3');
    expect(optionsOf(/Régimen fiscal/)).toContain('612');
    expect(optionsOf(/Régimen fiscal/)).not.toContain('601');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '612');
    expect(optionsOf(/Uso de CFDI/)).toContain('D01');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '605');
    expect(optionsOf(/Uso de CFDI/)).toEqual([
      'D01',
      'D02',
      'D03',
      'D04',
      'D05',
      'D06',
      'D07',
      'D08',
      'D09',
      'D10',
      'S01',
      'CP01',
      'CN01',
    ]);
  });

  it('saves the wrapped body, shows the server’s RFC refusal on its field, then goes home', async () => {
    let first = true;
    const { api, router } = renderFiscalForm({
      'POST fiscal_data': () => {
        if (!first) return datum;
        first = false;
        return errorReply(422, ['rfc: no'], {
          rfc: ['El RFC no es válido: revisa la homoclave (su último dígito no coincide)'],
        });
      },
    });
    await userEvent.type(await screen.findByLabelText(/Razón social/), datum.business_name);
    await userEvent.type(screen.getByLabelText(/^RFC/), 'eku9003173c9');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '601');
    await userEvent.selectOptions(screen.getByLabelText(/Uso de CFDI/), 'G03');
    await userEvent.selectOptions(screen.getByLabelText(/Forma de pago/), '03');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '8112345678');
    await waitFor(() => expect(screen.getByLabelText(/País/)).toHaveValue('1'));
    await waitFor(() => expect(optionsOf(/Estado/)).toContain('Nuevo León'));
    await userEvent.selectOptions(screen.getByLabelText(/Estado/), 'Nuevo León');
    await userEvent.type(screen.getByLabelText(/Calle/), 'Hidalgo');
    await userEvent.type(screen.getByLabelText(/Colonia/), 'Centro');
    await userEvent.type(screen.getByLabelText(/Ciudad/), 'Monterrey');
    await userEvent.type(screen.getByLabelText(/Código postal/), '6400');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El código postal del domicilio fiscal debe tener 5 dígitos'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Código postal/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/revisa la homoclave/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(api.find('POST', 'fiscal_data')[1]?.body).toMatchObject({
      fiscal_datum: {
        rfc: 'EKU9003173C9',
        fiscal_regime: '601',
        cfdi_use: 'G03',
        country_id: 1,
        state: 'Nuevo León',
        postal_code: '64000',
        email: null,
      },
    });
  });
});

describe('staff view of a user’s fiscal data', () => {
  const tax: TaxFiscalDatum = {
    id: 2,
    user_id: 5,
    tax_regime: 'moral',
    name: 'Escuela Kemper',
    rfc_curp: 'EKU9003173C9',
    social_url: null,
    services: ['ltl'],
    doc_image: null,
    article_image: { id: 9, name: 'acta.pdf', content_type: 'application/pdf', byte_size: 2048 },
    fiscal_data_verified: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };

  it('shows the record read-only with the SAT descriptions and the documents', async () => {
    const { api } = renderApp('/users/5/fiscal-data', {
      user: makeUser('admin'),
      api: { 'GET fiscal_data': () => page([datum]), 'GET tax_fiscal_data': () => tax },
    });
    expect(await screen.findByText('G03 - Gastos en general')).toBeInTheDocument();
    expect(screen.getByText('EKU9003173C9 (Persona moral)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Acta constitutiva: acta.pdf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(api.find('GET', 'fiscal_data')[0]?.query.get('where[user_id]')).toBe('5');
  });

  it('says so when the user has none', async () => {
    renderApp('/users/5/fiscal-data', {
      user: makeUser('admin'),
      api: { 'GET fiscal_data': () => page([]), 'GET tax_fiscal_data': () => null },
    });
    expect(
      await screen.findByText('Este usuario aún no ha registrado datos fiscales.'),
    ).toBeInTheDocument();
  });
});

describe('users list', () => {
  const customer: AdminUser = {
    id: 5,
    sequential_id: 105,
    name: 'Carmen',
    last_name: 'Clienta',
    fullname: 'Carmen Clienta',
    email: 'carmen@example.com',
    phone: '8112345678',
    company: '',
    user_type: 'customer',
    status: 'active',
    balance: '0.00',
    discount: '0.00',
    notes: null,
    referral_code: 'REF123',
    referred_by: null,
    special_carriers: false,
    export_csv_visible: false,
    fiscal_data_verified: false,
    own_agreements_price: null,
    parent_id: null,
    parent_email: null,
    sub_users_count: 0,
    user_prices_count: 0,
    total_shipments: 0,
    confirmed_at: null,
    current_sign_in_at: null,
    last_sign_in_at: null,
    created_at: '2026-01-05T16:00:00Z',
  };

  it('the expanded row links staff to the user’s fiscal data', async () => {
    const { router } = renderApp('/users', {
      user: makeUser('admin', { id: 99 }),
      api: {
        'GET users': () =>
          reply(200, {
            data: [customer],
            pagination: { page: 1, per_page: 10, total_objects: 1, total_pages: 1 },
          }),
        'GET fiscal_data': () => page([datum]),
        'GET tax_fiscal_data': () => null,
      },
    });
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const row = (await within(table).findByText('Carmen Clienta')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Ver detalles' }));
    const details = await screen.findByLabelText('Detalles de Carmen Clienta');
    await userEvent.click(within(details).getByRole('link', { name: 'Datos fiscales' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users/5/fiscal-data'));
    expect(await screen.findByText('G03 - Gastos en general')).toBeInTheDocument();
  });
});
