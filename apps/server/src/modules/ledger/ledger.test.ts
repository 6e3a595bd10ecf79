import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { post } from './ledger.service';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  customerId = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from users where email = 'customer@despacho.test'`),
  )[0]!.id;
});
afterAll(async () => t?.close());

const withdraw = (amountCents: number, userId = customerId) =>
  withTenant(t.database.db, t.demoTenantId, (tx) =>
    post(tx, {
      tenantId: t.demoTenantId,
      userId,
      type: 'withdraw',
      amountCents,
      status: 'cleared',
      description: 'envío',
      createdBy: null,
    }),
  );

/** The database's own message (drizzle wraps it as the cause of "Failed query: …"). */
async function dbError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const e = err as { message: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message;
  }
  return 'no error';
}

async function balanceAndLedger(userId: number) {
  const [row] = rowsOf<{ balance: string; sum: string; rows: number }>(
    await t.database.db.execute(sql`
      select u.balance_cents as balance, count(tr.id)::int as rows,
        coalesce(sum(case when tr.transaction_type = 'deposit' then tr.amount_cents else -tr.amount_cents end)
          filter (where tr.status = 'cleared'), 0) as sum
      from users u left join transactions tr on tr.user_id = u.id
      where u.id = ${userId} group by u.id`),
  );
  return { balance: Number(row!.balance), sum: Number(row!.sum), rows: row!.rows };
}

describe('the ledger under racing withdrawals', () => {
  it('60 parallel postings of 150.00 on 5,000.00: 33 go through, 27 are refused, nothing is lost', async () => {
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => withdraw(15_000)));
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && (r.reason as { code?: string }).code === 'insufficient_balance',
    );
    expect(done).toHaveLength(33);
    expect(refused).toHaveLength(27);
    const state = await balanceAndLedger(customerId);
    expect(state).toEqual({ balance: 5_000, sum: 5_000, rows: 34 });
    const me = await t.request('GET', api('registrations'), { as: 'customer' });
    expect(me.body.data.balance).toBe('50.00');
  });

  it('a credit line lets the balance go below zero only as far as it reaches', async () => {
    await t.database.db.execute(
      sql`update users set credit_limit_cents = 10000 where id = ${customerId}`,
    );
    await withdraw(15_000); // 50.00 → −100.00, inside the 100.00 line
    await expect(withdraw(1)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balanceAndLedger(customerId)).toMatchObject({ balance: -10_000, sum: -10_000 });
  });
});

describe('what the database refuses', () => {
  it('the app role cannot rewrite the ledger or set a balance by hand', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      withTenant(t.database.db, t.demoTenantId, (tx) => tx.execute(statement));
    expect(await dbError(attempt(sql`update transactions set amount_cents = 1`))).toMatch(
      /permission denied/,
    );
    expect(await dbError(attempt(sql`delete from transactions`))).toMatch(/permission denied/);
    expect(
      await dbError(
        attempt(sql`update users set balance_cents = 99999999 where id = ${customerId}`),
      ),
    ).toMatch(/permission denied/);
  });

  it('even the owner connection cannot change a settled row or delete one', async () => {
    expect(
      await dbError(
        t.database.db.execute(
          sql`update transactions set amount_cents = 1 where status = 'cleared'`,
        ),
      ),
    ).toMatch(/history/);
    expect(
      await dbError(
        t.database.db.execute(
          sql`update transactions set status = 'rejected' where status = 'cleared'`,
        ),
      ),
    ).toMatch(/history/);
    expect(await dbError(t.database.db.execute(sql`delete from transactions`))).toMatch(
      /never deleted/,
    );
  });

  it('a pending deposit, once cleared, moves the balance exactly once', async () => {
    const userId = t.other.customerId;
    const row = await withTenant(t.database.db, t.other.tenantId, (tx) =>
      post(tx, {
        tenantId: t.other.tenantId,
        userId,
        type: 'deposit',
        amountCents: 25_050,
        status: 'pending',
        description: 'transferencia',
        createdBy: null,
      }),
    );
    expect(await balanceAndLedger(userId)).toMatchObject({ balance: 0, sum: 0 });
    const settle = (status: string) =>
      withTenant(t.database.db, t.other.tenantId, (tx) =>
        tx.execute(sql`update transactions set status = ${status} where id = ${row.id}`),
      );
    await settle('cleared');
    expect(await balanceAndLedger(userId)).toMatchObject({ balance: 25_050, sum: 25_050 });
    expect(await dbError(settle('pending'))).toMatch(/history/);
    expect(await dbError(settle('cleared'))).toMatch(/history/);
    expect(await balanceAndLedger(userId)).toMatchObject({ balance: 25_050, sum: 25_050 });
  });
});
