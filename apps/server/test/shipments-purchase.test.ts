import { hasValidCheckDigit } from '@despacho/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { recoverPurchases } from '../src/jobs/shipment.jobs';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from './helpers/shipment-fixture';

let t: TestApp;
let ground: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
});
afterAll(async () => t?.close());

const buy = (id: number, who: { as?: 'customer' | 'admin'; token?: string }, key?: string) =>
  t.request('POST', api(`shipments/${id}/rates`), {
    ...who,
    headers: key ? { 'idempotency-key': key } : {},
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });

async function quotedTotal(id: number, token: string): Promise<number> {
  const rates = await t.request('GET', api(`shipments/${id}/rates`), { token });
  const rate = rates.body.data.rates.find((r: { service_id: number }) => r.service_id === ground);
  return Math.round(Number(rate.total) * 100);
}

const ledgerRows = (userId: number) =>
  one<{ n: string; debits: string; refunds: string }>(
    t,
    t.demoTenantId,
    sql`select count(*) as n,
          count(*) filter (where transaction_type = 'withdraw') as debits,
          count(*) filter (where transaction_type = 'deposit' and reference is not null) as refunds
        from transactions where user_id = ${userId}`,
  ).then((r) => ({ n: Number(r.n), debits: Number(r.debits), refunds: Number(r.refunds) }));

describe('buying a label from the balance', () => {
  it('re-rates, debits the total once, confirms with a checked tracking number and a real PDF', async () => {
    const buyer = await customerWithBalance(t, 'compra.uno@despacho.test', 100_000);
    const id = await draftShipment(t, { token: buyer.token });
    const total = await quotedTotal(id, buyer.token);

    const res = await buy(id, { token: buyer.token });
    expect(res.status).toBe(200);
    const { shipment, user } = res.body.data;
    expect(shipment).toMatchObject({
      step: 'confirmed',
      status: 'success',
      label_format: 'letter',
    });
    expect(hasValidCheckDigit(shipment.tracking_number)).toBe(true);
    expect(Number(shipment.total) * 100).toBe(total);
    expect(user.balance).toBe(((100_000 - total) / 100).toFixed(2));
    expect(await balanceOf(t, 'compra.uno@despacho.test')).toEqual({
      balance: 100_000 - total,
      ledger: 100_000 - total,
    });
    // The rate kept on the shipment is stripped for the customer too.
    expect(JSON.stringify(shipment.rate)).not.toMatch(/admin_amount|tenant_price|system_price/);
    // The reply (one statement) shows the shipment exactly as reading it back does.
    const read = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(read.body.data).toEqual(shipment);
    const me = await t.request('GET', api('registrations'), { token: buyer.token });
    expect(user).toEqual(me.body.data);

    const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
    expect(label.status).toBe(200);
    expect(label.headers['content-type']).toMatch(/application\/pdf/);
    expect(label.raw.subarray(0, 4).toString()).toBe('%PDF');

    const again = await buy(id, { token: buyer.token });
    expect(again.status).toBe(409);
    expect(await balanceOf(t, 'compra.uno@despacho.test')).toMatchObject({
      balance: 100_000 - total,
    });
  });

  it('never charges twice for one Idempotency-Key, nor for a double click', async () => {
    const buyer = await customerWithBalance(t, 'compra.dos@despacho.test', 100_000);
    const id = await draftShipment(t, { token: buyer.token });
    const total = await quotedTotal(id, buyer.token);
    const [a, b] = await Promise.all([
      buy(id, { token: buyer.token }, 'clic-1'),
      buy(id, { token: buyer.token }, 'clic-1'),
    ]);
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([200]));
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
    const replay = await buy(id, { token: buyer.token }, 'clic-1');
    expect(replay.status).toBe(200);
    expect(replay.body.data.shipment.tracking_number).toBe(
      (a.status === 200 ? a : b).body.data.shipment.tracking_number,
    );
    expect(await balanceOf(t, 'compra.dos@despacho.test')).toEqual({
      balance: 100_000 - total,
      ledger: 100_000 - total,
    });
    expect((await ledgerRows(buyer.id)).debits).toBe(1);

    const other = await draftShipment(t, { token: buyer.token });
    const reused = await buy(other, { token: buyer.token }, 'clic-1');
    expect(reused.status).toBe(422);
  });

  it('answers 402 and changes nothing when the balance does not cover the total', async () => {
    const buyer = await customerWithBalance(t, 'sin.saldo@despacho.test', 1_000);
    const id = await draftShipment(t, { token: buyer.token });
    const res = await buy(id, { token: buyer.token });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('insufficient_balance');
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ step: 'rating', status: 'pending' });
    expect(await balanceOf(t, 'sin.saldo@despacho.test')).toEqual({
      balance: 1_000,
      ledger: 1_000,
    });
  });

  it('refuses a service the shipment cannot use, saying why', async () => {
    const buyer = await customerWithBalance(t, 'compra.tres@despacho.test', 100_000);
    const id = await draftShipment(t, { token: buyer.token });
    const international = await serviceIdOf(t, 'INTERNACIONAL');
    const res = await t.request('POST', api(`shipments/${id}/rates`), {
      token: buyer.token,
      lang: 'en',
      body: { rate: { service_id: international, is_pickup: false, is_from_app: true } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['rate.service_id'][0]).toMatch(/no longer available/);
    expect(await balanceOf(t, 'compra.tres@despacho.test')).toMatchObject({ balance: 100_000 });
  });
});

describe('the prepaid waybill pool', () => {
  it('takes the next free number, and when the pool is empty refuses without charging', async () => {
    const buyer = await customerWithBalance(t, 'guias@despacho.test', 100_000);
    const carrier = await one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select carrier_id as id from services where id = ${ground}`,
    );
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(
        sql`insert into waybills (tenant_id, carrier_id, service_id, number) values (${t.demoTenantId}, ${carrier.id}, ${ground}, 'DSP000000001')`,
      ),
    );
    const first = await draftShipment(t, { token: buyer.token });
    const bought = await buy(first, { token: buyer.token });
    expect(bought.status).toBe(200);
    expect(bought.body.data.shipment.tracking_number).toBe('DSP000000001');

    const second = await draftShipment(t, { token: buyer.token });
    const before = await balanceOf(t, 'guias@despacho.test');
    const rowsBefore = await ledgerRows(buyer.id);
    const failed = await buy(second, { token: buyer.token }, 'k-empty');
    expect(failed.status).toBe(422);
    expect(failed.body.errors['rate.service_id'][0]).toMatch(/guías prepagadas/);
    // Nothing charged: no debit, no refund, the shipment still waits at the rate step.
    expect(await balanceOf(t, 'guias@despacho.test')).toEqual(before);
    const rows = await ledgerRows(buyer.id);
    expect(rows).toEqual(rowsBefore);
    const s = await t.request('GET', api(`shipments/${second}`), { token: buyer.token });
    expect(s.body.data).toMatchObject({ step: 'rating' });
    expect(s.body.data.status).not.toBe('error');
    // The same key is refused the same way (no attempt was stored), still without a charge.
    const replay = await buy(second, { token: buyer.token }, 'k-empty');
    expect(replay.status).toBe(422);
    expect(await ledgerRows(buyer.id)).toEqual(rows);
    // Retiring the pool: the carrier's labels get generated numbers again.
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update waybills set deleted_at = now()`),
    );
    const retry = await buy(second, { token: buyer.token });
    expect(retry.status).toBe(200);
  });
});

describe('a purchase interrupted between the debit and the label', () => {
  it('is refunded exactly once by the recovery job', async () => {
    const buyer = await customerWithBalance(t, 'caida@despacho.test', 50_000);
    const id = await draftShipment(t, { token: buyer.token });
    // What a process killed after the charge leaves behind: the attempt and its debit.
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const [p] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into shipment_purchases (tenant_id, shipment_id, user_id, service_id, amount_cents, status, updated_at)
          values (${t.demoTenantId}, ${id}, ${buyer.id}, ${ground}, 12345, 'charging', now() - interval '10 minutes') returning id`),
      );
      await tx.execute(sql`insert into transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type, status, shipment_id, reference)
        values (${t.demoTenantId}, 900001, ${buyer.id}, 12345, 'withdraw', 'cleared', ${id}, ${`purchase:${p!.id}:debit`})`);
    });
    expect(await balanceOf(t, 'caida@despacho.test')).toMatchObject({ balance: 50_000 - 12_345 });
    expect(await recoverPurchases(t.deps)).toBe(1);
    expect(await recoverPurchases(t.deps)).toBe(0);
    expect(await balanceOf(t, 'caida@despacho.test')).toEqual({ balance: 50_000, ledger: 50_000 });
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data.status).toBe('error');
  });
});

describe('racing purchases on one balance', () => {
  it('50 purchases on a balance that covers 10: exactly 10 labels, 40 clear refusals', async () => {
    const probe = await customerWithBalance(t, 'carrera.sonda@despacho.test', 0);
    const probeId = await draftShipment(t, { token: probe.token });
    const total = await quotedTotal(probeId, probe.token);
    const buyer = await customerWithBalance(t, 'carrera@despacho.test', total * 10);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await draftShipment(t, { token: buyer.token }));

    const results = await Promise.all(ids.map((id) => buy(id, { token: buyer.token })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.body.code === 'insufficient_balance')).toBe(true);
    expect(await balanceOf(t, 'carrera@despacho.test')).toEqual({ balance: 0, ledger: 0 });
    const labels = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from shipments where user_id = ${buyer.id} and status = 'success' and tracking_number is not null`,
    );
    expect(Number(labels.n)).toBe(10);
  }, 120_000);
});
