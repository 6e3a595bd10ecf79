import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { demoApi } from '../lib/api';
import { DESKTOP, PHONE, snap } from '../lib/browser';
import {
  eventually,
  freePort,
  runExampleClient,
  startReceiver,
  type ReceivedLine,
} from '../lib/partner-api';
import { signIn } from '../lib/session';
import { flowSuite } from '../lib/suite';

// The demo server retries a failed webhook after 1 s instead of a minute (read when it starts).
process.env.WEBHOOK_RETRY_DELAY_SECONDS = '1';
const suite = flowSuite();

const verified = (lines: ReceivedLine[], type: string) =>
  lines.find((l) => l.verified && !l.failed_on_purpose && l.type === type);

describe("issue 22's Done means, with a key, the example client and the webhook receiver", () => {
  it('buys, labels, tracks and cancels by key; the receiver verifies the signed events, one after a retry', async () => {
    const carmen = await demoApi(suite.server.url, 'customer@despacho.test');
    const admin = await demoApi(suite.server.url, 'admin@despacho.test');
    const { key } = await carmen.call<{ key: string }>('POST', 'api_keys', {
      api_key: { name: 'Tienda en línea' },
    });
    assert.match(key, /^dsp_test_[A-Za-z0-9]{40}$/);

    const port = await freePort();
    const endpoint = await carmen.call<{ id: number; secret: string }>(
      'POST',
      'webhook_endpoints',
      {
        webhook_endpoint: {
          url: `http://127.0.0.1:${port}/`,
          events: ['label.purchased', 'shipment.cancelled'],
        },
      },
    );
    const receiver = await startReceiver(endpoint.secret, port, 1);
    const dir = mkdtempSync(join(tmpdir(), 'despacho-partner-'));
    try {
      const label = join(dir, 'label.pdf');
      const run = await runExampleClient({
        DESPACHO_URL: suite.server.url,
        DESPACHO_TENANT: 'demo',
        DESPACHO_API_KEY: key,
        DESPACHO_LABEL_FILE: label,
      });
      assert.equal(run.code, 0, run.output);
      assert.match(run.output, /\[7\] Request its cancellation/);
      assert.equal(readFileSync(label).subarray(0, 5).toString('latin1'), '%PDF-');
      const shipmentId = Number(/shipment (\d+) \(/.exec(run.output)?.[1]);

      // The label's event was refused once (500) and verified on the retry.
      await eventually('label.purchased verified', () =>
        verified(receiver.lines, 'label.purchased'),
      );
      assert.ok(
        receiver.lines.some((l) => l.failed_on_purpose && l.type === 'label.purchased'),
        'the first delivery was answered 500',
      );
      const retried = await eventually('the delivery log to show the retry', async () => {
        const log = await carmen.call<{ event_type: string; attempts: number; status: string }[]>(
          'GET',
          `webhook_endpoints/${endpoint.id}/deliveries`,
        );
        return log.find((d) => d.event_type === 'label.purchased' && d.status === 'succeeded');
      });
      assert.ok(retried.attempts >= 2, `attempts ${retried.attempts}`);

      // Carmen's key requested the cancellation; staff confirm it and the event follows.
      await admin.call('PUT', `shipments/${shipmentId}/cancel`, {});
      await eventually('shipment.cancelled verified', () =>
        verified(receiver.lines, 'shipment.cancelled'),
      );
      assert.deepEqual(
        receiver.lines.filter((l) => !l.verified),
        [],
        'every delivery carried a valid signature',
      );
    } finally {
      await receiver.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---- the documentation page ----

type Tree = { [key: string]: string | Tree };
const areas = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../apps/web/src/i18n/areas',
);
const catalogue = (locale: string) =>
  (JSON.parse(readFileSync(join(areas, `api-docs.${locale}.json`), 'utf8')) as Tree)
    .partnerDocs as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>(
    (acc, [k, v]) =>
      typeof v === 'string'
        ? { ...acc, [prefix + k]: v }
        : { ...acc, ...flatten(v, `${prefix}${k}.`) },
    {},
  );
}

/** The texts of the other language a heading or summary must not show (shared words excepted). */
function foreignTexts(locale: 'es-MX' | 'en', serverSummaries: string[]): string[] {
  const mine = flatten(catalogue(locale));
  const other = flatten(catalogue(locale === 'en' ? 'es-MX' : 'en'));
  const words = Object.entries(other)
    .filter(([k, v]) => /^(title|tags\.|operations\.|[a-zA-Z]+\.title$)/.test(k) && v !== mine[k])
    .map(([, v]) => v);
  return locale === 'es-MX' ? [...words, ...serverSummaries] : words;
}

async function headingsAndSummaries(page: Page): Promise<string[]> {
  return page
    .locator('h1, h2, h3, .MuiAccordionSummary-content')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
}

async function assertOneLanguage(page: Page, locale: 'es-MX' | 'en', summaries: string[]) {
  const shown = await headingsAndSummaries(page);
  const foreign = foreignTexts(locale, summaries);
  const mixed = shown.filter((text) => foreign.some((f) => text.includes(f)));
  assert.deepEqual(mixed, [], `${locale}: texts of the other language`);
}

async function assertNoSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, width: root.clientWidth };
  });
  assert.ok(scroll <= width, `${what}: ${scroll}px wide on a ${width}px screen`);
}

async function withClipboardPage(
  browser: Browser,
  viewport: { width: number; height: number },
  name: string,
  flow: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: suite.server.url,
    viewport,
    hasTouch: viewport === PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await flow(page);
    await snap(page, name);
  } catch (err) {
    await snap(page, `${name}-failure`);
    throw err;
  } finally {
    await context.close();
  }
}

async function serverSummaries(): Promise<{ count: number; summaries: string[] }> {
  const doc = (await (await fetch(`${suite.server.url}/api/v1/docs/json`)).json()) as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
  return { count: ops.length, summaries: ops.map((o) => o.summary ?? '').filter(Boolean) };
}

describe('the partner documentation page', () => {
  it('reads in Spanish on a desktop, with copy buttons that copy', async () => {
    const { count, summaries } = await serverSummaries();
    await withClipboardPage(suite.browser, DESKTOP, 'api-docs-desktop-es', async (page) => {
      await signIn(page, 'customer@despacho.test');
      await page.goto('/api/docs/partners');
      await page.getByRole('heading', { name: 'Documentación de la API' }).waitFor();
      await page.getByRole('heading', { name: 'Referencia', level: 2 }).waitFor();
      await page.getByRole('region', { name: 'Envíos' }).waitFor();
      assert.equal(await page.locator('.MuiAccordionSummary-content').count(), count);
      await assertOneLanguage(page, 'es-MX', summaries);

      await page.getByRole('button', { name: 'Copiar: Inicio rápido' }).click();
      await page.getByText('Copiado al portapapeles').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(copied.includes(`API='${suite.server.url}/api/v1'`), copied.slice(0, 200));
      assert.ok(copied.includes("'X-Tenant: demo'"));

      const shipments = page.getByRole('region', { name: 'Envíos' });
      await shipments
        .getByRole('button', { name: /^POST \/api\/v1\/shipments\/\{id\}\/rates / })
        .click();
      await shipments.getByRole('button', { name: /^Copiar: Ejemplo con curl POST/ }).click();
      const curl = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(curl, /^curl -X POST ".*\/api\/v1\/shipments\/\$ID\/rates"/);
      assert.match(curl, /Idempotency-Key: /);
    });
  });

  it('reads in English on a phone without sideways scrolling', async () => {
    const { summaries } = await serverSummaries();
    await withClipboardPage(suite.browser, PHONE, 'api-docs-phone-en', async (page) => {
      await page.goto('/api/docs/partners');
      await page.getByRole('heading', { name: 'Documentación de la API' }).waitFor();
      await page.getByRole('button', { name: 'Inglés' }).first().click();
      await page.getByRole('heading', { name: 'API documentation' }).waitFor();
      await page.getByRole('region', { name: 'Shipments' }).waitFor();
      await assertOneLanguage(page, 'en', summaries);
      assert.equal(await page.getByText('Prefer to read it in Spanish').count(), 0);
      await assertNoSidewaysScroll(page, 'closed');

      const shipments = page.getByRole('region', { name: 'Shipments' });
      await shipments.getByRole('button', { name: /^POST \/api\/v1\/shipments Create/ }).click();
      await shipments.getByText('curl example', { exact: true }).waitFor();
      await assertNoSidewaysScroll(page, 'POST /api/v1/shipments open');
      await page.getByRole('button', { name: 'Copy: Receiver in Node' }).click();
      await page.getByText('Copied to clipboard').waitFor();
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /verifyDespacho/);
    });
  });
});
