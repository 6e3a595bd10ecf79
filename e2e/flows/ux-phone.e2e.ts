import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import { expectLookup, fillParcel, TEXT, until } from '../lib/wizard';

/**
 * Issue 25 item 8, on a phone (390 × 844): a new shipment starts from the merchant's default
 * origin folded to one line and fits in well under 1,500 px; the rate step keeps its Continue
 * button on screen; the users list shows its first user on the first screen, its filters in a
 * bottom sheet.
 */
const suite = flowSuite();
const t = TEXT['es-MX'];
const STEP1_MAX = 1500;

const scrollHeight = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight);

/** Carmen keeps "Tienda Monterrey" as her default origin on the preferences page. */
async function keepDefaultOrigin(page: Page) {
  await page.goto('/preferences');
  const card = page.getByRole('region', { name: 'Origen predeterminado' });
  await card.getByText('Sin origen predeterminado').waitFor();
  await card.getByRole('combobox', { name: t.useSaved }).click();
  await page.getByRole('option', { name: /^Tienda Monterrey/ }).click();
  await card.getByText(/^Tienda Monterrey · .*64000$/).waitFor();
}

describe('a phone', () => {
  it('starts a shipment from the default origin, short, and keeps Continue on screen at the rates', async (ctx) => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['carmen'],
      async (page) => {
        await signIn(page, 'customer@despacho.test');
        await keepDefaultOrigin(page);

        await page.goto('/shipments/new');
        const summary = page.getByTestId('wizard-origin-summary');
        await summary.waitFor();
        assert.match(await summary.innerText(), /Tienda Monterrey, Monterrey 64000/);
        await page.getByRole('region', { name: t.destination }).waitFor();
        const height = await scrollHeight(page);
        ctx.diagnostic(`step 1 on a phone: ${height} px`);
        assert.ok(height < STEP1_MAX, `step 1 is ${height} px tall, over ${STEP1_MAX}`);

        // Company waits behind "Más datos"; everything else is on the card.
        const destination = page.getByRole('region', { name: t.destination });
        assert.equal(await destination.getByRole('textbox', { name: t.company }).count(), 0);
        await destination.getByRole('button', { name: /^Más datos/ }).click();
        await destination.getByRole('textbox', { name: t.company }).fill('Café Orizaba');
        await destination.getByRole('textbox', { name: t.name }).fill('Luisa Pérez');
        await destination.getByRole('textbox', { name: t.email }).fill('luisa@example.com');
        await destination.getByRole('textbox', { name: t.phone }).fill('5512345678');
        await destination.getByRole('textbox', { name: t.postalCode }).fill('06700');
        await expectLookup(destination, 'destination_attributes', {
          city: 'Ciudad de México',
          state: 'Ciudad de México',
          neighborhood: 'Roma Norte',
        });
        await destination.getByRole('textbox', { name: t.street }).fill('Orizaba');
        await destination.getByRole('textbox', { name: t.number, exact: true }).fill('20');
        await page.getByRole('button', { name: t.continue }).click();
        await fillParcel(page, t);

        // The rates: pick one, go back to the top of the list; Continue stays in view.
        await page.getByRole('group', { name: t.step(3) }).waitFor();
        // On a phone the rates are cards, each with its radio.
        const table = page.getByRole('main');
        await table.getByRole('radio').first().waitFor();
        await until(async () => (await table.getByRole('radio').count()) >= 3, 'rates arrive');
        await table.getByRole('radio').first().check();
        await page.evaluate(() => window.scrollTo(0, 0));
        const long = await scrollHeight(page);
        assert.ok(long > PHONE.height, `the rate step scrolls (${long} px)`);
        const bar = page.getByTestId('wizard-sticky-actions');
        const button = bar.getByRole('button', { name: t.continue });
        await until(async () => {
          const box = await button.boundingBox();
          return !!box && box.y >= 0 && box.y + box.height <= PHONE.height;
        }, 'Continue sits within the first screen while the list is at its top');
        assert.match(await bar.innerText(), /\$[\d,]+\.\d{2}/);
      },
      PHONE,
    );
  });

  it('shows the first user on the first screen and the filters in a sheet with their count', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['admin'],
      async (page) => {
        await signIn(page, 'admin@despacho.test');
        await page.goto('/users');
        const first = page.getByTestId('data-table-card').first();
        await first.waitFor();
        const box = await first.boundingBox();
        assert.ok(box && box.y + 40 <= PHONE.height, `the first user starts at ${box?.y} px`);
        // No filter select inline: they wait behind one button.
        assert.equal(await page.getByLabel('Estado', { exact: true }).count(), 0);
        const filters = page.getByTestId('filters-button');
        assert.equal((await filters.innerText()).trim(), 'Filtros');
        await filters.click();
        const sheet = page.getByRole('dialog', { name: 'Filtros' });
        await sheet.getByLabel('Estado', { exact: true }).selectOption('active');
        await page.waitForURL(/status=active/);
        await sheet.getByLabel('Buscar por').selectOption('name');
        await until(
          async () => (await sheet.getByRole('heading').innerText()).trim() === 'Filtros (2)',
          'the sheet counts two filters',
        );
        await sheet.getByRole('button', { name: 'Ver resultados' }).click();
        await sheet.waitFor({ state: 'hidden' });
        assert.equal((await filters.innerText()).trim(), 'Filtros (2)');
        await filters.click();
        await sheet.getByRole('button', { name: 'Borrar todo' }).click();
        await until(
          async () => (await sheet.getByRole('heading').innerText()).trim() === 'Filtros',
          'the filters are cleared',
        );
        assert.doesNotMatch(page.url(), /status=/);
      },
      PHONE,
    );
  });
});
