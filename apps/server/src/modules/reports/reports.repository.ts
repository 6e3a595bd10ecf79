import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providers, reportSettings } from '../../db/schema';

/** Report keys the tenant hid (no row = visible). */
export async function hiddenReportKeys(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ key: reportSettings.reportKey })
    .from(reportSettings)
    .where(eq(reportSettings.visible, false));
  return new Set(rows.map((r) => r.key));
}

export async function saveReportVisibility(
  tx: Tx,
  tenantId: number,
  key: string,
  visible: boolean,
): Promise<void> {
  await tx
    .insert(reportSettings)
    .values({ tenantId, reportKey: key, visible })
    .onConflictDoUpdate({
      target: [reportSettings.tenantId, reportSettings.reportKey],
      set: { visible, updatedAt: new Date() },
    });
}

export async function findProviderCode(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: providers.code })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1);
  return row?.code ?? null;
}
