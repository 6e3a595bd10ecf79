import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const artifacts = resolve(fileURLToPath(new URL('.', import.meta.url)), '../.artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1366, height: 900 };
/** A phone's screen (an iPhone 12–15 class device). */
export const PHONE = { width: 390, height: 844 };

/** A fresh page (own storage) at a desktop size (the drawer is permanent there) or another. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Saves a screenshot under e2e/.artifacts, to look at when a flow fails. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: resolve(artifacts, `${name}.png`), fullPage: true });
}

/**
 * Runs a flow on fresh pages (one per name, each with its own storage, like separate people),
 * saving a screenshot of each when the flow fails, and closing them either way.
 */
export async function withPages(
  browser: Browser,
  baseURL: string,
  names: string[],
  flow: (...pages: Page[]) => Promise<void>,
  viewport = DESKTOP,
): Promise<void> {
  const pages = await Promise.all(names.map(() => newPage(browser, baseURL, viewport)));
  try {
    await flow(...pages);
  } catch (err) {
    await Promise.all(pages.map((page, i) => snap(page, `${names[i]}-failure`)));
    throw err;
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
}

/**
 * The tab title once it reads `expected`. The page's heading can show before the tenant's name
 * arrives (the title is "<page> · <tenant>"), so the title is awaited, not read at once.
 */
export async function waitForTitle(page: Page, expected: string): Promise<string> {
  try {
    await page.waitForFunction((want) => document.title === want, expected, { timeout: 10_000 });
  } catch {
    // fall through: the caller's assertion shows what the title was instead
  }
  return page.title();
}
