import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { DESKTOP, snap, withPages } from '../lib/browser';
import { signIn } from '../lib/session';
import { boughtShipment } from '../lib/overweights';
import { flowSuite } from '../lib/suite';

const suite = flowSuite();

/** dd/mm/yyyy HH:mm of a moment on the wall clock of `timeZone` (the app's one format). */
function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** What a date picker shows: its sections' text, e.g. "01/11/2026" or "dd/mm/aaaa". */
async function pickerText(page: Page, label: string): Promise<string> {
  const sections = page
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .first()
    .getByRole('spinbutton');
  await sections.first().waitFor();
  return (await sections.allInnerTexts()).join('/');
}

async function inLanguage(page: Page, locale: 'es-MX' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('despacho.locale', l), locale);
}

const TEXTS = {
  'es-MX': { from: 'Desde', start: 'Fecha inicial', apply: 'Filtrar' },
  en: { from: 'From', start: 'Start date', apply: 'Filter' },
} as const;

describe('one date format', () => {
  for (const locale of ['es-MX', 'en'] as const) {
    it(`${locale}: the invoice filter and the report range write a day alike, day first`, async () => {
      const t = TEXTS[locale];
      await withPages(suite.browser, suite.server.url, [`dates-${locale}`], async (page) => {
        await inLanguage(page, locale);
        await signIn(page, 'developer@despacho.test');
        await page.goto('/invoices');
        const invoiceStart = await pickerText(page, t.from);
        await page.goto('/reports');
        const reportStart = await pickerText(page, t.start);
        // Both open on the first day of the tenant's current month.
        assert.match(invoiceStart, /^01\/\d{2}\/\d{4}$/);
        assert.equal(reportStart, invoiceStart);

        // Typing in the invoice filter: dd/mm, not the browser's mm/dd.
        await page.goto('/invoices');
        const from = page.getByRole('group', { name: new RegExp(`^${t.from}`) }).first();
        // Each section is replaced as it is typed: day, month, year.
        await from.getByRole('spinbutton').first().click();
        await page.keyboard.type('05022026');
        const asked = page.waitForRequest((r) =>
          r.url().includes('where%5Bstart_date%5D=2026-02-05'),
        );
        await page.getByRole('button', { name: t.apply }).click();
        await asked;
        assert.equal(await pickerText(page, t.from), '05/02/2026');
      });
    });
  }
});

/** A label the demo customer buys (through the API the wizard uses), and its public record. */
async function boughtTracking(baseUrl: string) {
  const { tracking_number: tracking } = await boughtShipment(
    await demoApi(baseUrl, 'customer@despacho.test'),
  );
  assert.ok(tracking, 'the bought label has a tracking number');
  const res = await fetch(`${baseUrl}/api/v1/tracking/${tracking}`, {
    headers: { 'x-tenant': 'demo' },
  });
  const record = (await res.json()) as {
    data: { shipped_at: string | null; events: { occurred_at: string }[] };
  };
  const tenant = (await (
    await fetch(`${baseUrl}/api/v1/tenant`, { headers: { 'x-tenant': 'demo' } })
  ).json()) as { data: { time_zone: string } };
  return { tracking, record: record.data, timeZone: tenant.data.time_zone };
}

describe('public tracking', () => {
  it('reads in the tenant’s clock for a reader in Tokyo, signed out', async () => {
    const { tracking, record, timeZone } = await boughtTracking(suite.server.url);
    assert.equal(timeZone, 'America/Monterrey');
    const newest = record.events
      .map((e) => e.occurred_at)
      .sort()
      .at(-1);
    assert.ok(newest && record.shipped_at, 'the label has a scan and a ship date');

    for (const locale of ['es-MX', 'en'] as const) {
      const context = await suite.browser.newContext({
        baseURL: suite.server.url,
        viewport: DESKTOP,
        timezoneId: 'Asia/Tokyo',
      });
      const page = await context.newPage();
      try {
        await inLanguage(page, locale);
        await page.goto(`/track/${tracking}`);
        await page.getByTestId('tracking-status').waitFor();
        const browserZone = await page.evaluate(
          () => Intl.DateTimeFormat().resolvedOptions().timeZone,
        );
        assert.equal(browserZone, 'Asia/Tokyo');
        const text = await page.locator('main').innerText();
        const shipped = wallClock(record.shipped_at!, timeZone);
        assert.ok(
          text.includes(locale === 'en' ? `Shipped on ${shipped}` : `Enviado el ${shipped}`),
          `ship date in Monterrey's clock (${shipped}): ${text}`,
        );
        assert.ok(text.includes(wallClock(newest, timeZone)), 'the newest scan, Monterrey time');
        assert.ok(!text.includes(wallClock(newest, 'Asia/Tokyo')), 'never the reader’s clock');
      } catch (err) {
        await snap(page, `dates-tracking-${locale}-failure`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });
});
