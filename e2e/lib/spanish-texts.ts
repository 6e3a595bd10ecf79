import type { Page } from 'playwright-core';

/**
 * Texts the product itself writes in Spanish (ledger descriptions, carrier scans, built-in
 * provider names, seeded zone names, button labels): none may reach a screen read in English.
 */
export const SPANISH_PRODUCT_TEXTS = [
  'Guía del envío',
  'Reembolso',
  'Saldo inicial de demostración',
  'Entregado',
  'En tránsito',
  'Recolectado',
  'Guía generada',
  'Paquetería genérica',
  'tablas propias',
  'Guía manual',
  'Zona extendida',
  'Transferencia bancaria',
  'Abono con',
] as const;

/** Words that give a heading away as Spanish (never English words). */
const SPANISH_HEADING_WORDS =
  /(^|[\s(])(de|del|los|las|para|con|envíos?|guías?|movimientos|paqueterías?|recolecci[oó]n|saldo|cotizar|documentaci[oó]n|referencia|introducci[oó]n|inicio|rápido|seguimiento|rastreo)(?=$|[\s),.:])/i;

/** Button labels the product used to show untranslated. */
const SPANISH_BUTTONS = ['NOTA'] as const;

/**
 * The Spanish product texts a page shows: in its text, its headings and its buttons' names.
 * `allow` lists texts typed by people (a carrier's or service's name) that stay as typed.
 */
export async function spanishOnPage(page: Page, allow: readonly string[] = []): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const typed of allow) text = text.split(typed).join(' ');
  const found: string[] = SPANISH_PRODUCT_TEXTS.filter((s) => text.includes(s)).map(
    (s) => `text "${s}"`,
  );
  for (let heading of await page.getByRole('heading').allInnerTexts()) {
    for (const typed of allow) heading = heading.split(typed).join(' ');
    if (SPANISH_HEADING_WORDS.test(heading)) found.push(`heading "${heading.trim()}"`);
  }
  for (const name of SPANISH_BUTTONS)
    if ((await page.getByRole('button', { name, exact: true }).count()) > 0)
      found.push(`button "${name}"`);
  return found;
}
