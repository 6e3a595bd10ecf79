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

const suite = flowSuite();

/** Carmen's demo Shopify shop (integrations/stores/demo-stores.ts) and the one she connects. */
const DEMO_SHOP = 'carmen-demo.myshopify.com';
const DEMO_SHOP_NAME = 'Artesanías Carmen';
const NEW_SHOP = 'mi-tienda-e2e.myshopify.com';

/** Polls until `holds` answers true (a list refreshing, a job finishing). */
async function until(holds: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** "$4,873.00 MXN" → 487300: amounts are compared in centavos, never as floats. */
function centavos(shown: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})\b/.exec(shown);
  assert.ok(match, `no amount in "${shown}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The shipment rows of the list (each row's name starts with its expand button). */
const shipmentRows = (page: Page) => page.getByRole('row', { name: /^(Ver|Ocultar) detalles #/ });

/** The list's answer for the next request whose query holds every `where` given. */
function listAnswer(page: Page, where: Record<string, string>) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('/api/v1/shipments') || r.request().method() !== 'GET') return false;
    return Object.entries(where).every(([k, v]) => url.searchParams.get(`where[${k}]`) === v);
  });
}

interface ListedShipment {
  id: number;
  sequential_id: number;
  source: string;
  source_number: string | null;
  step: string;
  store_id: number | null;
  tracking_number: string | null;
  fulfilment_status: string | null;
}

async function listedShipments(answer: Awaited<ReturnType<typeof listAnswer>>) {
  assert.equal(answer.status(), 200);
  return ((await answer.json()) as { data: ListedShipment[] }).data;
}

/** Picks a choice of one of the list's filter selects (they apply at once). */
async function pickFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('search').getByRole('combobox', { name: label }).selectOption({
    label: option,
  });
}

/** What the Shopify mock received: the fulfilments written back to its orders. */
interface ShopifyReceived {
  fulfilments: { shop: string; order_name: string; tracking_number: string; company: string }[];
}
async function shopifyReceived(baseUrl: string): Promise<ShopifyReceived> {
  const res = await fetch(`${baseUrl}/__mocks/shopify/__received`);
  assert.equal(res.status, 200);
  return (await res.json()) as ShopifyReceived;
}

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
  it('Carmen connects a Shopify store through its consent page, syncs, and finds its orders as shipments', async () => {
    await withPages(suite.browser, suite.server.url, ['stores-connect'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/stores');
      await page.getByRole('heading', { name: 'Tiendas en línea' }).waitFor();
      // Her three demo stores are listed, connected.
      await page.getByRole('row', { name: new RegExp(DEMO_SHOP_NAME) }).waitFor();
      await page.getByRole('link', { name: 'Conectar tienda' }).first().click();
      await page.getByRole('heading', { name: 'Conectar una tienda' }).waitFor();
      const form = page.getByRole('form', { name: 'Datos de la tienda' });
      await form.getByRole('combobox', { name: 'Plataforma' }).selectOption({ label: 'Shopify' });
      await form.getByRole('textbox', { name: 'Dirección de la tienda' }).fill('mi-tienda-e2e');
      await form.getByRole('button', { name: 'Guardar' }).click();

      // Shopify's (mock) consent page, for the shop as Shopify names it.
      await page.waitForURL(
        /\/__mocks\/shopify\/mi-tienda-e2e\.myshopify\.com\/admin\/oauth\/authorize\?/,
      );
      await page.getByText(NEW_SHOP).waitFor();
      await page.getByRole('button', { name: 'Instalar app' }).click();
      await page.waitForURL(/\/stores\/update\?/);
      await page.waitForURL(/\/stores$/);
      await page.getByText(`Tienda conectada: `).first().waitFor();
      const row = page.getByRole('row', { name: new RegExp(NEW_SHOP.replace(/\./g, '\\.')) });
      await row.waitFor();
      assert.equal(await row.locator('[data-status]').getAttribute('data-status'), 'connected');
      await row.getByText('Conectada', { exact: true }).waitFor();

      // Sync every store from the shipments list: the notice says per store what it created.
      await page.getByRole('navigation').getByRole('link', { name: 'Envíos', exact: true }).click();
      await page.getByRole('heading', { name: 'Envíos', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sincronizar tiendas' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Sincronización terminada:' });
      await notice.waitFor({ timeout: 30_000 });
      const said = await notice.innerText();
      const line = new RegExp(
        `${NEW_SHOP.replace(/\./g, '\\.')}: (\\d+) envíos? creados?, (\\d+) pedidos? omitidos?`,
      ).exec(said);
      assert.ok(line, `the notice has a line for ${NEW_SHOP}: ${said}`);
      assert.equal(Number(line[1]), 3, 'a new shop holds three paid, unfulfilled orders');
      assert.match(said, new RegExp(`${DEMO_SHOP.replace(/\./g, '\\.')}: \\d+ envíos? creados?`));

      // The list filtered by source Shopify shows them, with the shop's order numbers.
      const answer = listAnswer(page, { source: 'shopify' });
      await pickFilter(page, 'Origen del envío', 'Shopify');
      await page.waitForURL(/[?&]source=shopify/);
      const listed = await listedShipments(await answer);
      assert.ok(listed.every((s) => s.source === 'shopify'));
      // Her demo shop's #1001 is fulfilled and #1002 unpaid (never taken): these are the new shop's.
      const fromNewShop = listed.find((s) => s.source_number === '#1001')?.store_id;
      assert.ok(fromNewShop, `order #1001 of the new shop is listed: ${JSON.stringify(listed)}`);
      assert.deepEqual(
        listed
          .filter((s) => s.store_id === fromNewShop)
          .map((s) => s.source_number)
          .sort(),
        ['#1001', '#1002', '#1003'],
      );
      await until(
        async () => (await shipmentRows(page).count()) === listed.length,
        'the list shows the Shopify shipments',
      );
      // A row opened says where it came from: "Shopify · pedido #100x".
      const first = listed[0]!;
      const firstRow = page.getByRole('row', {
        name: new RegExp(`detalles #${first.sequential_id}\\b`),
      });
      await firstRow.getByRole('button', { name: 'Ver detalles' }).click();
      await page
        .getByTestId('shipment-detail')
        .getByText(`Shopify · pedido ${first.source_number}`, { exact: true })
        .waitFor();

      // Back on her stores, the new one counts its three shipments and says when it synced.
      await page.getByRole('navigation').getByRole('link', { name: 'Tiendas en línea' }).click();
      const synced = page.getByRole('row', { name: new RegExp(NEW_SHOP.replace(/\./g, '\\.')) });
      const cells = synced.getByRole('cell');
      await until(async () => (await cells.nth(4).innerText()).trim() === '3', 'it counts 3');
      assert.notEqual((await cells.nth(3).innerText()).trim(), 'Nunca');
    });
  });

  it('Carmen buys the cheapest Despacho Express label for an order of her Shopify store, and the store gets the tracking number', async () => {
    await withPages(suite.browser, suite.server.url, ['stores-fulfilment'], async (page) => {
      const base = suite.server.url;
      await signIn(page, 'customer@despacho.test');
      // Her demo shop's orders read in (a second sync of the same orders creates nothing new).
      await page.goto('/stores');
      await page.getByRole('button', { name: `Sincronizar ${DEMO_SHOP_NAME}` }).click();
      await page.getByRole('alert').filter({ hasText: 'Sincronización terminada:' }).waitFor({
        timeout: 30_000,
      });

      // The list, Shopify, that store (she has three or more stores: the store filter shows).
      await page.goto('/shipments');
      await page.getByRole('heading', { name: 'Envíos', exact: true }).waitFor();
      await pickFilter(page, 'Origen del envío', 'Shopify');
      await page.waitForURL(/[?&]source=shopify/);
      const storeFilter = page.getByRole('search').getByRole('combobox', { name: 'Tienda' });
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/v1/shipments?') && r.url().includes('store_id'),
      );
      await storeFilter.selectOption({ label: DEMO_SHOP_NAME });
      const listed = await listedShipments(await answer);
      assert.ok(listed.length >= 4, `her demo shop's four paid orders: ${listed.length}`);
      assert.equal(new Set(listed.map((s) => s.store_id)).size, 1, 'one store only');
      const target =
        listed.find((s) => s.step === 'rating' && !s.tracking_number) ??
        listed.find((s) => s.step === 'packaging');
      assert.ok(target, `a synced order waiting for a rate or a parcel: ${JSON.stringify(listed)}`);

      const row = page.getByRole('row', {
        name: new RegExp(`detalles #${target.sequential_id}\\b`),
      });
      if (target.step === 'packaging') {
        await row.getByRole('link', { name: 'Empacar' }).click();
        await page.getByRole('group', { name: 'Paso 2 de 3' }).waitFor();
        await page.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
        await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
        await page.getByRole('textbox', { name: 'Alto (cm)' }).fill('15');
        await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('1.5');
        await page.getByRole('textbox', { name: 'Contenido' }).fill('Artesanías');
        await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      } else {
        await row.getByRole('link', { name: 'Elegir tarifa' }).click();
      }
      await page.getByRole('group', { name: 'Paso 3 de 3' }).waitFor();

      // The cheapest of Despacho Express's (GenericCarrier) rates.
      const table = page.getByRole('table', { name: 'Tarifas' });
      const ours = table.getByRole('row', { name: / de Despacho Express$/ });
      await ours.first().waitFor();
      let cheapest = { index: -1, total: Infinity };
      for (let i = 0; i < (await ours.count()); i++) {
        const total = centavos(await ours.nth(i).getByRole('cell').last().innerText());
        if (total < cheapest.total) cheapest = { index: i, total };
      }
      assert.ok(cheapest.index >= 0);
      const balance = centavos(await page.getByTestId('drawer-balance').innerText());
      assert.ok(balance >= cheapest.total, `her balance ${balance} covers ${cheapest.total}`);
      await ours.nth(cheapest.index).getByRole('radio').check();
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await page.getByRole('heading', { name: '¡Tu guía está lista!' }).waitFor();
      const tracking = (
        await page
          .getByText('Número de guía', { exact: true })
          .locator('xpath=following-sibling::*[1]')
          .innerText()
      ).trim();
      assert.match(tracking, /^\d{10,}$/);
      assert.equal(
        centavos(await page.getByTestId('drawer-balance').innerText()),
        balance - cheapest.total,
      );

      // The fulfilment is a job after the purchase commits: the shop gets the tracking number.
      let sent: ShopifyReceived['fulfilments'][number] | undefined;
      await until(
        async () => {
          sent = (await shopifyReceived(base)).fulfilments.find(
            (f) => f.tracking_number === tracking,
          );
          return !!sent;
        },
        `Shopify receives the fulfilment with ${tracking}`,
        25_000,
      );
      assert.equal(sent!.shop, DEMO_SHOP);
      assert.equal(sent!.order_name, target.source_number);
      assert.match(sent!.company, /Despacho Express|Other/);

      // Opened in the list, the shipment says its label was sent to the store.
      await page.goto(`/shipments?tracking_number=${tracking}`);
      const bought = page.getByRole('row', {
        name: new RegExp(`detalles #${target.sequential_id}\\b`),
      });
      await bought.getByRole('button', { name: 'Ver detalles' }).click();
      const detail = page.getByTestId('shipment-detail');
      await detail.getByText(`Shopify · pedido ${target.source_number}`, { exact: true }).waitFor();
      await detail
        .getByTestId('shipment-fulfilment')
        .getByText('Enviada a la tienda', { exact: true })
        .waitFor();
    });
  });

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
