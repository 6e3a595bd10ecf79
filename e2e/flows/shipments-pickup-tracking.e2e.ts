import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import { buy, fillAddresses, fillParcel, pickRate, TEXT, useEnglish } from '../lib/wizard';

const suite = flowSuite();

// A pickup booked with a FedEx label, and tracking a label: the rest of the shipments flow is in
// shipments.e2e.ts.
describe('shipments, from the wizard to tracking', () => {
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
});
