import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { PHONE, snap, withPages } from '../lib/browser';
import { boughtShipment, setSetting } from '../lib/overweights';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();
const CUSTOMER = 'customer@despacho.test';

/** The page's charts have drawn their SVG (bars, slices or lines), not only their frames. */
async function chartsDrawn(page: Page, testIds: string[]): Promise<void> {
  for (const id of testIds) {
    const chart = page.getByTestId(id);
    await chart.locator('svg').first().waitFor();
    // Legend marks and axes are paths too: a drawn chart has series marks besides them.
    await page.waitForFunction(
      (testId) =>
        Array.from(
          document.querySelectorAll(
            `[data-testid="${testId}"] svg path, [data-testid="${testId}"] svg rect`,
          ),
        ).some(
          (el) =>
            !el.closest(
              '[class*="MuiChartsLegend"], [class*="MuiChartsAxis"], [class*="MuiChartsGrid"]',
            ) && el.getBoundingClientRect().width > 2,
        ),
      id,
    );
  }
}

/** Whether nothing sticks out sideways (a phone must not scroll horizontally). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('analytics', () => {
  before(async () => {
    // The demo has no purchases at start: Carmen buys two labels, as she would in the wizard.
    const carmen = await demoApi(suite.server.url, CUSTOMER);
    await boughtShipment(carmen);
    await boughtShipment(carmen);
  });

  it('Carmen sees her shipments in cards and charts on a desktop, and exports them', async () => {
    await withPages(suite.browser, suite.server.url, ['analytics-carmen'], async (page) => {
      await signIn(page, CUSTOMER);
      await page.goto('/analytics');
      await page.getByRole('heading', { name: 'Analítica', level: 1 }).waitFor();
      const shipments = page.getByRole('group', { name: 'Envíos', exact: true });
      await shipments.getByText('2', { exact: true }).waitFor();
      await chartsDrawn(page, ['chart-per-day', 'chart-status', 'chart-carrier', 'chart-service']);
      assert.equal(await page.getByTestId('chart-margins').count(), 0, 'no margins for her');
      await snap(page, 'analytics-desktop-es-MX');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar Excel' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'analytics.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const summary = book.getWorksheet('Resumen')!;
      assert.deepEqual([summary.getCell('A4').value, summary.getCell('B4').value], ['Envíos', 2]);
    });
  });

  it('on a phone in English the charts stack at full width', async () => {
    await withPages(
      suite.browser,
      suite.server.url,
      ['analytics-phone'],
      async (page) => {
        await signIn(page, CUSTOMER);
        await page.evaluate(() => localStorage.setItem('despacho.locale', 'en'));
        await page.goto('/analytics');
        await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
        await chartsDrawn(page, ['chart-per-day', 'chart-carrier']);
        const perDay = await page.getByTestId('chart-per-day').boundingBox();
        const status = await page.getByTestId('chart-status').boundingBox();
        assert.ok(perDay && status);
        assert.ok(perDay.width > PHONE.width * 0.8, `full width (${perDay.width})`);
        assert.ok(status.y > perDay.y + perDay.height - 1, 'stacked, not side by side');
        assert.ok(await fitsWidth(page), 'no sideways scrolling');
        await snap(page, 'analytics-phone-en');
      },
      PHONE,
    );
  });

  it('staff see the tenant with the margin of their price layers', async () => {
    await withPages(suite.browser, suite.server.url, ['analytics-owner'], async (page) => {
      await signIn(page, 'main_admin@despacho.test');
      await page.goto('/analytics');
      const margins = page.getByTestId('chart-margins');
      await margins.getByText(/Total del periodo: Dueño: \$[\d,.]+ · Administrador: \$/).waitFor();
      await chartsDrawn(page, ['chart-margins']);
      assert.equal(await margins.getByText('Plataforma').count(), 0, 'not the platform layer');
      await page.getByLabel('Cliente').fill('customer@');
      await page.getByRole('option', { name: /customer@despacho\.test/ }).click();
      await page.waitForURL(/user_id=\d+/);
      await page
        .getByRole('group', { name: 'Envíos', exact: true })
        .getByText('2', { exact: true })
        .waitFor();
      await snap(page, 'analytics-staff-desktop-es-MX');
    });
  });

  it('with analytics_url set, the page is the external frame with a signed token', async () => {
    const admin = await demoApi(suite.server.url, 'main_admin@despacho.test');
    await setSetting(admin, 'analytics_url', `${suite.server.url}/api/v1/health`);
    try {
      await withPages(suite.browser, suite.server.url, ['analytics-embed'], async (page) => {
        await signIn(page, CUSTOMER);
        await page.goto('/analytics');
        const frame = page.getByTitle('Analítica externa');
        await frame.waitFor();
        const src = new URL((await frame.getAttribute('src'))!);
        assert.equal(src.searchParams.get('email'), CUSTOMER);
        assert.equal(src.searchParams.get('tenant_id'), 'demo');
        assert.equal(src.searchParams.get('theme'), 'light');
        assert.equal(src.searchParams.get('api_url'), `${suite.server.url}/api/v1`);
        assert.match(src.searchParams.get('token')!, /^v1\.[\w-]+\.[\w-]+$/);
        assert.equal(await page.getByTestId('chart-per-day').count(), 0);
      });
    } finally {
      await setSetting(admin, 'analytics_url', '');
    }
  });
});
