import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();
const CUSTOMER = 'customer@despacho.test';
/** One of SAT's test receptors (a person, so régimen 612). */
const RFC = 'XOJI740919U48';

/** Clicks a download button and answers the file's name and bytes. */
async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { file: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function fillFiscalData(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Datos fiscales' }).click();
  const form = page.getByRole('form', { name: 'Datos fiscales' });
  await form.getByLabel(/^Razón social/).fill('INGRID XODAR JIMENEZ');
  await form.getByLabel(/^RFC/).fill(RFC);
  // The régimen list follows the RFC's kind, the uso de CFDI list follows the régimen.
  await form.getByLabel(/^Régimen fiscal/).selectOption('612');
  await form.getByLabel(/^Uso de CFDI/).selectOption('G03');
  await form.getByLabel(/^Forma de pago/).selectOption('03');
  await form.getByLabel(/^Teléfono/).fill('4421234567');
  const state = form.getByLabel(/^Estado/);
  await state.locator('option', { hasText: 'Querétaro' }).first().waitFor({ state: 'attached' });
  await state.selectOption({ label: 'Querétaro' });
  await form.getByLabel(/^Calle/).fill('Av. Constituyentes');
  await form.getByLabel(/^Número exterior/).fill('120');
  await form.getByLabel(/^Colonia/).fill('Centro');
  await form.getByLabel(/^Ciudad/).fill('Querétaro');
  await form.getByLabel(/^Código postal/).fill('76028');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Guardado correctamente').first().waitFor();
}

describe('invoicing a deposit', () => {
  it('Carmen fills her fiscal data and asks for an invoice, an admin stamps it, and she downloads the XML and PDF', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['invoice-customer', 'invoice-admin'],
      async (customer, admin) => {
        await signIn(customer, CUSTOMER);
        await fillFiscalData(customer);

        // The demo balance was loaded by staff this month: it can be invoiced.
        await customer.goto('/my-transactions');
        const deposit = customer
          .getByRole('row')
          .filter({ hasText: 'Saldo inicial de demostración' });
        await deposit.getByRole('button', { name: /^Solicitar factura de la transacción/ }).click();
        await customer.getByText('¡Solicitud enviada!', { exact: false }).first().waitFor();
        await deposit.getByText('Factura solicitada').waitFor();

        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/invoices');
        const pending = admin.getByRole('row').filter({ hasText: 'Carmen' }).first();
        await pending.getByRole('button', { name: 'Generar', exact: true }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Generar' }).click();
        const notice = admin.getByText(/^Factura generada\. Folio fiscal: /).first();
        await notice.waitFor();
        const uuid = /([0-9A-F-]{36})/.exec(await notice.innerText())?.[1];
        assert.ok(uuid, 'the notice names the folio fiscal');
        await admin.getByRole('row').filter({ hasText: uuid }).waitFor();

        await customer.reload();
        const label = await deposit
          .getByRole('button', { name: /^Descargar factura \d+$/ })
          .getAttribute('aria-label');
        const invoiceId = /(\d+)$/.exec(label ?? '')![1];
        const zip = await download(customer, label!);
        assert.equal(zip.file, `${invoiceId}.zip`);
        const files = unzipSync(new Uint8Array(zip.bytes));
        assert.deepEqual(Object.keys(files).sort(), [`${uuid}.pdf`, `${uuid}.xml`]);
        const xml = Buffer.from(files[`${uuid}.xml`]!).toString('utf8');
        assert.match(xml, new RegExp(`<tfd:TimbreFiscalDigital[^>]* UUID="${uuid}"`));
        assert.match(xml, new RegExp(`<cfdi:Receptor[^>]* Rfc="${RFC}"`));
        assert.match(xml, /<cfdi:Emisor[^>]* Rfc="EKU9003173C9"/);
        assert.match(xml, / Total="5000\.00"/);
        assert.equal(Buffer.from(files[`${uuid}.pdf`]!).subarray(0, 5).toString(), '%PDF-');
      },
    );
  });
});
