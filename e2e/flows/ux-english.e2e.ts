import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { withPages } from '../lib/browser';
import { boughtShipment } from '../lib/overweights';
import { signIn } from '../lib/session';
import { spanishOnPage } from '../lib/spanish-texts';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();

/** Names the demo's staff typed in Spanish (carrier, services): they stay as typed. */
const TYPED_BY_STAFF = ['Terrestre', 'Día siguiente', 'Regional Norte–Centro'];

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('despacho.locale', 'en'));
}

async function assertEnglish(page: Page, where: string, allow: readonly string[] = []) {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await spanishOnPage(page, allow), [], `Spanish product text on ${where}`);
}

describe('English screens show no Spanish product text', () => {
  it('transactions, tracking, carriers, shipment detail and API docs read in English', async () => {
    const customer = await demoApi(suite.server.url, 'customer@despacho.test');
    const shipment = await boughtShipment(customer);
    const admin = await demoApi(suite.server.url, 'admin@despacho.test');
    const carriers = await admin.call<{ id: number; name: string; provider: { code: string } }[]>(
      'GET',
      'carriers?per_page=50',
    );
    const generic = carriers.find((c) => c.provider.code === 'GenericCarrier')!;
    const typed = [...TYPED_BY_STAFF, ...carriers.map((c) => c.name)];

    await withPages(
      suite.browser,
      suite.server.url,
      ['english-customer', 'english-visitor', 'english-admin', 'english-operator'],
      async (buyer, visitor, staff, operator) => {
        for (const page of [buyer, visitor, staff, operator]) await inEnglish(page);

        await signIn(buyer, 'customer@despacho.test');
        await buyer.goto('/my-transactions');
        await buyer.getByText(`Label for shipment ${shipment.sequential_id}`).waitFor();
        await buyer.getByText('Demo opening balance').waitFor();
        await assertEnglish(buyer, 'my transactions');

        await visitor.goto(`/track/${shipment.tracking_number}`);
        await visitor.getByTestId('tracking-status').waitFor();
        assert.equal(await visitor.getByTestId('tracking-status').innerText(), 'Label created');
        await assertEnglish(visitor, 'the tracking page', typed);

        await signIn(staff, 'admin@despacho.test');
        await staff.goto('/carriers');
        await staff.getByText('Generic carrier (own rate tables)').first().waitFor();
        await assertEnglish(staff, 'the carriers list', typed);
        await staff.goto(`/carriers/${generic.id}/edit`);
        await staff
          .locator('option', { hasText: 'Generic carrier (own rate tables)' })
          .first()
          .waitFor({ state: 'attached' });
        await assertEnglish(staff, "a carrier's form", typed);

        await signIn(operator, 'operator@despacho.test');
        await operator.goto(`/shipments/${shipment.id}`);
        await operator.getByRole('button', { name: 'Delivery note' }).waitFor();
        await assertEnglish(operator, 'the shipment detail', typed);

        await visitor.goto('/api/docs/partners');
        await visitor.getByRole('heading', { name: 'API documentation' }).waitFor();
        // Opened, an operation's fields and their rules read in English too.
        const quotes = visitor.getByRole('region', { name: 'Quotes' });
        await quotes.getByText('/api/v1/quotes', { exact: true }).first().click();
        await quotes
          .getByText(/1–7 characters/)
          .first()
          .waitFor();
        await assertEnglish(visitor, 'the API documentation');
      },
    );
  });

  it('the same check finds the Spanish texts on a Spanish screen (it is not blind)', async () => {
    await withPages(suite.browser, suite.server.url, ['spanish-customer'], async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/my-transactions');
      await page.getByText('Saldo inicial de demostración').waitFor();
      const found = await spanishOnPage(page);
      assert.ok(found.includes('text "Saldo inicial de demostración"'), found.join(', '));
      assert.ok(
        found.some((f) => f.startsWith('heading')),
        found.join(', '),
      );
    });
  });
});
