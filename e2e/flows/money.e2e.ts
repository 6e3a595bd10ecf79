import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();
const CUSTOMER = 'customer@despacho.test';

/** A real 1×1 PNG: the server types uploads by their bytes, so the proof must be an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** "$4,873.00 MXN" → 487300: amounts are compared in centavos, never as floats. */
function centavos(shown: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})\b/.exec(shown);
  assert.ok(match, `no amount in "${shown}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The balance the drawer shows, once it shows `expected` (or the last value read). */
async function shownBalance(page: Page, expected?: number): Promise<number> {
  let value = NaN;
  for (let i = 0; i < 40; i++) {
    value = centavos(await page.getByTestId('drawer-balance').innerText());
    if (expected === undefined || value === expected) return value;
    await page.waitForTimeout(250);
  }
  return value;
}

/** A field by the start of its label (a required field's label ends in " *"). */
const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function useEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

describe('adding funds', () => {
  it('Carmen sends a transfer proof, an admin approves it, and her balance grows by exactly that amount', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['proof-customer', 'proof-admin'],
      async (customer, admin) => {
        await signIn(customer, CUSTOMER);
        const before = await shownBalance(customer);

        await customer
          .getByTestId('menu-group-customer')
          .getByRole('link', { name: 'Agregar fondos' })
          .click();
        await customer.getByRole('tab', { name: 'Transferencia bancaria' }).click();
        await customer.getByLabel('Monto transferido').fill('1234.56');
        await customer.locator('input[type="file"]').setInputFiles({
          name: 'comprobante.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await customer.getByRole('button', { name: 'Enviar comprobante' }).click();
        await customer.getByText('¡Comprobante enviado!', { exact: false }).first().waitFor();
        await customer.getByText('En revisión').first().waitFor();
        // Pending: nothing is credited until staff see the money arrive.
        assert.equal(await shownBalance(customer), before);

        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/payment-proofs');
        const row = admin.getByRole('row').filter({ hasText: '$1,234.56' });
        await row.getByRole('button', { name: /^Aprobar comprobante de/ }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
        await admin.getByText('Comprobante aprobado', { exact: false }).first().waitFor();

        await customer.goto('/my-transactions');
        await customer.getByRole('heading', { name: 'Mis movimientos' }).waitFor();
        await customer.getByText('$1,234.56').first().waitFor();
        assert.equal(await shownBalance(customer, before + 123_456), before + 123_456);
        await customer.goto('/credits?tab=bank');
        await customer.getByText('Aprobado').first().waitFor();
      },
    );
  });

  it('Carmen pays with PayPal in English: approves at the gateway, comes back credited once', async () => {
    await withPages(suite.browser, suite.server.url, ['paypal-customer'], async (customer) => {
      await signIn(customer, CUSTOMER);
      await useEnglish(customer);
      const before = await shownBalance(customer);

      await customer.goto('/credits?tab=paypal');
      await customer.getByLabel('Amount').fill('250');
      // The fee is shown before paying; PayPal charges it on top of the amount.
      await customer.getByText('PayPal fee', { exact: false }).first().waitFor();
      await customer.getByRole('button', { name: 'Pay with PayPal' }).click();

      await customer.waitForURL(/\/__mocks\/paypal\//);
      await customer.getByRole('button', { name: 'Pagar' }).click();

      await customer.waitForURL(/\/my-transactions/);
      await customer.getByText('$250.00 MXN was added to your balance', { exact: false }).waitFor();
      assert.equal(await shownBalance(customer, before + 25_000), before + 25_000);
      // Coming back to the return URL again credits nothing more.
      await customer.goBack();
      await customer.waitForTimeout(1_000);
      await customer.goto('/my-transactions');
      assert.equal(await shownBalance(customer), before + 25_000);
    });
  });

  it('Carmen pays with Mercado Pago: the deduction is shown, the return credits what is left', async () => {
    await withPages(suite.browser, suite.server.url, ['mp-customer'], async (customer) => {
      await signIn(customer, CUSTOMER);
      const before = await shownBalance(customer);

      await customer.goto('/credits?tab=mercadopago');
      await customer.getByLabel('Monto').fill('500');
      // 500 − (3.79 % + 4.00 + 1.16) = 500 − 24.11 = 475.89 (spec 1 §9)
      await customer.getByText('$475.89', { exact: false }).first().waitFor();
      await customer.getByRole('button', { name: 'Continuar' }).click();
      await customer.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();

      await customer.waitForURL(/\/__mocks\/mercadopago\//);
      await customer.getByRole('button', { name: 'Pagar' }).click();

      await customer.waitForURL(/\/credits\?/);
      await customer.getByText('Monto abonado', { exact: false }).first().waitFor();
      assert.equal(await shownBalance(customer, before + 47_589), before + 47_589);
    });
  });

  it('Carmen saves a card, pays through 3-D Secure, and pays a SPEI reference, each credited once', async () => {
    await withPages(suite.browser, suite.server.url, ['openpay-customer'], async (customer) => {
      await signIn(customer, CUSTOMER);
      await useEnglish(customer);
      const before = await shownBalance(customer);

      await customer.goto('/credits?tab=card');
      await customer.getByRole('button', { name: 'Add card' }).click();
      const fields: [string, string][] = [
        ['Card number', '4111111111111111'],
        ['Cardholder name', 'Carmen Clienta'],
        ['Expiry month (MM)', '12'],
        ['Expiry year (YY)', '30'],
        ['Security code (CVV)', '123'],
        ['Street', 'Av. Juárez'],
        ['Number', '1000'],
        ['Neighborhood', 'Centro'],
        ['City', 'Monterrey'],
        ['State', 'Nuevo León'],
        ['Postal code', '64000'],
      ];
      for (const [label, value] of fields) await customer.getByLabel(startsWith(label)).fill(value);
      await customer.getByRole('button', { name: 'Save card' }).click();
      await customer.getByText('Card saved').first().waitFor();
      // The card just saved is the chosen one: paying works without picking it again.
      assert.ok(
        await customer.getByRole('radio', { name: /1111/ }).isChecked(),
        'the saved card is selected',
      );
      await customer.getByLabel(startsWith('Amount')).fill('300');
      await customer.getByRole('button', { name: 'Pay by card' }).click();

      await customer.waitForURL(/\/__mocks\/openpay\/3ds\//);
      await customer.getByRole('button', { name: 'Autorizar' }).click();
      await customer.waitForURL(/\/my-transactions/);
      await customer.getByText('Card payment received!', { exact: false }).first().waitFor();
      assert.equal(await shownBalance(customer, before + 30_000), before + 30_000);

      await customer.goto('/credits?tab=spei');
      await customer.getByLabel(startsWith('Amount')).fill('150');
      await customer.getByRole('button', { name: 'Generate SPEI reference' }).click();
      await customer.getByText('CLABE').first().waitFor();
      const slip = await customer
        .getByRole('link', { name: 'View payment slip' })
        .getAttribute('href');
      assert.ok(slip, 'the SPEI reference links to its payment slip');
      // The payer's bank transfer, as the sandbox simulates it; OpenPay then notifies us.
      await customer.goto(slip);
      await customer.getByRole('button', { name: 'Simular pago' }).click();
      await customer.getByText('completed').first().waitFor();
      await customer.goto('/my-transactions');
      assert.equal(
        await shownBalance(customer, before + 45_000),
        before + 45_000,
        'the SPEI payment is credited by the webhook',
      );
    });
  });
});

describe('users and transactions back office', () => {
  it('an admin finds Carmen, opens her details and records a deposit that she then sees', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['users-admin', 'users-customer'],
      async (admin, customer) => {
        await signIn(admin, 'admin@despacho.test');
        await admin.getByRole('link', { name: 'Usuarios' }).click();
        await admin.getByRole('heading', { name: 'Usuarios' }).waitFor();
        await admin.getByRole('searchbox').first().fill(CUSTOMER);
        const row = admin.getByRole('row').filter({ hasText: CUSTOMER });
        await row.getByRole('button', { name: 'Ver detalles' }).click();
        const details = admin.getByLabel(/^Detalles de /);
        await details.getByText('Saldo').waitFor();
        await details.getByRole('link', { name: 'Movimientos' }).click();

        await admin.getByRole('heading', { name: /^Movimientos de / }).waitFor();
        await admin.getByRole('link', { name: 'Nuevo movimiento' }).click();
        await admin.getByLabel('Monto (MXN)').fill('75.50');
        await admin.getByLabel('Tipo de movimiento').selectOption('deposit');
        await admin.getByLabel('Descripción').fill('Bonificación por retraso');
        await admin.getByRole('button', { name: /^(Guardar|Registrar)/ }).click();
        await admin.getByText('Movimiento registrado').first().waitFor();
        await admin.getByText('Bonificación por retraso').first().waitFor();

        await signIn(customer, CUSTOMER);
        await customer.goto('/my-transactions');
        await customer.getByText('Bonificación por retraso').first().waitFor();
        await customer.getByText('$75.50').first().waitFor();
      },
    );
  });

  it('the same users list reads in English, and a customer is kept out of it', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['users-en', 'users-denied'],
      async (admin, customer) => {
        await signIn(admin, 'admin@despacho.test');
        await useEnglish(admin);
        await admin.goto('/users');
        await admin.getByRole('heading', { name: 'Users' }).waitFor();
        await admin.getByRole('columnheader', { name: 'User type' }).waitFor();
        await admin
          .getByRole('row')
          .filter({ hasText: CUSTOMER })
          .getByRole('cell', { name: 'Customer', exact: true })
          .waitFor();

        await signIn(customer, CUSTOMER);
        await customer.goto('/users');
        await customer.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
        assert.equal(await customer.getByRole('heading', { name: 'Usuarios' }).count(), 0);
      },
    );
  });
});
