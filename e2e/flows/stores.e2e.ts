import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import {
  DEMO_SHOP,
  DEMO_SHOP_NAME,
  listAnswer,
  listedShipments,
  shipmentRows,
  until,
} from '../lib/stores';

const suite = flowSuite();

/** The shop Carmen connects (her demo shops are in ../lib/stores). */
const NEW_SHOP = 'mi-tienda-e2e.myshopify.com';

/** "$4,873.00 MXN" → 487300: amounts are compared in centavos, never as floats. */
function centavos(shown: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})\b/.exec(shown);
  assert.ok(match, `no amount in "${shown}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
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
        name: new RegExp(`envío #${first.sequential_id}\\b`),
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
        name: new RegExp(`envío #${target.sequential_id}\\b`),
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
        name: new RegExp(`envío #${target.sequential_id}\\b`),
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
});
