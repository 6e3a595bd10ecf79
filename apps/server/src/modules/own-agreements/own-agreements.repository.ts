import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carrierSettings,
  carriers,
  providers,
  services,
  shipments,
  type CarrierRow,
  type CarrierSettingRow,
  type ProviderRow,
  type ServiceRow,
} from '../../db/schema';

/**
 * A soft-deleted own agreement (one shipments still point at) keeps its row, suspended, with
 * this hidden setting holding when it was deleted; lists and reads leave it out.
 */
export const DELETED_KEY = 'own_agreement_deleted_at';

export interface StoredAgreement {
  carrier: CarrierRow;
  provider: ProviderRow;
  services: ServiceRow[];
  settings: CarrierSettingRow[];
}

const deletedIds = (tx: Tx) =>
  tx
    .select({ id: carrierSettings.carrierId })
    .from(carrierSettings)
    .where(eq(carrierSettings.key, DELETED_KEY));

/** The account's own agreements (not deleted), oldest first, with provider, services, settings. */
export async function agreementsOf(
  tx: Tx,
  userId: number,
  onlyId?: number,
): Promise<StoredAgreement[]> {
  const rows = await tx
    .select({ carrier: carriers, provider: providers })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(
      and(
        eq(carriers.ownAgreements, true),
        eq(carriers.userId, userId),
        notInArray(carriers.id, deletedIds(tx)),
        onlyId === undefined ? undefined : eq(carriers.id, onlyId),
      ),
    )
    .orderBy(asc(carriers.createdAt), asc(carriers.id));
  const ids = rows.map((r) => r.carrier.id);
  if (!ids.length) return [];
  const serviceRows = await tx
    .select()
    .from(services)
    .where(inArray(services.carrierId, ids))
    .orderBy(asc(services.id));
  const settingRows = await tx
    .select()
    .from(carrierSettings)
    .where(inArray(carrierSettings.carrierId, ids))
    .orderBy(asc(carrierSettings.key));
  return rows.map((r) => ({
    ...r,
    services: serviceRows.filter((s) => s.carrierId === r.carrier.id),
    settings: settingRows.filter((s) => s.carrierId === r.carrier.id),
  }));
}

/** How many own agreements the account ever had (deleted ones too): names count on from it. */
export async function agreementCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(carriers)
    .where(and(eq(carriers.ownAgreements, true), eq(carriers.userId, userId)));
  return Number(row?.n ?? 0);
}

export async function providerById(tx: Tx, id: number): Promise<ProviderRow | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row ?? null;
}

export async function providersForAgreements(tx: Tx): Promise<ProviderRow[]> {
  return tx
    .select()
    .from(providers)
    .where(eq(providers.ownAgreements, true))
    .orderBy(asc(providers.name));
}

/** Whether any shipment points at the carrier (then it is deleted softly). */
export async function hasShipments(tx: Tx, carrierId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(shipments)
    .where(eq(shipments.carrierId, carrierId))
    .limit(1);
  return row !== undefined;
}
