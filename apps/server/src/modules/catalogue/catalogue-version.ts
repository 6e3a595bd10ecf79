import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenantCounters } from '../../db/schema';
import { nextSequence } from '../../db/tenant-tx';

const COUNTER = 'catalogue';

/**
 * Every write to what rating reads (carriers, their settings, services, prices, zones, postal
 * codes, countries, validators, providers) calls this inside its own transaction. Quotes cache
 * the tenant's catalogue per process and reload it when the version moved, so a change is seen
 * by the next quote in every server process, and a rolled-back write changes nothing.
 * (Per-user prices, amounts and carriers are read per quote, not cached: they need no bump.)
 */
export function bumpCatalogueVersion(tx: Tx, tenantId: number): Promise<number> {
  return nextSequence(tx, tenantId, COUNTER);
}

/** The tenant's current catalogue version (0 before any write). */
export async function catalogueVersion(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx
    .select({ value: tenantCounters.value })
    .from(tenantCounters)
    .where(and(eq(tenantCounters.tenantId, tenantId), eq(tenantCounters.name, COUNTER)));
  return row?.value ?? 0;
}
