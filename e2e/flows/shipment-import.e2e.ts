import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import { DEMO_SHOP_NAME, listAnswer, listedShipments, shipmentRows, until } from '../lib/stores';

const suite = flowSuite();

/** Clicks a button that downloads and answers the file's name and bytes. */
async function download(page: Page, button: Locator): Promise<{ file: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { file: file.suggestedFilename(), path: await file.path() };
}

/** Chooses a file on the import screen and saves it; answers the report once it is in. */
async function importFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  timeout = 30_000,
): Promise<Locator> {
  await page.getByLabel('Archivo de Excel de envíos').setInputFiles(file);
  await page.getByText(/^Archivo elegido: /).waitFor();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const report = page.getByRole('region', { name: 'Resultado de la importación' });
  await report.waitFor({ timeout });
  return report;
}

/** A 10,000-row workbook like the example: its headings and first row, the three example
 * destinations in turn, each row its own order number and person; written as a stream. */
async function bigWorkbook(examplePath: string, rows: number, dir: string): Promise<string> {
  const example = new ExcelJS.Workbook();
  await example.xlsx.readFile(examplePath);
  const sheet = example.worksheets[0]!;
  const values = (n: number) =>
    (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1).map((v) => String(v ?? ''));
  const headings = values(1);
  const first = values(2);
  const col = (heading: string) => {
    const i = headings.findIndex((h) => h.toLowerCase() === heading.toLowerCase());
    assert.ok(i >= 0, `the example has a "${heading}" heading (${headings.join(' | ')})`);
    return i;
  };
  // The destinations of the example's three rows (postal codes that exist, with their colony).
  const destination = headings
    .map((h, i) => [h, i] as const)
    .filter(([h]) => /destino/i.test(h))
    .map(([, i]) => i);
  const places = [2, 3, 4].map((n) => values(n));
  const people = ['Luisa Pérez', 'Jorge Ramírez', 'Ana López', 'Martín Sánchez', 'Rosa Téllez'];
  const order = col('Pedido');
  const name = col('Nombre destino');
  const path = join(dir, `envios-${rows}.xlsx`);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const out = book.addWorksheet('Envíos');
  out.addRow(headings).commit();
  for (let n = 0; n < rows; n++) {
    const row = [...first];
    for (const i of destination) row[i] = places[n % 3]![i]!;
    row[order] = `E2E-${String(n + 1).padStart(5, '0')}`;
    row[name] = people[n % people.length]!;
    out.addRow(row).commit();
  }
  out.commit();
  await book.commit();
  return path;
}

describe('online stores and imports', () => {
  it('Carmen imports the example spreadsheet, then one of 10,000 rows, through the import screen', async () => {
    await withPages(suite.browser, suite.server.url, ['stores-import'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/shipments');
      await page.getByRole('link', { name: 'Importar Excel' }).click();
      await page.waitForURL(/\/shipments\/import$/);
      await page.getByRole('heading', { name: 'Importar envíos desde Excel' }).waitFor();

      const example = await download(
        page,
        page.getByRole('button', { name: 'Descargar ejemplo .xlsx' }),
      );
      assert.equal(example.file, 'envios-ejemplo.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(example.path)) as never);
      const sheet = book.getWorksheet('Envíos');
      assert.ok(sheet, 'the example has a sheet of shipments');
      assert.equal(sheet.actualRowCount, 4, 'headings and three orders');
      assert.equal(String(sheet.getRow(2).getCell(1).value), 'PED-1001');

      // The browser keeps a download under a random name: it is chosen under its own.
      const report = await importFile(page, {
        name: example.file,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await readFile(example.path),
      });
      await report.getByText('Se crearon 3 envíos', { exact: true }).waitFor();
      assert.doesNotMatch(await report.innerText(), /con errores/, 'no row refused');
      assert.equal(await report.getByRole('table', { name: 'Errores por fila' }).count(), 0);

      const answer = listAnswer(page, { source: 'import' });
      await report.getByRole('link', { name: 'Ver envíos importados' }).click();
      await page.waitForURL(/\/shipments\?source=import/);
      const listed = await listedShipments(await answer);
      assert.deepEqual(listed.map((s) => s.source_number).sort(), [
        'PED-1001',
        'PED-1002',
        'PED-1003',
      ]);
      await until(async () => (await shipmentRows(page).count()) === 3, 'three imported rows');

      // 10,000 rows through the same screen (the benchmark measures speed; this, that it ends).
      const dir = mkdtempSync(join(tmpdir(), 'despacho-e2e-import-'));
      try {
        const big = await bigWorkbook(example.path, 10_000, dir);
        await page.goto('/shipments/import');
        await page.getByRole('heading', { name: 'Importar envíos desde Excel' }).waitFor();
        const started = Date.now();
        const finished = page.waitForResponse(
          async (r) =>
            /\/api\/v1\/shipments\/imports\/\d+$/.test(new URL(r.url()).pathname) &&
            ['done', 'failed'].includes(
              ((await r.json()) as { data: { status: string } }).data.status,
            ),
          { timeout: 120_000 },
        );
        const bigReport = await importFile(page, big, 120_000);
        const job = ((await (await finished).json()) as { data: Record<string, unknown> }).data;
        assert.deepEqual(
          {
            status: job.status,
            total: job.total_rows,
            created: job.created,
            errors: job.error_rows,
          },
          { status: 'done', total: 10_000, created: 10_000, errors: 0 },
        );
        const headline = (await bigReport.locator('strong').innerText()).trim();
        assert.equal(headline, 'Se crearon 10,000 envíos');
        assert.doesNotMatch(await bigReport.innerText(), /con errores/);
        const all = listAnswer(page, { source: 'import' });
        await bigReport.getByRole('link', { name: 'Ver envíos importados' }).click();
        const imported = (await (await all).json()) as { pagination: { total_objects: number } };
        assert.equal(
          imported.pagination.total_objects,
          10_003,
          'the example’s three and the 10,000',
        );
        console.log(
          `10,000-row import reported in ${Math.round((Date.now() - started) / 1000)} s: "${headline}"`,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  it('a picture renamed .xlsx is refused with the server’s words; on a phone in English the stores pages fit', async () => {
    await withPages(suite.browser, suite.server.url, ['stores-refusal'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/shipments/import');
      await page.getByRole('heading', { name: 'Importar envíos desde Excel' }).waitFor();
      const png = await page.screenshot();
      assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
      await page.getByLabel('Archivo de Excel de envíos').setInputFiles({
        name: 'envios.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: png,
      });
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({
          hasText: 'Sube un archivo de Excel (.xlsx) o CSV (UTF-8); este archivo no lo es',
        })
        .waitFor();
      assert.equal(
        await page.getByRole('region', { name: 'Resultado de la importación' }).count(),
        0,
      );
    });

    await withPages(
      suite.browser,
      suite.server.url,
      ['stores-phone'],
      async (page) => {
        await signIn(page, 'customer@despacho.test');
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        const fits = async (what: string) => {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= PHONE.width, `${what} scrolls sideways (${width}px)`);
        };
        const inEnglish = async (what: string) => {
          const text = await page.locator('main').innerText();
          for (const spanish of [
            'Tiendas',
            'Conectar',
            'Conectada',
            'Plataforma',
            'Nunca',
            'Estado',
            'Sincronizar',
            'Guardar',
            'Dirección',
          ]) {
            assert.ok(!text.includes(spanish), `${what} says "${spanish}" in English`);
          }
        };

        await page.goto('/stores');
        await page.getByRole('heading', { name: 'Online stores' }).waitFor();
        await page.getByTestId('data-table-card').first().waitFor();
        await page.getByText(DEMO_SHOP_NAME).first().waitFor();
        await page.getByText('Connected', { exact: true }).first().waitFor();
        await fits('/stores');
        await inEnglish('/stores');

        await page.getByRole('link', { name: 'Connect store' }).first().click();
        await page.getByRole('heading', { name: 'Connect a store' }).waitFor();
        const form = page.getByRole('form', { name: 'Store details' });
        await form.getByRole('button', { name: 'Save' }).waitFor();
        await fits('/stores/new');
        await inEnglish('/stores/new');
        await form
          .getByRole('combobox', { name: 'Platform' })
          .selectOption({ label: 'WooCommerce' });
        await form.getByText('Ship-from address').waitFor();
        await fits('/stores/new with WooCommerce');
        await inEnglish('/stores/new with WooCommerce');
      },
      PHONE,
    );
  });
});
