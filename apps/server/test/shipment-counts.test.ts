import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, one, serviceIdOf } from './helpers/shipment-fixture';

/**
 * shipment_counts (migrations/0018) holds, per tenant, account, status and carrier, exactly the
 * number of shipments: the list's total for status/carrier filters is read from it.
 */
let t: TestApp;
let ground: number;
let a: { id: number; token: string };
let b: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  a = await customerWithBalance(t, 'cuentas-a@despacho.test', 500_000);
  b = await customerWithBalance(t, 'cuentas-b@despacho.test', 500_000);
});
afterAll(async () => t?.close());

type Key = { tenant_id: number; user_id: number; status: string; carrier_key: number; n: number };
const norm = (rows: Key[]) =>
  rows
    .map((r) => ({
      tenant_id: Number(r.tenant_id),
      user_id: Number(r.user_id),
      status: r.status,
      carrier_key: Number(r.carrier_key),
      n: Number(r.n),
    }))
    .sort((x, y) =>
      `${x.tenant_id}|${x.user_id}|${x.status}|${x.carrier_key}`.localeCompare(
        `${y.tenant_id}|${y.user_id}|${y.status}|${y.carrier_key}`,
      ),
    );

/** Every tenant's counts (the owner connection) against count(*) over the shipments. */
async function expectExact() {
  const counted = rowsOf<Key>(
    await t.database.db.execute(sql`select tenant_id, user_id, status, carrier_key, n
      from shipment_counts where n <> 0`),
  );
  const actual = rowsOf<Key>(
    await t.database.db.execute(sql`select tenant_id, user_id, status,
        coalesce(carrier_id, 0) as carrier_key, count(*) as n
      from shipments group by 1, 2, 3, 4`),
  );
  expect(norm(counted)).toEqual(norm(actual));
  return actual.length;
}

const buy = async (id: number, token: string) => {
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return res.body.data.shipment as { carrier_id: number };
};

const listTotal = async (query: string, who: { token: string } | { as: 'admin' }) => {
  const res = await t.request('GET', api(`shipments?${query}`), who);
  expect(res.status).toBe(200);
  return res.body.pagination.total_objects as number;
};

describe('shipment counts', () => {
  it('stay exact through inserts, purchases, cancellations, carrier and owner changes and deletes', async () => {
    // Inserts (the wizard) and purchases (pending → success, carrier set).
    const drafts: number[] = [];
    for (let i = 0; i < 4; i++) drafts.push(await draftShipment(t, { token: a.token }));
    for (let i = 0; i < 3; i++) drafts.push(await draftShipment(t, { token: b.token }));
    await expectExact();
    const { carrier_id: carrier } = await buy(drafts[0]!, a.token);
    await buy(drafts[1]!, a.token);
    await buy(drafts[4]!, b.token);
    await expectExact();

    // Cancellation: success → pending_cancellation → canceled.
    const asked = await t.request('PUT', api(`shipments/${drafts[0]}/request_cancellation`), {
      token: a.token,
    });
    expect(asked.status).toBe(200);
    const canceled = await t.request('PUT', api(`shipments/${drafts[0]}/cancel`), { as: 'admin' });
    expect(canceled.status).toBe(200);
    await expectExact();

    // A carrier change, an owner change and a bulk status change, each in one statement.
    const other = await one<{ id: number }>(
      t,
      t.demoTenantId,
      sql`select id from carriers where id <> ${carrier} order by id limit 1`,
    );
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`update shipments set carrier_id = ${other!.id} where id = ${drafts[1]}`);
      await tx.execute(sql`update shipments set user_id = ${b.id} where id = ${drafts[2]}`);
      await tx.execute(
        sql`update shipments set status = 'error' where id in (${drafts[3]}, ${drafts[5]})`,
      );
      // An update that moves no key moves no count.
      await tx.execute(sql`update shipments set error_message = 'x' where user_id = ${a.id}`);
    });
    await expectExact();

    // A rolled-back change leaves the counts as they were.
    await expect(
      withTenant(t.database.db, t.demoTenantId, async (tx) => {
        await tx.execute(sql`update shipments set status = 'delivered' where user_id = ${b.id}`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await expectExact();

    // Deletes: the route (a developer, a pending shipment) and a bulk delete.
    const removed = await t.request('DELETE', api(`shipments/${drafts[6]}`), { as: 'developer' });
    expect(removed.status).toBe(200);
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`delete from shipments where id in (${drafts[3]}, ${drafts[5]})`),
    );
    await expectExact();

    // A bulk insert (one statement, several keys).
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`insert into shipments (tenant_id, sequential_id, user_id, status, carrier_id)
        select ${t.demoTenantId}::int, 900000 + g, case when g % 2 = 0 then ${a.id}::int else ${b.id}::int end,
          case when g % 3 = 0 then 'delivered' else 'success' end,
          case when g % 4 = 0 then null else ${carrier}::int end
        from generate_series(1, 25) g`),
    );
    expect(await expectExact()).toBeGreaterThan(4);

    // The list's totals (counted and exact paths) agree with count(*).
    const exact = async (where: ReturnType<typeof sql>) =>
      Number(
        (await one<{ n: number }>(
          t,
          t.demoTenantId,
          sql`select count(*) as n from shipments where ${where}`,
        ))!.n,
      );
    const f = (k: string, v: string | number) => `where%5B${k}%5D=${v}`;
    expect(
      await listTotal(`${f('status', 'success')}&${f('carrier_id', carrier)}`, { as: 'admin' }),
    ).toBe(await exact(sql`status = 'success' and carrier_id = ${carrier}`));
    expect(await listTotal(f('status', 'delivered'), { token: a.token })).toBe(
      await exact(sql`status = 'delivered' and user_id = ${a.id}`),
    );
    expect(await listTotal(f('carrier_id', carrier), { token: b.token })).toBe(
      await exact(sql`carrier_id = ${carrier} and user_id = ${b.id}`),
    );
    expect(await listTotal('', { as: 'admin' })).toBe(await exact(sql`true`));
    expect(
      await listTotal(`${f('status', 'success')}&${f('source', 'app')}`, { as: 'admin' }),
    ).toBe(await exact(sql`status = 'success' and source = 'app'`));
  });

  it('the counts table is tenant-isolated like every tenant table', async () => {
    const seen = await withTenant(t.database.db, t.other.tenantId, async (tx) =>
      rowsOf<{ tenant_id: number }>(await tx.execute(sql`select tenant_id from shipment_counts`)),
    );
    expect(seen.every((r) => Number(r.tenant_id) === t.other.tenantId)).toBe(true);
    await expect(
      withTenant(t.database.db, t.other.tenantId, (tx) =>
        tx.execute(sql`insert into shipment_counts (tenant_id, user_id, status, carrier_key, n)
          values (${t.demoTenantId}, ${a.id}, 'success', 0, 1)`),
      ),
    ).rejects.toThrow();
    // Deleting a tenant with shipments (their carriers set to null on the way) is not stopped
    // by the counts (rolled back here: the other tests use the tenant).
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from tenants where id = ${t.demoTenantId}`);
        const left = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from shipment_counts where tenant_id = ${t.demoTenantId}`,
          ),
        );
        expect(left[0]!.n).toBe(0);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
  });

  it('the list sees a settings change at once (the cached settings follow their version)', async () => {
    const id = await draftShipment(t, { token: a.token });
    await buy(id, a.token);
    const rateOf = async () => {
      const res = await t.request('GET', api('shipments?where%5Bstatus%5D=success'), {
        token: a.token,
      });
      expect(res.status).toBe(200);
      return (res.body.data as { id: number; rate: Record<string, unknown> }[]).find(
        (s) => s.id === id,
      )!.rate;
    };
    const setting = await one<{ id: number; value: string }>(
      t,
      t.demoTenantId,
      sql`select id, value from settings where key = 'show_discount'`,
    );
    const set = async (value: string) => {
      const res = await t.request('PUT', api(`settings/${setting!.id}`), {
        as: 'developer',
        body: { setting: { value } },
      });
      expect(res.status, res.text).toBe(200);
    };
    await set('0');
    expect(await rateOf()).not.toHaveProperty('discount');
    await set('1');
    expect(await rateOf()).toHaveProperty('discount');
    // A write outside the settings routes moves the version too (the trigger).
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update settings set value = '0' where key = 'show_discount'`),
    );
    expect(await rateOf()).not.toHaveProperty('discount');
    await set(setting!.value);
  });
});
