import { addDaysToDateKey } from '@despacho/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, PASSWORD, type TestApp } from '../../../test/helpers/test-app';
import { todayIn } from '../../lib/dates';
import { createLogger } from '../../lib/logger';
import { verifyLedger } from '../../modules/ledger/ledger-verify';
import { rowsOf, withTenant } from '../tenant-tx';
import { HISTORY_EMAIL, seedDemoHistory } from './demo-history';

let t: TestApp;
let added = 0;
const log = createLogger('silent');
const today = todayIn('America/Monterrey');
const RANGE = { from: addDaysToDateKey(today, -60), to: today };
const cents = (money: string) => Math.round(Number(money) * 100);

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  added = await seedDemoHistory(t.database, log);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function luisaToken(): Promise<string> {
  const res = await t.request('POST', api('users/sign_in'), {
    body: { user: { email: HISTORY_EMAIL, password: PASSWORD } },
  });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

/** Luisa's ledger: Σ label debits − Σ cancellation refunds, and her balance. */
async function ledgerOfLuisa() {
  return withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [r] = rowsOf<{ debits: string; refunds: string; balance: string; n: string }>(
      await tx.execute(sql`
        select
          coalesce(sum(amount_cents) filter (where transaction_type = 'withdraw'), 0) as debits,
          coalesce(sum(amount_cents) filter (where description like 'Reembolso%'), 0) as refunds,
          (select balance_cents from users where email = ${HISTORY_EMAIL}) as balance,
          count(*) as n
        from transactions
        where user_id = (select id from users where email = ${HISTORY_EMAIL})
          and status = 'cleared'`),
    );
    return {
      debits: Number(r!.debits),
      refunds: Number(r!.refunds),
      balance: Number(r!.balance),
      n: Number(r!.n),
    };
  });
}

describe('the demo history (Luisa Tienda Luna)', () => {
  it('gives Luisa about 60 bought labels she sees in analytics, spend exact to the centavo', async () => {
    expect(added).toBeGreaterThanOrEqual(50);
    expect(added).toBeLessThanOrEqual(75);
    const token = await luisaToken();
    const res = await t.request('GET', api('analytics'), { token, query: RANGE });
    expect(res.status).toBe(200);
    const a = res.body.data;
    const canceled = a.by_status.find((s: { status: string }) => s.status === 'canceled');
    expect(canceled.shipments).toBeGreaterThanOrEqual(2);
    expect(a.totals.shipments).toBe(added - canceled.shipments);
    const ledger = await ledgerOfLuisa();
    expect(cents(a.totals.spend)).toBe(ledger.debits - ledger.refunds);
    expect(ledger.balance).toBeGreaterThan(0);
    // Mostly delivered, with delivery times from tracking, on Despacho Express's services.
    expect(a.totals.delivered).toBeGreaterThan(added / 2);
    expect(Number(a.totals.avg_delivery_days)).toBeGreaterThanOrEqual(1);
    expect(Number(a.totals.avg_delivery_days)).toBeLessThanOrEqual(5);
    expect(a.by_carrier.map((c: { name: string }) => c.name)).toEqual(['Despacho Express']);
    expect(a.by_service.length).toBeGreaterThanOrEqual(2);
    expect(a.per_day.filter((d: { shipments: number }) => d.shipments > 0).length).toBeGreaterThan(
      30,
    );
    expect(a.margins).toBeNull();
  });

  it('lists her shipments with unique tracking numbers and their tracking events', async () => {
    const token = await luisaToken();
    const res = await t.request('GET', api('shipments'), { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const detail = await t.request('GET', api(`shipments/${res.body.data[0].id}`), { token });
    expect(detail.status).toBe(200);
    const numbers = await withTenant(t.database.db, t.demoTenantId, async (tx) =>
      rowsOf<{ n: string; distinct: string; events: string }>(
        await tx.execute(sql`
          select count(*) as n, count(distinct tracking_number) as distinct,
            (select count(*) from tracking_events e where e.shipment_id in
              (select id from shipments where user_id = s.user_id)) as events
          from shipments s where user_id = (select id from users where email = ${HISTORY_EMAIL})
          group by s.user_id`),
      ),
    );
    expect(Number(numbers[0]!.n)).toBe(added);
    expect(Number(numbers[0]!.distinct)).toBe(added);
    expect(Number(numbers[0]!.events)).toBeGreaterThan(added * 3);
  });

  it('shows staff (main_admin) the margins of the tenant and admin layers', async () => {
    const res = await t.request('GET', api('analytics'), { as: 'main_admin', query: RANGE });
    expect(res.status).toBe(200);
    const m = res.body.data.margins.total;
    expect(cents(m.tenant)).toBeGreaterThan(0);
    expect(cents(m.admin)).toBeGreaterThan(0);
    expect(m.platform).toBeNull();
    expect(res.body.data.totals.shipments).toBeGreaterThanOrEqual(added - 3);
  });

  it('leaves the ledger without drift and adds nothing when run again', async () => {
    const report = await verifyLedger(t.database.db, { tenantSlug: 'demo' });
    expect(report.drift).toEqual([]);
    // Her movements are dated with their labels (Mis movimientos reads as two months of use).
    const list = await t.request('GET', api('transactions'), {
      token: await luisaToken(),
      query: { per_page: '100', order: 'created_at', direction: 'asc' },
    });
    const days = list.body.data.map((r: { created_at: string }) => r.created_at.slice(0, 10));
    expect(new Set(days).size).toBeGreaterThan(30);
    const before = await ledgerOfLuisa();
    expect(await seedDemoHistory(t.database, log)).toBe(0);
    expect(await ledgerOfLuisa()).toEqual(before);
  });
});
