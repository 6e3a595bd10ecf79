import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE, withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

describe('the address book', () => {
  it('the customer saves an address whose postal code fills state, city and colony, finds it, and saves a box', async () => {
    await withPages(suite.browser, suite.server.url, ['address-book'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/addresses');
      await page
        .getByRole('table', { name: 'Direcciones' })
        .getByText('Tienda Monterrey')
        .waitFor();
      await page.getByRole('link', { name: 'Nueva dirección' }).first().click();
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLSelectElement>('select[name="country_id"]')?.selectedOptions[0]
            ?.text === 'México',
      );
      await page.locator('input[name="aka"]').fill('Bodega Mérida');
      await page.locator('input[name="name"]').fill('Raúl Canché');
      await page.locator('input[name="company"]').fill('Tienda Carmen');
      await page.locator('input[name="email"]').fill('raul@example.com');
      await page.locator('input[name="phone"]').fill('9991234567');
      await page.locator('input[name="postal_code"]').fill('97000');
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('input[name="city"]')?.value === 'Mérida',
      );
      assert.equal(await page.locator('input[name="state"]').inputValue(), 'Yucatán');
      assert.equal(await page.locator('input[name="neighborhood"]').inputValue(), 'Mérida Centro');
      await page.locator('input[name="street"]').fill('Calle 60');
      await page.locator('input[name="number"]').fill('491');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Guardado correctamente').waitFor();

      // Stored as the carriers need it (no accents), found by a search of 3 characters.
      await page.getByLabel('Buscar (3 letras o más)').fill('970');
      const row = page.getByRole('table', { name: 'Direcciones' }).getByRole('row', {
        name: /Bodega Merida|Bodega Mérida/,
      });
      await row.waitFor();
      assert.match(await row.innerText(), /Calle 60 491 · Merida Centro · Merida, Yucatán · 97000/);

      await page.goto('/packages/new');
      await page.locator('input[name="name"]').fill('Caja de regalo');
      await page.locator('input[name="length"]').fill('25');
      await page.locator('input[name="width"]').fill('25');
      await page.locator('input[name="height"]').fill('12.5');
      await page.locator('input[name="weight"]').fill('1.75');
      await page.locator('input[name="contents"]').fill('Dulces');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('table', { name: 'Empaques' }).getByText('25 × 25 × 12.5 cm').waitFor();
    });
  });

  it('works on a phone in English', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['address-book-phone'],
      async (page) => {
        await signIn(page, 'customer@despacho.test');
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        await page.goto('/addresses');
        await page.getByRole('heading', { name: 'Addresses' }).waitFor();
        await page.getByText('Cliente Roma Norte').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `the page scrolls sideways (${width}px)`);
      },
      PHONE,
    );
  });
});
