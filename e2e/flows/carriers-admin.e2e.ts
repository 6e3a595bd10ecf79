import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';
import { demoApi } from '../lib/api';

const suite = flowSuite();

/** The API as a demo user, to lay out what the screens then act on. */
const apiAs = async (email: string) => (await demoApi(suite.server.url, email)).call;

async function openCarriers(page: Page, search: string): Promise<void> {
  await page.goto(`/carriers?search=${encodeURIComponent(search)}`);
  await page.getByRole('heading', { name: 'Paqueterías' }).waitFor();
  await page.getByText(search).first().waitFor();
}

describe('/carriers: delete and the insurance section', () => {
  it('a carrier with priced services is refused with the reason; a bare one is deleted after confirmation', async () => {
    const dev = await apiAs('developer@despacho.test');
    const providers = await dev<{ id: number; code: string }[]>('GET', 'providers');
    const generic = providers.find((p) => p.code === 'GenericCarrier')!.id;
    const countries = await dev<{ id: number; code: string }[]>('GET', 'countries?search=MX');
    const mx = countries.find((c) => c.code === 'MX')!.id;
    const priced = await dev<{ id: number }>('POST', 'carriers', {
      carrier: { name: 'Zeta Con Precios', provider_id: generic },
    });
    const service = await dev<{ id: number }>('POST', `carriers/${priced.id}/services`, {
      service: { name: 'Zeta Terrestre', code: 'ZT', days: 2, country_ids: [mx] },
    });
    await dev('POST', `services/${service.id}/service_prices`, {
      service_price: { kg: 1, price: 100, admin_cost: 80, main_admin_cost: 50 },
    });
    await dev('POST', 'carriers', { carrier: { name: 'Zeta Sin Nada', provider_id: generic } });

    await withPages(suite.browser, suite.server.url, ['carriers-delete'], async (page) => {
      await signIn(page, 'developer@despacho.test');
      await openCarriers(page, 'Zeta');
      await page.getByRole('button', { name: 'Eliminar Zeta Con Precios' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Eliminar la paquetería?' });
      await dialog.getByText('Zeta Con Precios', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await page
        .getByText(
          'No se puede eliminar la paquetería: tiene 1 servicio con precios. Suspéndela en su lugar.',
        )
        .waitFor();
      assert.equal(await page.getByText('Zeta Con Precios').count(), 1, 'the carrier stays');

      await page.getByRole('button', { name: 'Eliminar Zeta Sin Nada' }).click();
      await page
        .getByRole('dialog', { name: '¿Eliminar la paquetería?' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await page.getByText('Se eliminó Zeta Sin Nada').waitFor();
      await page.getByRole('button', { name: 'Eliminar Zeta Sin Nada' }).waitFor({
        state: 'detached',
      });
    });
    // The refused carrier kept its service and its price table.
    const prices = await dev<unknown[]>('GET', `services/${service.id}/service_prices`);
    assert.equal(prices.length, 1);
  });

  it('an admin sees no delete button, and the insurance section follows the setting', async () => {
    const dev = await apiAs('developer@despacho.test');
    await withPages(suite.browser, suite.server.url, ['carriers-insurance'], async (page) => {
      await signIn(page, 'admin@despacho.test');
      await openCarriers(page, 'Despacho Express');
      assert.equal(await page.getByRole('button', { name: /^Eliminar / }).count(), 0);

      await page.goto('/carriers/new');
      await page.locator('input[name="name"]').waitFor();
      assert.equal(await page.locator('select[name="insurance_type"]').count(), 0);
      assert.equal(await page.getByRole('heading', { name: 'Seguro' }).count(), 0);

      const settings = await dev<{ id: number; key: string }[]>('GET', 'settings?per_page=200');
      const insurance = settings.find((s) => s.key === 'insurance')!;
      await dev('PUT', `settings/${insurance.id}`, { setting: { value: '1' } });

      await page.reload();
      await page.getByRole('heading', { name: 'Seguro' }).waitFor();
      const choices = await page
        .locator('select[name="insurance_type"] option')
        .evaluateAll((options) => options.map((o) => o.textContent));
      assert.ok(choices.includes('Sin seguro') && choices.includes('Seguro propio'), `${choices}`);
      await page.locator('input[name="insurance_percentage"]').waitFor();
      await page.locator('input[name="insurance_amount"]').waitFor();
    });
  });
});
