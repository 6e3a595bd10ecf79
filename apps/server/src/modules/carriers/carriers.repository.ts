import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carrierValidators,
  carriers,
  providers,
  services,
  type CarrierRow,
  type ProviderRow,
} from '../../db/schema';
import type { ListParams } from '../../http/list-query';

export type CarrierWithProvider = {
  carrier: CarrierRow;
  provider: ProviderRow;
  services: number;
  validatorIds?: number[];
};

const ORDER_COLUMNS = {
  name: carriers.name,
  created_at: carriers.createdAt,
  status: carriers.status,
} as const;

async function servicesCount(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ carrierId: services.carrierId, n: count() })
    .from(services)
    .where(inArray(services.carrierId, ids))
    .groupBy(services.carrierId);
  return new Map(rows.map((r) => [r.carrierId, Number(r.n)]));
}

export async function listCarrierRows(
  tx: Tx,
  p: ListParams<keyof typeof ORDER_COLUMNS>,
): Promise<{ rows: CarrierWithProvider[]; total: number }> {
  // Customers' own-agreement carriers are theirs, not the catalogue's.
  const conds: SQL[] = [eq(carriers.ownAgreements, false)];
  if (p.where.status === 'active' || p.where.status === 'suspended')
    conds.push(eq(carriers.status, p.where.status));
  if (p.search) conds.push(ilike(carriers.name, `%${p.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...conds);
  const column = ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select({ carrier: carriers, provider: providers })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), asc(carriers.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(carriers).where(where);
  const counts = await servicesCount(
    tx,
    rows.map((r) => r.carrier.id),
  );
  const ids = rows.map((r) => r.carrier.id);
  const links = ids.length
    ? await tx.select().from(carrierValidators).where(inArray(carrierValidators.carrierId, ids))
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      services: counts.get(r.carrier.id) ?? 0,
      validatorIds: links.filter((l) => l.carrierId === r.carrier.id).map((l) => l.validatorId),
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function findCarrier(tx: Tx, id: number): Promise<CarrierWithProvider | null> {
  const [row] = await tx
    .select({ carrier: carriers, provider: providers })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(and(eq(carriers.id, id), eq(carriers.ownAgreements, false)))
    .limit(1);
  if (!row) return null;
  const counts = await servicesCount(tx, [id]);
  const links = await tx
    .select({ id: carrierValidators.validatorId })
    .from(carrierValidators)
    .where(eq(carrierValidators.carrierId, id));
  return { ...row, services: counts.get(id) ?? 0, validatorIds: links.map((l) => l.id) };
}

export async function findProvider(tx: Tx, id: number): Promise<ProviderRow | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row ?? null;
}
