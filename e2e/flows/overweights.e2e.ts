import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { withPages } from '../lib/browser';
import { boughtShipment, priceOverweightKilo, setSetting } from '../lib/overweights';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';
import { centavos } from '../lib/wizard';

const suite = flowSuite();
const CUSTOMER = 'customer@despacho.test';

/** A real 1×1 PNG: the server types evidence by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The balance Carmen's drawer shows, once it is `expected` (after a reload). */
async function balanceBecomes(page: Page, expected: number): Promise<void> {
  let shown = NaN;
  for (let i = 0; i < 20; i++) {
    await page.reload();
    shown = centavos(await page.getByTestId('drawer-balance').innerText());
    if (shown === expected) return;
    await page.waitForTimeout(250);
  }
  assert.equal(shown, expected, 'Carmen’s balance');
}

/** One row of the overweights table, by its shipment. */
const rowOf = (page: Page, number: number) =>
  page
    .getByRole('table', { name: 'Sobrepesos' })
    .getByRole('row')
    .filter({ hasText: `Envío #${number}` });

describe('overweights', () => {
  it('staff record, charge and refund an overweight; Carmen’s balance follows to the centavo', async () => {
    const dev = await demoApi(suite.server.url, 'developer@despacho.test');
    const carmenApi = await demoApi(suite.server.url, CUSTOMER);
    await setSetting(dev, 'overweights', '1');
    const shipment = await boughtShipment(carmenApi);
    await priceOverweightKilo(dev, shipment.serviceId, '50.00');

    await withPages(
      suite.browser,
      suite.server.url,
      ['overweights-admin', 'overweights-customer'],
      async (admin, carmen) => {
        await signIn(carmen, CUSTOMER);
        const before = centavos(await carmen.getByTestId('drawer-balance').innerText());

        // Record the carrier's measurements in the browser.
        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/overweights');
        await admin.getByRole('heading', { name: 'Sobrepesos' }).waitFor();
        await admin.getByRole('link', { name: 'Registrar sobrepeso' }).click();
        const form = admin.getByRole('form', { name: 'Datos del sobrepeso' });
        await form.getByLabel('Número de envío').fill(String(shipment.sequential_id));
        await form.getByLabel(/^Peso según la paquetería/).fill('5');
        await form.getByLabel('Largo (cm)').fill('40');
        await form.getByLabel('Ancho (cm)').fill('30');
        await form.getByLabel('Alto (cm)').fill('25');
        await form.getByLabel('Descripción de la evidencia').fill('Foto de la báscula');
        await form.locator('input[type="file"]').setInputFiles({
          name: 'bascula.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await form.getByRole('button', { name: 'Guardar' }).click();
        const saved = admin.getByText(`Sobrepeso del envío #${shipment.sequential_id} registrado`);
        await saved.waitFor();
        // The amount is the server's: the kilos over × $50.00.
        const [recorded] = await dev.call<{ amount: string; overweight: string }[]>(
          'GET',
          `overweights?where[shipment_id]=${shipment.sequential_id}`,
        );
        assert.ok(recorded, 'the overweight is listed');
        const amount = Math.round(Number(recorded.amount) * 100);
        assert.equal(amount, Math.round(Number(recorded.overweight) * 5000));
        assert.ok(amount > 0);
        assert.equal(centavos((await saved.innerText()).split('de más,')[1]!), amount);

        // Charge it: the dialog states the amount; Carmen's balance drops by exactly that.
        await admin.getByRole('link', { name: 'Volver a sobrepesos' }).click();
        const row = rowOf(admin, shipment.sequential_id);
        await row.getByText('Sin cobrar').waitFor();
        await row.getByRole('button', { name: 'Aplicar cobro' }).click();
        const confirm = admin.getByRole('dialog', { name: '¿Aplicar el cobro?' });
        assert.equal(
          centavos(await confirm.getByText(/Se descontarán/).innerText()),
          amount,
          'the confirmation states the amount',
        );
        await confirm.getByRole('button', { name: 'Aplicar cobro' }).click();
        await admin.getByText(/^Cobro de \$[\d,.]+ aplicado$/).waitFor();
        await row.getByText('Cobrado').waitFor();
        await balanceBecomes(carmen, before - amount);

        // Carmen sees her overweight, without the carrier and customer columns staff have.
        await carmen.goto('/overweights');
        const mine = carmen.getByRole('table', { name: 'Sobrepesos' });
        await mine.getByText(`Envío #${shipment.sequential_id}`).waitFor();
        const headers = await mine.getByRole('columnheader').allInnerTexts();
        assert.ok(headers.includes('Monto') && headers.includes('Estado'), `${headers}`);
        assert.ok(!headers.includes('Paquetería') && !headers.includes('Usuario'), `${headers}`);
        const staffHeaders = await admin
          .getByRole('table', { name: 'Sobrepesos' })
          .getByRole('columnheader')
          .allInnerTexts();
        assert.ok(staffHeaders.includes('Paquetería') && staffHeaders.includes('Usuario'));

        // Refund it: the balance is back where it was; the ledger has both rows.
        await row.getByRole('button', { name: 'Reembolsar' }).click();
        await admin
          .getByRole('dialog', { name: '¿Reembolsar el sobrepeso?' })
          .getByRole('button', { name: 'Reembolsar' })
          .click();
        await row.getByText('Reembolsado').waitFor();
        await balanceBecomes(carmen, before);
        const ledger = await carmenApi.call<{ description: string | null }[]>(
          'GET',
          'transactions?per_page=50',
        );
        const lines = ledger.filter((tr) =>
          (tr.description ?? '').includes(`${shipment.sequential_id}`),
        );
        assert.ok(lines.length >= 2, `charge and refund in the ledger: ${JSON.stringify(ledger)}`);
      },
    );
  });
});
