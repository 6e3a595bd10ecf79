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
  const rows = page.getByRole('row', { name: /^(Ver|Ocultar) detalles #/ });
  await until(async () => (await rows.count()) === 1, `only shipment #${number} is listed`);
  const row = page.getByRole('row', { name: new RegExp(`#${number} Luisa Perez`) });
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

const ORANGE = 'rgb(237, 108, 2)'; // MUI's warning
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

  it('in English, Carmen buys FedEx Express Saver with a pickup, books it for 12:00–15:00 and finds it under Pickups', async () => {
    await withPages(suite.browser, suite.server.url, ['shipments-pickup'], async (page) => {
      const t = TEXT.en;
      await signIn(page, 'customer@despacho.test');
      await useEnglish(page);
      await fillAddresses(page, t, 'typed');
      await fillParcel(page, t);

      // The pickup switch is there only for a carrier that collects (FedEx, not our own).
      await pickRate(page, t, 'Terrestre', 'Despacho Express');
      assert.equal(await page.getByRole('switch', { name: t.pickupSwitch }).count(), 0);
      await pickRate(page, t, 'Express Saver', 'FedEx');
      const pickupSwitch = page.getByRole('switch', { name: t.pickupSwitch });
      await pickupSwitch.check();
      assert.ok(await pickupSwitch.isChecked());
      const { number, tracking } = await buy(page, t);
      await page.getByText(`Shipment ${number} · Express Saver · FedEx · `).waitFor();
      assert.match(tracking, /^\d{12,}$/);

      await page.getByRole('link', { name: 'Schedule a pickup' }).click();
      await page.waitForURL(/\/shipments\/\d+\/pickup$/);
      await page.getByRole('heading', { name: `Pickup for shipment #${number}` }).waitFor();
      const form = page.getByRole('form', { name: 'Schedule a pickup' });
      await form.getByRole('combobox', { name: 'Time window' }).selectOption({
        label: '12:00–15:00',
      });
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').filter({ hasText: 'Pickup scheduled' }).first().waitFor();
      const facts = page.locator('main dl');
      const fact = (label: string) =>
        facts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
      assert.equal(await fact('Time window').innerText(), '12:00–15:00');
      assert.equal(await fact('Status').innerText(), 'Scheduled');
      const reference = (await fact('Pickup number').innerText()).trim();
      assert.match(reference, /^[A-Z]{3}\d+$/, 'the carrier’s confirmation number');
      assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);

      // A customer finds the list in their own menu.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Pickups', exact: true })
        .click();
      await page.getByRole('heading', { name: 'Pickups', exact: true }).waitFor();
      const table = page.getByRole('table', { name: 'Pickups' });
      const row = table.getByRole('row', { name: `Open the pickup of shipment #${number}` });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`${reference}[\\s\\S]*${tracking}`));
      assert.match(await row.innerText(), /FedEx[\s\S]*12:00–15:00[\s\S]*Scheduled/);

      await page
        .getByRole('searchbox', { name: 'Search by pickup or tracking number' })
        .fill('ZZZ0');
      await page.waitForURL(/[?&]search=ZZZ0/);
      await page.getByText('No results!').waitFor();
      await page
        .getByRole('searchbox', { name: 'Search by pickup or tracking number' })
        .fill(reference);
      await page.waitForURL(new RegExp(`[?&]search=${reference}`));
      await row.waitFor();
      assert.equal(await table.getByRole('row', { name: /^Open the pickup/ }).count(), 1);
      await row.click();
      await page.getByRole('heading', { name: `Pickup for shipment #${number}` }).waitFor();

      // Moved to another of FedEx's days, in the afternoon: booked anew, the old one cancelled.
      await page.getByRole('button', { name: 'Reschedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule the pickup' });
      await dialog.getByRole('combobox', { name: 'Time window' }).selectOption({
        label: '15:00–18:00',
      });
      await dialog.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('Pickup rescheduled').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await fact('Time window').innerText(), '15:00–18:00');
      assert.equal(await fact('Status').innerText(), 'Scheduled');
      assert.notEqual((await fact('Pickup number').innerText()).trim(), reference);
    });
  });

  it('anyone with the tracking number follows the parcel, signed out, without seeing who or where exactly', async () => {
    let link = '';
    let tracking = '';
    await withPages(suite.browser, suite.server.url, ['shipments-track-buyer'], async (page) => {
      const t = TEXT['es-MX'];
      await signIn(page, 'customer@despacho.test');
      await fillAddresses(page, t, 'book');
      await fillParcel(page, t);
      await pickRate(page, t, 'Terrestre', 'Despacho Express');
      ({ tracking } = await buy(page, t));
      link = (await page.getByRole('link', { name: t.track }).getAttribute('href')) ?? '';
    });
    assert.equal(new URL(link).pathname, `/track/${tracking}`);

    await withPages(suite.browser, suite.server.url, ['shipments-track-visitor'], async (page) => {
      const answer = page.waitForResponse((r) => r.url().includes(`/tracking/${tracking}`));
      await page.goto(`${new URL(link).pathname}${new URL(link).search}`);
      await page.getByRole('heading', { name: 'Rastrea tu envío' }).waitFor();
      assert.equal((await answer).status(), 200);
      const card = page.locator('main');
      await card.getByText(tracking, { exact: true }).waitFor();
      await card.getByText('Despacho Express', { exact: true }).waitFor();
      await card.getByText('Terrestre', { exact: true }).waitFor();
      // The number alone shows the status and dates; the cities need the destination's CP.
      assert.equal(await page.getByTestId('tracking-status').innerText(), 'Guía generada');
      assert.equal(await card.getByLabel('Ciudad de destino').count(), 0);
      const detailed = page.waitForResponse(
        (r) => r.url().includes(`/tracking/${tracking}`) && r.url().includes('postal_code=06700'),
      );
      await page.getByLabel('Código postal de destino').fill('06700');
      await page.getByRole('button', { name: 'Ver detalle' }).click();
      assert.equal((await detailed).status(), 200);
      await card.getByLabel('Ciudad de origen').waitFor();
      assert.equal(await card.getByLabel('Ciudad de origen').innerText(), 'Monterrey');
      assert.match(await card.getByLabel('Ciudad de destino').innerText(), /^Ciudad de M[eé]xico$/);
      assert.equal(await page.getByTestId('tracking-status').innerText(), 'Guía generada');
      const events = page.getByRole('list', { name: 'Movimientos' }).getByTestId('tracking-event');
      assert.ok((await events.count()) >= 1);
      assert.match(await events.last().innerText(), /Guía generada/);

      // No personal data: neither person, company, street nor phone, on the page or in the answer.
      const shown = await page.locator('body').innerText();
      const sent = `${await (await answer).text()}${await (await detailed).text()}`;
      for (const secret of [
        'Luisa',
        'Carmen',
        'Orizaba',
        'Juarez',
        'Juárez',
        'Tienda Carmen',
        '5512345678',
        '8112345678',
        'luisa@example.com',
      ]) {
        assert.ok(!shown.includes(secret), `the page shows "${secret}"`);
        assert.ok(!sent.includes(secret), `the answer carries "${secret}"`);
      }
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
