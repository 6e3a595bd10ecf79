import type { ServicePrice, UserType, ZServicePriceInput } from '@despacho/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { servicePrices } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import {
  belowCostProblems,
  resolveRow,
  sellsBelowCost,
  serializePriceRow,
  type Cents,
  type RowErrors,
} from './service-prices-rules';
import { serviceForPrices, writableCarrier } from './services.service';

type PriceInput = z.output<typeof ZServicePriceInput>;

export const viewerOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;

export async function rowsOf(tx: Tx, serviceId: number) {
  return tx
    .select()
    .from(servicePrices)
    .where(eq(servicePrices.serviceId, serviceId))
    .orderBy(asc(servicePrices.kg));
}

/** The service (404 when it is not the tenant's), writable by this viewer. */
export async function writableService(ctx: ServiceContext, tx: Tx, serviceId: number) {
  const service = await serviceForPrices(ctx, tx, serviceId);
  await writableCarrier(ctx, tx, service.carrierId);
  return service;
}

const validation = (fields: RowErrors) => new AppError('validation_failed', undefined, { fields });

/**
 * The one rule for a row written from the API: who may set what, then below cost only with the
 * writer's confirmation. Answers the centavos to save.
 */
function checkedRow(
  ctx: ServiceContext,
  editAdminCost: boolean,
  input: PriceInput,
  stored: Parameters<typeof resolveRow>[2],
): Cents {
  const viewer = viewerOf(ctx);
  const resolved = resolveRow({ viewer, editAdminCost }, input, stored);
  if ('errors' in resolved) throw validation(resolved.errors);
  if (sellsBelowCost(resolved.cents) && input.confirm_below_cost !== true)
    throw validation({
      ...belowCostProblems(resolved.cents, viewer, ctx.locale),
      confirm_below_cost: ['v.confirm_below_cost'],
    });
  return resolved.cents;
}

export async function listServicePrices(
  ctx: ServiceContext,
  serviceId: number,
): Promise<ServicePrice[]> {
  authorize(ctx, 'read', 'ServicePrice');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await serviceForPrices(ctx, tx, serviceId);
    return rowsOf(tx, serviceId);
  });
  return rows.map((r) => serializePriceRow(r, viewerOf(ctx)));
}

export async function createServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  input: PriceInput,
): Promise<ServicePrice> {
  authorize(ctx, 'create', 'ServicePrice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await writableService(ctx, tx, serviceId);
    const existing = await rowsOf(tx, serviceId);
    if (existing.some((r) => Number(r.kg) === input.kg)) throw fieldError('kg', 'v.duplicate_kg');
    const cents = checkedRow(ctx, service.editAdminCost, input, undefined);
    const [row] = await tx
      .insert(servicePrices)
      .values({ tenantId: ctx.tenant.id, serviceId, kg: input.kg, ...cents })
      .returning();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!;
  });
  return serializePriceRow(row, viewerOf(ctx));
}

export async function updateServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  priceId: number,
  input: PriceInput,
): Promise<ServicePrice> {
  authorize(ctx, 'update', 'ServicePrice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const service = await writableService(ctx, tx, serviceId);
    const existing = await rowsOf(tx, serviceId);
    const stored = existing.find((r) => r.id === priceId);
    if (!stored) throw notFound();
    if (existing.some((r) => r.id !== priceId && Number(r.kg) === input.kg))
      throw fieldError('kg', 'v.duplicate_kg');
    const cents = checkedRow(ctx, service.editAdminCost, input, stored);
    const [row] = await tx
      .update(servicePrices)
      .set({ kg: input.kg, ...cents, updatedAt: new Date() })
      .where(and(eq(servicePrices.id, priceId), eq(servicePrices.serviceId, serviceId)))
      .returning();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!;
  });
  return serializePriceRow(row, viewerOf(ctx));
}

export async function deleteServicePrice(
  ctx: ServiceContext,
  serviceId: number,
  priceId: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'ServicePrice');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await writableService(ctx, tx, serviceId);
    const gone = await tx
      .delete(servicePrices)
      .where(and(eq(servicePrices.id, priceId), eq(servicePrices.serviceId, serviceId)))
      .returning({ id: servicePrices.id });
    if (!gone.length) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}
