import {
  validationText,
  type UserPrice,
  type UserPricing,
  type UserType,
  type ZUserCarrierInput,
  type ZUserPriceInput,
  type ZUserServiceAmountsInput,
} from '@despacho/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import {
  carriers,
  services,
  userCarriers,
  userPrices,
  userServiceAmounts,
  users,
} from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { readSpreadsheet, writeSpreadsheet } from '../../lib/spreadsheet';
import { money, moneyOrNull, toCents, toCentsOrNull } from '../catalogue/catalogue-money';

const viewerOf = (ctx: ServiceContext) => requireActor(ctx).userType as UserType;

/** The priced account: a customer of this tenant (404 otherwise, other tenants included). */
async function customerOf(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.userType !== 'customer') throw notFound();
  return user;
}

async function serviceOf(tx: Tx, serviceId: number) {
  const [row] = await tx
    .select({ service: services, ownAgreements: carriers.ownAgreements })
    .from(services)
    .innerJoin(carriers, eq(carriers.id, services.carrierId))
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!row || row.ownAgreements) throw notFound();
  return row.service;
}

/**
 * GET users/{id}/prices: the tenant's carriers (active and suspended) with their services, each
 * with the user's margin overrides, whether the user may use it and how many own prices it has.
 * Each layer shows only to its owner role, as on the service itself.
 */
export async function userPricing(ctx: ServiceContext, userId: number): Promise<UserPricing> {
  authorize(ctx, 'read', 'UserPrice');
  const viewer = viewerOf(ctx);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await customerOf(tx, userId);
    const carrierRows = await tx
      .select()
      .from(carriers)
      .where(eq(carriers.ownAgreements, false))
      .orderBy(asc(carriers.name));
    const serviceRows = await tx.select().from(services).orderBy(asc(services.name));
    const amounts = await tx
      .select()
      .from(userServiceAmounts)
      .where(eq(userServiceAmounts.userId, userId));
    const allowed = await tx.select().from(userCarriers).where(eq(userCarriers.userId, userId));
    const priceCounts = await tx
      .select({ serviceId: userPrices.serviceId, n: count() })
      .from(userPrices)
      .where(eq(userPrices.userId, userId))
      .groupBy(userPrices.serviceId);
    const enabled = (carrierId: number, serviceId: number) =>
      !user.specialCarriers ||
      !!allowed.find((a) => a.carrierId === carrierId)?.serviceIds.includes(serviceId);
    return {
      user: { id: user.id, name: `${user.name} ${user.lastName ?? ''}`.trim(), email: user.email },
      special_carriers: user.specialCarriers,
      carriers: carrierRows.map((c) => ({
        id: c.id,
        name: c.name,
        status: c.status,
        enabled: !user.specialCarriers || allowed.some((a) => a.carrierId === c.id),
        services: serviceRows
          .filter((s) => s.carrierId === c.id)
          .map((s) => {
            const a = amounts.find((x) => x.serviceId === s.id);
            return {
              id: s.id,
              name: s.name,
              code: s.code,
              status: s.status,
              enabled: enabled(c.id, s.id),
              prices_count: Number(priceCounts.find((p) => p.serviceId === s.id)?.n ?? 0),
              amounts: a
                ? {
                    client_percentage:
                      a.clientPercentage === null ? null : Number(a.clientPercentage),
                    international_amount: moneyOrNull(a.internationalAmountCents),
                    ...(viewer === 'developer' || viewer === 'main_admin'
                      ? {
                          main_admin_percent:
                            a.mainAdminPercent === null ? null : Number(a.mainAdminPercent),
                          main_admin_amount: moneyOrNull(a.mainAdminAmountCents),
                        }
                      : {}),
                    ...(viewer === 'developer'
                      ? {
                          international_percent:
                            a.internationalPercent === null ? null : Number(a.internationalPercent),
                          international_amount_dev: moneyOrNull(a.internationalAmountDevCents),
                        }
                      : {}),
                  }
                : null,
            };
          }),
      })),
    };
  });
}

/** PUT users/{id}/service_amounts/{service_id}: the user's margin overrides (owners' layers kept). */
export async function saveUserServiceAmounts(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
  input: z.output<typeof ZUserServiceAmountsInput>,
): Promise<void> {
  authorize(ctx, 'update', 'UserServiceAmount');
  const viewer = viewerOf(ctx);
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    await serviceOf(tx, serviceId);
    const [stored] = await tx
      .select()
      .from(userServiceAmounts)
      .where(
        and(eq(userServiceAmounts.userId, userId), eq(userServiceAmounts.serviceId, serviceId)),
      );
    const owner = viewer === 'developer' || viewer === 'main_admin';
    const values = {
      clientPercentage: input.client_percentage,
      internationalAmountCents: toCentsOrNull(input.international_amount),
      mainAdminPercent: owner ? input.main_admin_percent : (stored?.mainAdminPercent ?? null),
      mainAdminAmountCents: owner
        ? toCentsOrNull(input.main_admin_amount)
        : (stored?.mainAdminAmountCents ?? null),
      internationalPercent:
        viewer === 'developer'
          ? input.international_percent
          : (stored?.internationalPercent ?? null),
      internationalAmountDevCents:
        viewer === 'developer'
          ? toCentsOrNull(input.international_amount_dev)
          : (stored?.internationalAmountDevCents ?? null),
    };
    if (stored)
      await tx
        .update(userServiceAmounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(userServiceAmounts.id, stored.id));
    else
      await tx
        .insert(userServiceAmounts)
        .values({ tenantId: ctx.tenant.id, userId, serviceId, ...values });
  });
}

/**
 * PUT users/{id}/user_carriers: with special carriers on, which services of a carrier the user
 * may use. Checking a carrier sends all its services; unchecking the last one removes the row.
 */
export async function saveUserCarrier(
  ctx: ServiceContext,
  userId: number,
  input: z.output<typeof ZUserCarrierInput>,
): Promise<void> {
  authorize(ctx, 'update', 'UserCarrier');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    const [carrier] = await tx
      .select()
      .from(carriers)
      .where(eq(carriers.id, input.carrier_id))
      .limit(1);
    if (!carrier || carrier.ownAgreements) throw fieldError('carrier_id', 'v.invalid_value');
    const ids = [...new Set(input.service_ids)];
    if (ids.length) {
      const own = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.carrierId, carrier.id), inArray(services.id, ids)));
      if (own.length !== ids.length) throw fieldError('service_ids', 'v.invalid_value');
    }
    const where = and(eq(userCarriers.userId, userId), eq(userCarriers.carrierId, carrier.id));
    if (!ids.length) {
      await tx.delete(userCarriers).where(where);
      return;
    }
    const [stored] = await tx.select().from(userCarriers).where(where);
    if (stored)
      await tx
        .update(userCarriers)
        .set({ serviceIds: ids, updatedAt: new Date() })
        .where(eq(userCarriers.id, stored.id));
    else
      await tx
        .insert(userCarriers)
        .values({ tenantId: ctx.tenant.id, userId, carrierId: carrier.id, serviceIds: ids });
  });
}

/** PUT users/{id}/special_carriers: on = only the carriers checked in their list. */
export async function setSpecialCarriers(
  ctx: ServiceContext,
  userId: number,
  on: boolean,
): Promise<void> {
  authorize(ctx, 'update', 'UserCarrier');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    await tx.update(users).set({ specialCarriers: on }).where(eq(users.id, userId));
  });
}

// ---------------------------------------------------------------- the user's own prices

const priceOut = (r: typeof userPrices.$inferSelect): UserPrice => ({
  id: r.id,
  kg: Number(r.kg),
  price: money(r.priceCents),
});

export async function listUserPrices(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
): Promise<UserPrice[]> {
  authorize(ctx, 'read', 'UserPrice');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    await serviceOf(tx, serviceId);
    const rows = await tx
      .select()
      .from(userPrices)
      .where(and(eq(userPrices.userId, userId), eq(userPrices.serviceId, serviceId)))
      .orderBy(asc(userPrices.kg));
    return rows.map(priceOut);
  });
}

export async function addUserPrice(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
  input: z.output<typeof ZUserPriceInput>,
): Promise<UserPrice> {
  authorize(ctx, 'create', 'UserPrice');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    await serviceOf(tx, serviceId);
    const [row] = await tx
      .insert(userPrices)
      .values({
        tenantId: ctx.tenant.id,
        userId,
        serviceId,
        kg: input.kg,
        priceCents: toCents(input.price),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError('kg', 'v.duplicate_kg');
    return priceOut(row);
  });
}

export async function updateUserPrice(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
  priceId: number,
  input: z.output<typeof ZUserPriceInput>,
): Promise<UserPrice> {
  authorize(ctx, 'update', 'UserPrice');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    const mine = and(eq(userPrices.userId, userId), eq(userPrices.serviceId, serviceId));
    const rows = await tx.select().from(userPrices).where(mine);
    if (!rows.some((r) => r.id === priceId)) throw notFound();
    if (rows.some((r) => r.id !== priceId && Number(r.kg) === input.kg))
      throw fieldError('kg', 'v.duplicate_kg');
    const [row] = await tx
      .update(userPrices)
      .set({ kg: input.kg, priceCents: toCents(input.price), updatedAt: new Date() })
      .where(and(eq(userPrices.id, priceId), mine))
      .returning();
    return priceOut(row!);
  });
}

export async function deleteUserPrice(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
  priceId: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'UserPrice');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    const gone = await tx
      .delete(userPrices)
      .where(
        and(
          eq(userPrices.id, priceId),
          eq(userPrices.userId, userId),
          eq(userPrices.serviceId, serviceId),
        ),
      )
      .returning({ id: userPrices.id });
    if (!gone.length) throw notFound();
  });
  return { ok: true };
}

/** An .xlsx with kg and price columns replaces the user's table for the service; all or nothing. */
export async function importUserPrices(
  ctx: ServiceContext,
  userId: number,
  serviceId: number,
  bytes: Buffer,
): Promise<{ imported: number; skipped: number }> {
  authorize(ctx, 'create', 'UserPrice');
  const sheet = await readSpreadsheet(bytes, 'file', { allowCsv: false });
  const rows: { kg: number; price: number }[] = [];
  const errors: string[] = [];
  sheet.forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    if (i === 0 && Number.isNaN(Number(cells[0]))) return; // header
    const kg = Number(cells[0]);
    const price = Number(cells[1]);
    const bad =
      !(kg > 0) || !/^\d+(\.\d{1,3})?$/.test(String(cells[0]).trim())
        ? 'kg'
        : !(price >= 0) || !/^\d+(\.\d{1,2})?$/.test(String(cells[1]).trim())
          ? 'price'
          : rows.some((r) => r.kg === kg)
            ? 'duplicate'
            : null;
    if (bad)
      errors.push(
        validationText('v.import_row', ctx.locale, {
          row: i + 1,
          message:
            bad === 'duplicate'
              ? validationText('v.duplicate_kg', ctx.locale)
              : `${bad}: ${validationText('v.number', ctx.locale)}`,
        }),
      );
    else rows.push({ kg, price });
  });
  if (errors.length)
    throw new AppError('validation_failed', undefined, { fields: { file: errors.slice(0, 20) } });
  if (!rows.length) throw fieldError('file', 'v.import_no_rows');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    await customerOf(tx, userId);
    await serviceOf(tx, serviceId);
    await tx
      .delete(userPrices)
      .where(and(eq(userPrices.userId, userId), eq(userPrices.serviceId, serviceId)));
    await tx.insert(userPrices).values(
      rows.map((r) => ({
        tenantId: ctx.tenant.id,
        userId,
        serviceId,
        kg: r.kg,
        priceCents: toCents(r.price),
      })),
    );
  });
  return { imported: rows.length, skipped: 0 };
}

export const userPricesExample = () =>
  writeSpreadsheet(
    'precios',
    ['kg', 'price'],
    [
      [1, 129],
      [5, 179],
      [10, 229],
    ],
  );
