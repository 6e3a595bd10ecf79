import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import type { Logger } from '../../lib/logger';
import type { SecretBox } from '../../lib/secret-box';
import { CARRIER_INTEGRATIONS } from '../../integrations/carriers/carrier-integrations';
import type { CarrierIntegration } from '../../integrations/carriers/carrier-integration';
import { storedSettingValue } from '../../modules/carrier-settings/carrier-settings.service';
import { bumpCatalogueVersion } from '../../modules/catalogue/catalogue-version';
import { tenantBySlug } from '../../modules/tenants/tenants.service';
import {
  carrierSettings,
  carriers,
  countries,
  providers,
  serviceCountries,
  services,
} from '../schema';
import { nextSequence, withTenant } from '../tenant-tx';

/** The four layers over a quoted carrier rate, as every demo carrier's quoted services carry them. */
export const QUOTED_LAYERS = {
  useQuotedRates: true,
  trackable: true,
  internationalPercent: 3,
  mainAdminPercent: 5,
  mainAdminAmountCents: 1_000,
  clientPercentage: 12,
} as const;

async function seedOne(
  tx: Tx,
  tenantId: number,
  integration: CarrierIntegration,
  secrets: SecretBox,
) {
  const [provider] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.tenantId, tenantId), eq(providers.code, integration.providerCode)));
  if (!provider) return false;
  const [existing] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.providerId, provider.id), eq(carriers.ownAgreements, false)))
    .limit(1);
  if (existing) return false;
  const demo = integration.demo;
  const [carrier] = await tx
    .insert(carriers)
    .values({
      tenantId,
      sequentialId: await nextSequence(tx, tenantId, 'carriers'),
      name: demo.name,
      providerId: provider.id,
      status: 'active',
      environment: 'sandbox',
      pickup: demo.pickup,
      insuranceType: demo.insuranceType,
      maxWeight: demo.maxWeightKg,
    })
    .returning({ id: carriers.id });
  const entries = Object.entries(demo.settings);
  if (entries.length) {
    await tx.insert(carrierSettings).values(
      entries.map(([key, value]) => ({
        tenantId,
        carrierId: carrier!.id,
        key,
        value: storedSettingValue(secrets, key, value),
      })),
    );
  }
  const countryIds = Object.fromEntries(
    (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  for (const s of demo.services) {
    const [service] = await tx
      .insert(services)
      .values({
        tenantId,
        sequentialId: await nextSequence(tx, tenantId, 'services'),
        carrierId: carrier!.id,
        status: 'active',
        name: s.name,
        code: s.code,
        days: s.days,
        serviceType: s.serviceType,
        hasPickup: demo.pickup,
        ...QUOTED_LAYERS,
      })
      .returning({ id: services.id });
    const names = s.serviceType === 'national' ? ['MX'] : ['US', 'CA'];
    const rows = names
      .filter((code) => countryIds[code] !== undefined)
      .map((code) => ({ tenantId, serviceId: service!.id, countryId: countryIds[code]! }));
    if (rows.length) await tx.insert(serviceCountries).values(rows);
  }
  return true;
}

/**
 * Mexico's carriers on the demo tenant (issue 19): for each integration, a sandbox carrier with
 * its mock server's demo account and its services, quoted at the carrier's rate with the same
 * four layers as the demo's FedEx. Once per provider: a carrier of that provider (an earlier
 * seed's, or one staff made) means it is there; an older demo tenant gets the missing ones.
 * Only on a tenant with the demo catalogue (see below).
 */
export async function seedDemoMexicanCarriers(
  database: Database,
  secrets: SecretBox,
  tenantSlug: string,
  log: Logger,
): Promise<string[]> {
  const tenant = await tenantBySlug(database.db, tenantSlug);
  if (!tenant) return [];
  const added = await withTenant(database.db, tenant.id, async (tx) => {
    const names: string[] = [];
    // Only a tenant holding the demo catalogue (its FedEx sandbox carrier) gets them: a tenant
    // whose carriers someone else made (a benchmark's, a demo rebuilt by hand) is left alone.
    const [fedex] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(and(eq(providers.code, 'FedexRest'), eq(carriers.ownAgreements, false)))
      .limit(1);
    if (!fedex) return names;
    for (const integration of CARRIER_INTEGRATIONS) {
      if (!integration.demo.services.length) continue;
      if (await seedOne(tx, tenant.id, integration, secrets)) names.push(integration.demo.name);
    }
    if (names.length) await bumpCatalogueVersion(tx, tenant.id);
    return names;
  });
  if (added.length)
    log.info({ carriers: added }, 'demo carriers of Mexico seeded (sandbox, mock servers)');
  return added;
}
