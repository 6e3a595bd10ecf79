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
import { carrierSettings, carrierValidators, carriers, countries } from '../schema';
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

const quote = (
  as: 'customer' | 'admin',
  destination = '06700',
  parcel: Record<string, number> = {},
) =>
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
        ...parcel,
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

  it('has carriers that refuse a parcel over their own limits, with a reason, instead of pricing it', async () => {
    type Rejected = { carrier_name: string; service_name: string; code: string; message: string };
    const why = async (parcel: Record<string, number>) => {
      const res = await quote('admin', '06700', parcel);
      expect(res.status).toBe(200);
      const rejected = res.body.data.rejected as Rejected[];
      return {
        priced: (res.body.data.rates as { service_name: string }[]).map((r) => r.service_name),
        fedex: rejected.filter((r) => r.carrier_name === 'FedEx').map((r) => r.code),
        terrestre: rejected.find((r) => r.service_name === 'Terrestre'),
      };
    };
    // 69 kg is a parcel the contracts accept (70 kg), but FedEx takes 68 and Despacho Express 30.
    const heavy = await why({ weight: 69 });
    expect(heavy.priced).toEqual([]);
    expect(heavy.fedex).toEqual(['limit.weight', 'limit.weight']);
    expect(heavy.terrestre).toMatchObject({
      code: 'limit.weight',
      message: 'El paquete pesa más de lo que acepta la paquetería.',
    });
    // 130 × 51 × 50 cm: every side within both carriers' boxes, but 332 cm of length + girth.
    const girth = await why({ length: 130, width: 51, height: 50, weight: 20 });
    expect(girth.priced).toEqual([]);
    expect(girth.fedex).toEqual(['limit.dimensions', 'limit.dimensions']);
    expect(girth.terrestre?.code).toBe('limit.dimensions');
    // 280 cm long: within the contracts' 300 cm, over FedEx's 274 cm a side.
    expect((await why({ length: 280, width: 10, height: 10, weight: 5 })).fedex).toEqual([
      'limit.dimensions',
      'limit.dimensions',
    ]);
    // Just inside FedEx's 330 cm (and over Despacho Express's 300): FedEx prices it.
    const fits = await why({ length: 130, width: 50, height: 50, weight: 20 });
    expect(fits.fedex).toEqual([]);
    expect(fits.priced.sort()).toEqual(['Express Saver', 'Standard Overnight']);
    expect(fits.terrestre?.code).toBe('limit.dimensions');
  });

  it('gives a demo tenant seeded before the limits existed its limits once, never over staff changes', async () => {
    const secrets = new SecretBox('test-secret-0123456789abcdef');
    const seed = () => seedDemoCatalogue(t.database, secrets, 'demo', createLogger('silent'));
    const state = () =>
      withTenant(t.database.db, t.demoTenantId, async (tx) => {
        const [fedexRow] = await tx.select().from(carriers).where(eq(carriers.name, 'FedEx'));
        const attached = await tx.execute(
          sql`select v.name from carrier_validators cv join validators v on v.id = cv.validator_id
              where cv.carrier_id = ${fedexRow!.id} order by v.name`,
        );
        const [girth] = await tx
          .select({ value: carrierSettings.value })
          .from(carrierSettings)
          .where(
            and(
              eq(carrierSettings.carrierId, fedexRow!.id),
              eq(carrierSettings.key, 'max_length_girth'),
            ),
          );
        return {
          id: fedexRow!.id,
          weight: fedexRow!.maxWeight,
          sides: [fedexRow!.maxLength, fedexRow!.maxWidth, fedexRow!.maxHeight],
          validators: (attached as unknown as { rows: { name: string }[] }).rows.map((r) => r.name),
          girth: girth?.value ?? null,
        };
      });
    // A demo tenant as the catalogue seed left it before issue 17: no validators, no box, no girth.
    const before = await state();
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.delete(carrierValidators);
      await tx.delete(carrierSettings).where(eq(carrierSettings.key, 'max_length_girth'));
      await tx
        .update(carriers)
        .set({ maxLength: null, maxWidth: null, maxHeight: null })
        .where(eq(carriers.id, before.id));
      await bumpCatalogueVersion(tx, t.demoTenantId);
    });
    expect((await quote('admin', '06700', { weight: 69 })).body.data.rates.length).toBeGreaterThan(
      0,
    );

    expect(await seed()).toBe(false); // the catalogue itself is not seeded again
    expect(await state()).toMatchObject({
      weight: 68,
      sides: [274, 274, 274],
      validators: ['max_dimensions', 'max_weight'],
      girth: '330',
    });
    expect((await quote('admin', '06700', { weight: 69 })).body.data.rates).toEqual([]);

    // Staff loosen FedEx (a 60 kg limit, no size check): the next start keeps their choice.
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.update(carriers).set({ maxWeight: 60 }).where(eq(carriers.id, before.id));
      await tx.execute(
        sql`delete from carrier_validators where carrier_id = ${before.id}
            and validator_id = (select id from validators where name = 'max_dimensions')`,
      );
    });
    await seed();
    expect(await state()).toMatchObject({ weight: 60, validators: ['max_weight'], girth: '330' });
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
