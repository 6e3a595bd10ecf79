import {
  isEstafetaProvider,
  REDPACK_PROVIDER_CODE,
  type Carrier,
  type ListQuery,
  type ListResponse,
  type ZCarrierInput,
} from '@despacho/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { z } from 'zod';
import {
  carrierValidators,
  carriers,
  validators,
  type CarrierRow,
  type ProviderRow,
} from '../../db/schema';
import { nextSequence, withTenant } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, isDeveloper } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { toCents, toCentsOrNull } from '../catalogue/catalogue-money';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { catalogueInUse, refuseWhileInUse } from '../services/services.in-use';
import { findCarrier, findProvider, listCarrierRows } from './carriers.repository';
import { serializeCarrier } from './carriers.serializer';

type CarrierInput = z.output<typeof ZCarrierInput>;
const ORDER = ['name', 'created_at', 'status'] as const;

/** Main admins and developers set the freeze flag and the shipment limit (spec 3 §6). */
const isOwner = (ctx: ServiceContext) =>
  ctx.actor?.userType === 'main_admin' || ctx.actor?.userType === 'developer';

/** The limit the write leaves in place: the one sent (owners only) or the stored one. */
const limitAfter = (ctx: ServiceContext, input: CarrierInput, stored: number | null) =>
  isOwner(ctx) && input.shipment_limit !== undefined
    ? ((input.shipment_limit as number | null) ?? null)
    : stored;

/**
 * The static packages (spec 3 §2): Estafeta-type dimensions are the developer's and the main
 * admin's; the Redpack package and its flag any carrier writer's, the flag forced off for any
 * provider but Redpack. A value the writer may not set keeps the stored one.
 */
function staticPackages(
  ctx: ServiceContext,
  input: CarrierInput,
  provider: ProviderRow,
  stored: CarrierRow | null,
) {
  const dims =
    isOwner(ctx) && input.static_package_dimensions !== undefined
      ? input.static_package_dimensions
      : (stored?.staticPackageDimensions ?? null);
  const redpack = provider.code === REDPACK_PROVIDER_CODE;
  const useRedpack = input.use_redpack_static_package ?? stored?.useRedpackStaticPackage ?? false;
  return {
    staticPackageDimensions: isEstafetaProvider(provider.code) ? dims : null,
    redpackStaticPackage:
      input.redpack_static_package !== undefined
        ? input.redpack_static_package
        : (stored?.redpackStaticPackage ?? null),
    useRedpackStaticPackage: redpack && useRedpack,
  };
}

/** `insurance_type: provider` only for a provider that insures (spec 3 §4). */
function refuseUninsuredProvider(input: CarrierInput, provider: ProviderRow): void {
  if (input.insurance_type === 'provider' && !provider.supportsInsurance)
    throw fieldError('insurance_type', 'v.insurance_provider_unsupported');
}

function columns(
  ctx: ServiceContext,
  input: CarrierInput,
  provider: ProviderRow,
  stored: CarrierRow | null,
) {
  refuseUninsuredProvider(input, provider);
  const values = {
    name: input.name,
    providerId: input.provider_id,
    status: input.status,
    environment: input.environment,
    firstLimitSize: input.first_limit_size,
    firstLimitCostCents: toCentsOrNull(input.first_limit_cost),
    lastLimitSize: input.last_limit_size,
    lastLimitCostCents: toCentsOrNull(input.last_limit_cost),
    girth: input.girth,
    insuranceType: input.insurance_type,
    insurancePercentage: input.insurance_percentage ?? 0,
    insuranceAmountCents: toCents(input.insurance_amount ?? 0),
    maxWeight: input.max_weight,
    maxLength: input.max_length,
    maxWidth: input.max_width,
    maxHeight: input.max_height,
    ...staticPackages(ctx, input, provider, stored),
  };
  const withPickup = isDeveloper(ctx) ? { ...values, pickup: input.pickup } : values;
  if (!isOwner(ctx)) return withPickup;
  return {
    ...withPickup,
    ...(input.freeze_settings !== undefined ? { freezeSettings: input.freeze_settings } : {}),
    ...(input.shipment_limit !== undefined
      ? { shipmentLimit: input.shipment_limit as number | null }
      : {}),
  };
}

/** The carrier's validators: developers set them (spec 3 §6); unknown ids are refused. */
async function replaceCarrierValidators(
  ctx: ServiceContext,
  tx: Tx,
  carrierId: number,
  ids: number[] | undefined,
): Promise<void> {
  if (ids === undefined || !isDeveloper(ctx)) return;
  const unique = [...new Set(ids)];
  if (unique.length) {
    const known = await tx
      .select({ id: validators.id })
      .from(validators)
      .where(inArray(validators.id, unique));
    if (known.length !== unique.length) throw fieldError('validator_ids', 'v.invalid_value');
  }
  await tx.delete(carrierValidators).where(eq(carrierValidators.carrierId, carrierId));
  if (unique.length)
    await tx
      .insert(carrierValidators)
      .values(unique.map((validatorId) => ({ tenantId: ctx.tenant.id, carrierId, validatorId })));
}

/** A carrier whose shipment limit is reached cannot be (re)activated (spec 3 §6). */
function refuseActiveAtLimit(status: string, count: number, limit: number | null): void {
  if (status === 'active' && limit !== null && count >= limit)
    throw fieldError('status', 'v.carrier_limit_reached');
}

export async function listCarriers(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Carrier>> {
  authorize(ctx, 'read', 'Carrier');
  const p = listParams(query, ORDER, { field: 'name', dir: 'asc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listCarrierRows(tx, p),
  );
  return listOf(
    rows.map((r) =>
      serializeCarrier(ctx.tenant.slug, r.carrier, r.provider, r.services, r.validatorIds),
    ),
    total,
    p,
  );
}

export async function getCarrier(ctx: ServiceContext, id: number): Promise<Carrier> {
  authorize(ctx, 'read', 'Carrier');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findCarrier(tx, id));
  if (!row) throw notFound();
  return serializeCarrier(
    ctx.tenant.slug,
    row.carrier,
    row.provider,
    row.services,
    row.validatorIds,
  );
}

export async function createCarrier(ctx: ServiceContext, input: CarrierInput): Promise<Carrier> {
  authorize(ctx, 'create', 'Carrier');
  const id = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const provider = await findProvider(tx, input.provider_id);
    if (!provider) throw fieldError('provider_id', 'v.invalid_value');
    const values = columns(ctx, input, provider, null);
    refuseActiveAtLimit(values.status, 0, limitAfter(ctx, input, null));
    const [row] = await tx
      .insert(carriers)
      .values({
        tenantId: ctx.tenant.id,
        sequentialId: await nextSequence(tx, ctx.tenant.id, 'carriers'),
        ...values,
      })
      .returning({ id: carriers.id });
    await replaceCarrierValidators(ctx, tx, row!.id, input.validator_ids);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!.id;
  });
  return getCarrier(ctx, id);
}

export async function updateCarrier(
  ctx: ServiceContext,
  id: number,
  input: CarrierInput,
): Promise<Carrier> {
  authorize(ctx, 'update', 'Carrier');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findCarrier(tx, id);
    if (!stored) throw notFound();
    const provider = await findProvider(tx, input.provider_id);
    if (!provider) throw fieldError('provider_id', 'v.invalid_value');
    const values = columns(ctx, input, provider, stored.carrier);
    const limit = limitAfter(ctx, input, stored.carrier.shipmentLimit);
    if (
      limit !== null &&
      limit <= stored.carrier.shipmentCount &&
      limit !== stored.carrier.shipmentLimit
    )
      throw fieldError('shipment_limit', 'v.carrier_limit');
    if (stored.carrier.status !== 'active')
      refuseActiveAtLimit(values.status, stored.carrier.shipmentCount, limit);
    await tx
      .update(carriers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(carriers.id, id));
    await replaceCarrierValidators(ctx, tx, id, input.validator_ids);
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return getCarrier(ctx, id);
}

/** Activate or suspend from the list. */
export async function setCarrierStatus(
  ctx: ServiceContext,
  id: number,
  status: 'active' | 'suspended',
): Promise<Carrier> {
  authorize(ctx, 'update', 'Carrier');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findCarrier(tx, id);
    if (!stored) throw notFound();
    refuseActiveAtLimit(status, stored.carrier.shipmentCount, stored.carrier.shipmentLimit);
    await tx.update(carriers).set({ status, updatedAt: new Date() }).where(eq(carriers.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return getCarrier(ctx, id);
}

/**
 * Developers only. Never a cascade: a carrier with priced services, customers' own prices or
 * overrides, or shipments is refused (409) naming what is in the way; suspend it instead.
 */
export async function deleteCarrier(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Carrier');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findCarrier(tx, id);
    if (!stored) throw notFound();
    const inUse = await catalogueInUse(tx, { carrierId: id });
    inUse.shipments = Math.max(inUse.shipments, stored.carrier.shipmentCount);
    refuseWhileInUse('carrier', inUse, ctx.locale);
    await tx.delete(carriers).where(eq(carriers.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}
