import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { todayIn } from '../../lib/dates';
import { api, createTestApp, OTHER_TENANT, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Who = 'main_admin' | 'developer' | 'admin' | 'operator' | 'customer';
const setZone = (as: Who, time_zone: unknown, tenant = 'demo', lang?: 'en') =>
  t.request('PUT', api('tenant/time_zone'), { as, tenant, lang, body: { tenant: { time_zone } } });
const zoneOf = async (slug: string) =>
  rowsOf<{ time_zone: string }>(
    await t.database.db.execute(sql`select time_zone from tenants where slug = ${slug}`),
  )[0]!.time_zone;

// Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: at any moment their calendars
// show different days, so "today" tells which zone the server used.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

describe('PUT /tenant/time_zone', () => {
  it('lets an owner set the zone, and the next request of every area computes days in it', async () => {
    const eastToday = todayIn(EAST);
    const report = () =>
      t.request('POST', api('reports/users'), {
        as: 'main_admin',
        body: { start_date: eastToday, end_date: eastToday },
      });

    const west = await setZone('main_admin', WEST);
    expect(west.status).toBe(200);
    expect(west.body.data).toMatchObject({ slug: 'demo', time_zone: WEST });
    // Not cached for 30 seconds: the very next request reads the new zone.
    expect((await t.request('GET', api('tenant'))).body.data.time_zone).toBe(WEST);
    const future = await report();
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toContain('end_date');

    expect((await setZone('developer', EAST)).status).toBe(200);
    expect((await report()).status).toBe(200);
    expect(await zoneOf('demo')).toBe(EAST);
    // The other tenant is untouched.
    expect(await zoneOf(OTHER_TENANT)).toBe('America/Monterrey');
  });

  it('is for owners only: admins and below get 403 and nothing changes', async () => {
    const before = await zoneOf('demo');
    for (const who of ['admin', 'operator', 'customer'] as const) {
      expect((await setZone(who, 'America/Tijuana')).status, who).toBe(403);
    }
    expect((await t.request('PUT', api('tenant/time_zone'), { body: {} })).status).toBe(401);
    expect(await zoneOf('demo')).toBe(before);
  });

  it('refuses what is not an IANA zone, per field, in the request language', async () => {
    for (const bad of ['Mars/Olympus', 'America/Monterrey; drop table tenants', '', 'CST', 42]) {
      const res = await setZone('main_admin', bad, 'demo', 'en');
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.time_zone, String(bad)).toHaveLength(1);
    }
    expect((await setZone('main_admin', 'Mars/Olympus', 'demo', 'en')).body.errors).toEqual({
      time_zone: ['Choose a time zone from the list'],
    });
  });

  it('changes only its own tenant, even called by hand from another tenant’s transaction', async () => {
    expect((await setZone('main_admin', 'America/Cancun', OTHER_TENANT)).status).toBe(200);
    expect(await zoneOf(OTHER_TENANT)).toBe('America/Cancun');
    const demoBefore = await zoneOf('demo');
    await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.execute(sql`select app_set_tenant_time_zone('America/Tijuana')`),
    );
    expect(await zoneOf('demo')).toBe(demoBefore);
    expect(await zoneOf(OTHER_TENANT)).toBe('America/Tijuana');
    // The app role still may not write the tenants table itself.
    await expect(
      withTenant(t.database.db, t.other.tenantId, (tx) =>
        tx.execute(sql`update tenants set time_zone = 'UTC' where slug = 'demo'`),
      ),
    ).rejects.toThrow();
  });
});
