import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** The shipment wizard as a person drives it (steps 1–3, buying, downloads), in both languages. */

/** What the screens say, per language (apps/web/src/i18n: wizard, shipments, pickups). */
export const TEXT = {
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
export type Locale = keyof typeof TEXT;
export type Text = (typeof TEXT)[Locale];

/** "$4,873.00 MXN" → 487300: amounts are compared in centavos, never as floats. */
export function centavos(shown: string): number {
  const match = /\$\s?([\d,]+)\.(\d{2})\b/.exec(shown);
  assert.ok(match, `no amount in "${shown}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The balance the drawer shows the signed-in user. */
export async function shownBalance(page: Page): Promise<number> {
  return centavos(await page.getByTestId('drawer-balance').innerText());
}

/** Switches the app to English the way a returning visitor has it (the stored choice). */
export async function useEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^(Cerrar sesión|Sign out)$/ }).click();
  await page.waitForURL(/\/login/);
}

/** Polls what the page shows until it holds (a list refreshing after a filter, say). */
export async function until(holds: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until a form field reads `value` (the postal code fills state and city a moment later). */
export async function waitForValue(field: Locator, value: string): Promise<void> {
  await until(async () => (await field.inputValue()) === value, `the field reads "${value}"`);
}

/** The value beside a CopyField's label ("Número de guía" → "900000000035"). */
export async function copyFieldValue(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return (await value.innerText()).trim();
}

/** Picks an entry of the address book in one of step 1's two cards. */
export async function pickSaved(card: Locator, t: Text, alias: string): Promise<void> {
  await card.getByRole('combobox', { name: t.useSaved }).click();
  await card
    .page()
    .getByRole('option', { name: new RegExp(`^${alias}`) })
    .click();
}

export interface Party {
  name: string;
  company: string;
  email: string;
  phone: string;
  postalCode: string;
}

/** Types a person and their postal code into one of step 1's two cards. */
export async function fillParty(card: Locator, t: Text, p: Party): Promise<void> {
  await card.getByRole('textbox', { name: t.name }).fill(p.name);
  await card.getByRole('textbox', { name: t.company }).fill(p.company);
  await card.getByRole('textbox', { name: t.email }).fill(p.email);
  await card.getByRole('textbox', { name: t.phone }).fill(p.phone);
  await card.getByRole('textbox', { name: t.postalCode }).fill(p.postalCode);
}

/** Waits for the postal-code lookup to fill the card's city, then checks state and colony. */
export async function expectLookup(
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
export async function fillAddresses(
  page: Page,
  t: Text,
  originFrom: 'book' | 'typed',
): Promise<void> {
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
export async function fillParcel(page: Page, t: Text): Promise<void> {
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
export async function pickRate(
  page: Page,
  t: Text,
  service: string,
  carrier: string,
): Promise<number> {
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
export async function buy(page: Page, t: Text): Promise<{ number: string; tracking: string }> {
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByRole('heading', { name: t.ready }).waitFor();
  return {
    number: await copyFieldValue(page, t.shipmentNumber),
    tracking: await copyFieldValue(page, t.trackingNumber),
  };
}

/** Clicks a download button and answers the file's name and bytes. */
export async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = await file.path();
  return { file: file.suggestedFilename(), bytes: await readFile(path) };
}
