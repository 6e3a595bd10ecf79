import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An admin's file (the demo's Terrestre: edit_admin_cost off → kg and price only). */
async function sheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('precios');
  ws.addRow(['kg', 'precio']);
  ws.addRow([1, 80]); // the cost of 1 kg is 92.00: below cost
  ws.addRow([2, 131]);
  ws.addRow([3, 139]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('service prices never sell below cost unconfirmed (issue 20)', () => {
  it('an admin previews an import with a below-cost row, nothing is saved until confirmed; rows are edited in place', async () => {
    await withPages(suite.browser, suite.server.url, ['service-prices-admin'], async (admin) => {
      await signIn(admin, 'admin@despacho.test');
      await admin.goto('/services/1/edit');
      await admin.getByRole('heading', { name: 'Terrestre' }).waitFor();
      const table = admin.getByRole('table', { name: 'Tabla de precios' });
      const row = (kg: string) =>
        table.getByRole('row').filter({ has: admin.getByRole('cell', { name: kg, exact: true }) });
      await row('1').getByRole('cell', { name: '119.00' }).waitFor();
      // The row being edited (its kg is an input then).
      const editing = table.getByRole('row').filter({ has: admin.locator('input[name="kg"]') });

      const pick = async () =>
        admin.getByLabel('Archivo de Excel con precios').setInputFiles({
          name: 'precios.xlsx',
          mimeType: XLSX,
          buffer: await sheet(),
        });
      await pick();
      const preview = admin.getByRole('dialog', { name: 'Vista previa de precios.xlsx' });
      await preview.waitFor();
      await preview.getByText('1 peso queda por debajo del costo (resaltado).').waitFor();
      await preview.getByText(/0 nuevos · 2 cambian · 1 sin cambio · 6 se eliminan/).waitFor();
      const flagged = preview.locator('tr[data-below-cost="true"]');
      assert.equal(await flagged.count(), 1);
      assert.match(await flagged.innerText(), /80\.00/);
      const save = preview.getByRole('button', { name: 'Guardar' });
      assert.ok(await save.isDisabled(), 'saving below cost needs the confirmation box');

      // Cancel saves nothing.
      await preview.getByRole('button', { name: 'Cancelar' }).click();
      await preview.waitFor({ state: 'hidden' });
      await admin.reload();
      await row('1').getByRole('cell', { name: '119.00' }).waitFor();
      await row('30').waitFor();

      // Confirmed: saved and flagged in the list.
      await pick();
      await preview.waitFor();
      await preview.getByLabel('Entiendo que 1 peso se venderá por debajo del costo').check();
      await save.click();
      await admin.getByText('3 pesos importados').waitFor();
      await row('1').getByRole('cell', { name: '80.00' }).waitFor();
      await row('1').getByText('Bajo costo').waitFor();
      assert.equal(await row('30').count(), 0);
      assert.equal(await row('2').getByText('Bajo costo').count(), 0);

      // In-place edit: a price below cost asks first; cancel keeps editing; confirm saves.
      await row('2').getByRole('button', { name: 'Editar el precio de 2 kg' }).click();
      await editing.getByRole('textbox', { name: /Precio/ }).fill('90');
      await editing.getByRole('button', { name: 'Guardar' }).click();
      const ask = admin.getByRole('dialog', { name: 'El precio queda por debajo del costo' });
      await ask.getByText('El precio $90.00 está por debajo del costo $99.00').waitFor();
      await ask.getByRole('button', { name: 'Guardar bajo costo' }).click();
      await row('2').getByRole('cell', { name: '90.00' }).waitFor();
      await row('2').getByText('Bajo costo').waitFor();

      // An ordinary edit saves at once; the cost an admin may not set is not an input.
      await row('3').getByRole('button', { name: 'Editar el precio de 3 kg' }).click();
      assert.equal(await editing.getByRole('textbox', { name: /Costo/ }).count(), 0);
      await editing.getByRole('textbox', { name: /Precio/ }).fill('149.50');
      await editing.getByRole('textbox', { name: /Precio/ }).press('Enter');
      await row('3').getByRole('cell', { name: '149.50' }).waitFor();
      assert.equal(await row('3').getByText('Bajo costo').count(), 0);
    });
  });
});
