import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import type { Logger } from '../../lib/logger';
import type { SecretBox } from '../../lib/secret-box';
import { FEDEX_MOCK_DEMO_CREDENTIALS } from '../../integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { storedSettingValue } from '../../modules/carrier-settings/carrier-settings.service';
import { seedCountries } from '../../modules/countries/countries.seed';
import { seedProvidersAndValidators } from '../../modules/providers/providers.seed';
import { bumpCatalogueVersion } from '../../modules/catalogue/catalogue-version';
import { tenantBySlug } from '../../modules/tenants/tenants.service';
import {
  carrierSettings,
  carriers,
  countries,
  providers,
  serviceCountries,
  servicePostalCodes,
  servicePrices,
  serviceZones,
  services,
  userPrices,
  users,
  zones,
} from '../schema';
import { nextSequence, withTenant } from '../tenant-tx';
import { seedDemoCarrierLimits } from './demo-carrier-limits';
import { seedDemoManualCarrier } from './demo-manual-carrier';
import { QUOTED_LAYERS } from './demo-mx-carriers';

type ServiceValues = Omit<
  typeof services.$inferInsert,
  'tenantId' | 'sequentialId' | 'carrierId' | 'status'
>;

/** Postal codes of the demo subset, by zone (issue 8: a quote 64000 → 06700 must price). */
export const DEMO_ZONES: Readonly<Record<string, readonly string[]>> = {
  Norte: ['64000', '64460', '64720', '66220', '66260'],
  Centro: ['06700', '06600', '06140', '06000', '03100', '11560', '72000'],
  Occidente: ['44100', '44160'],
  Sureste: ['97000'],
  // The extended zone of "Terrestre": where the courier charges a remote-delivery fee.
  'Zona extendida': ['97000', '22000'],
};

/** [kg, main_admin_cost, admin_cost, price] in pesos: the three layers of a static table. */
type PriceRow = [number, number, number, number];

const GROUND: PriceRow[] = [
  [1, 78, 92, 119],
  [2, 84, 99, 129],
  [3, 90, 106, 139],
  [5, 102, 120, 159],
  [10, 135, 159, 209],
  [15, 168, 198, 259],
  [20, 205, 241, 315],
  [25, 240, 282, 369],
  [30, 276, 325, 425],
];
const NEXT_DAY: PriceRow[] = GROUND.map(([kg, a, b, c]) => [kg, a + 40, b + 48, c + 70]);
const REGIONAL: PriceRow[] = GROUND.slice(0, 6).map(([kg, a, b, c]) => [
  kg,
  a - 12,
  b - 14,
  c - 20,
]);
const INTERNATIONAL: PriceRow[] = [
  [1, 420, 480, 620],
  [2, 510, 585, 755],
  [5, 780, 895, 1_150],
  [10, 1_220, 1_400, 1_799],
];
/** Carmen (the demo customer) has her own Terrestre prices, below the list price. */
const CARMEN_GROUND: [number, number][] = [
  [1, 109],
  [2, 118],
  [3, 127],
  [5, 145],
  [10, 192],
];

async function idByCode(
  tx: Tx,
  table: typeof countries | typeof providers,
  tenantId: number,
  code: string,
  name: string,
): Promise<number> {
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.code, code)));
  if (found) return found.id;
  const [row] = await tx.insert(table).values({ tenantId, code, name }).returning({ id: table.id });
  return row!.id;
}

async function addPrices(tx: Tx, tenantId: number, serviceId: number, rows: PriceRow[]) {
  await tx.insert(servicePrices).values(
    rows.map(([kg, mainAdmin, admin, price]) => ({
      tenantId,
      serviceId,
      kg,
      mainAdminCostCents: mainAdmin * 100,
      adminCostCents: admin * 100,
      priceCents: price * 100,
    })),
  );
}

/**
 * The demo tenant's catalogue (issue 8): a GenericCarrier "Despacho Express" with a national
 * static service (extended zone, margins at every layer), a next-day one, a zonal one and an
 * international one; a FedEx carrier in sandbox mode, priced by the local FedEx mock; zones with
 * the demo postal codes; and Carmen's own prices. Runs once: skipped when the tenant has carriers.
 * Then the carriers' parcel limits (demo-carrier-limits.ts), which an older demo tenant gets too.
 */
export async function seedDemoCatalogue(
  database: Database,
  secrets: SecretBox,
  tenantSlug: string,
  log: Logger,
): Promise<boolean> {
  const tenant = await tenantBySlug(database.db, tenantSlug);
  if (!tenant) return false;
  const seeded = await withTenant(database.db, tenant.id, async (tx) => {
    const tenantId = tenant.id;
    // A demo tenant created before countries and providers were seeded gets them now.
    await seedCountries(tx, tenantId);
    await seedProvidersAndValidators(tx, tenantId);
    const [existing] = await tx.select({ id: carriers.id }).from(carriers).limit(1);
    if (existing) return false;

    const mx = await idByCode(tx, countries, tenantId, 'MX', 'México');
    const us = await idByCode(tx, countries, tenantId, 'US', 'Estados Unidos');
    const ca = await idByCode(tx, countries, tenantId, 'CA', 'Canadá');
    const generic = await idByCode(tx, providers, tenantId, 'GenericCarrier', 'GenericCarrier');
    const fedexProvider = await idByCode(tx, providers, tenantId, 'FedexRest', 'FedexRest');

    const zoneIds: Record<string, number> = {};
    for (const [name, codes] of Object.entries(DEMO_ZONES)) {
      const [zone] = await tx.insert(zones).values({ tenantId, name }).returning();
      zoneIds[name] = zone!.id;
      await tx
        .insert(servicePostalCodes)
        .values(
          codes.map((postalCode) => ({ tenantId, zoneId: zone!.id, countryId: mx, postalCode })),
        );
    }

    const carrier = async (
      values: Omit<typeof carriers.$inferInsert, 'tenantId' | 'sequentialId'>,
    ) => {
      const [row] = await tx
        .insert(carriers)
        .values({ tenantId, sequentialId: await nextSequence(tx, tenantId, 'carriers'), ...values })
        .returning();
      return row!.id;
    };
    const service = async (carrierId: number, values: ServiceValues) => {
      const [row] = await tx
        .insert(services)
        .values({
          tenantId,
          sequentialId: await nextSequence(tx, tenantId, 'services'),
          carrierId,
          status: 'active',
          ...values,
        })
        .returning();
      return row!.id;
    };

    const express = await carrier({
      name: 'Despacho Express',
      providerId: generic,
      status: 'active',
      pickup: true,
      insuranceType: 'internal',
      insurancePercentage: 1.5,
      maxWeight: 30,
      maxLength: 150,
      maxWidth: 100,
      maxHeight: 100,
    });
    const ground = await service(express, {
      name: 'Terrestre',
      code: 'TERRESTRE',
      serviceType: 'national',
      days: 3,
      useStaticRates: true,
      trackable: true,
      hasPickup: true,
      extraKgPriceCents: 1_100,
      zone: 'Zona extendida',
      extendedZonePriceCents: 8_000,
    });
    await addPrices(tx, tenantId, ground, GROUND);
    const nextDay = await service(express, {
      name: 'Día siguiente',
      code: 'DIA_SIGUIENTE',
      serviceType: 'national',
      days: 1,
      useStaticRates: true,
      trackable: true,
      hasPickup: true,
    });
    await addPrices(tx, tenantId, nextDay, NEXT_DAY);
    const regional = await service(express, {
      name: 'Regional Norte–Centro',
      code: 'REGIONAL',
      serviceType: 'zonal',
      days: 2,
      useStaticRates: true,
      trackable: true,
    });
    await addPrices(tx, tenantId, regional, REGIONAL);
    await tx.insert(serviceZones).values([
      { tenantId, serviceId: regional, zoneId: zoneIds.Norte! },
      { tenantId, serviceId: regional, zoneId: zoneIds.Centro! },
    ]);
    const international = await service(express, {
      name: 'Internacional Económico',
      code: 'INTERNACIONAL',
      serviceType: 'international',
      days: 6,
      useStaticRates: true,
      trackable: true,
    });
    await addPrices(tx, tenantId, international, INTERNATIONAL);
    await tx.insert(serviceCountries).values([
      { tenantId, serviceId: international, countryId: us },
      { tenantId, serviceId: international, countryId: ca },
    ]);

    const fedex = await carrier({
      name: 'FedEx',
      providerId: fedexProvider,
      status: 'active',
      environment: 'sandbox',
      pickup: true,
      insuranceType: 'provider',
      maxWeight: 68,
    });
    await tx.insert(carrierSettings).values(
      Object.entries(FEDEX_MOCK_DEMO_CREDENTIALS).map(([key, value]) => ({
        tenantId,
        carrierId: fedex,
        key,
        // Credentials are secrets at rest (spec 3 §6: keys naming an id, key, password or secret).
        value: storedSettingValue(secrets, key, value),
      })),
    );
    // Quoted services: FedEx's account rate, then the four layers as percentages and amounts.
    const quoted = {
      ...QUOTED_LAYERS,
      serviceType: 'national' as const,
      hasPickup: true,
    };
    const saver = await service(fedex, {
      ...quoted,
      name: 'Express Saver',
      code: 'FEDEX_EXPRESS_SAVER',
      days: 3,
    });
    const overnight = await service(fedex, {
      ...quoted,
      name: 'Standard Overnight',
      code: 'STANDARD_OVERNIGHT',
      days: 1,
    });
    // Every service names its countries (spec 3 §3: at least one); national ones name Mexico.
    await tx.insert(serviceCountries).values(
      [ground, nextDay, regional, saver, overnight].map((serviceId) => ({
        tenantId,
        serviceId,
        countryId: mx,
      })),
    );

    const [carmen] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, 'customer@despacho.test')));
    if (carmen) {
      await tx.insert(userPrices).values(
        CARMEN_GROUND.map(([kg, price]) => ({
          tenantId,
          userId: carmen.id,
          serviceId: ground,
          kg,
          priceCents: price * 100,
        })),
      );
    }
    await bumpCatalogueVersion(tx, tenantId);
    return true;
  });
  if (seeded) log.info('demo catalogue seeded (Despacho Express and FedEx sandbox)');
  // The manual carrier (issue 21): on a new demo tenant and, once, on one seeded before it;
  // before the limits, which it gets too.
  const manual = await withTenant(database.db, tenant.id, async (tx) => {
    const added = await seedDemoManualCarrier(tx, tenant.id);
    if (added) await bumpCatalogueVersion(tx, tenant.id);
    return added;
  });
  if (manual) log.info('demo manual carrier seeded (Envío manual)');
  // Also on a demo tenant seeded before the carriers had limits (once; see the function).
  const limited = await withTenant(database.db, tenant.id, async (tx) => {
    const changed = await seedDemoCarrierLimits(tx, tenant.id);
    if (changed) await bumpCatalogueVersion(tx, tenant.id);
    return changed;
  });
  if (limited) log.info('demo carriers given their parcel limits (max_weight, max_dimensions)');
  return seeded;
}
