import type { Country, ZCountryForm } from '@despacho/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { countries, serviceCountries, states } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { getCountry } from './countries.service';

export const ZStateForm = z.object({
  name: z.string().trim().min(1, { error: 'v.required' }).max(80, { error: 'v.max_length' }),
  code: z
    .string({ error: 'v.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,10}$/, { error: 'v.invalid_value' }),
});

/** Countries (spec 3 §7): name required, the ISO code optional but unique in the tenant. */
export async function saveCountry(
  ctx: ServiceContext,
  id: number | null,
  input: z.output<typeof ZCountryForm>,
): Promise<Country> {
  authorize(ctx, id ? 'update' : 'create', 'Country');
  const savedId = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (input.code) {
      const [clash] = await tx
        .select({ id: countries.id })
        .from(countries)
        .where(
          id
            ? and(eq(countries.code, input.code), ne(countries.id, id))
            : eq(countries.code, input.code),
        )
        .limit(1);
      if (clash) throw fieldError('code', 'v.country_code_taken');
    }
    const [row] = id
      ? await tx
          .update(countries)
          .set({ name: input.name, code: input.code, updatedAt: new Date() })
          .where(eq(countries.id, id))
          .returning({ id: countries.id })
      : await tx
          .insert(countries)
          .values({ tenantId: ctx.tenant.id, name: input.name, code: input.code })
          .returning({ id: countries.id });
    if (!row) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row.id;
  });
  return getCountry(ctx, savedId);
}

/** A country a service serves stays (409); its states go with it. */
export async function deleteCountry(ctx: ServiceContext, id: number) {
  authorize(ctx, 'destroy', 'Country');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [used] = await tx
      .select({ id: serviceCountries.serviceId })
      .from(serviceCountries)
      .where(eq(serviceCountries.countryId, id))
      .limit(1);
    if (used) throw new AppError('conflict', undefined, { fields: { base: ['v.country_in_use'] } });
    const gone = await tx
      .delete(countries)
      .where(eq(countries.id, id))
      .returning({ id: countries.id });
    if (!gone.length) throw notFound();
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true as const };
}

const stateOut = (s: typeof states.$inferSelect) => ({ id: s.id, code: s.code, name: s.name });

export async function listStates(ctx: ServiceContext, countryId: number) {
  authorize(ctx, 'read', 'State');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) throw notFound();
    const rows = await tx
      .select()
      .from(states)
      .where(eq(states.countryId, countryId))
      .orderBy(asc(states.name));
    return rows.map(stateOut);
  });
}

export async function saveState(
  ctx: ServiceContext,
  countryId: number,
  id: number | null,
  input: z.output<typeof ZStateForm>,
) {
  authorize(ctx, id ? 'update' : 'create', 'State');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) throw notFound();
    const [clash] = await tx
      .select({ id: states.id })
      .from(states)
      .where(
        id
          ? and(eq(states.countryId, countryId), eq(states.code, input.code), ne(states.id, id))
          : and(eq(states.countryId, countryId), eq(states.code, input.code)),
      )
      .limit(1);
    if (clash) throw fieldError('code', 'v.state_code_taken');
    const [row] = id
      ? await tx
          .update(states)
          .set(input)
          .where(and(eq(states.id, id), eq(states.countryId, countryId)))
          .returning()
      : await tx
          .insert(states)
          .values({ tenantId: ctx.tenant.id, countryId, ...input })
          .returning();
    if (!row) throw notFound();
    return stateOut(row);
  });
}

export async function deleteState(ctx: ServiceContext, countryId: number, id: number) {
  authorize(ctx, 'destroy', 'State');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const gone = await tx
      .delete(states)
      .where(and(eq(states.id, id), eq(states.countryId, countryId)))
      .returning({ id: states.id });
    if (!gone.length) throw notFound();
  });
  return { ok: true as const };
}
