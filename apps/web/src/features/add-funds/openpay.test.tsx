import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { errorReply, reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { gatewayRedirect } from './components/gateway-redirect';

const customer = makeUser('customer');
const settings = { payment_engine: 'OpenPay' };
const config = {
  enabled: true,
  merchant_id: 'mdemo',
  public_key: 'pk_demo',
  production: false,
  tokens_url: 'http://localhost/__mocks/openpay',
  max_amount: '10000.00',
  min_amount: '1.00',
};
const savedCard = {
  id: 4,
  brand: 'visa',
  card_number: '411111XXXXXX1111',
  holder_name: 'Juan Pérez',
  expiration_month: 12,
  expiration_year: 29,
};
const speiCharge = {
  id: 'trabc123',
  due_date: '2026-11-27T18:00:00.000Z',
  creation_date: '2026-11-24T18:00:00.000Z',
  description: 'Recarga de saldo - Envíos Norte',
  beneficiary: 'Envíos Norte SA de CV',
  amount: '509.28',
  currency: 'MXN',
  fee: '9.28',
  credited: '500.00',
  payment_method: {
    type: 'bank_transfer',
    url: null,
    agreement: '1411217',
    name: '11094690394055678934',
    bank: 'BBVA Bancomer',
    clabe: '000000000000123456',
    reference: null,
    barcode_url: null,
  },
};

afterEach(() => vi.restoreAllMocks());

describe('the OpenPay SPEI and store tabs', () => {
  it('shows the SPEI fee and total, then the CLABE; a new reference clears amount and result', async () => {
    const { api } = renderApp('/credits?tab=spei', {
      user: customer,
      settings,
      api: { 'GET openpay/config': () => config, 'POST openpay': () => speiCharge },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    expect(screen.getByText('Comisión por SPEI: $9.28 MXN')).toBeInTheDocument();
    await userEvent.type(amount, '500');
    expect(screen.getByText('Total a pagar: $509.28 MXN')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generar referencia SPEI' }));
    const result = await screen.findByRole('region', { name: 'Datos para tu pago' });
    expect(result).toHaveTextContent('$509.28 MXN');
    expect(result).toHaveTextContent(/Fecha límite de pago/);
    // What a transfer from any bank needs, as OpenPay's own SPEI slip lists it.
    const other = within(result).getByRole('group', { name: 'Desde cualquier otro banco' });
    const row = (group: HTMLElement, label: string) =>
      within(group).getByText(label).closest('[data-row]');
    expect(row(other, 'Beneficiario')).toHaveTextContent('Envíos Norte SA de CV');
    expect(row(other, 'Banco destino')).toHaveTextContent('BBVA Bancomer');
    expect(row(other, 'CLABE')).toHaveTextContent('000000000000123456');
    expect(row(other, 'Concepto de pago')).toHaveTextContent('11094690394055678934');
    expect(row(other, 'Referencia')).toHaveTextContent('1411217');
    expect(row(other, 'Importe')).toHaveTextContent('$509.28 MXN');
    // From BBVA it is a service payment to OpenPay's CIE agreement, with the description.
    const bbva = within(result).getByRole('group', { name: 'Desde BBVA' });
    expect(row(bbva, 'Convenio CIE')).toHaveTextContent('1411217');
    expect(row(bbva, 'Referencia')).toHaveTextContent('11094690394055678934');
    expect(row(bbva, 'Concepto')).toHaveTextContent('Recarga de saldo - Envíos Norte');
    expect(row(bbva, 'Importe')).toHaveTextContent('$509.28 MXN');
    expect(api.find('POST', 'openpay')[0]?.body).toEqual({
      payment_method: 'bank',
      amount: '500.00',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generar nueva referencia' }));
    expect(await screen.findByLabelText(/Monto/, { selector: 'input' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Datos para tu pago' })).not.toBeInTheDocument();
  });

  it('refuses an amount over openpay_max_amount or under 1 before asking the server', async () => {
    const { api } = renderApp('/credits?tab=store', {
      user: customer,
      settings,
      api: { 'GET openpay/config': () => config },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    await userEvent.type(amount, '10000.01');
    expect(screen.getByText('El monto máximo es $10,000.00 MXN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar referencia de pago' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    expect(screen.getByText('El monto mínimo es $1.00 MXN')).toBeInTheDocument();
    expect(api.find('POST', 'openpay')).toHaveLength(0);
  });

  it('shows the store reference with its barcode', async () => {
    renderApp('/credits?tab=store', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        'POST openpay': () => ({
          ...speiCharge,
          beneficiary: null,
          amount: '250.00',
          fee: '0.00',
          credited: '250.00',
          payment_method: {
            ...speiCharge.payment_method,
            type: 'store',
            bank: null,
            clabe: null,
            agreement: null,
            name: null,
            reference: '101012345678901234',
            barcode_url: 'http://localhost/__mocks/openpay/barcode/101012345678901234.png',
          },
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText(/Monto/, { selector: 'input' }), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    const result = await screen.findByRole('region', { name: 'Datos para tu pago' });
    expect(result).toHaveTextContent('101012345678901234');
    expect(
      within(result).getByRole('img', { name: 'Código de barras de la referencia' }),
    ).toHaveAttribute('src', 'http://localhost/__mocks/openpay/barcode/101012345678901234.png');
    expect(result).not.toHaveTextContent('Comisión');
    expect(result).toHaveTextContent('Recarga de saldo - Envíos Norte');
    expect(result).not.toHaveTextContent('Beneficiario');
  });
});

describe('the OpenPay card tab', () => {
  it('requires every new-card field, tokenises with the public key and saves only the token', async () => {
    let cards: unknown[] = [];
    const { api } = renderApp('/credits?tab=card', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        'GET credit_cards': () => cards,
        'POST /__mocks/openpay/v1/mdemo/tokens': () => reply(201, { id: 'tok123', card: {} }),
        'POST credit_cards': () => {
          cards = [savedCard];
          return savedCard;
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    const form = screen.getByRole('form', { name: 'Nueva tarjeta' });
    await userEvent.clear(within(form).getByLabelText(/País/));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await within(form).findAllByText('Este campo es obligatorio')).toHaveLength(12);
    const fill: [RegExp, string][] = [
      [/Número de tarjeta/, '4111 1111 1111 1111'],
      [/Nombre del titular/, 'Juan Pérez'],
      [/Mes de vencimiento/, '12'],
      [/Año de vencimiento/, '29'],
      [/Código de seguridad/, '123'],
      [/Calle/, 'Av. Juárez'],
      [/^Número\s*\*?$/, '10'],
      [/Colonia/, 'Centro'],
      [/Ciudad/, 'Monterrey'],
      [/Estado/, 'Nuevo León'],
      [/Código postal/, '64000'],
      [/País/, 'MX'],
    ];
    for (const [label, value] of fill)
      await userEvent.type(within(form).getByLabelText(label), value);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByRole('radio', { name: /411111XXXXXX1111/ })).toBeChecked();
    const token = api.find('POST', '/__mocks/openpay/v1/mdemo/tokens')[0]!;
    expect(token.headers.authorization).toBe(`Basic ${btoa('pk_demo:')}`);
    expect(token.body).toMatchObject({
      card_number: '4111111111111111',
      cvv2: '123',
      expiration_month: '12',
    });
    const saved = api.find('POST', 'credit_cards')[0]!.body as Record<string, string>;
    expect(saved.token_id).toBe('tok123');
    expect(saved.device_session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(saved)).not.toContain('4111');
  });

  it('selects the card just saved so paying works at once, even while the list catches up', async () => {
    let listCalls = 0;
    let releaseList: () => void = () => undefined;
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => undefined);
    const { api } = renderApp('/credits?tab=card', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        // The first list is empty; the refresh after saving is slow (a loaded server).
        'GET credit_cards': () =>
          listCalls++ === 0
            ? []
            : new Promise((resolve) => {
                releaseList = () => resolve({ status: 200, body: { data: [savedCard] } });
              }),
        'POST /__mocks/openpay/v1/mdemo/tokens': () => reply(201, { id: 'tok123', card: {} }),
        'POST credit_cards': () => savedCard,
        'POST credit_cards/4/add_funds': () => ({
          payment_method: { type: 'redirect', url: 'http://localhost/__mocks/openpay/3ds/tr1' },
          payment: {
            id: 1,
            gateway: 'openpay',
            status: 'pending',
            amount: '107.87',
            fee: '7.87',
            credited: '100.00',
            balance: '0.00',
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    const form = screen.getByRole('form', { name: 'Nueva tarjeta' });
    const fill: [RegExp, string][] = [
      [/Número de tarjeta/, '4111111111111111'],
      [/Nombre del titular/, 'Juan Pérez'],
      [/Mes de vencimiento/, '12'],
      [/Año de vencimiento/, '29'],
      [/Código de seguridad/, '123'],
      [/Calle/, 'Av. Juárez'],
      [/^Número\s*\*?$/, '10'],
      [/Colonia/, 'Centro'],
      [/Ciudad/, 'Monterrey'],
      [/Estado/, 'Nuevo León'],
      [/Código postal/, '64000'],
    ];
    for (const [label, value] of fill)
      await userEvent.type(within(form).getByLabelText(label), value);
    await userEvent.type(screen.getByLabelText(/Monto/, { selector: 'input' }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByRole('radio', { name: /411111XXXXXX1111/ })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Nueva tarjeta' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/__mocks/openpay/3ds/tr1'),
    );
    expect(screen.queryByText('Selecciona una tarjeta')).toBeNull();
    expect(api.find('POST', 'credit_cards/4/add_funds')).toHaveLength(1);
    releaseList();
    expect(await screen.findByRole('radio', { name: /411111XXXXXX1111/ })).toBeChecked();
  });

  it('does not pay while a new card is being saved, and asks to save one left unsaved', async () => {
    let finishSave: () => void = () => undefined;
    const { api } = renderApp('/credits?tab=card', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        'GET credit_cards': () => [],
        'POST /__mocks/openpay/v1/mdemo/tokens': () => reply(201, { id: 'tok123', card: {} }),
        'POST credit_cards': () =>
          new Promise((resolve) => {
            finishSave = () => resolve({ status: 201, body: { data: savedCard } });
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    await userEvent.type(screen.getByLabelText(/Monto/, { selector: 'input' }), '100');
    const pay = screen.getByRole('button', { name: 'Pagar con tarjeta' });
    // The form is open and nothing is saved yet: say what to do, not "choose a card".
    await userEvent.click(pay);
    expect(await screen.findByText('Guarda la tarjeta nueva antes de pagar')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nueva tarjeta' });
    const fill: [RegExp, string][] = [
      [/Número de tarjeta/, '4111111111111111'],
      [/Nombre del titular/, 'Juan Pérez'],
      [/Mes de vencimiento/, '12'],
      [/Año de vencimiento/, '29'],
      [/Código de seguridad/, '123'],
      [/Calle/, 'Av. Juárez'],
      [/^Número\s*\*?$/, '10'],
      [/Colonia/, 'Centro'],
      [/Ciudad/, 'Monterrey'],
      [/Estado/, 'Nuevo León'],
      [/Código postal/, '64000'],
    ];
    for (const [label, value] of fill)
      await userEvent.type(within(form).getByLabelText(label), value);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    await waitFor(() => expect(api.find('POST', 'credit_cards')).toHaveLength(1));
    expect(pay).toBeDisabled();
    finishSave();
    expect(await screen.findByRole('radio', { name: /411111XXXXXX1111/ })).toBeChecked();
    expect(pay).toBeEnabled();
  });

  it('asks for a card, shows the fee estimate and sends the browser to 3-D Secure', async () => {
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => undefined);
    const { api } = renderApp('/credits?tab=card', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        'GET credit_cards': () => [savedCard],
        'POST credit_cards/4/add_funds': () => ({
          payment_method: { type: 'redirect', url: 'http://localhost/__mocks/openpay/3ds/trxyz' },
          payment: {
            id: 1,
            gateway: 'openpay',
            status: 'pending',
            amount: '157.95',
            fee: '7.95',
            credited: '150.00',
            balance: '0.00',
          },
        }),
      },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    await userEvent.type(amount, '150');
    // (150 × 2.9 % + 2.50) × 1.16 = 7.946 → 7.95
    expect(
      screen.getByText('Comisión estimada por pago con tarjeta: $7.95 MXN'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total a pagar: $157.95 MXN')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect(await screen.findByText('Selecciona una tarjeta')).toBeInTheDocument();
    expect(api.find('POST', 'credit_cards/4/add_funds')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: /411111XXXXXX1111/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/__mocks/openpay/3ds/trxyz'),
    );
    const body = api.find('POST', 'credit_cards/4/add_funds')[0]!.body as {
      credit_card: Record<string, string>;
    };
    expect(body.credit_card.amount).toBe('150.00');
    expect(body.credit_card.device_session_id).toBeTruthy();
  });

  it("shows the server's card refusal", async () => {
    renderApp('/credits?tab=card', {
      user: customer,
      settings,
      api: {
        'GET openpay/config': () => config,
        'GET credit_cards': () => [savedCard],
        'POST credit_cards/4/add_funds': () =>
          errorReply(
            422,
            ['Revisa los datos'],
            { card_id: ['La tarjeta no tiene fondos suficientes'] },
            'validation_failed',
          ),
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /411111XXXXXX1111/ }));
    await userEvent.type(screen.getByLabelText(/Monto/, { selector: 'input' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect(await screen.findByText('La tarjeta no tiene fondos suficientes')).toBeInTheDocument();
  });
});

describe('the card payment return page', () => {
  it('checks the charge and goes to my transactions with the success message', async () => {
    const { api, router } = renderApp('/openpay?id=trxyz', {
      user: customer,
      settings,
      api: {
        'GET openpay/charges/trxyz': () => ({
          id: 1,
          gateway: 'openpay',
          status: 'credited',
          amount: '157.95',
          fee: '7.95',
          credited: '150.00',
          balance: '150.00',
        }),
      },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/my-transactions'));
    expect(api.find('GET', 'openpay/charges/trxyz')).toHaveLength(1);
    expect((router.state.location.state as { notice: string }).notice).toBe(
      '¡Pago con tarjeta recibido! El saldo ya está en tu cuenta.',
    );
  });

  it('says so when the charge did not go through', async () => {
    renderApp('/openpay?id=trbad', {
      user: customer,
      settings,
      api: {
        'GET openpay/charges/trbad': () => ({
          id: 2,
          gateway: 'openpay',
          status: 'failed',
          amount: '10.00',
          fee: '0.00',
          credited: '10.00',
          balance: '0.00',
        }),
      },
    });
    expect(
      await screen.findByText('El pago no se completó y no se hizo ningún abono.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago con tarjeta' })).toBeInTheDocument();
  });
});
