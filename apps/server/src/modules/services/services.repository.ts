import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carriers,
  countries,
  serviceCountries,
  servicePrices,
  serviceValidators,
  validators,
  serviceZones,
  services,
  zones,
  type ServiceRow,
} from '../../db/schema';
import type { ListParams } from '../../http/list-query';
import type { ServiceLinks } from './services.serializer';

const ORDER_COLUMNS = {
  name: services.name,
  code: services.code,
  created_at: services.createdAt,
  status: services.status,
  days: services.days,
} as const;

export type ServiceWithLinks = { service: ServiceRow; links: ServiceLinks };

async function linksOf(tx: Tx, rows: { service: ServiceRow; carrierName: string }[]) {
  const ids = rows.map((r) => r.service.id);
  if (!ids.length) return [];
  const countryRows = await tx
    .select()
    .from(serviceCountries)
    .where(inArray(serviceCountries.serviceId, ids));
  const zoneRows = await tx.select().from(serviceZones).where(inArray(serviceZones.serviceId, ids));
  const validatorRows = await tx
    .select()
    .from(serviceValidators)
    .where(inArray(serviceValidators.serviceId, ids));
  const priceRows = await tx
    .select({ serviceId: servicePrices.serviceId, n: count() })
    .from(servicePrices)
    .where(inArray(servicePrices.serviceId, ids))
    .groupBy(servicePrices.serviceId);
  return rows.map(({ service, carrierName }) => ({
    service,
    links: {
      carrierName,
      countryIds: countryRows.filter((c) => c.serviceId === service.id).map((c) => c.countryId),
      zoneIds: zoneRows.filter((z) => z.serviceId === service.id).map((z) => z.zoneId),
      validatorIds: validatorRows
        .filter((v) => v.serviceId === service.id)
        .map((v) => v.validatorId),
      pricesCount: Number(priceRows.find((p) => p.serviceId === service.id)?.n ?? 0),
    },
  }));
}

export async function listServiceRows(
  tx: Tx,
  p: ListParams<keyof typeof ORDER_COLUMNS>,
): Promise<{ rows: ServiceWithLinks[]; total: number }> {
  const conds: SQL[] = [eq(carriers.ownAgreements, false)];
  if (typeof p.where.carrier_id === 'number')
    conds.push(eq(services.carrierId, p.where.carrier_id));
  if (p.where.status === 'active' || p.where.status === 'suspended')
    conds.push(eq(services.status, p.where.status));
  if (p.search) conds.push(ilike(services.name, `%${p.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...conds);
  const column = ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select({ service: services, carrierName: carriers.name })
    .from(services)
    .innerJoin(carriers, eq(carriers.id, services.carrierId))
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(services.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(services)
    .innerJoin(carriers, eq(carriers.id, services.carrierId))
    .where(where);
  return { rows: await linksOf(tx, rows), total: Number(total?.n ?? 0) };
}

export async function findService(tx: Tx, id: number): Promise<ServiceWithLinks | null> {
  const rows = await tx
    .select({ service: services, carrierName: carriers.name })
    .from(services)
    .innerJoin(carriers, eq(carriers.id, services.carrierId))
    .where(and(eq(services.id, id), eq(carriers.ownAgreements, false)))
    .limit(1);
  const [found] = await linksOf(tx, rows);
  return found ?? null;
}

/** Ids among `ids` that exist in the tenant (RLS scopes the reads). */
export async function existingIds(tx: Tx, table: 'countries' | 'zones', ids: number[]) {
  if (!ids.length) return new Set<number>();
  const t = table === 'countries' ? countries : zones;
  const rows = await tx.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceLinks(
  tx: Tx,
  tenantId: number,
  serviceId: number,
  countryIds: number[],
  zoneIds: number[],
): Promise<void> {
  await tx.delete(serviceCountries).where(eq(serviceCountries.serviceId, serviceId));
  await tx.delete(serviceZones).where(eq(serviceZones.serviceId, serviceId));
  if (countryIds.length)
    await tx
      .insert(serviceCountries)
      .values(countryIds.map((countryId) => ({ tenantId, serviceId, countryId })));
  if (zoneIds.length)
    await tx
      .insert(serviceZones)
      .values(zoneIds.map((zoneId) => ({ tenantId, serviceId, zoneId })));
}

/**
 * The service's validators; a zonal service drops postal_code and excluded_postal_code (its zones
 * already say where it goes). Unknown ids are refused. `undefined` leaves them as they are.
 */
export async function replaceValidators(
  tx: Tx,
  tenantId: number,
  serviceId: number,
  serviceType: string,
  ids: number[] | undefined,
): Promise<boolean> {
  if (ids === undefined) return true;
  const unique = [...new Set(ids)];
  const known = unique.length
    ? await tx.select().from(validators).where(inArray(validators.id, unique))
    : [];
  if (known.length !== unique.length) return false;
  const kept = known.filter(
    (v) => serviceType !== 'zonal' || !['postal_code', 'excluded_postal_code'].includes(v.name),
  );
  await tx.delete(serviceValidators).where(eq(serviceValidators.serviceId, serviceId));
  if (kept.length)
    await tx
      .insert(serviceValidators)
      .values(kept.map((v) => ({ tenantId, serviceId, validatorId: v.id })));
  return true;
}
