import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierSettingLogs, carrierSettings, carriers, providers } from '../../db/schema';

// The test-connections area reads a carrier and its settings, and writes the carrier's log.

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

/**
 * One test in the carrier's change log (the settings screen's log): who, when, which test and
 * its outcome; never a credential.
 */
export async function logCarrierTest(
  tx: Tx,
  entry: { tenantId: number; carrierId: number; userId: number; key: string; outcome: string },
): Promise<void> {
  await tx.insert(carrierSettingLogs).values({
    tenantId: entry.tenantId,
    carrierId: entry.carrierId,
    key: entry.key,
    oldValue: null,
    newValue: entry.outcome,
    userId: entry.userId,
  });
}
