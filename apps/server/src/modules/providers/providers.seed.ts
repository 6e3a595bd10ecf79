import type { Database, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { providers, tenants, validators } from '../../db/schema';
import { PROVIDER_CATALOGUE, VALIDATOR_CATALOGUE } from './provider-catalogue';

/**
 * Providers and validators of a tenant, added where missing (by code / name) and never
 * overwriting what staff changed: safe on every new tenant and again on an existing one.
 */
export async function seedProvidersAndValidators(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(providers)
    .values(
      PROVIDER_CATALOGUE.map((p) => ({
        tenantId,
        code: p.code,
        name: p.name,
        ownAgreements: p.ownAgreements,
        supportsInsurance: p.supportsInsurance,
        supportsPickup: p.supportsPickup,
        serviceTypes: p.serviceTypes,
      })),
    )
    .onConflictDoNothing({ target: [providers.tenantId, providers.code] });
  await tx
    .insert(validators)
    .values(VALIDATOR_CATALOGUE.map((v) => ({ tenantId, ...v, status: 'active' as const })))
    .onConflictDoNothing({ target: [validators.tenantId, validators.name] });
}

/**
 * Every tenant's providers brought up to the catalogue (a provider added in a release, such as
 * Manual in issue 21, reaches tenants created before it). Safe on every start: it only adds.
 */
export async function syncProvidersOfAllTenants(database: Database): Promise<void> {
  for (const tenant of await database.db.select({ id: tenants.id }).from(tenants))
    await withTenant(database.db, tenant.id, (tx) => seedProvidersAndValidators(tx, tenant.id));
}
