import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { countries, providers } from '../src/db/schema';
import { enterTenant, nextSequence } from '../src/db/tenant-tx';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { tenantBySlug } from '../src/modules/tenants/tenants.service';

export const BENCH_CARRIERS = 10;
export const BENCH_SERVICES_PER_CARRIER = 10;
export const BENCH_POSTAL_CODES = 150_000;

/**
 * The benchmark's catalogue in the demo tenant: 10 carriers × 10 static services (national and
 * zonal, 30 weight rows each) and 150 k coverage postal codes spread over 5 zones; the two codes
 * the benchmark quotes between are in the first zone.
 */
export async function seedBenchCatalogue(database: Database): Promise<{ mxId: number }> {
  const tenant = await tenantBySlug(database.db, 'demo');
  if (!tenant) throw new Error('demo tenant missing');
  const t = tenant.id;
  return database.db.transaction(async (tx) => {
    await enterTenant(tx, t);
    let [mx] = await tx
      .select()
      .from(countries)
      .where(sql`code = 'MX'`);
    mx ??= (
      await tx.insert(countries).values({ tenantId: t, code: 'MX', name: 'México' }).returning()
    )[0]!;
    let [generic] = await tx
      .select()
      .from(providers)
      .where(sql`code = 'GenericCarrier'`);
    generic ??= (
      await tx
        .insert(providers)
        .values({ tenantId: t, code: 'GenericCarrier', name: 'Generic' })
        .returning()
    )[0]!;
    const zoneIds: number[] = [];
    for (let z = 0; z < 5; z++) {
      const rows = await tx.execute(
        sql`insert into zones (tenant_id, name) values (${t}, ${`Bench ${z}`}) returning id`,
      );
      zoneIds.push(Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id));
    }
    // 150 k codes: 30 k per zone (zones overlap past 100 k, as real ones do), one statement each.
    for (let z = 0; z < 5; z++) {
      await tx.execute(sql`insert into service_postal_codes (tenant_id, postal_code, country_id, zone_id)
        select ${t}, lpad(((${z * 30_000}::int + g) % 100000)::text, 5, '0'), ${mx.id}, ${zoneIds[z]!}
        from generate_series(0, 29999) g`);
    }
    await tx.execute(sql`insert into service_postal_codes (tenant_id, postal_code, country_id, zone_id)
      values (${t}, '64000', ${mx.id}, ${zoneIds[0]!}), (${t}, '06700', ${mx.id}, ${zoneIds[0]!})
      on conflict do nothing`);
    for (let c = 0; c < BENCH_CARRIERS; c++) {
      const carrier =
        await tx.execute(sql`insert into carriers (tenant_id, sequential_id, name, provider_id, status)
        values (${t}, ${await nextSequence(tx, t, 'carriers')}, ${`Bench ${c}`}, ${generic.id}, 'active') returning id`);
      const carrierId = Number((carrier as unknown as { rows: { id: number }[] }).rows[0]!.id);
      for (let s = 0; s < BENCH_SERVICES_PER_CARRIER; s++) {
        const zonal = s % 2 === 1;
        const service = await tx.execute(sql`insert into services
          (tenant_id, sequential_id, carrier_id, name, code, status, service_type, days, client_percentage)
          values (${t}, ${await nextSequence(tx, t, 'services')}, ${carrierId}, ${`Servicio ${c}-${s}`},
            ${`S${c}${s}`}, 'active', ${zonal ? 'zonal' : 'national'}, ${1 + (s % 5)}, 10) returning id`);
        const serviceId = Number((service as unknown as { rows: { id: number }[] }).rows[0]!.id);
        if (zonal) {
          await tx.execute(sql`insert into service_zones (tenant_id, service_id, zone_id)
            values (${t}, ${serviceId}, ${zoneIds[0]!}), (${t}, ${serviceId}, ${zoneIds[1]!})`);
        }
        await tx.execute(sql`insert into service_prices (tenant_id, service_id, kg, price_cents, admin_cost_cents, main_admin_cost_cents)
          select ${t}, ${serviceId}, g, 9900 + g * 1000 + ${c * 100 + s}, 8000 + g * 900, 7000 + g * 800
          from generate_series(1, 30) g`);
      }
    }
    await bumpCatalogueVersion(tx, t);
    return { mxId: mx.id };
  });
}

/** The benchmarks' quote: a 40×30×20 cm, 3.2 kg box from Monterrey (64000) to CDMX (06700). */
export const benchQuoteBody = (mxId: number): string =>
  JSON.stringify({
    quote: {
      parcel_type: 'box',
      length: 40,
      width: 30,
      height: 20,
      weight: 3.2,
      origin_postal_code: '64000',
      origin_country_id: mxId,
      destination_postal_code: '06700',
      destination_country_id: mxId,
    },
  });
