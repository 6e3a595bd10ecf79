import type { ZProviderForm, ZValidatorForm } from '@despacho/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  carrierValidators,
  carriers,
  providers,
  serviceValidators,
  validators,
} from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';

const providerOut = (p: typeof providers.$inferSelect) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  visible: p.visible,
  own_agreements: p.ownAgreements,
  supports_insurance: p.supportsInsurance,
  supports_pickup: p.supportsPickup,
  service_types: p.serviceTypes,
});

/** Every provider, hidden ones included (the carrier form lists only visible ones). */
export async function listAllProviders(ctx: ServiceContext) {
  authorize(ctx, 'read', 'Provider');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select().from(providers).orderBy(asc(providers.name)),
  );
  return rows.map(providerOut);
}

/** GET providers/{id}/enums: the provider's service types (codes the carrier's services use). */
export async function providerEnums(ctx: ServiceContext, id: number) {
  authorize(ctx, 'read', 'Provider');
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select().from(providers).where(eq(providers.id, id)).limit(1),
  );
  if (!row) throw notFound();
  return row.serviceTypes;
}

export async function saveProvider(
  ctx: ServiceContext,
  id: number | null,
  input: z.output<typeof ZProviderForm>,
) {
  authorize(ctx, id ? 'update' : 'create', 'Provider');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const clash = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(
        id
          ? and(eq(providers.code, input.code), ne(providers.id, id))
          : eq(providers.code, input.code),
      )
      .limit(1);
    if (clash.length) throw fieldError('code', 'v.provider_code_taken');
    const values = { name: input.name, code: input.code, visible: input.visible };
    const [row] = id
      ? await tx
          .update(providers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(providers.id, id))
          .returning()
      : await tx
          .insert(providers)
          .values({ tenantId: ctx.tenant.id, ...values })
          .returning();
    if (!row) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return providerOut(row);
  });
}

/** A provider carriers use stays (409): its code is how they reach their connector. */
export async function deleteProvider(ctx: ServiceContext, id: number) {
  authorize(ctx, 'destroy', 'Provider');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [used] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(eq(carriers.providerId, id))
      .limit(1);
    if (used)
      throw new AppError('conflict', undefined, { fields: { base: ['v.provider_in_use'] } });
    const gone = await tx
      .delete(providers)
      .where(eq(providers.id, id))
      .returning({ id: providers.id });
    if (!gone.length) throw notFound();
  });
  return { ok: true as const };
}

const validatorOut = (v: typeof validators.$inferSelect) => ({
  id: v.id,
  name: v.name,
  description: v.description,
  status: v.status,
});

export async function listValidators(ctx: ServiceContext) {
  authorize(ctx, 'read', 'Validator');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select().from(validators).orderBy(asc(validators.name)),
  );
  return rows.map(validatorOut);
}

/** GET validators/{id}: one validator (the edit form reads it); another tenant's is a 404. */
export async function findValidator(ctx: ServiceContext, id: number) {
  authorize(ctx, 'read', 'Validator');
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx.select().from(validators).where(eq(validators.id, id)).limit(1),
  );
  if (!row) throw notFound();
  return validatorOut(row);
}

export async function saveValidator(
  ctx: ServiceContext,
  id: number | null,
  input: z.output<typeof ZValidatorForm>,
) {
  authorize(ctx, id ? 'update' : 'create', 'Validator');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const clash = await tx
      .select({ id: validators.id })
      .from(validators)
      .where(
        id
          ? and(eq(validators.name, input.name), ne(validators.id, id))
          : eq(validators.name, input.name),
      )
      .limit(1);
    if (clash.length) throw fieldError('name', 'v.validator_name_taken');
    const [row] = id
      ? await tx
          .update(validators)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(validators.id, id))
          .returning()
      : await tx
          .insert(validators)
          .values({ tenantId: ctx.tenant.id, ...input })
          .returning();
    if (!row) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return validatorOut(row);
  });
}

export async function deleteValidator(ctx: ServiceContext, id: number) {
  authorize(ctx, 'destroy', 'Validator');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await tx.delete(carrierValidators).where(eq(carrierValidators.validatorId, id));
    await tx.delete(serviceValidators).where(eq(serviceValidators.validatorId, id));
    const gone = await tx
      .delete(validators)
      .where(eq(validators.id, id))
      .returning({ id: validators.id });
    if (!gone.length) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true as const };
}
