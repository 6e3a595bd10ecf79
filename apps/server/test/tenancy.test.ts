import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { post } from '../src/modules/ledger/ledger.service';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('row-level security', () => {
  it('a query without a tenant filter sees only the current tenant', async () => {
    const rows = await withTenant(t.database.db, t.demoTenantId, async (tx) =>
      rowsOf<{ tenant_id: number; title: string }>(await tx.execute(sql`select * from notices`)),
    );
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.tenant_id === t.demoTenantId)).toBe(true);
    // The owner connection (no RLS) proves the other tenant's notice exists.
    const all = rowsOf(await t.database.db.execute(sql`select * from notices`));
    expect(all.length).toBe(3);
  });

  it("refuses to write a row with another tenant's id", async () => {
    await expect(
      withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(
          sql`insert into notices (tenant_id, title, description) values (${t.other.tenantId}, 'x', 'y')`,
        ),
      ),
    ).rejects.toThrow();
    const theirs = rowsOf(
      await t.database.db.execute(sql`select * from notices where tenant_id = ${t.other.tenantId}`),
    );
    expect(theirs.length).toBe(1);
  });

  it('every table with a tenant_id column has forced row-level security and a policy', async () => {
    const tables = rowsOf<{ table: string; rls: boolean; forced: boolean; policies: number }>(
      await t.database.db.execute(sql`
        select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          (select count(*) from pg_policies p where p.tablename = c.relname)::int as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        where c.relkind = 'r'`),
    );
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const row of tables) {
      expect(row, row.table).toMatchObject({ rls: true, forced: true, policies: 1 });
    }
  });

  it('without a tenant set, tenant tables look empty', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE despacho_app`);
      return rowsOf(await tx.execute(sql`select id from users`));
    });
    expect(rows).toEqual([]);
  });
});

describe('the ledger', () => {
  async function audit() {
    return rowsOf<{ id: number; balance: string; sum: string }>(
      await t.database.db.execute(sql`
        select u.id, u.balance_cents as balance,
          coalesce(sum(case when tr.transaction_type = 'deposit' then tr.amount_cents else -tr.amount_cents end)
            filter (where tr.status = 'cleared'), 0) as sum
        from users u left join transactions tr on tr.user_id = u.id
        group by u.id`),
    );
  }

  it('balance = Σ cleared deposits − Σ cleared withdrawals for every user after the seed', async () => {
    const rows = await audit();
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(Number(r.balance)).toBe(Number(r.sum));
    expect(rows.some((r) => Number(r.balance) === 500_000)).toBe(true);
  });

  it('pending postings leave the balance alone; cleared ones move it; the invariant holds', async () => {
    const customer = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from users where email = 'customer@despacho.test'`),
    )[0]!;
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const base = {
        tenantId: t.demoTenantId,
        userId: customer.id,
        createdBy: null,
        description: 'prueba',
      };
      await post(tx, { ...base, type: 'withdraw', amountCents: 12_345, status: 'cleared' });
      await post(tx, { ...base, type: 'deposit', amountCents: 99_999, status: 'pending' });
    });
    for (const r of await audit()) expect(Number(r.balance)).toBe(Number(r.sum));
    const me = await t.request('GET', '/api/v1/registrations', { as: 'customer' });
    expect(me.body.data.balance).toBe('4876.55');
  });

  it('refuses a non-positive amount and writes nothing', async () => {
    await expect(
      withTenant(t.database.db, t.demoTenantId, (tx) =>
        post(tx, {
          tenantId: t.demoTenantId,
          userId: t.other.customerId,
          type: 'deposit',
          amountCents: 0,
          status: 'cleared',
          description: 'x',
          createdBy: null,
        }),
      ),
    ).rejects.toThrow();
  });
});
