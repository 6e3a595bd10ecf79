import type {
  OwnAgreement,
  OwnAgreementCreate,
  OwnAgreementField,
  OwnAgreementUpdate,
} from '@despacho/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierSettings, carriers, services, type ProviderRow } from '../../db/schema';
import { nextSequence, withTenant } from '../../db/tenant-tx';
import { fieldError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { logSettingChange, storedSettingValue } from '../carrier-settings/carrier-settings.service';
import { credentialFields, credentialsFrom, testCredentials } from './own-agreement-credentials';
import {
  DELETED_KEY,
  agreementCount,
  hasShipments,
  providerById,
  type StoredAgreement,
} from './own-agreements.repository';
import { serializeAgreement } from './own-agreements.serializer';
import { findAgreement, guardWrite, usableProvider } from './own-agreements.service';

/** Spec 3 §3: named from user id, provider name in lower case with dashes, user id, count + 1. */
export function agreementName(userId: number, providerName: string, count: number): string {
  const slug = providerName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${userId}-${slug}-${userId}-${count + 1}`.slice(0, 80);
}

/** Decision (issue 19): sandbox in demo mode (the provider's mock), production otherwise. */
const environmentOf = (ctx: ServiceContext) =>
  ctx.deps.config.mode === 'demo' ? ('sandbox' as const) : ('production' as const);

/** The provider's service types for these codes, in the provider's order (else a field error). */
function serviceTypes(provider: ProviderRow, codes: string[]) {
  const types = provider.serviceTypes ?? [];
  if (codes.some((c) => !types.some((t) => t.code === c)))
    throw fieldError('service_codes', 'v.own_agreement_service');
  return types.filter((t) => codes.includes(t.code));
}

/** Services: the chosen types active (added when new), the others suspended (kept for history). */
async function syncServices(
  ctx: ServiceContext,
  tx: Tx,
  a: Pick<StoredAgreement, 'carrier' | 'services'> & { provider: ProviderRow },
  codes: string[],
) {
  for (const t of serviceTypes(a.provider, codes)) {
    const existing = a.services.find((s) => s.code === t.code);
    if (existing) continue;
    await tx.insert(services).values({
      tenantId: ctx.tenant.id,
      sequentialId: await nextSequence(tx, ctx.tenant.id, 'services'),
      carrierId: a.carrier.id,
      name: t.name,
      code: t.code,
      status: 'active',
      serviceType: 'national',
      days: 2,
      trackable: true,
      hasPickup: a.provider.supportsPickup,
      useQuotedRates: true,
    });
  }
  const on = a.services.filter((s) => codes.includes(s.code)).map((s) => s.id);
  const off = a.services.filter((s) => !codes.includes(s.code)).map((s) => s.id);
  if (on.length)
    await tx.update(services).set({ status: 'active' }).where(inArray(services.id, on));
  if (off.length)
    await tx.update(services).set({ status: 'suspended' }).where(inArray(services.id, off));
}

export async function createOwnAgreement(
  ctx: ServiceContext,
  input: OwnAgreementCreate & { provider_id: number },
): Promise<OwnAgreement> {
  const accountId = await guardWrite(ctx, 'create');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    providerById(tx, input.provider_id),
  );
  const { provider, connector } = usableProvider(ctx, row);
  serviceTypes(provider, input.service_codes);
  const fields = credentialFields(connector);
  const creds = credentialsFrom(fields, input.settings);
  const environment = environmentOf(ctx);
  // The carrier is asked before the transaction: no connection is held while it answers.
  await testCredentials(ctx, connector, fields, creds, environment);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const count = await agreementCount(tx, accountId);
    const [carrier] = await tx
      .insert(carriers)
      .values({
        tenantId: ctx.tenant.id,
        sequentialId: await nextSequence(tx, ctx.tenant.id, 'carriers'),
        name: agreementName(accountId, provider.name, count),
        providerId: provider.id,
        status: 'active',
        environment,
        pickup: provider.supportsPickup,
        ownAgreements: true,
        userId: accountId,
      })
      .returning();
    for (const [key, value] of Object.entries(creds)) {
      await tx.insert(carrierSettings).values({
        tenantId: ctx.tenant.id,
        carrierId: carrier!.id,
        key,
        value: storedSettingValue(ctx.deps.secrets, key, value),
      });
      await logSettingChange(ctx, tx, carrier!.id, key, null, value);
    }
    await syncServices(ctx, tx, { carrier: carrier!, provider, services: [] }, input.service_codes);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return serializeAgreement(await findAgreement(tx, accountId, carrier!.id));
  });
}

const plainSettings = (ctx: ServiceContext, a: StoredAgreement, fields: OwnAgreementField[]) =>
  Object.fromEntries(
    a.settings
      .filter((s) => fields.some((f) => f.key === s.key))
      .map((s) => [s.key, ctx.deps.secrets.decrypt(s.value)]),
  );

/** New credentials ("*****" keeps a secret) and services; the credentials are tested again. */
export async function updateOwnAgreement(
  ctx: ServiceContext,
  id: number,
  input: OwnAgreementUpdate,
): Promise<OwnAgreement> {
  const accountId = await guardWrite(ctx, 'update');
  const current = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findAgreement(tx, accountId, id),
  );
  const { connector } = usableProvider(ctx, current.provider);
  serviceTypes(current.provider, input.service_codes);
  const fields = credentialFields(connector);
  const before = plainSettings(ctx, current, fields);
  const creds = credentialsFrom(fields, input.settings, before);
  await testCredentials(ctx, connector, fields, creds, current.carrier.environment);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const a = await findAgreement(tx, accountId, id);
    for (const [key, value] of Object.entries(creds)) {
      if (before[key] === value) continue;
      const value_ = storedSettingValue(ctx.deps.secrets, key, value);
      const updated = await tx
        .update(carrierSettings)
        .set({ value: value_, updatedAt: new Date() })
        .where(and(eq(carrierSettings.carrierId, id), eq(carrierSettings.key, key)))
        .returning({ id: carrierSettings.id });
      if (!updated.length)
        await tx
          .insert(carrierSettings)
          .values({ tenantId: ctx.tenant.id, carrierId: id, key, value: value_ });
      await logSettingChange(ctx, tx, id, key, before[key] ?? null, value);
    }
    await syncServices(ctx, tx, a, input.service_codes);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return serializeAgreement(await findAgreement(tx, accountId, id));
  });
}

export async function setOwnAgreementStatus(
  ctx: ServiceContext,
  id: number,
  status: 'active' | 'suspended',
): Promise<OwnAgreement> {
  const accountId = await guardWrite(ctx, 'update');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await findAgreement(tx, accountId, id);
    await tx.update(carriers).set({ status, updatedAt: new Date() }).where(eq(carriers.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return serializeAgreement(await findAgreement(tx, accountId, id));
  });
}

/**
 * Deleted for good when no shipment points at it; otherwise kept for the shipments' record,
 * suspended and marked deleted (it never shows or rates again).
 */
export async function deleteOwnAgreement(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  const accountId = await guardWrite(ctx, 'destroy');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await findAgreement(tx, accountId, id);
    if (await hasShipments(tx, id)) {
      await tx.update(carriers).set({ status: 'suspended' }).where(eq(carriers.id, id));
      await tx.insert(carrierSettings).values({
        tenantId: ctx.tenant.id,
        carrierId: id,
        key: DELETED_KEY,
        value: new Date().toISOString(),
        visible: false,
      });
    } else {
      await tx.delete(carriers).where(eq(carriers.id, id));
    }
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}
