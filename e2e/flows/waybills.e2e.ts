import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE, snap, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

describe('prepaid waybills', () => {
  it('an admin imports a small csv, sees each row saved or refused, filters the list and deletes one', async () => {
    await withPages(suite.browser, suite.server.url, ['waybills'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await page.goto('/waybills/import');
      await page.getByRole('heading', { name: 'Importar guías prepagadas' }).waitFor();

      // Another kind of file is refused before anything is sent.
      const picker = page.getByLabel('Elegir archivo');
      await picker.setInputFiles({
        name: 'guias.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await page.getByText('¡Tipo de archivo no válido!').waitFor();

      const stamp = String(Date.now()).slice(-6);
      const numbers = [`E2E-${stamp}-1`, `E2E-${stamp}-2`, `E2E-${stamp}-3`];
      const csv = ['Número', ...numbers, numbers[0], 'no válida'].join('\n');
      await picker.setInputFiles({
        name: 'guias.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const rows = page.getByRole('table', { name: 'Filas del archivo' });
      await rows.getByText('pendiente').first().waitFor();
      const save = page.getByRole('button', { name: 'Guardar' });
      assert.equal(await save.isDisabled(), true, 'saving waits for a carrier');
      await page.getByLabel(/Paquetería/).selectOption({ label: 'Despacho Express' });
      await save.click();
      await page
        .getByRole('status')
        .getByText('5 filas: 3 guardadas, 2 con error, 0 pendientes')
        .waitFor();
      await rows.getByText('Esta guía está repetida en el archivo').waitFor();
      await rows.getByText('Solo letras, números y guiones').waitFor();
      await snap(page, 'waybills-import');

      await page.getByRole('link', { name: 'Volver a la lista' }).click();
      await page.getByRole('heading', { name: 'Guías prepagadas' }).waitFor();
      await page.getByLabel('Buscar por número').fill(`E2E-${stamp}`);
      const list = page.getByRole('table', { name: 'Guías prepagadas' });
      await list.getByText(numbers[2]!).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 3);
      await page.getByLabel('Paquetería').selectOption({ label: 'Despacho Express' });
      await page.waitForURL(/carrier_id=\d+/);
      await list.getByText(numbers[0]!).waitFor();

      await list.getByRole('button', { name: `Eliminar la guía ${numbers[1]}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Guía eliminada').waitFor();
      const deleted = list.getByRole('row', { name: new RegExp(numbers[1]!) });
      await deleted.getByText('eliminada').waitFor();
      assert.equal(await deleted.getByRole('button', { name: /Eliminar/ }).count(), 0);
      await snap(page, 'waybills-list');
    });
  });

  it('the list fits a phone in English', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['waybills-phone'],
      async (page) => {
        await signIn(page, 'admin@despacho.test');
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        await page.goto('/waybills');
        await page.getByRole('heading', { name: 'Prepaid waybills' }).waitFor();
        assert.equal(await page.getByLabel('Service').isDisabled(), true);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `the page scrolls sideways (${width}px)`);
        await snap(page, 'waybills-phone');
      },
      PHONE,
    );
  });
});
