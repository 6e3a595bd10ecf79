import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { scanPdfBarcodes } from '../../apps/server/test/helpers/barcode-scan';
import { withPages } from '../lib/browser';
import { flowSuite } from '../lib/suite';
import { signIn } from '../lib/session';
import {
  buy,
  download,
  fillAddresses,
  fillParcel,
  pickRate,
  shownBalance,
  TEXT,
  type Text,
} from '../lib/wizard';

const suite = flowSuite();

/** The demo's carriers, as the rate step names them (issue 19: six carriers at once). */
const CARRIERS = [
  'Despacho Express',
  'FedEx',
  'DHL Express',
  'Estafeta',
  'Paquetexpress',
  'Redpack',
  'Dr. Envío',
];

/** Every carrier of the demo has at least one rate on the step (quoted at once, not in turn). */
async function expectEveryCarrier(page: Page, t: Text): Promise<void> {
  const table = page.getByRole('table', { name: t.rates });
  for (const carrier of CARRIERS) {
    const rows = table.getByRole('row', { name: new RegExp(` (de|by) ${carrier}$`) });
    await rows.first().waitFor();
  }
}

/** Buys one rate through the wizard and checks both PDF labels scan as its tracking number. */
async function buyAndScan(
  page: Page,
  t: Text,
  service: string,
  carrier: string,
  provider: string,
): Promise<void> {
  const before = await shownBalance(page);
  await fillAddresses(page, t, 'book');
  await fillParcel(page, t);
  await expectEveryCarrier(page, t);
  const total = await pickRate(page, t, service, carrier);
  const { number, tracking } = await buy(page, t);
  assert.ok(total > 0, `${service} by ${carrier} has a price`);
  assert.ok(tracking.length >= 10, `a ${carrier} tracking number: ${tracking}`);
  assert.equal(await shownBalance(page), before - total, 'charged exactly the rate’s total');

  const letter = await download(page, 'PDF carta');
  assert.equal(letter.file, `${number}-${provider}-${tracking}-label-letter.pdf`);
  assert.ok(
    (await scanPdfBarcodes(letter.bytes)).includes(`CODE-128:${tracking}`),
    'the letter label scans as its tracking number',
  );
  const thermal = await download(page, 'PDF térmica 4 × 6');
  assert.equal(thermal.file, `${number}-${provider}-${tracking}-label-4x6.pdf`);
  assert.ok(
    (await scanPdfBarcodes(thermal.bytes)).includes(`CODE-128:${tracking}`),
    'the 4×6 label scans as its tracking number',
  );
}

describe('Mexico’s carriers in the wizard', () => {
  it('Carmen sees all six carriers for 64000 → 06700 and buys an Estafeta and a DHL label that scan', async () => {
    await withPages(suite.browser, suite.server.url, ['mx-carriers'], async (page) => {
      const t = TEXT['es-MX'];
      await signIn(page, 'customer@despacho.test');
      await buyAndScan(page, t, 'Día siguiente', 'Estafeta', 'Estafeta');
      await buyAndScan(page, t, 'Express Domestic', 'DHL Express', 'DHL');
    });
  });
});
