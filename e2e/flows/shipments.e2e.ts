import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import {
  buy,
  centavos,
  pickSaved,
  download,
  fillAddresses,
  fillParcel,
  pickRate,
  shownBalance,
  signOut,
  TEXT,
  until,
  useEnglish,
  waitForValue,
} from '../lib/wizard';

const suite = flowSuite();

/** The shipment list filtered by a shipment number (typed, then Enter). */
async function findShipment(page: Page, number: string, label: string): Promise<Locator> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Envíos|Shipments)$/ })
    .click();
  const filter = page.getByRole('search').getByRole('textbox', { name: label });
  await filter.fill(number);
  await filter.press('Enter');
  await page.waitForURL(new RegExp(`[?&]number=${number}(&|$)`));
  // Only that shipment is left once the filtered answer is in.
  const rows = page.getByRole('row', { name: /^(Abrir envío|Open shipment) #/ });
  await until(async () => (await rows.count()) === 1, `only shipment #${number} is listed`);
  const row = page.getByRole('row', {
    name: new RegExp(`^(Abrir envío|Open shipment) #${number}$`),
  });
  await row.waitFor();
  return row;
}

/** The status chip of a shipment row: its state and the colour it is drawn in. */
async function statusChip(row: Locator): Promise<{ status: string; colour: string }> {
  const chip = row.locator('[data-status]');
  return {
    status: (await chip.getAttribute('data-status')) ?? '',
    colour: await chip.evaluate((el) => getComputedStyle(el).color),
  };
}

// MUI's warning orange (#ed6c02), darkened by the theme until its text reads at WCAG AA on white.
const ORANGE = 'rgb(189, 86, 1)';
const RED = 'rgb(211, 47, 47)'; // MUI's error

describe('shipments, from the wizard to tracking', () => {
  it('Carmen makes a Despacho Express shipment in Spanish, pays it from her balance and downloads its label in three formats', async () => {
    await withPages(suite.browser, suite.server.url, ['shipments-buy'], async (page) => {
      const t = TEXT['es-MX'];
      await signIn(page, 'customer@despacho.test');
      const before = await shownBalance(page);

      await fillAddresses(page, t, 'book');
      await fillParcel(page, t);
      const total = await pickRate(page, t, 'Terrestre', 'Despacho Express');
      assert.ok(total > 0);
      const { number, tracking } = await buy(page, t);
      assert.match(number, /^\d+$/);
      assert.match(tracking, /^9\d{14}$/, 'a Despacho Express tracking number (random, 15 digits)');
      const summary = page.getByText(`Envío ${number} · Terrestre · Despacho Express · `);
      assert.equal(centavos(await summary.innerText()), total);

      // Charged exactly the rate's total, to the centavo, as the drawer shows it now and later.
      assert.equal(await shownBalance(page), before - total);
      await page.reload();
      await page.getByRole('heading', { name: t.ready }).waitFor();
      assert.equal(await shownBalance(page), before - total);

      const letter = await download(page, 'PDF carta');
      // Names that tell the formats apart: number, carrier, tracking number, page.
      assert.equal(letter.file, `${number}-GenericCarrier-${tracking}-label-letter.pdf`);
      assert.equal(letter.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const thermal = await download(page, 'PDF térmica 4 × 6');
      assert.equal(thermal.file, `${number}-GenericCarrier-${tracking}-label-4x6.pdf`);
      assert.equal(thermal.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.notDeepEqual(thermal.bytes, letter.bytes, 'the 4×6 label is its own drawing');
      const zpl = await download(page, 'ZPL (impresora térmica)');
      assert.equal(zpl.file, `${number}-GenericCarrier-${tracking}-label-4x6.zpl`);
      const zplText = zpl.bytes.toString('utf8');
      assert.ok(zplText.startsWith('^XA'), `ZPL starts with ^XA: ${zplText.slice(0, 20)}`);
      assert.ok(zplText.trimEnd().endsWith('^XZ'));
      assert.ok(zplText.includes(tracking), 'the ZPL carries the tracking number');
    });
  });

  it('Carmen asks to cancel the same day, an admin cancels it, and her balance comes back to the centavo', async () => {
    await withPages(suite.browser, suite.server.url, ['shipments-cancel'], async (page) => {
      const t = TEXT['es-MX'];
      await signIn(page, 'customer@despacho.test');
      const before = await shownBalance(page);
      await fillAddresses(page, t, 'book');
      await fillParcel(page, t);
      const total = await pickRate(page, t, 'Terrestre', 'Despacho Express');
      const { number } = await buy(page, t);
      assert.equal(await shownBalance(page), before - total);

      let row = await findShipment(page, number, 'Número de envío o pedido');
      assert.deepEqual(await statusChip(row), { status: 'success', colour: 'rgb(46, 125, 50)' });
      await row.getByRole('button', { name: 'Ver detalles' }).click();
      const actions = page.getByRole('group', { name: `Acciones del envío #${number}` });
      await actions.getByRole('button', { name: 'Solicitar cancelación' }).click();
      const ask = page.getByRole('dialog', {
        name: `Solicitar la cancelación del envío #${number}`,
      });
      await ask.getByRole('button', { name: 'Solicitar cancelación' }).click();
      await page.getByText(`Cancelación del envío #${number} solicitada`).waitFor();
      await row.getByText('Cancelación solicitada').waitFor();
      assert.deepEqual(await statusChip(row), { status: 'pending_cancellation', colour: ORANGE });
      // Asked, not cancelled: nothing is refunded yet, and she cannot ask twice.
      assert.equal(await shownBalance(page), before - total);
      assert.equal(await actions.getByRole('button', { name: 'Solicitar cancelación' }).count(), 0);
      await signOut(page);

      await signIn(page, 'admin@despacho.test');
      row = await findShipment(page, number, 'Número de envío o pedido');
      await row.getByRole('button', { name: 'Ver detalles' }).click();
      // Staff see whose shipment it is.
      await page
        .getByTestId('shipment-detail')
        .getByRole('region', { name: 'Usuario' })
        .getByText('customer@despacho.test', { exact: true })
        .waitFor();
      const staffActions = page.getByRole('group', { name: `Acciones del envío #${number}` });
      await staffActions.getByRole('button', { name: 'Rechazar cancelación' }).waitFor();
      await staffActions.getByRole('button', { name: 'Cancelar envío' }).click();
      const confirm = page.getByRole('dialog', { name: `Cancelar el envío #${number}` });
      await confirm.getByText('el total se devuelve al saldo del cliente').waitFor();
      await confirm.getByRole('button', { name: 'Cancelar envío' }).click();
      await page.getByText(`Envío #${number} cancelado`).waitFor();
      await row.getByText('Cancelado').waitFor();
      assert.deepEqual(await statusChip(row), { status: 'canceled', colour: RED });
      await signOut(page);

      await signIn(page, 'customer@despacho.test');
      assert.equal(await shownBalance(page), before, 'refunded to the centavo');
      row = await findShipment(page, number, 'Número de envío o pedido');
      assert.deepEqual(await statusChip(row), { status: 'canceled', colour: RED });
      assert.match(await row.innerText(), /Cancelado/);
    });
  });

  it('on a phone in English, the list shows cards and the first step fits the screen', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['shipments-phone'],
      async (page) => {
        const t = TEXT.en;
        await signIn(page, 'customer@despacho.test');
        await useEnglish(page);
        await page.goto('/shipments');
        await page.getByRole('heading', { name: 'Shipments', exact: true }).waitFor();
        await page.getByRole('button', { name: t.create }).first().click();
        await page.getByRole('heading', { name: t.title }).waitFor();
        await page.getByRole('group', { name: t.step(1) }).waitFor();
        const fits = async (what: string) => {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= PHONE.width, `${what} scrolls sideways (${width}px)`);
        };
        await fits('step 1');
        const origin = page.getByRole('region', { name: t.origin });
        const destination = page.getByRole('region', { name: t.destination });
        await pickSaved(origin, t, 'Tienda Monterrey');
        await pickSaved(destination, t, 'Cliente Roma Norte');
        await waitForValue(
          destination.locator('input[name="destination_attributes.postal_code"]'),
          '06700',
        );
        await fits('step 1 filled in');
        const next = page.getByRole('button', { name: t.continue });
        const box = await next.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'continue is on screen');
        await next.click();
        await page.getByRole('group', { name: t.step(2) }).waitFor();
        const created = /Shipment (\d+)/.exec(
          await page.getByText(/^Shipment \d+$/).innerText(),
        )?.[1];
        assert.ok(created);

        await page.goto('/shipments');
        const cards = page.getByTestId('data-table-card');
        await cards.first().waitFor();
        assert.equal(await page.getByRole('table').count(), 0, 'no wide table on a phone');
        const card = cards.filter({ has: page.getByText(`#${created}`, { exact: true }) });
        await card.getByText('Missing: parcel').waitFor();
        await card.getByRole('link', { name: 'Pack' }).waitFor();
        await fits('the shipment list');
      },
      PHONE,
    );
  });
});
