/**
 * First load (issue 24): how much JavaScript the browser receives — as transferred, compressed,
 * headers included — for the sign-in page and for the dashboard, each loaded cold (no cache).
 * Starts the built app itself (`npm run build:web` first), drives Debian's Chromium and sums the
 * bytes of every script response as Chrome's network layer counts them (CDP
 * Network.loadingFinished encodedDataLength). Exits non-zero on an error, never on the goal.
 *
 *   npm run bench:web
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/browser';
import { startServer } from '../lib/server';
import { DEMO_PASSWORD } from '../lib/session';

/** The merchant by default; BENCH_WEB_EMAIL measures another demo account's dashboard. */
const EMAIL = process.env.BENCH_WEB_EMAIL ?? 'customer@despacho.test';
const GOAL_KB = 300;
const dist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web/dist');

interface Loaded {
  path: string;
  encoding: string;
  /** Bytes on the wire: headers and (compressed) body. */
  transferred: number;
  /** The body as sent (Content-Length), without headers. */
  body: number;
  status: number;
}

/** Records every script the page receives until `stop()`; the cache is off, as on a first visit. */
async function recordScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<Loaded, 'transferred'>>();
  const done: Loaded[] = [];
  const failed: string[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(e.requestId, {
      path: new URL(e.response.url).pathname,
      encoding: headers['content-encoding'] ?? 'identity',
      status: e.response.status,
      body: Number(headers['content-length'] ?? 0),
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const seen = pending.get(e.requestId);
    if (!seen) return;
    pending.delete(e.requestId);
    done.push({ ...seen, transferred: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (e.type === 'Script') failed.push(`${e.requestId}: ${e.errorText}`);
  });
  return {
    take(): Loaded[] {
      const bad = done.filter((s) => s.status >= 400).map((s) => `${s.status} ${s.path}`);
      if (failed.length || bad.length) throw new Error(`scripts failed: ${[...failed, ...bad]}`);
      return done.splice(0);
    },
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (scripts: Loaded[]) => scripts.reduce((sum, s) => sum + s.transferred, 0);

function printTable(name: string, scripts: Loaded[]) {
  const bodies = scripts.reduce((sum, s) => sum + s.body, 0);
  console.log(
    `\n${name}: ${scripts.length} scripts, ${kb(total(scripts))} KB transferred (bodies ${kb(bodies)} KB, headers the rest)`,
  );
  for (const s of [...scripts].sort((a, b) => b.transferred - a.transferred))
    console.log(
      `  ${kb(s.transferred).padStart(7)} KB  body ${kb(s.body).padStart(7)} KB  ${s.encoding.padEnd(8)}  ${s.path}`,
    );
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

async function main() {
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error('the web app is not built: run `npm run build:web` first');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, server.url);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const scripts = await recordScripts(page);

    await page.goto('/login');
    await page.locator('input[name="email"]').waitFor();
    await settle(page);
    const signIn = scripts.take();

    await page.locator('input[name="email"]').fill(EMAIL);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
    const heading = page.getByRole('heading', { name: /^(Tablero|Dashboard)$/ });
    await heading.waitFor();
    await settle(page);
    const afterSignIn = scripts.take();

    await page.reload();
    await heading.waitFor();
    await settle(page);
    const dashboard = scripts.take();
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);

    printTable('sign-in page (cold)', signIn);
    printTable('signing in (sign-in page → dashboard, more scripts)', afterSignIn);
    printTable('dashboard (cold reload, signed in)', dashboard);
    const plain = [...signIn, ...dashboard].filter((s) => s.encoding === 'identity');
    if (plain.length) console.log(`\nnot compressed: ${plain.map((s) => s.path).join(', ')}`);
    console.log(
      `\nKB = 1000 bytes; goal < ${GOAL_KB} KB each; loadavg ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `first load: sign-in ${kb(total(signIn))} KB JS, dashboard ${kb(total(dashboard))} KB JS (transferred)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
