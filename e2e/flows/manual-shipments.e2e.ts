import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { demoApi } from '../lib/api';
import { PHONE, snap, withPages } from '../lib/browser';
import { draftAtRates, onePagePdf } from '../lib/manual-shipments';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';
import { shownBalance, TEXT } from '../lib/wizard';

const suite = flowSuite();
const t = TEXT['es-MX'];

describe('manual shipments', () => {
  it('Carmen buys the manual service, an admin uploads its label, Carmen downloads that PDF', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['manual-carmen', 'manual-admin'],
      async (carmen, admin) => {
        const carmenApi = await demoApi(suite.server.url, 'customer@despacho.test');
        const id = await draftAtRates(carmenApi);

        // Carmen picks "Estándar" of "Envío manual" and buys it: no label yet, back to the list.
        await signIn(carmen, 'customer@despacho.test');
        const before = await shownBalance(carmen);
        await carmen.goto(`/shipments/${id}/rates/new`);
        const table = carmen.getByRole('table', { name: t.rates });
        const row = table.getByRole('row', { name: t.choose('Estándar', 'Envío manual') });
        await row.getByRole('radio').check();
        await carmen.getByRole('button', { name: t.continue }).click();
        const notice = carmen.getByTestId('notification');
        await notice.getByText(/creado; el personal subirá su guía/).waitFor();
        const number = /Envío (\d+) creado/.exec(await notice.innerText())![1]!;
        await carmen.waitForURL(/\/shipments$/);
        const shipment = await carmenApi.call<{ total: string; source: string }>(
          'GET',
          `shipments/${id}`,
        );
        assert.equal(shipment.source, 'manual');
        const total = Math.round(Number(shipment.total) * 100);
        assert.equal(await shownBalance(carmen), before - total, 'charged the total once');

        // An admin finds it by number on the manual list and uploads the carrier's PDF.
        await signIn(admin, 'admin@despacho.test');
        await admin.goto('/manual_shipments');
        await admin.getByRole('heading', { name: 'Envíos manuales' }).waitFor();
        await admin.getByLabel('Número de envío').fill(number);
        const list = admin.getByRole('table', { name: 'Envíos manuales' });
        const listed = list.getByRole('row', { name: new RegExp(`#${number}\\b`) });
        await listed.getByText('Sin guía').waitFor();
        await listed.getByRole('link', { name: 'Generar guía' }).click();
        await admin.getByRole('heading', { name: `Guía del envío #${number}` }).waitFor();
        const tracking = `77${String(Date.now()).slice(-10)}`;
        const label = onePagePdf(`Guia ${tracking}`);
        await admin.getByLabel(/Número de rastreo/).fill('12AB');
        await admin.getByLabel('Guía en PDF').setInputFiles({
          name: 'guia-paqueteria.pdf',
          mimeType: 'application/pdf',
          buffer: label,
        });
        await admin.getByRole('button', { name: 'Guardar guía' }).click();
        await admin.getByText('El número de rastreo debe tener solo dígitos (de 4 a 40)').waitFor();
        await admin.getByLabel(/Número de rastreo/).fill(tracking);
        await admin.getByRole('button', { name: 'Guardar guía' }).click();
        await admin.getByText(`Guía del envío #${number} guardada`).waitFor();
        await admin.waitForURL(/\/manual_shipments(\?.*)?$/);
        await admin.getByLabel('Número de envío').fill(number);
        const labelled = list.getByRole('row', { name: new RegExp(`#${number}\\b`) });
        await labelled.getByText(tracking).waitFor();
        await labelled.getByRole('link', { name: 'Editar guía' }).waitFor();
        await snap(admin, 'manual-shipments-list');

        // Carmen downloads exactly that PDF from her shipment list.
        await carmen.goto(`/shipments?number=${number}`);
        const mine = carmen.getByRole('table', { name: 'Envíos' });
        await mine.getByRole('button', { name: 'Ver detalles' }).first().click();
        await carmen.getByRole('button', { name: 'Descargar guía' }).click();
        const [saved] = await Promise.all([
          carmen.waitForEvent('download'),
          carmen.getByRole('menuitem', { name: /PDF carta/ }).click(),
        ]);
        const bytes = await readFile(await saved.path());
        assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
        assert.ok(bytes.equals(label), 'the download is the PDF as uploaded');
        assert.match(saved.suggestedFilename(), new RegExp(tracking));
      },
    );
  });

  it('the list fits a phone in English', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['manual-phone'],
      async (page) => {
        await signIn(page, 'admin@despacho.test');
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        await page.goto('/manual_shipments');
        await page.getByRole('heading', { name: 'Manual shipments' }).waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `the page scrolls sideways (${width}px)`);
        await snap(page, 'manual-shipments-phone');
      },
      PHONE,
    );
  });
});
