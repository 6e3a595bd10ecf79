import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from '../../../test/helpers/shipment-fixture';
import { ledgerCount } from '../../../test/helpers/ledger-fixture';
import { verifyLedger } from '../ledger/ledger-verify';

/** Labels of a GenericCarrier service whose carrier has a prepaid pool (spec 2 Waybills). */
let t: TestApp;
let ground: number;
let express: number;
let total: number;
const POOL = 50;
const BUYERS = 5;
const bought: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  express = (
    await one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select carrier_id as id from services where id = ${ground}`,
    )
  ).id;
  const probe = await customerWithBalance(t, 'pool.sonda@despacho.test', 0);
  const id = await draftShipment(t, { token: probe.token });
  const rates = await t.request('GET', api(`shipments/${id}/rates`), { token: probe.token });
  const rate = rates.body.data.rates.find((r: { service_id: number }) => r.service_id === ground);
  total = Math.round(Number(rate.total) * 100);
});
afterAll(async () => t?.close());

const buy = (id: number, token: string) =>
  t.request('POST', api(`shipments/${id}/rates`), {
    token,
    lang: 'en',
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });

const poolNumbers = Array.from(
  { length: POOL },
  (_, i) => `POOL-${String(i + 1).padStart(4, '0')}`,
);

describe('a GenericCarrier service with a waybill pool', () => {
  it(`${POOL} concurrent purchases by ${BUYERS} customers take ${POOL} distinct pool numbers, charged once each`, async () => {
    const imported = await t.request('POST', api('waybills/import'), {
      as: 'admin',
      body: { carrier_id: express, service_id: ground, numbers: poolNumbers },
    });
    expect(imported.body.data.saved).toBe(POOL);
    const start = 10 * total + 10_000;
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        customerWithBalance(t, `pool.${i}@despacho.test`, start),
      ),
    );
    const jobs: { id: number; token: string }[] = [];
    for (const b of buyers)
      for (let i = 0; i < POOL / BUYERS; i++)
        jobs.push({ id: await draftShipment(t, { token: b.token }), token: b.token });

    const results = await Promise.all(jobs.map((j) => buy(j.id, j.token)));
    expect(results.map((r) => r.status)).toEqual(jobs.map(() => 200));
    const numbers = results.map((r) => r.body.data.shipment.tracking_number as string);
    expect(new Set(numbers).size).toBe(POOL);
    expect([...numbers].sort()).toEqual(poolNumbers);
    bought.push(...jobs.map((j) => j.id));

    for (let i = 0; i < BUYERS; i++) {
      const spent = start - (POOL / BUYERS) * total;
      expect(await balanceOf(t, `pool.${i}@despacho.test`)).toEqual({
        balance: spent,
        ledger: spent,
      });
    }
    expect((await verifyLedger(t.database.db, { tenantSlug: 'demo' })).drift).toEqual([]);
    // Each number names its shipment in the list, none left free.
    const listed = await t.request('GET', api('waybills'), {
      as: 'admin',
      query: { 'where[number]': 'POOL-', per_page: '100' },
    });
    expect(listed.body.data.every((w: { shipment: unknown }) => w.shipment !== null)).toBe(true);
    const linked = listed.body.data.find((w: { number: string }) => w.number === numbers[0]);
    expect(linked.shipment.id).toBe(jobs[0]!.id);
  }, 180_000);

  it('an empty pool refuses the purchase with a clear 422 and charges nothing', async () => {
    const buyer = await customerWithBalance(t, 'pool.vacio@despacho.test', 100_000);
    const id = await draftShipment(t, { token: buyer.token });
    const rowsBefore = await ledgerCount(t);
    const res = await buy(id, buyer.token);
    expect(res.status).toBe(422);
    expect(res.body.errors['rate.service_id']).toEqual([
      'The carrier has no prepaid waybills left; tell the administrator',
    ]);
    expect(await balanceOf(t, 'pool.vacio@despacho.test')).toEqual({
      balance: 100_000,
      ledger: 100_000,
    });
    expect(await ledgerCount(t)).toBe(rowsBefore);
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ step: 'rating', tracking_number: null });
    expect(s.body.data.status).not.toBe('error');

    // A new number in the pool: the same shipment can be bought now.
    await t.request('POST', api('waybills'), {
      as: 'admin',
      body: { waybill: { number: 'POOL-EXTRA', carrier_id: express } },
    });
    const retry = await buy(id, buyer.token);
    expect(retry.status).toBe(200);
    expect(retry.body.data.shipment.tracking_number).toBe('POOL-EXTRA');
  });

  it('cancelling a shipment keeps its number used (carriers bill issued numbers)', async () => {
    const id = bought[0]!;
    const before = await t.request('GET', api(`shipments/${id}`), { as: 'admin' });
    const number = before.body.data.tracking_number as string;
    const canceled = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('canceled');
    const listed = await t.request('GET', api('waybills'), {
      as: 'admin',
      query: { 'where[number]': number },
    });
    expect(listed.body.data[0]).toMatchObject({ number, shipment_id: id, deleted_at: null });
    // Nothing went back to the pool: the next purchase is still refused.
    const buyer = await customerWithBalance(t, 'pool.despues@despacho.test', 100_000);
    const next = await buy(await draftShipment(t, { token: buyer.token }), buyer.token);
    expect(next.status).toBe(422);
  });

  it('a used number may be soft-deleted and stays linked to its shipment', async () => {
    const listed = await t.request('GET', api('waybills'), {
      as: 'admin',
      query: { 'where[number]': 'POOL-0002' },
    });
    const w = listed.body.data[0];
    expect((await t.request('DELETE', api(`waybills/${w.id}`), { as: 'admin' })).status).toBe(200);
    const read = await t.request('GET', api(`waybills/${w.id}`), { as: 'admin' });
    expect(read.body.data.shipment_id).toBe(w.shipment_id);
    expect(read.body.data.deleted_at).not.toBeNull();
    const s = await t.request('GET', api(`shipments/${w.shipment_id}`), { as: 'admin' });
    expect(s.body.data.tracking_number).toBe('POOL-0002');
  });
});
