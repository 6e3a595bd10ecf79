import type { Tx } from '../../db/client';
import { providers, validators } from '../../db/schema';
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
