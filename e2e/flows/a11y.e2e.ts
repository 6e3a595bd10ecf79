import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, withPages } from '../lib/browser';
import { describeFindings, seriousViolations } from '../lib/axe';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';

const suite = flowSuite();

/** The screens people spend their day on, by who opens them. */
const SCREENS: { who: string | null; paths: string[] }[] = [
  { who: null, paths: ['/login', '/signup', '/forgot-password'] },
  {
    who: 'customer@despacho.test',
    paths: [
      '/dashboard',
      '/shipments',
      '/shipments/new',
      '/quotes/new',
      '/my-transactions',
      '/credits',
      '/addresses',
      '/fiscal-data',
      '/profile',
    ],
  },
  {
    who: 'admin@despacho.test',
    paths: [
      '/dashboard',
      '/users',
      '/transactions',
      '/carriers',
      '/zones',
      '/invoices',
      '/payment-proofs',
      '/notices',
      '/settings',
      '/settings/branding',
    ],
  },
];

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Skeletons fade into rows; scan what a person reads, not the transition.
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), undefined, {
    timeout: 10_000,
  });
}

const COMBOS = [
  { locale: 'es-MX', size: DESKTOP, label: 'desktop' },
  { locale: 'en', size: PHONE, label: 'phone' },
] as const;

describe('the main screens, as axe-core scans them (WCAG 2.1 A and AA)', () => {
  for (const { who, paths } of SCREENS) {
    for (const { locale, size, label } of COMBOS) {
      it(`have no serious violation for ${who ?? 'a visitor'} (${locale}, ${label})`, async () => {
        await withPages(
          suite.browser,
          suite.server.url,
          [`a11y-${who?.split('@')[0] ?? 'visitor'}-${locale}-${label}`],
          async (page) => {
            await page.addInitScript((l) => localStorage.setItem('despacho.locale', l), locale);
            if (who) await signIn(page, who);
            const problems: string[] = [];
            for (const path of paths) {
              await settle(page, path);
              const found = await seriousViolations(page);
              if (found.length) problems.push(`${path}:\n${describeFindings(found)}`);
            }
            assert.deepEqual(problems, [], problems.join('\n\n'));
          },
          size,
        );
      });
    }
  }
});
