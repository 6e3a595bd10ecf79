import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { draftShipment, mexicoId, one } from './helpers/shipment-fixture';
import { liveHeapSampler } from './helpers/live-heap';

let t: TestApp;
let url: string;
const ROWS = 100_000;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  const mx = await mexicoId(t);
  // One real shipment, then 100,000 bought ones written straight into the table.
  await draftShipment(t, 'customer', { mx });
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const { user, carrier, service, origin, destination, parcel } = rowsOf<{
      user: number;
      carrier: number;
      service: number;
      origin: unknown;
      destination: unknown;
      parcel: unknown;
    }>(
      await tx.execute(sql`
        select s.user_id as user, c.id as carrier, sv.id as service, s.origin, s.destination, s.parcel
        from shipments s, carriers c join services sv on sv.carrier_id = c.id
        where c.name = 'Despacho Express' order by sv.id limit 1`),
    )[0]!;
    await tx.execute(sql`
      insert into shipments (tenant_id, sequential_id, user_id, status, step, origin, destination,
        parcel, carrier_id, service_id, total_cents, tracking_number, label_created_at, created_at)
      select ${t.demoTenantId}, 1000 + g, ${user}, 'success', 'confirmed', ${JSON.stringify(origin)}::jsonb,
        ${JSON.stringify(destination)}::jsonb, ${JSON.stringify(parcel)}::jsonb, ${carrier}, ${service},
        12700, 'T' || g, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
      from generate_series(1, ${ROWS}) g`);
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(async () => t?.close());

describe('CSV export of a large list', () => {
  it('streams 100,000 rows without holding them in memory', async () => {
    const token = await t.tokenFor('developer');
    const heap = liveHeapSampler();
    const res = await fetch(`${url}/api/v1/shipments/export_csv?where[status]=success`, {
      method: 'POST',
      headers: { 'x-tenant': 'demo', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      heap.sample();
    }
    expect(lines).toBe(ROWS + 1); // the header and every bought shipment
    expect(bytes).toBeGreaterThan(20_000_000);
    // Held at once, 100,000 rows of 26 fields as objects plus the 20+ MB text (twice that as a
    // JS string) would keep a quarter of a gigabyte alive; read 2,000 at a time and sent on,
    // the live heap (measured right after a collection) holds a few batches at most.
    expect(heap.growth()).toBeLessThan(48 * 1024 * 1024);
  }, 300_000);

  it('offers the carriers the caller’s shipments were bought with', async () => {
    const res = await t.request('GET', api('shipments/carriers'), { as: 'customer' });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Despacho Express']);
    const staff = await t.request('GET', api('shipments/carriers'), {
      as: 'customer',
      tenant: 'otra',
    });
    expect(staff.body.data).toEqual([]);
    const n = await one<{ n: string }>(t, t.demoTenantId, sql`select count(*) as n from shipments`);
    expect(Number(n.n)).toBe(ROWS + 1);
  });
});
