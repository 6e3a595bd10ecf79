import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierSettings, carriers, providers } from '../../db/schema';

// The test-connections area reads a carrier and its settings (its log is the settings' own).

/** The carrier with its provider code; null when it is not this tenant's (RLS) or absent. */
export async function findCarrierForTest(tx: Tx, carrierId: number) {
  const [row] = await tx
    .select({ carrier: carriers, providerCode: providers.code })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId))
    .where(eq(carriers.id, carrierId))
    .limit(1);
  return row ?? null;
}

/** Its settings as stored (secrets still encrypted). */
export const carrierSettingRows = (tx: Tx, carrierId: number) =>
  tx
    .select({ key: carrierSettings.key, value: carrierSettings.value })
    .from(carrierSettings)
    .where(eq(carrierSettings.carrierId, carrierId));
