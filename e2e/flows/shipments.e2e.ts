import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

/** What the screens say, per language (apps/web/src/i18n: wizard, shipments, pickups). */
const TEXT = {
  'es-MX': {
    nav: 'Envíos',
    create: 'Crear envío',
    title: 'Nuevo envío',
    step: (n: number) => `Paso ${n} de 3`,
    origin: 'Origen',
    destination: 'Destino',
    useSaved: 'Usar una dirección guardada',
    name: 'Nombre de contacto',
    company: 'Empresa',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    postalCode: 'Código postal',
    street: 'Calle',
    number: 'Número',
    length: 'Largo (cm)',
    width: 'Ancho (cm)',
    height: 'Alto (cm)',
    weight: 'Peso (kg)',
    contents: 'Contenido',
    volumetric: 'Peso volumétrico: 1.80 kg',
    continue: 'Guardar y continuar',
    rates: 'Tarifas',
    choose: (service: string, carrier: string) => `Elegir ${service} de ${carrier}`,
    pickupSwitch: 'Solicitar recolección',
    ready: '¡Tu guía está lista!',
    shipmentNumber: 'Número de envío',
    trackingNumber: 'Número de guía',
    track: 'Rastrear el envío',
  },
  en: {
    nav: 'Shipments',
    create: 'Create shipment',
    title: 'New shipment',
    step: (n: number) => `Step ${n} of 3`,
    origin: 'Origin',
    destination: 'Destination',
    useSaved: 'Use a saved address',
    name: 'Contact name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    postalCode: 'Postal code',
    street: 'Street',
    number: 'Number',
    length: 'Length (cm)',
    width: 'Width (cm)',
    height: 'Height (cm)',
    weight: 'Weight (kg)',
    contents: 'Contents',
    volumetric: 'Volumetric weight: 1.80 kg',
    continue: 'Save and continue',
    rates: 'Rates',
    choose: (service: string, carrier: string) => `Choose ${service} by ${carrier}`,
    pickupSwitch: 'Request a pickup',
    ready: 'Your label is ready!',
    shipmentNumber: 'Shipment number',
    trackingNumber: 'Tracking number',
    track: 'Track the shipment',
  },
} as const;
type Locale = keyof typeof TEXT;
type Text = (typeof TEXT)[Locale];

/** "$4,873.00 MXN" → 487300: amounts are compared in centavos, never as floats. */
function centavos(shown: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})\b/.exec(shown);
  assert.ok(match, `no amount in "${shown}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The balance the drawer shows the signed-in user. */
async function shownBalance(page: Page): Promise<number> {
  return centavos(await page.getByTestId('drawer-balance').innerText());
}

/** Switches the app to English the way a returning visitor has it (the stored choice). */
async function useEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^(Cerrar sesión|Sign out)$/ }).click();
  await page.waitForURL(/\/login/);
}

/** Polls what the page shows until it holds (a list refreshing after a filter, say). */
async function until(holds: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until a form field reads `value` (the postal code fills state and city a moment later). */
async function waitForValue(field: Locator, value: string): Promise<void> {
  await until(async () => (await field.inputValue()) === value, `the field reads "${value}"`);
}

/** The value beside a CopyField's label ("Número de guía" → "900000000035"). */
async function copyFieldValue(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return (await value.innerText()).trim();
}

/** Picks an entry of the address book in one of step 1's two cards. */
async function pickSaved(card: Locator, t: Text, alias: string): Promise<void> {
  await card.getByRole('combobox', { name: t.useSaved }).click();
  await card
    .page()
    .getByRole('option', { name: new RegExp(`^${alias}`) })
    .click();
}

interface Party {
  name: string;
  company: string;
  email: string;
  phone: string;
  postalCode: string;
}

/** Types a person and their postal code into one of step 1's two cards. */
async function fillParty(card: Locator, t: Text, p: Party): Promise<void> {
  await card.getByRole('textbox', { name: t.name }).fill(p.name);
  await card.getByRole('textbox', { name: t.company }).fill(p.company);
  await card.getByRole('textbox', { name: t.email }).fill(p.email);
  await card.getByRole('textbox', { name: t.phone }).fill(p.phone);
  await card.getByRole('textbox', { name: t.postalCode }).fill(p.postalCode);
}

/** Waits for the postal-code lookup to fill the card's city, then checks state and colony. */
async function expectLookup(
  card: Locator,
  prefix: 'origin_attributes' | 'destination_attributes',
  place: { city: string; state: string; neighborhood: string },
): Promise<void> {
  await waitForValue(card.locator(`input[name="${prefix}.city"]`), place.city);
  for (const field of ['state', 'neighborhood'] as const) {
    assert.equal(await card.locator(`input[name="${prefix}.${field}"]`).inputValue(), place[field]);
  }
}

/**
 * Step 1: the origin from Carmen's book (Tienda Monterrey, 64000) or typed, and a destination
 * typed in Roma Norte (06700), whose postal code fills state, city and colony.
 */
async function fillAddresses(page: Page, t: Text, originFrom: 'book' | 'typed'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
  await page.getByRole('heading', { name: t.nav, exact: true }).waitFor();
  await page.getByRole('button', { name: t.create }).first().click();
  await page.getByRole('heading', { name: t.title }).waitFor();
  await page.getByRole('group', { name: t.step(1) }).waitFor();
  const origin = page.getByRole('region', { name: t.origin });
  const destination = page.getByRole('region', { name: t.destination });

  if (originFrom === 'book') {
    await pickSaved(origin, t, 'Tienda Monterrey');
    assert.equal(
      await origin.getByRole('textbox', { name: t.name }).inputValue(),
      'Carmen Clienta',
    );
  } else {
    await fillParty(origin, t, {
      name: 'Carmen Clienta',
      company: 'Tienda Carmen',
      email: 'customer@despacho.test',
      phone: '8112345678',
      postalCode: '64000',
    });
    await origin.getByRole('textbox', { name: t.street }).fill('Av. Juárez');
    await origin.getByRole('textbox', { name: t.number, exact: true }).fill('1000');
  }
  await expectLookup(origin, 'origin_attributes', {
    city: 'Monterrey',
    state: 'Nuevo León',
    neighborhood: 'Monterrey Centro',
  });
  assert.equal(
    await origin.locator('input[name="origin_attributes.postal_code"]').inputValue(),
    '64000',
  );

  await fillParty(destination, t, {
    name: 'Luisa Pérez',
    company: 'Café Orizaba',
    email: 'luisa@example.com',
    phone: '5512345678',
    postalCode: '06700',
  });
  await expectLookup(destination, 'destination_attributes', {
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    neighborhood: 'Roma Norte',
  });
  await destination.getByRole('textbox', { name: t.street }).fill('Orizaba');
  await destination.getByRole('textbox', { name: t.number, exact: true }).fill('20');
  await page.getByRole('button', { name: t.continue }).click();
}

/** Step 2: a 30 × 20 × 15 cm box of 2.5 kg with its contents. */
async function fillParcel(page: Page, t: Text): Promise<void> {
  await page.getByRole('group', { name: t.step(2) }).waitFor();
  await page.getByRole('textbox', { name: t.length }).fill('30');
  await page.getByRole('textbox', { name: t.width }).fill('20');
  await page.getByRole('textbox', { name: t.height }).fill('15');
  await page.getByRole('textbox', { name: t.weight }).fill('2.5');
  await page.getByRole('textbox', { name: t.contents }).fill('Ropa de algodón');
  assert.equal(await page.getByTestId('volumetric-weight').innerText(), t.volumetric);
  await page.getByRole('button', { name: t.continue }).click();
}

/** Step 3: the rates for the shipment; picks one and answers the total it shows. */
async function pickRate(page: Page, t: Text, service: string, carrier: string): Promise<number> {
  await page.getByRole('group', { name: t.step(3) }).waitFor();
  const table = page.getByRole('table', { name: t.rates });
  const row = table.getByRole('row', { name: t.choose(service, carrier), exact: true });
  await row.waitFor();
  const offered = await table.getByRole('radio').count();
  assert.ok(offered >= 3, `several rates are offered, not ${offered}`);
  await table.getByRole('row', { name: t.choose('Express Saver', 'FedEx') }).waitFor();
  await row.getByRole('radio').check();
  const total = centavos(await row.getByRole('cell').last().innerText());
  // The line by the buy button repeats the choice and its total.
  await page.getByText(`${service} · ${carrier}: `).waitFor();
  assert.equal(centavos(await page.getByText(`${service} · ${carrier}: `).innerText()), total);
  return total;
}

/** Buys the picked rate and waits for the confirmation; answers its numbers. */
async function buy(page: Page, t: Text): Promise<{ number: string; tracking: string }> {
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByRole('heading', { name: t.ready }).waitFor();
  return {
    number: await copyFieldValue(page, t.shipmentNumber),
    tracking: await copyFieldValue(page, t.trackingNumber),
  };
}

/** Clicks a download button and answers the file's name and bytes. */
async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = await file.path();
  return { file: file.suggestedFilename(), bytes: await readFile(path) };
}

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
