import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { api, createTestApp, OTHER_TENANT, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, one, serviceIdOf } from './helpers/shipment-fixture';

/**
 * Issue 25, the shipment list's bulk actions: the labels of the selected shipments as one PDF
 * (POST shipments/labels) and the CSV export of the selection (where[ids]).
 */
let t: TestApp;
let ground: number;
let buyer: { id: number; token: string };
let neighbour: { id: number; token: string };
let bought: number[];
let draft: number;
let neighbours: number;

async function buy(token: string): Promise<number> {
  const id = await draftShipment(t, { token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return id;
}

const numberOf = (id: number) =>
  one<{ n: number }>(
    t,
    t.demoTenantId,
    sql`select sequential_id as n from shipments where id = ${id}`,
  ).then((r) => r.n);
const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
const labels = (ids: unknown, who: Parameters<TestApp['request']>[2] = {}) =>
  t.request('POST', api('shipments/labels'), { lang: 'es-MX', body: { ids }, ...who });

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, 'lote@despacho.test', 2_000_000);
  neighbour = await customerWithBalance(t, 'vecino-lote@despacho.test', 500_000);
  bought = [await buy(buyer.token), await buy(buyer.token), await buy(buyer.token)];
  draft = await draftShipment(t, { token: buyer.token });
  neighbours = await buy(neighbour.token);
}, 120_000);
afterAll(async () => t?.close());

describe('POST shipments/labels', () => {
  it('merges the labels into one PDF with every page of each, for the owner and for staff', async () => {
    let sum = 0;
    for (const id of bought) {
      const one = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
      expect(one.status).toBe(200);
      sum += await pages(one.raw);
    }
    for (const who of [{ token: buyer.token }, { as: 'operator' as const }]) {
      const res = await labels(bought, who);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain('guias-3-envios.pdf');
      expect(res.raw.subarray(0, 4).toString()).toBe('%PDF');
      expect(await pages(res.raw)).toBe(sum);
    }
    // The same id twice prints once.
    const twice = await labels([bought[0], bought[0]], { token: buyer.token });
    expect(await pages(twice.raw)).toBe(sum / 3);
  });

  it('puts a platform label bought as ZPL on 4×6 stock instead of refusing it', async () => {
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update shipments set label_format = 'zpl' where id = ${bought[2]}`),
    );
    const res = await labels([bought[2]], { token: buyer.token });
    expect(res.status).toBe(200);
    const page = (await PDFDocument.load(res.raw)).getPage(0);
    expect([page.getWidth(), page.getHeight()]).toEqual([288, 432]);
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update shipments set label_format = 'letter' where id = ${bought[2]}`),
    );
  });

  it('refuses the batch naming the shipments that have no label', async () => {
    const res = await labels([bought[0], draft], { token: buyer.token });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([
      `Estos envíos no tienen guía para descargar: #${await numberOf(draft)}`,
    ]);
  });

  it('answers 404 for the whole batch when one id is not the caller’s, another tenant’s or none', async () => {
    expect((await labels([bought[0], neighbours], { token: buyer.token })).status).toBe(404);
    expect((await labels([bought[0], 2_000_000_000], { token: buyer.token })).status).toBe(404);
    expect((await labels(bought, { as: 'main_admin', tenant: OTHER_TENANT })).status).toBe(404);
    // A neighbour learns nothing from a batch of someone else's ids, not even a 409.
    expect((await labels([draft], { token: neighbour.token })).status).toBe(404);
  });

  it('limits the batch to 100 shipments and refuses empty or malformed lists with a clear error', async () => {
    const many = await labels(
      Array.from({ length: 101 }, (_, i) => i + 1),
      { token: buyer.token },
    );
    expect(many.status).toBe(422);
    expect(many.body.messages).toEqual(['Puedes elegir hasta 100 envíos a la vez']);
    const empty = await labels([], { token: buyer.token, lang: 'en' });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual(['Select at least one shipment']);
    for (const bad of ['1,2', ['x'], [0], [1.5], null]) {
      const res = await labels(bad, { token: buyer.token });
      expect(res.status).toBe(422);
    }
  });

  it('asks for a session', async () => {
    expect((await labels(bought, { as: null })).status).toBe(401);
  });
});

describe('CSV export of a selection', () => {
  const csvRows = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
  const exportIds = (ids: string, who: Parameters<TestApp['request']>[2]) =>
    t.request('POST', api('shipments/export_csv'), {
      lang: 'es-MX',
      query: { 'where[ids]': ids },
      ...who,
    });

  it('exports exactly the selected shipments', async () => {
    const res = await exportIds(`${bought[0]},${bought[1]}`, { as: 'developer' });
    expect(res.status).toBe(200);
    const rows = csvRows(res.text);
    expect(rows.map((r) => Number(r.split(',')[0])).sort()).toEqual(
      [await numberOf(bought[0]!), await numberOf(bought[1]!)].sort(),
    );
  });

  it('leaves out a selected id the caller cannot see', async () => {
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set export_csv_visible = true where id = ${buyer.id}`),
    );
    const res = await exportIds(`${bought[0]},${neighbours}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(csvRows(res.text).map((r) => Number(r.split(',')[0]))).toEqual([
      await numberOf(bought[0]!),
    ]);
    // Still gated as the whole export is (spec 2: developers or export_csv_visible).
    expect((await exportIds(String(neighbours), { token: neighbour.token })).status).toBe(403);
  });

  it('refuses a malformed or too long selection', async () => {
    const bad = await exportIds('1,abc', { as: 'developer' });
    expect(bad.status).toBe(422);
    const long = await exportIds(Array.from({ length: 101 }, (_, i) => i + 1).join(','), {
      as: 'developer',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors['where[ids]']).toEqual(['Puedes elegir hasta 100 envíos a la vez']);
  });
});
