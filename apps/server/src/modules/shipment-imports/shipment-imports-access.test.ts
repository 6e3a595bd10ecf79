import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentImports, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { api, OTHER_TENANT } from '../../../test/helpers/test-app';
import { failStaleShipmentImports } from './import-run';
import { importTestApp } from './import-test-kit';

let kit: Awaited<ReturnType<typeof importTestApp>>;
beforeAll(async () => {
  kit = await importTestApp();
}, 120_000);
afterAll(async () => kit?.t.close());

describe('shipment import: what is refused and who sees it', () => {
  it('reports an import a restart cut off as failed instead of running forever', async () => {
    const id = await withTenant(kit.t.database.db, kit.t.demoTenantId, async (tx) => {
      const [carmen] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'customer@despacho.test'));
      const [row] = await tx
        .insert(shipmentImports)
        .values({
          tenantId: kit.t.demoTenantId,
          userId: carmen!.id,
          fileName: 'cortado.xlsx',
          status: 'running',
          totalRows: 5000,
          processedRows: 1500,
          createdAt: new Date(Date.now() - 60 * 60_000),
        })
        .returning({ id: shipmentImports.id });
      return row!.id;
    });
    expect(await failStaleShipmentImports(kit.t.deps)).toBe(1);
    const res = await kit.t.request('GET', api(`shipments/imports/${id}`), { as: 'customer' });
    expect(res.body.data).toMatchObject({ status: 'failed', processed_rows: 1500 });
    expect(res.body.data.failure).toMatch(/interrumpió/);
  });

  it('refuses files that are not spreadsheets, damaged workbooks and files over 50 MB', async () => {
    const pdf = await kit.upload(
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n', 'latin1'),
      'envios.xlsx',
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors.files[0]).toMatch(/Excel/);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await kit.upload(png, 'envios.xlsx')).status).toBe(415);
    const example = await kit.t.request('GET', api('shipments/imports/example.xlsx'), {
      as: 'customer',
    });
    const damaged = Buffer.concat([example.raw.subarray(0, 2000), Buffer.alloc(3000, 0x41)]);
    const corrupt = await kit.upload(damaged, 'envios.xlsx');
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.errors.files).toEqual([
      'El archivo de Excel está dañado o no se puede leer',
    ]);
    // One byte over: the multipart limit stops it; far over: refused by its declared length.
    for (const size of [50 * 1024 * 1024 + 1, 60 * 1024 * 1024]) {
      const huge = await kit.upload(Buffer.alloc(size, 0x61), 'envios.csv');
      expect(huge.status).toBe(413);
      expect(huge.body.errors.files).toEqual(['El archivo es demasiado grande (máximo 50 MB)']);
    }
  });

  it('shows an import to its account and the tenant’s staff only: another customer or tenant gets 404', async () => {
    const example = await kit.t.request('GET', api('shipments/imports/example.csv'), {
      as: 'customer',
    });
    const mine = await kit.upload(example.raw, 'mio.csv');
    const id = mine.body.data.id as number;
    await kit.finished(id);
    expect(
      (await kit.t.request('GET', api(`shipments/imports/${id}`), { as: 'admin' })).status,
    ).toBe(200);
    const other = await kit.t.request('GET', api(`shipments/imports/${id}`), {
      token: kit.otherCustomerToken,
    });
    expect(other.status).toBe(404);
    for (const as of ['customer', 'admin'] as const) {
      const res = await kit.t.request('GET', api(`shipments/imports/${id}`), {
        as,
        tenant: OTHER_TENANT,
      });
      expect(res.status).toBe(404);
    }
    const list = await kit.t.request('GET', api('shipments/imports'), { as: 'customer' });
    expect(list.status).toBe(200);
    expect(list.body.data[0].id).toBe(id);
    expect(list.body.data.length).toBeLessThanOrEqual(20);
    const theirs = await kit.t.request('GET', api('shipments/imports'), {
      token: kit.otherCustomerToken,
    });
    expect(theirs.body.data.map((i: { id: number }) => i.id)).not.toContain(id);
    // Nothing of the demo tenant's imports is visible from the other tenant's database rows.
    const counted = await withTenant(kit.t.database.db, kit.t.other.tenantId, (tx) =>
      tx.execute(sql`select count(*)::int as n from shipment_imports`),
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('limits uploads per account: past 30 an hour the account waits, others do not', async () => {
    const tiny = Buffer.from('Nombre destino\nAna\n');
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++)
      status = (await kit.upload(tiny, 'poco.csv', { token: kit.otherCustomerToken })).status;
    expect(status).toBe(429);
    expect((await kit.upload(tiny, 'poco.csv')).status).toBe(202);
    // Every upload let through is a job: let them end before the app (and its pool) closes.
    await expect
      .poll(
        async () => {
          const left = await withTenant(kit.t.database.db, kit.t.demoTenantId, (tx) =>
            tx.execute(
              sql`select count(*)::int as n from shipment_imports where status in ('queued', 'running')`,
            ),
          );
          return (left as unknown as { rows: { n: number }[] }).rows[0]!.n;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(0);
  });
});
