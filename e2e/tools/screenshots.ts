/**
 * Screenshots of every built screen at 1440×900 and 390×844, in Spanish and English, into
 * e2e/.artifacts/screens (to look at before a change lands; not committed). The demo tenant
 * first gets a logo and a colour, so the brand shows.
 *   node --import tsx e2e/tools/screenshots.ts [filter]
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../lib/browser';
import { startServer } from '../lib/server';
import { signIn } from '../lib/session';

const out = resolve(fileURLToPath(new URL('.', import.meta.url)), '../.artifacts/screens');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
type Who = 'customer' | 'admin' | 'main_admin' | null;
interface Screen {
  name: string;
  as: Who;
  path: string;
  /** Something to wait for (text), or a step before the shot. */
  ready?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'login', as: null, path: '/login' },
  { name: 'signup', as: null, path: '/signup' },
  { name: 'forgot-password', as: null, path: '/forgot-password' },
  { name: 'not-found-public', as: null, path: '/no-such-page' },
  { name: 'api-docs-public', as: null, path: '/api/docs/partners' },
  { name: 'dashboard-customer', as: 'customer', path: '/' },
  { name: 'bank-accounts-customer', as: 'customer', path: '/bank-accounts' },
  { name: 'profile', as: 'customer', path: '/profile' },
  { name: 'not-found', as: 'customer', path: '/no-such-page' },
  { name: 'api-docs', as: 'customer', path: '/api/docs/partners' },
  { name: 'dashboard-admin', as: 'admin', path: '/' },
  { name: 'notices', as: 'admin', path: '/notices' },
  { name: 'notices-filtered', as: 'admin', path: '/notices?status=suspended&search=zz' },
  { name: 'notice-new', as: 'admin', path: '/notices/new' },
  {
    name: 'notice-new-picker',
    as: 'admin',
    path: '/notices/new',
    ready: async (page) => {
      await page
        .locator('button[aria-label*="date" i], button[aria-label*="fecha" i]')
        .first()
        .click();
      await page.getByRole('dialog').first().waitFor();
    },
  },
  { name: 'notice-edit-missing', as: 'admin', path: '/notices/abc/edit' },
  { name: 'bank-accounts', as: 'admin', path: '/bank-accounts' },
  { name: 'bank-account-new', as: 'admin', path: '/bank-accounts/new' },
  { name: 'branding', as: 'main_admin', path: '/settings/branding' },
  { name: 'carriers', as: 'admin', path: '/carriers' },
  { name: 'addresses', as: 'customer', path: '/addresses' },
  {
    name: 'address-new',
    as: 'customer',
    path: '/addresses/new',
    ready: async (page) => {
      await page.locator('input[name="postal_code"]').fill('06700');
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('input[name="city"]')?.value !== '',
      );
    },
  },
  { name: 'addresses-import', as: 'customer', path: '/addresses/import' },
  { name: 'packages', as: 'customer', path: '/packages' },
  { name: 'package-new', as: 'customer', path: '/packages/new' },
  { name: 'preferences', as: 'customer', path: '/preferences' },
  { name: 'zones', as: 'admin', path: '/zones' },
  { name: 'quote-customer', as: 'customer', path: '/quotes/new', ready: fillQuote },
  { name: 'quote-admin', as: 'admin', path: '/quotes/new', ready: fillQuote },
  {
    name: 'user-prices-dialog',
    as: 'admin',
    path: '/users/5/prices',
    ready: async (page) => {
      await page
        .locator('button:has-text("Precios propios"), button:has-text("Own prices")')
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
    },
  },
];

/** Monterrey 64000 → Roma Norte 06700, a 4.2 kg box; waits for the rates. */
async function fillQuote(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLSelectElement>('select[name="origin_country_id"]')?.value ??
        '') !== '',
  );
  await page.locator('input[name="origin_postal_code"]').fill('64000');
  await page.locator('input[name="destination_postal_code"]').fill('06700');
  await page.locator('input[name="length"]').fill('30');
  await page.locator('input[name="width"]').fill('20');
  await page.locator('input[name="height"]').fill('10');
  await page.locator('input[name="weight"]').fill('4.2');
  await page.locator('button[type="submit"]').last().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function brandTheDemo(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  // A logo drawn by the browser itself: a wide mark with a transparent background.
  await page.setContent(`<div id="logo" style="display:inline-flex;align-items:center;gap:10px;padding:4px 8px;font:700 34px Arial;color:#0b6e4f">
    <svg width="52" height="52" viewBox="0 0 52 52"><rect x="2" y="8" width="48" height="36" rx="8" fill="#0b6e4f"/><path d="M10 30h22l6-10h6" stroke="#fff" stroke-width="5" fill="none"/><circle cx="16" cy="40" r="5" fill="#f2a900"/><circle cx="38" cy="40" r="5" fill="#f2a900"/></svg>Envíos</div>`);
  const logo = await page.locator('#logo').screenshot({ omitBackground: true });
  await signIn(page, 'main_admin@despacho.test');
  await page.goto('/settings/branding');
  await page.getByRole('heading', { name: 'Marca' }).waitFor();
  await page.locator('input[name="primary_color"]').fill('#0b6e4f');
  await page.locator('input[name="secondary_color"]').fill('#f2a900');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Guardado correctamente').waitFor();
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByText('Logotipo actualizado').waitFor();
  await context.close();
}

async function main() {
  const filter = process.argv[2];
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await brandTheDemo(browser, server.url);
    for (const locale of ['es-MX', 'en'] as const) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const sessions = new Map<Who, Page>();
        for (const screen of SCREENS.filter((s) => !filter || s.name.includes(filter))) {
          let page = sessions.get(screen.as);
          if (!page) {
            const context = await browser.newContext({ baseURL: server.url, viewport });
            await context.addInitScript((l) => localStorage.setItem('despacho.locale', l), locale);
            page = await context.newPage();
            page.setDefaultTimeout(15_000);
            if (screen.as) await signIn(page, `${screen.as}@despacho.test`);
            sessions.set(screen.as, page);
          }
          await page.goto(screen.path);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await screen.ready?.(page);
          await page.screenshot({
            path: resolve(out, `${screen.name}-${size}-${locale}.png`),
            fullPage: true,
          });
        }
        for (const page of sessions.values()) await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
