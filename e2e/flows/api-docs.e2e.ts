import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();

/**
 * The page scrolls only up and down: its scrolling element is no wider than the screen. When it
 * is, the message names the elements that stick out, to know what to fix.
 */
async function assertNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scroll, width, wide } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const limit = root.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scroll: root.scrollWidth, width: limit, wide };
  });
  assert.ok(
    scroll <= width,
    `${what}: ${scroll}px wide on a ${width}px screen; ${wide.join(' | ')}`,
  );
}

const LONG_PATH = '/api/v1/users/{id}/services/{service_id}/user_prices/{price_id}';

describe('the partner API documentation on a 390 × 844 phone', () => {
  it('lists only the public API and fits the screen, closed and with long operations open', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['phone-api-docs'],
      async (page) => {
        await page.goto('/api/docs/partners');
        await page.getByRole('heading', { name: 'Documentación de la API' }).waitFor();
        const users = page.getByRole('region', { name: 'user pricing' });
        await users.getByText(LONG_PATH, { exact: true }).first().waitFor();
        assert.equal(await page.getByText('__mocks', { exact: false }).count(), 0);
        assert.equal(await page.getByText('/api/v1/webhooks/', { exact: false }).count(), 0);
        await assertNoSidewaysScroll(page, 'closed');

        // The longest path with its parameters and body, and a list's query (its order pattern).
        await users.getByText(LONG_PATH, { exact: true }).first().click();
        await users.getByText('price_id (path)').first().waitFor();
        await assertNoSidewaysScroll(page, `${LONG_PATH} open`);
        const shipments = page.getByRole('region', { name: 'shipments' });
        await shipments.getByText('/api/v1/shipments', { exact: true }).first().click();
        await shipments.getByText('order (query)').first().waitFor();
        await assertNoSidewaysScroll(page, 'GET /api/v1/shipments open');

        // Signed in, inside the app's frame, the same holds.
        await signIn(page, 'customer@despacho.test');
        await page.goto('/api/docs/partners');
        await page.getByRole('region', { name: 'addresses' }).waitFor();
        await page
          .getByRole('region', { name: 'addresses' })
          .getByText('/api/v1/addresses/import', { exact: true })
          .click();
        await page
          .getByText(/multipart\/form-data/)
          .first()
          .waitFor();
        await assertNoSidewaysScroll(page, 'signed in, an upload open');
      },
      PHONE,
    );
  });
});
