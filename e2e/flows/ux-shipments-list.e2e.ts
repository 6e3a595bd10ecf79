import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { unzlibSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { PHONE, withPages } from '../lib/browser';
import { boughtShipment } from '../lib/overweights';
import { DEMO_PASSWORD, signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

/**
 * Issue 25, the shipment list a merchant lives in: carrier, tracking number (copied with one
 * click), created date and total on every row; any row opens its shipment; two rows picked print
 * as one PDF and export as one CSV.
 */
const suite = flowSuite();

interface Listed {
  id: number;
  carrier_id: number;
  sequential_id: number;
  tracking_number: string;
  carrier_name: string;
  total: string;
  created_at: string;
}

/** Pages in a PDF, reading inside compressed object streams too (pdf-lib writes those). */
function pdfPageCount(bytes: Buffer): number {
  const raw = bytes.toString('latin1');
  let text = raw;
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      text += Buffer.from(unzlibSync(bytes.subarray(start, end))).toString('latin1');
    } catch {
      // not a Flate stream (an image, or already plain): nothing to add
    }
  }
  return text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** A logo drawn by the browser itself (no binary fixture), uploaded as the developer. */
async function uploadCarrierLogo(page: Page, serverUrl: string, carrierId: number) {
  await page.setContent(
    '<div id="logo" style="width:150px;height:90px;display:grid;place-items:center;' +
      'background:#c62828;color:#fff;font:700 44px sans-serif">DX</div>',
  );
  const png = await page.locator('#logo').screenshot();
  const base = `${serverUrl}/api/v1`;
  const signedIn = await fetch(`${base}/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
    body: JSON.stringify({ user: { email: 'developer@despacho.test', password: DEMO_PASSWORD } }),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dx.png');
  const res = await fetch(`${base}/carriers/${carrierId}/logo`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', authorization: `Bearer ${data.token}` },
    body: form,
  });
  assert.equal(res.status, 200, await res.text());
}

async function saved(page: Page, click: () => Promise<void>) {
  const [file] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const pesos = (total: string) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(Number(total));
/** The created day in the tenant's zone (Monterrey), as the number of the day. */
const dayOf = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'America/Monterrey', day: 'numeric' }).format(
      new Date(iso),
    ),
  );

describe('the shipment list (issue 25)', () => {
  it('Carmen reads, copies, opens, prints two labels as one PDF and exports them', async () => {
    const carmen = await demoApi(suite.server.url, 'customer@despacho.test');
    const first = await boughtShipment(carmen);
    const second = await boughtShipment(carmen);
    const one = await carmen.call<Listed>('GET', `shipments/${first.id}`);
    // Export is for developers or whoever has export_csv_visible (spec 2): Carmen gets it.
    const admin = await demoApi(suite.server.url, 'developer@despacho.test');
    const me = await carmen.call<{ id: number }>('GET', 'registrations');
    await admin.call('PUT', `users/${me.id}`, { user: { export_csv_visible: true } });

    await withPages(suite.browser, suite.server.url, ['ux-shipments-list'], async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await uploadCarrierLogo(page, suite.server.url, one.carrier_id);
      await signIn(page, 'customer@despacho.test');
      await page.goto('/shipments');
      const table = page.getByRole('table', { name: 'Envíos' });
      const rowOf = (n: number) => table.getByRole('row', { name: `Abrir envío #${n}` });
      const row = rowOf(one.sequential_id);
      await row.waitFor();

      // The columns, with the values of the shipment just bought.
      for (const header of ['Paquetería', 'Guía', 'Creado', 'Total'])
        await table.getByRole('columnheader', { name: header }).waitFor();
      const text = await row.innerText();
      assert.match(text, new RegExp(one.carrier_name));
      assert.match(text, new RegExp(one.tracking_number));
      assert.ok(text.includes(pesos(one.total)), `${pesos(one.total)} in ${text}`);
      const created = await row.getByRole('cell').nth(7).innerText();
      assert.match(created, new RegExp(`\\b0?${dayOf(one.created_at)}\\b`));
      assert.match(created, new RegExp(String(new Date(one.created_at).getUTCFullYear())));
      const logo = row.getByRole('img', { name: `Logo de ${one.carrier_name}` });
      assert.match((await logo.getAttribute('src')) ?? '', /\/carriers\/\d+\/logo\?v=\d+$/);
      const loaded = await logo.evaluate(
        (img: HTMLImageElement) =>
          new Promise<number>((done) => {
            if (img.complete) done(img.naturalWidth);
            else img.addEventListener('load', () => done(img.naturalWidth), { once: true });
          }),
      );
      assert.ok(loaded > 0, 'the logo is drawn');

      // The copy button copies the number and says so in place.
      await row.getByRole('button', { name: `Copiar guía ${one.tracking_number}` }).click();
      await row.getByRole('status').filter({ hasText: 'Copiado' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), one.tracking_number);
      assert.match(page.url(), /\/shipments$/, 'copying does not open the row');

      // A click anywhere on the row opens its detail; Enter on a focused row too.
      await row.getByText(pesos(one.total)).click();
      await page.waitForURL(new RegExp(`/shipments/${one.id}$`));
      await page.getByRole('heading', { name: `Envío #${one.sequential_id}` }).waitFor();
      await page.getByTestId('shipment-detail').getByText(one.tracking_number).first().waitFor();
      await page.getByRole('link', { name: 'Volver a envíos' }).click();
      await row.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/shipments/${one.id}$`));
      await page.goBack();

      // Two rows picked: one PDF with both labels, and a CSV of just them.
      await rowOf(first.sequential_id)
        .getByRole('checkbox', { name: `Seleccionar envío #${first.sequential_id}` })
        .check();
      await rowOf(second.sequential_id)
        .getByRole('checkbox', { name: `Seleccionar envío #${second.sequential_id}` })
        .check();
      const bar = page.getByRole('region', { name: 'Acciones con los envíos seleccionados' });
      await bar.getByText('2 envíos seleccionados').waitFor();
      const pdf = await saved(page, () =>
        bar.getByRole('button', { name: 'Descargar guías' }).click(),
      );
      assert.equal(pdf.name, 'guias-2-envios.pdf');
      assert.equal(pdf.bytes.subarray(0, 5).toString(), '%PDF-');
      assert.ok(pdfPageCount(pdf.bytes) >= 2, `pages: ${pdfPageCount(pdf.bytes)}`);

      const csv = await saved(page, () => bar.getByRole('button', { name: 'Exportar' }).click());
      assert.equal(csv.name, 'shipments.csv');
      const lines = csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.deepEqual(
        lines
          .slice(1)
          .map((l) => Number(l.split(',')[0]))
          .sort((a, b) => a - b),
        [first.sequential_id, second.sequential_id].sort((a, b) => a - b),
      );
    });
  });

  it('on a phone, the rows are cards with the same values, picked from their own box', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['ux-shipments-list-phone'],
      async (page) => {
        await signIn(page, 'customer@despacho.test');
        await page.goto('/shipments');
        const card = page.getByTestId('data-table-card').first();
        await card.waitFor();
        const text = await card.innerText();
        for (const label of ['Paquetería', 'Guía', 'Creado', 'Total'])
          assert.match(text, new RegExp(label.replace(/[()]/g, '\\$&')));
        await card.getByRole('checkbox').check();
        await page.getByText('1 envío seleccionado').waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `nothing runs off the screen (${width}px)`);
      },
      PHONE,
    );
  });
});
