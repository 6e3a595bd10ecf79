import type { ListQuery, ListResponse, Zone } from '@despacho/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { servicePostalCodes, serviceZones, services, zones, type ZoneRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';

const ORDER = ['name', 'created_at'] as const;

async function serialize(tx: Tx, rows: ZoneRow[]): Promise<Zone[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const codes = await tx
    .select({ id: servicePostalCodes.zoneId, n: count() })
    .from(servicePostalCodes)
    .where(inArray(servicePostalCodes.zoneId, ids))
    .groupBy(servicePostalCodes.zoneId);
  const links = await tx
    .select({ id: serviceZones.zoneId, n: count() })
    .from(serviceZones)
    .where(inArray(serviceZones.zoneId, ids))
    .groupBy(serviceZones.zoneId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    postal_codes_count: Number(codes.find((c) => c.id === r.id)?.n ?? 0),
    services_count: Number(links.find((c) => c.id === r.id)?.n ?? 0),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function nameTaken(tx: Tx, name: string, exceptId?: number): Promise<boolean> {
  const conds = [eq(zones.name, name)];
  if (exceptId) conds.push(ne(zones.id, exceptId));
  const [row] = await tx
    .select({ id: zones.id })
    .from(zones)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

export async function listZones(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Zone>> {
  authorize(ctx, 'read', 'Zone');
  const p = listParams(query, ORDER, { field: 'name', dir: 'asc' });
  const conds: SQL[] = [];
  if (p.search) conds.push(ilike(zones.name, `%${p.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = conds.length ? and(...conds) : undefined;
  const column = p.order.field === 'created_at' ? zones.createdAt : zones.name;
  const { data, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const rows = await tx
      .select()
      .from(zones)
      .where(where)
      .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(zones.id))
      .limit(p.perPage)
      .offset(p.offset);
    const [n] = await tx.select({ n: count() }).from(zones).where(where);
    return { data: await serialize(tx, rows), total: Number(n?.n ?? 0) };
  });
  return listOf(data, total, p);
}

export async function getZone(ctx: ServiceContext, id: number): Promise<Zone> {
  authorize(ctx, 'read', 'Zone');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx.select().from(zones).where(eq(zones.id, id)).limit(1);
    if (!row) throw notFound();
    return (await serialize(tx, [row]))[0]!;
  });
}

export async function createZone(ctx: ServiceContext, input: { name: string }): Promise<Zone> {
  authorize(ctx, 'create', 'Zone');
  const id = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await nameTaken(tx, input.name)) throw fieldError('name', 'v.zone_name_taken');
    const [row] = await tx
      .insert(zones)
      .values({ tenantId: ctx.tenant.id, name: input.name })
      .returning({ id: zones.id });
    await bumpCatalogueVersion(tx, ctx.tenant.id);
    return row!.id;
  });
  return getZone(ctx, id);
}

/**
 * Renaming a zone also renames it where services name it as their extended zone, so the link
 * holds (services.zone stores the name, spec 3 §3).
 */
export async function updateZone(
  ctx: ServiceContext,
  id: number,
  input: { name: string },
): Promise<Zone> {
  authorize(ctx, 'update', 'Zone');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx.select().from(zones).where(eq(zones.id, id)).limit(1);
    if (!row) throw notFound();
    if (await nameTaken(tx, input.name, id)) throw fieldError('name', 'v.zone_name_taken');
    await tx.update(zones).set({ name: input.name, updatedAt: new Date() }).where(eq(zones.id, id));
    await tx.update(services).set({ zone: input.name }).where(eq(services.zone, row.name));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return getZone(ctx, id);
}

/** A zone a zonal service prices with cannot go (409); its postal codes go with it. */
export async function deleteZone(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Zone');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const [row] = await tx.select().from(zones).where(eq(zones.id, id)).limit(1);
    if (!row) throw notFound();
    const [link] = await tx.select().from(serviceZones).where(eq(serviceZones.zoneId, id)).limit(1);
    if (link) throw new AppError('conflict', undefined, { fields: { base: ['v.zone_in_use'] } });
    await tx.delete(zones).where(eq(zones.id, id));
    await bumpCatalogueVersion(tx, ctx.tenant.id);
  });
  return { ok: true };
}
