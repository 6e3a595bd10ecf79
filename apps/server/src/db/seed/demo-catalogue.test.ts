import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { createLogger } from '../../lib/logger';
import { SecretBox } from '../../lib/secret-box';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bumpCatalogueVersion } from '../../modules/catalogue/catalogue-version';
import { carriers, countries } from '../schema';
import { withTenant } from '../tenant-tx';
import { seedDemoCatalogue } from './demo-catalogue';

let t: TestApp;
let fedex: RunningFedexMock;
let mx: number;

beforeAll(async () => {
  fedex = await startFedexMockServer();
  t = await createTestApp({ carrierDeadlineMs: 3_000 });
  expect(
    await seedDemoCatalogue(
      t.database,
      new SecretBox('test-secret-0123456789abcdef'),
      'demo',
      createLogger('silent'),
    ),
  ).toBe(true);
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    // In the product the sandbox carrier reaches the mock mounted in the server itself; the
    // test app does not listen, so it is pointed at a mock of its own.
    const [carrier] = await tx.select().from(carriers).where(eq(carriers.name, 'FedEx'));
    await tx.execute(
      sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${t.demoTenantId}, ${carrier!.id}, 'base_url', ${fedex.url})`,
    );
    const [country] = await tx
      .select()
      .from(countries)
      .where(and(eq(countries.tenantId, t.demoTenantId), eq(countries.code, 'MX')));
    mx = country!.id;
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
});
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});

const quote = (as: 'customer' | 'admin', destination = '06700') =>
  t.request('POST', api('quotes'), {
    as,
    query: as === 'admin' ? { include_rejected: 'true' } : {},
    body: {
      quote: {
        parcel_type: 'box',
        length: 30,
        width: 20,
        height: 15,
        weight: 2,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: destination,
        destination_country_id: mx,
      },
    },
  });

describe('the demo catalogue', () => {
  it('lets the demo customer quote Monterrey 64000 → CDMX 06700 and see several rates', async () => {
    const res = await quote('customer');
    expect(res.status).toBe(200);
    const rates = res.body.data.rates as {
      carrier_name: string;
      service_name: string;
      total: string;
    }[];
    const byName = Object.fromEntries(rates.map((r) => [r.service_name, r.total]));
    // Static tables at 2 kg: Regional 129 − 20; Carmen's own Terrestre price; Día siguiente 129 + 70.
    expect(byName).toMatchObject({
      'Regional Norte–Centro': '109.00',
      Terrestre: '118.00',
      'Día siguiente': '199.00',
    });
    // FedEx answers through its REST API (the mock), so its two services price too.
    const fedexRates = rates.filter((r) => r.carrier_name === 'FedEx');
    expect(fedexRates.map((r) => r.service_name).sort()).toEqual([
      'Express Saver',
      'Standard Overnight',
    ]);
    const totals = rates.map((r) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(rates.map((r) => r.service_name)).not.toContain('Internacional Económico');
  });

  it('shows staff why the international and zonal services were left out', async () => {
    const res = await quote('admin', '44100');
    expect(res.status).toBe(200);
    const rejected = res.body.data.rejected as { service_name: string; code: string }[];
    const codes = Object.fromEntries(rejected.map((r) => [r.service_name, r.code]));
    expect(codes['Internacional Económico']).toMatch(/^coverage\./);
    // Guadalajara is in no zone of the Norte–Centro service.
    expect(codes['Regional Norte–Centro']).toBe('coverage.zone');
  });

  it('keeps the FedEx credentials encrypted at rest', async () => {
    const rows = await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`select key, value from carrier_settings`),
    );
    const stored = Object.fromEntries(
      (rows as unknown as { rows: { key: string; value: string }[] }).rows.map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(stored.client_secret).toMatch(/^enc:v1:/);
    expect(stored.client_secret).not.toContain('despacho-demo');
    expect(stored.account_number).toBe('510087020');
  });

  it('is seeded once: a second run changes nothing', async () => {
    expect(
      await seedDemoCatalogue(
        t.database,
        new SecretBox('test-secret-0123456789abcdef'),
        'demo',
        createLogger('silent'),
      ),
    ).toBe(false);
  });
});
