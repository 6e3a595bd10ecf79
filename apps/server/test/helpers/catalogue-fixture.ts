import { eq } from 'drizzle-orm';
import type { Tx } from '../../src/db/client';
import {
  carriers,
  countries,
  providers,
  serviceCountries,
  servicePostalCodes,
  servicePrices,
  serviceZones,
  services,
  zones,
} from '../../src/db/schema';
import { nextSequence, withTenant } from '../../src/db/tenant-tx';
import { bumpCatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import type { TestApp } from './test-app';

type ServiceInsert = Partial<typeof services.$inferInsert> & { name: string; code: string };
type CarrierInsert = Partial<typeof carriers.$inferInsert> & { name: string };

/**
 * Writes catalogue rows straight into a tenant (as the back-office screens would), bumping the
 * catalogue version like every real write does. For the quote tests.
 */
export class CatalogueFixture {
  constructor(
    private readonly t: TestApp,
    readonly tenantId: number,
  ) {}

  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return withTenant(this.t.database.db, this.tenantId, async (tx) => {
      const out = await fn(tx);
      await bumpCatalogueVersion(tx, this.tenantId);
      return out;
    });
  }

  async country(code: string, name: string): Promise<number> {
    return this.run(async (tx) => {
      const [found] = await tx.select().from(countries).where(eq(countries.code, code));
      if (found) return found.id;
      const [row] = await tx
        .insert(countries)
        .values({ tenantId: this.tenantId, code, name })
        .returning();
      return row!.id;
    });
  }

  async provider(code: string): Promise<number> {
    return this.run(async (tx) => {
      const [found] = await tx.select().from(providers).where(eq(providers.code, code));
      if (found) return found.id;
      const [row] = await tx
        .insert(providers)
        .values({ tenantId: this.tenantId, code, name: code })
        .returning();
      return row!.id;
    });
  }

  async carrier(values: CarrierInsert & { providerCode?: string }): Promise<number> {
    const providerId = await this.provider(values.providerCode ?? 'GenericCarrier');
    return this.run(async (tx) => {
      const [row] = await tx
        .insert(carriers)
        .values({
          tenantId: this.tenantId,
          sequentialId: await nextSequence(tx, this.tenantId, 'carriers'),
          status: 'active',
          providerId,
          ...values,
        })
        .returning();
      return row!.id;
    });
  }

  async service(
    carrierId: number,
    values: ServiceInsert,
    extra: { countryIds?: number[]; zoneIds?: number[] } = {},
  ): Promise<number> {
    return this.run(async (tx) => {
      const [row] = await tx
        .insert(services)
        .values({
          tenantId: this.tenantId,
          sequentialId: await nextSequence(tx, this.tenantId, 'services'),
          carrierId,
          status: 'active',
          serviceType: 'national',
          days: 2,
          ...values,
        })
        .returning();
      const id = row!.id;
      for (const countryId of extra.countryIds ?? [])
        await tx
          .insert(serviceCountries)
          .values({ tenantId: this.tenantId, serviceId: id, countryId });
      for (const zoneId of extra.zoneIds ?? [])
        await tx.insert(serviceZones).values({ tenantId: this.tenantId, serviceId: id, zoneId });
      return id;
    });
  }

  /** Rows as [kg, main_admin_cost, admin_cost, price] in pesos. */
  async prices(serviceId: number, rows: [number, number, number, number][]): Promise<void> {
    await this.run(async (tx) => {
      for (const [kg, mainAdmin, admin, price] of rows) {
        await tx.insert(servicePrices).values({
          tenantId: this.tenantId,
          serviceId,
          kg,
          mainAdminCostCents: Math.round(mainAdmin * 100),
          adminCostCents: Math.round(admin * 100),
          priceCents: Math.round(price * 100),
        });
      }
    });
  }

  async zone(name: string, countryId: number, postalCodes: string[]): Promise<number> {
    return this.run(async (tx) => {
      const [row] = await tx.insert(zones).values({ tenantId: this.tenantId, name }).returning();
      for (const postalCode of postalCodes) {
        await tx
          .insert(servicePostalCodes)
          .values({ tenantId: this.tenantId, zoneId: row!.id, countryId, postalCode });
      }
      return row!.id;
    });
  }
}
