import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { PHONE, snap, withPages } from '../lib/browser';
import { quoteOnPage } from '../lib/quote';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

async function priceSheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('precios');
  // A new table's costs are the main admin's to set (issue 20): the owner's columns.
  sheet.addRow(['kg', 'precio', 'costo', 'costo_principal']);
  sheet.addRow([1, 88, 60, 50]);
  sheet.addRow([5, 137.5, 100, 90]);
  sheet.addRow([10, 190, 150, 140]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const quote = (page: Page, destination: string) =>
  quoteOnPage(page, destination, { length: '30', width: '20', height: '10', weight: '4.2' });

describe('the carrier catalogue, from the back office to a quote', () => {
  it('an admin creates a carrier, a service with an imported price table and a zone with imported postal codes; the customer quotes it; staff see why a service was left out', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['catalogue-admin', 'catalogue-customer'],
      async (admin, customer) => {
        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/carriers');
        await admin.getByRole('heading', { name: 'Paqueterías' }).waitFor();
        await admin.getByText('Despacho Express').first().waitFor(); // the demo catalogue
        await admin.getByRole('link', { name: 'Nueva paquetería' }).first().click();
        await admin.locator('input[name="name"]').fill('Paquetería Pruebas');
        await admin
          .locator('select[name="provider_id"]')
          .selectOption({ label: 'Paquetería genérica (tablas propias)' });
        await admin.getByRole('button', { name: 'Guardar' }).click();
        await admin.getByRole('heading', { name: 'Paquetería Pruebas' }).waitFor();

        await admin.getByRole('link', { name: 'Nuevo servicio' }).click();
        await admin.getByRole('heading', { name: 'Nuevo servicio' }).waitFor();
        await admin.locator('input[name="name"]').fill('Pruebas Terrestre');
        await admin.locator('input[name="code"]').fill('PRUEBAS_T');
        await admin.locator('input[name="days"]').fill('2');
        await admin.getByRole('button', { name: 'Guardar' }).click();
        await admin.getByRole('heading', { name: 'Pruebas Terrestre' }).waitFor();

        // An admin may not cost a new table: the main admin imports it (preview, then save).
        const servicePath = new URL(admin.url()).pathname;
        await admin.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await admin.context().clearCookies();
        await signIn(admin, 'main_admin@despacho.test');
        await admin.goto(servicePath);
        await admin.getByRole('heading', { name: 'Pruebas Terrestre' }).waitFor();
        await admin.getByLabel('Archivo de Excel con precios').setInputFiles({
          name: 'precios.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await priceSheet(),
        });
        await admin.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
        await admin.getByText('3 pesos importados').waitFor();
        await admin.getByRole('cell', { name: '137.50' }).first().waitFor();
        await snap(admin, 'catalogue-service-prices');

        // A broken sheet says which row is wrong and changes nothing.
        await admin.getByLabel('Archivo de Excel con precios').setInputFiles({
          name: 'precios.xlsx',
          mimeType: 'text/csv',
          buffer: Buffer.from('kg,price\n1,abc\n'),
        });
        await admin.getByText('Sube un archivo de Excel (.xlsx)').waitFor();
        assert.ok(await admin.getByRole('cell', { name: '137.50' }).first().isVisible());

        await admin.goto('/zones/new');
        await admin.locator('input[name="name"]').fill('Pruebas Norte');
        await admin.getByRole('button', { name: 'Guardar' }).click();
        await admin.getByRole('heading', { name: 'Pruebas Norte' }).waitFor();
        await admin.getByLabel('Archivo con códigos postales').setInputFiles({
          name: 'cp.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('64000\n64460\n64000\n'),
        });
        await admin.getByText('2 códigos importados, 1 ya estaba').waitFor();
        await admin.getByRole('cell', { name: '64460' }).first().waitFor();
        await snap(admin, 'catalogue-zone');

        await signIn(customer, 'customer@despacho.test');
        await quote(customer, '06700');
        const row = customer.getByRole('row', { name: /Pruebas Terrestre/ });
        await row.waitFor();
        // 4.2 kg → the 5 kg row of the imported table.
        assert.match(await row.innerText(), /137\.50/);
        // The demo catalogue answers too: several rates at once, FedEx among them.
        await customer.getByRole('row', { name: /Express Saver/ }).waitFor();
        await snap(customer, 'catalogue-customer-quote');

        await quote(admin, '44100');
        await admin.getByText('Ver servicios excluidos y por qué').click();
        await admin.getByRole('heading', { name: 'Servicios excluidos' }).waitFor();
        await admin
          .getByText(/Regional Norte–Centro/)
          .first()
          .waitFor();
        await admin
          .getByText('El origen o el destino no está en ninguna de las zonas del servicio.')
          .first()
          .waitFor();
        await snap(admin, 'catalogue-staff-rejected');
      },
    );
  });

  it('the carriers list fits a phone', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['catalogue-phone'],
      async (page) => {
        await signIn(page, 'admin@despacho.test');
        await page.goto('/carriers');
        await page.getByText('Despacho Express').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `the page scrolls sideways (${width}px)`);
        await snap(page, 'catalogue-carriers-phone');
      },
      PHONE,
    );
  });
});
