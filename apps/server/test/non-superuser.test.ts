import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProductionDatabase } from '../src/db/production-checks';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { draftShipment } from './helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from './helpers/test-app';

/** Runs the product with its tables owned by a login role that is not a superuser. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ nonSuperuserOwner: true, demoCatalogue: true });
});
afterAll(async () => t?.close());

describe('a non-superuser database owner', () => {
  it('migrates, seeds and serves the product', async () => {
    const [me] = rowsOf<{ super: boolean }>(
      await t.database.db.execute(
        sql`select rolsuper as super from pg_roles where rolname = current_user`,
      ),
    );
    expect(me?.super).toBe(false);
    const notices = await t.request('GET', api('notices'), { as: 'admin' });
    expect(notices.status).toBe(200);
    expect(notices.body.data.map((n: { title: string }) => n.title)).not.toContain('Aviso de otra');
    expect(await checkProductionDatabase(t.database, { ...t.config, mode: 'production' })).toMatch(
      /demo tenant/,
    );
  });

  it('lists shipments in one statement (no transaction) with the tenant set for row-level security', async () => {
    const id = await draftShipment(t, 'customer');
    const own = await t.request('GET', api('shipments?where%5Bstatus%5D=pending'), {
      as: 'customer',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.map((s: { id: number }) => s.id)).toContain(id);
    expect(own.body.pagination.total_objects).toBeGreaterThanOrEqual(1);
    const staff = await t.request('GET', api('shipments'), { as: 'admin' });
    expect(staff.body.data.map((s: { id: number }) => s.id)).toContain(id);
    const other = await t.request('GET', api('shipments'), { as: 'admin', tenant: OTHER_TENANT });
    expect(other.status).toBe(200);
    expect(other.body.data.map((s: { id: number }) => s.id)).not.toContain(id);
    // The rate screen reads session, shipment and quote facts in one statement too.
    const rates = await t.request('GET', api(`shipments/${id}/rates`), { as: 'customer' });
    expect(rates.status).toBe(200);
    expect(rates.body.data.rates.length).toBeGreaterThan(0);
    const theirs = await t.request('GET', api(`shipments/${id}/rates`), {
      as: 'admin',
      tenant: OTHER_TENANT,
    });
    expect(theirs.status).toBe(404);
  });

  it('sees no tenant rows at all on its own connection, with no tenant set', async () => {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from users`),
    );
    expect(row?.n).toBe(0);
  });

  it('cannot escape to another tenant with RESET ROLE from inside a request', async () => {
    const seen = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`reset role`);
      const [who] = rowsOf<{ name: string }>(await tx.execute(sql`select current_user as name`));
      const [other] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from users where tenant_id = ${t.other.tenantId}`,
        ),
      );
      const [own] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from users`),
      );
      return { who: who!.name, other: other!.n, own: own!.n };
    });
    expect(seen.who).toMatch(/^despacho_owner_/);
    expect(seen.other).toBe(0);
    expect(seen.own).toBeGreaterThan(0);
  });

  it('still cannot rewrite the ledger after escaping the app role', async () => {
    const message = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`reset role`);
      await tx.execute(sql`update transactions set amount_cents = 1`);
    })
      .then(() => 'no error')
      .catch(
        (err: { message: string; cause?: { message?: string } }) =>
          err.cause?.message ?? err.message,
      );
    expect(message).toMatch(/history/);
  });

  it('lets an owner set the tenant time zone through the definer function, for that tenant only', async () => {
    const res = await t.request('PUT', api('tenant/time_zone'), {
      as: 'main_admin',
      body: { tenant: { time_zone: 'America/Tijuana' } },
    });
    expect(res.status).toBe(200);
    const zones = rowsOf<{ slug: string; time_zone: string }>(
      await t.database.db.execute(sql`select slug, time_zone from tenants order by slug`),
    );
    expect(zones).toEqual([
      { slug: 'demo', time_zone: 'America/Tijuana' },
      { slug: OTHER_TENANT, time_zone: 'America/Monterrey' },
    ]);
  });
});
