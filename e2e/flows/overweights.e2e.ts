import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { withPages } from '../lib/browser';
import {
  boughtShipment,
  overweightsXlsx,
  priceOverweightKilo,
  setSetting,
} from '../lib/overweights';
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

  it('staff import the carrier’s file; Carmen reports evidence and disputes the charge; staff accept it', async () => {
    const dev = await demoApi(suite.server.url, 'developer@despacho.test');
    const adminApi = await demoApi(suite.server.url, 'admin@despacho.test');
    const carmenApi = await demoApi(suite.server.url, CUSTOMER);
    await setSetting(dev, 'overweights', '1');
    await setSetting(dev, 'overweights_request_rebate', '1');
    const shipment = await boughtShipment(carmenApi);
    await priceOverweightKilo(dev, shipment.serviceId, '50.00');
    assert.ok(shipment.tracking_number, 'the bought label has a tracking number');

    await withPages(
      suite.browser,
      suite.server.url,
      ['overweights-import', 'overweights-dispute'],
      async (admin, carmen) => {
        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/overweights');
        await admin.getByRole('link', { name: 'Importar' }).click();
        await admin.getByRole('heading', { name: 'Importar sobrepesos' }).waitFor();
        await admin.getByLabel('Archivo de sobrepesos (.xlsx)').setInputFiles({
          name: 'estafeta.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await overweightsXlsx([
            [shipment.tracking_number!, 6, 40, 30, 25],
            ['000000000000', 3, 20, 20, 20],
          ]),
        });
        await admin.getByRole('button', { name: 'Subir' }).click();
        const rows = admin.getByRole('table', { name: 'Filas del archivo' }).getByRole('row');
        await rows.filter({ hasText: shipment.tracking_number! }).getByText('Creado').waitFor();
        await rows.filter({ hasText: '000000000000' }).getByText('Sin envío').waitFor();
        await admin.getByText('1 creados, 0 actualizados, 1 sin envío, 0 con error').waitFor();

        // Charged (as in the first flow), then Carmen disputes it with evidence.
        const [imported] = await adminApi.call<{ id: number }[]>(
          'GET',
          `overweights?where[shipment_id]=${shipment.sequential_id}`,
        );
        await adminApi.call('PUT', `overweights/${imported!.id}/deduction`, {});

        await signIn(carmen, CUSTOMER);
        await carmen.goto('/overweights');
        const mine = rowOf(carmen, shipment.sequential_id);
        await mine.getByRole('button', { name: 'Reportar evidencia' }).click();
        const dialog = carmen.getByRole('dialog', { name: 'Reportar evidencia' });
        await dialog.getByLabel(/^Descripción/).fill('Mi báscula marca 2.5 kg');
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'mi-bascula.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await dialog.getByRole('button', { name: 'Enviar' }).click();
        await carmen.getByText('Evidencia reportada correctamente').waitFor();
        await mine.getByText('Mi báscula marca 2.5 kg').waitFor();

        await mine.getByRole('button', { name: 'Solicitar reembolso' }).click();
        await carmen
          .getByRole('dialog', { name: '¿Solicitar el reembolso?' })
          .getByRole('button', { name: 'Solicitar reembolso' })
          .click();
        await mine.getByText('Reembolso solicitado').waitFor();

        // Staff see the dispute with its evidence and accept it: refunded.
        await admin.goto(`/overweights?shipment_id=${shipment.sequential_id}`);
        const theirs = rowOf(admin, shipment.sequential_id);
        await theirs.getByRole('button', { name: 'mi-bascula.png' }).waitFor();
        await theirs.getByRole('button', { name: 'Cancelar solicitud' }).waitFor();
        await theirs.getByRole('button', { name: 'Aceptar reembolso' }).click();
        await admin
          .getByRole('dialog', { name: '¿Aceptar el reembolso?' })
          .getByRole('button', { name: 'Aceptar reembolso' })
          .click();
        await theirs.getByText('Reembolsado').waitFor();
        await carmen.reload();
        await mine.getByText('Reembolsado').waitFor();
      },
    );
  });
});
