import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { reply } from '../../test/mock-api';
import { currentUrl, renderApp } from '../../test/render-app';
import { gatewayRedirect } from './components/gateway-redirect';

const customer = makeUser('customer');
const payment = {
  id: 7,
  gateway: 'paypal',
  status: 'credited',
  amount: '161.51',
  fee: '11.51',
  credited: '150.00',
  balance: '5150.00',
};

const paypalConfig = {
  enabled: true,
  min_amount: '100.00',
  max_amount: '1000000.00',
  fee_tiers: [
    { over: null, up_to: '50000.00', percent: 4.58, fixed: '4.64' },
    { over: '50000.00', up_to: '250000.00', percent: 4.23, fixed: '4.64' },
    { over: '250000.00', up_to: '500000.00', percent: 4, fixed: '4.64' },
    { over: '500000.00', up_to: '1000000.00', percent: 3.65, fixed: '4.64' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the PayPal tab', () => {
  it('shows the fee and total before paying, keeps pay inactive under the minimum, and goes to PayPal', async () => {
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => undefined);
    const { api } = renderApp('/credits?tab=paypal', {
      user: customer,
      settings: { paypal: '1' },
      api: {
        'GET paypal/config': () => paypalConfig,
        'POST paypal/checkout': () => ({
          paymentID: 'ORDER1',
          approve_url: 'https://paypal.test/checkoutnow?token=ORDER1',
          amount: '150.00',
          fee: '11.51',
          total: '161.51',
        }),
      },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    expect(screen.getByRole('table', { name: 'Comisiones de PayPal' })).toHaveTextContent(
      '4.58 % + $4.64',
    );
    const pay = screen.getByRole('button', { name: 'Pagar con PayPal' });
    await userEvent.type(amount, '99.99');
    expect(pay).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    expect(screen.getByText('Comisión de PayPal: $11.51 MXN')).toBeInTheDocument();
    expect(screen.getByText('Total a pagar en PayPal: $161.51 MXN')).toBeInTheDocument();
    await userEvent.click(pay);
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://paypal.test/checkoutnow?token=ORDER1'),
    );
    expect(api.find('POST', 'paypal/checkout')[0]?.body).toEqual({ amount: '150.00' });
  });

  it('advertises only the tiers the server accepts and refuses more than the maximum before asking', async () => {
    const { api } = renderApp('/credits?tab=paypal', {
      user: customer,
      settings: { paypal: '1' },
      api: { 'GET paypal/config': () => paypalConfig },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    const table = screen.getByRole('table', { name: 'Comisiones de PayPal' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table).toHaveTextContent('Hasta $1,000,000.00');
    expect(table).toHaveTextContent('3.65 % + $4.64');
    expect(table).not.toHaveTextContent('3.42');
    expect(table).not.toHaveTextContent('Más de');
    expect(screen.getByText(/^Máximo por pago con PayPal: \$1,000,000\.00/)).toBeInTheDocument();
    expect(screen.getByText('Entre $100.00 MXN y $1,000,000.00 MXN por pago')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pagar con PayPal' });
    await userEvent.type(amount, '1000000.01');
    expect(
      screen.getByText('El monto máximo por pago con PayPal es $1,000,000.00 MXN'),
    ).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(api.find('POST', 'paypal/checkout')).toHaveLength(0);
    // The maximum itself is fine, at the 3.65 % tier: 36,500.00 + 4.64.
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000000');
    expect(screen.getByText('Comisión de PayPal: $36,504.64 MXN')).toBeInTheDocument();
    expect(pay).toBeEnabled();
  });

  it("executes PayPal's return once and takes the user to their transactions", async () => {
    const { api, router } = renderApp('/credits?tab=paypal&token=ORDER1&PayerID=PAYER9', {
      user: customer,
      settings: { paypal: '1' },
      api: { 'POST paypal/execute': () => payment },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/my-transactions'));
    const calls = api.find('POST', 'paypal/execute');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ payment_id: 'ORDER1', payer_id: 'PAYER9' });
    expect((router.state.location.state as { notice: string }).notice).toBe(
      '¡Listo! Abonamos $150.00 MXN a tu saldo.',
    );
  });

  it("says so when PayPal's capture is refused, staying on the tab", async () => {
    const { router } = renderApp('/credits?tab=paypal&token=ORDER1&PayerID=PAYER9', {
      user: customer,
      settings: { paypal: '1' },
      api: {
        'POST paypal/execute': () =>
          reply(502, {
            code: 'gateway_error',
            messages: ['El servicio de pagos no pudo completar la operación.'],
            errors: {},
          }),
      },
    });
    expect(
      await screen.findByText('El servicio de pagos no pudo completar la operación.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/credits?tab=paypal'));
  });
});

describe('the Mercado Pago tab', () => {
  it('shows the deduction and the credited amount, locks the amount and pays at Mercado Pago', async () => {
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => undefined);
    renderApp('/credits?tab=mercadopago', {
      user: customer,
      settings: { mercado_pago: '1', mercado_min_amount: '10' },
      api: {
        'POST transfer_funds/mercado_create_preference': () => ({
          preference_id: 'PREF-1',
          init_point: 'https://mp.test/redirect?pref_id=PREF-1',
          access_token_present: true,
          mercado_pago_public_key: 'TEST-key',
          data_invalid: false,
          amount: '500.00',
          deduction: '24.11',
          credited: '475.89',
        }),
      },
    });
    const amount = await screen.findByLabelText(/Monto/, { selector: 'input' });
    await userEvent.type(amount, '500');
    expect(screen.getByText('Comisión de Mercado Pago: $24.11 MXN')).toBeInTheDocument();
    expect(screen.getByText('Se abonarán a tu saldo: $475.89 MXN')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar con Mercado Pago' }));
    expect(amount).toBeDisabled();
    expect(go).toHaveBeenCalledWith('https://mp.test/redirect?pref_id=PREF-1');
  });

  it('says the settings are invalid when the server marks them so', async () => {
    renderApp('/credits?tab=mercadopago', {
      user: customer,
      settings: { mercado_pago: '1' },
      api: {
        'POST transfer_funds/mercado_create_preference': () => ({
          preference_id: null,
          init_point: null,
          access_token_present: false,
          mercado_pago_public_key: '',
          data_invalid: true,
          amount: '100.00',
          deduction: '8.95',
          credited: '91.05',
        }),
      },
    });
    await userEvent.type(await screen.findByLabelText(/Monto/, { selector: 'input' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'La configuración de Mercado Pago no es válida. Contacta al administrador.',
      ),
    ).toBeInTheDocument();
  });

  it('processes the return with success=true and says the amount was credited', async () => {
    const { api } = renderApp(
      '/credits?tab=mercadopago&success=true&payment_id=123&preference_id=PREF-1&collection_status=approved',
      {
        user: customer,
        settings: { mercado_pago: '1' },
        api: {
          'POST transfer_funds/mercado_payment_process': () => ({
            ...payment,
            gateway: 'mercadopago',
            amount: '500.00',
            fee: '24.11',
            credited: '475.89',
          }),
        },
      },
    );
    expect(await screen.findByText('Monto abonado: $475.89 MXN')).toBeInTheDocument();
    expect(api.find('POST', 'transfer_funds/mercado_payment_process')).toHaveLength(1);
  });
});
