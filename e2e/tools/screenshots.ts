/**
 * Screenshots of every built screen at 1440×900 and 390×844, in Spanish and English, into
 * e2e/.artifacts/screens (to look at before a change lands; not committed). The demo tenant
 * first gets a logo and a colour, so the brand shows.
 *   node --import tsx e2e/tools/screenshots.ts [filter]
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../lib/browser';
import { startServer } from '../lib/server';
import { DEMO_PASSWORD, signIn } from '../lib/session';

const out = resolve(fileURLToPath(new URL('.', import.meta.url)), '../.artifacts/screens');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
type Who = 'customer' | 'admin' | 'main_admin' | null;
interface Screen {
  name: string;
  as: Who;
  /** A fixed path, or one made from the shipments seeded for the shots. */
  path: string | ((seed: Seed) => string);
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
  { name: 'shipments', as: 'customer', path: '/shipments', ready: waitForShipmentRows },
  {
    name: 'shipment-detail',
    as: 'customer',
    path: (seed) => `/shipments?number=${seed.fedexBooked.number}`,
    ready: async (page) => {
      await waitForShipmentRows(page);
      await page
        .getByRole('button', { name: /^(Ver detalles|Show details)$/ })
        .first()
        .click();
      await page.getByTestId('shipment-detail').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'shipment-new',
    as: 'customer',
    path: '/shipments/new',
    ready: async (page) => {
      await page.locator('input[name="origin_attributes.postal_code"]').fill('64000');
      await page.locator('input[name="destination_attributes.postal_code"]').fill('06700');
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLInputElement>('input[name="destination_attributes.city"]')
            ?.value !== '',
      );
    },
  },
  {
    name: 'shipment-parcel',
    as: 'customer',
    path: (seed) => `/shipments/${seed.packaging.id}/parcels/new`,
  },
  {
    name: 'shipment-rates',
    as: 'customer',
    path: (seed) => `/shipments/${seed.rating.id}/rates/new`,
    ready: async (page) => {
      // FedEx picked: the pickup switch and the chosen total show too.
      await page.getByRole('radio', { name: /Express Saver/ }).check();
      await page.getByRole('switch').waitFor();
      await page.waitForTimeout(400); // the buy button's colour eases in once a rate is picked
    },
  },
  {
    name: 'shipment-confirm',
    as: 'customer',
    path: (seed) => `/shipments/${seed.bought.id}/confirm`,
  },
  {
    name: 'shipment-pickup-form',
    as: 'customer',
    path: (seed) => `/shipments/${seed.fedex.id}/pickup`,
  },
  {
    name: 'shipment-pickup-booked',
    as: 'customer',
    path: (seed) => `/shipments/${seed.fedexBooked.id}/pickup`,
  },
  { name: 'pickups', as: 'admin', path: '/pickups', ready: waitForShipmentRows },
  // Online stores and imports (issue 18)
  { name: 'stores', as: 'customer', path: '/stores', ready: waitForShipmentRows },
  {
    name: 'store-new-woocommerce',
    as: 'customer',
    path: '/stores/new',
    ready: async (page) => {
      await page.locator('select[name="provider"]').selectOption({ label: 'WooCommerce' });
      await page.locator('input[name="shop"]').fill('tienda-nueva.com.mx');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'shipments-import-report',
    as: 'customer',
    path: '/shipments/import',
    ready: importTheExample,
  },
  {
    // The seed's sync made Carmen's store orders shipments; three stores: the store filter shows.
    name: 'shipments-stores',
    as: 'customer',
    path: () => '/shipments?source=shopify',
    ready: waitForShipmentRows,
  },
  { name: 'track-public', as: null, path: (seed) => `/track/${seed.bought.tracking}` },
  {
    name: 'track-public-details',
    as: null,
    path: (seed) => `/track/${seed.bought.tracking}?cp=06700`,
  },
  { name: 'track-signed-in', as: 'customer', path: (seed) => `/track/${seed.fedex.tracking}` },
  // Money (users, transactions, adding funds, reports)
  { name: 'credits-paypal', as: 'customer', path: '/credits?tab=paypal' },
  { name: 'credits-bank', as: 'customer', path: '/credits?tab=bank' },
  { name: 'credits-card', as: 'customer', path: '/credits?tab=card' },
  { name: 'credits-spei', as: 'customer', path: '/credits?tab=spei' },
  { name: 'credits-store', as: 'customer', path: '/credits?tab=store' },
  { name: 'credits-mercadopago', as: 'customer', path: '/credits?tab=mercadopago' },
  { name: 'my-transactions', as: 'customer', path: '/my-transactions' },
  { name: 'referrals', as: 'customer', path: '/referrals' },
  { name: 'users', as: 'admin', path: '/users' },
  { name: 'user-new', as: 'admin', path: '/users/new' },
  { name: 'transactions', as: 'admin', path: '/transactions' },
  { name: 'payment-proofs', as: 'admin', path: '/payment-proofs' },
  { name: 'reports', as: 'admin', path: '/reports' },
  { name: 'fiscal-data', as: 'customer', path: '/fiscal-data' },
  { name: 'fiscal-verify', as: 'customer', path: '/verify' },
  { name: 'fiscal-tax-form', as: 'customer', path: '/tax_fiscal_data' },
  { name: 'fiscal-invoices-customer', as: 'customer', path: '/invoices' },
  { name: 'fiscal-invoices', as: 'admin', path: '/invoices' },
  { name: 'fiscal-csd', as: 'main_admin', path: '/csds' },
];

async function waitForShipmentRows(page: Page): Promise<void> {
  await page.locator('table tbody tr, [data-testid="data-table-card"]').first().waitFor();
}

/** Downloads the example spreadsheet, imports it, and waits for the import's report. */
async function importTheExample(page: Page): Promise<void> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('button:has-text("ejemplo .xlsx"), button:has-text(".xlsx example")').click(),
  ]);
  await page.locator('input[type="file"]').setInputFiles({
    name: file.suggestedFilename(),
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await file.path()),
  });
  await page.locator('button:has-text("Guardar"), button:has-text("Save")').click();
  await page.locator('section[aria-label] .MuiAlert-root').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
}

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
  await page.getByRole('form', { name: 'Marca' }).getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Guardado correctamente').waitFor();
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByText('Logotipo actualizado').waitFor();
  await context.close();
}

interface SeededShipment {
  id: number;
  number: number;
  tracking: string;
}
/** Carmen's shipments at each step, for the wizard, list, pickup and tracking screens. */
interface Seed {
  packaging: SeededShipment;
  rating: SeededShipment;
  bought: SeededShipment;
  fedex: SeededShipment;
  fedexBooked: SeededShipment;
}

/** Makes Carmen's shipments through the API (the flows drive the wizard itself). */
async function seedShipments(url: string): Promise<Seed> {
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api/v1/${path}`, {
      method,
      headers: {
        'X-Tenant': 'demo',
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  ({ token } = await call<{ token: string }>('POST', 'users/sign_in', {
    user: { email: 'customer@despacho.test', password: DEMO_PASSWORD },
  }));
  const countries = await call<{ id: number; code: string }[]>('GET', 'countries?per_page=2000');
  const mx = countries.find((c) => c.code === 'MX')!.id;
  const address = {
    calling_code: '52',
    country_id: mx,
    country_code: 'MX',
  };
  const origin = {
    ...address,
    name: 'Carmen Clienta',
    company: 'Tienda Carmen',
    email: 'customer@despacho.test',
    phone: '8112345678',
    state: 'Nuevo León',
    city: 'Monterrey',
    neighborhood: 'Monterrey Centro',
    street: 'Av. Juárez',
    number: '1000',
    postal_code: '64000',
    reference: 'Entre Padre Mier y Morelos',
  };
  const destination = {
    ...address,
    name: 'Luisa Pérez',
    company: 'Café Orizaba',
    email: 'luisa@example.com',
    phone: '5512345678',
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    neighborhood: 'Roma Norte',
    street: 'Orizaba',
    number: '20',
    interior_number: '3',
    postal_code: '06700',
  };
  interface Made {
    id: number;
    sequential_id: number;
    tracking_number: string | null;
  }
  const seeded = (s: Made): SeededShipment => ({
    id: s.id,
    number: s.sequential_id,
    tracking: s.tracking_number ?? '',
  });
  const make = async (upTo: 'packaging' | 'rating' | string): Promise<SeededShipment> => {
    const made = await call<Made>('POST', 'shipments', {
      shipment: { origin_attributes: origin, destination_attributes: destination },
    });
    if (upTo === 'packaging') return seeded(made);
    await call('POST', `shipments/${made.id}/parcels`, {
      parcel: {
        parcel_type: 'box',
        length: 30,
        width: 20,
        height: 15,
        weight: 2.5,
        contents: 'Ropa de algodón',
        declared_tax_value: 850,
      },
    });
    if (upTo === 'rating') return seeded(made);
    const { rates } = await call<{ rates: { service_id: number; service_name: string }[] }>(
      'GET',
      `shipments/${made.id}/rates`,
    );
    const rate = rates.find((r) => r.service_name === upTo)!;
    const { shipment } = await call<{ shipment: Made }>('POST', `shipments/${made.id}/rates`, {
      rate: { service_id: rate.service_id, is_pickup: upTo === 'Express Saver', is_from_app: true },
    });
    return seeded(shipment);
  };
  const packaging = await make('packaging');
  const rating = await make('rating');
  const bought = await make('Terrestre');
  const fedex = await make('Express Saver');
  const fedexBooked = await make('Express Saver');
  await call('POST', 'pickups', { pickup: { shipment_id: fedexBooked.id, window: 'midday' } });
  // Her demo stores' paid orders become shipments (the stores' list and filter have something).
  await call('POST', 'shipments/syncs', {});
  return { packaging, rating, bought, fedex, fedexBooked };
}

async function main() {
  const filter = process.argv[2];
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await brandTheDemo(browser, server.url);
    const screens = SCREENS.filter((s) => !filter || s.name.includes(filter));
    const seed = screens.some((s) => typeof s.path === 'function')
      ? await seedShipments(server.url)
      : null;
    for (const locale of ['es-MX', 'en'] as const) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const sessions = new Map<Who, Page>();
        for (const screen of screens) {
          let page = sessions.get(screen.as);
          if (!page) {
            const context = await browser.newContext({ baseURL: server.url, viewport });
            await context.addInitScript((l) => localStorage.setItem('despacho.locale', l), locale);
            page = await context.newPage();
            page.setDefaultTimeout(15_000);
            if (screen.as) await signIn(page, `${screen.as}@despacho.test`);
            sessions.set(screen.as, page);
          }
          await page.goto(typeof screen.path === 'string' ? screen.path : screen.path(seed!));
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
