import { and, eq, sql } from 'drizzle-orm';
import { paymentEvents, payments, settings, type PaymentRow } from '../../src/db/schema';
import { rowsOf, withTenant } from '../../src/db/tenant-tx';
import type { TestApp } from './test-app';

/** Writes tenant settings as an admin would (secrets encrypted like the settings service). */
export async function setSettings(
  t: TestApp,
  values: Record<string, string>,
  tenantId = t.demoTenantId,
): Promise<void> {
  await withTenant(t.database.db, tenantId, async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      const [row] = await tx.select().from(settings).where(eq(settings.key, key));
      if (!row) throw new Error(`no setting ${key}`);
      await tx
        .update(settings)
        .set({ value: row.secret && value ? t.secrets.encrypt(value) : value })
        .where(and(eq(settings.id, row.id)));
    }
  });
}

/**
 * The test app on a real port, its public URL pointed at it: gateway mocks send their webhooks
 * there, as the real gateways send them to PUBLIC_URL.
 */
export async function listenForWebhooks(t: TestApp): Promise<string> {
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.config.publicUrl = url;
  return url;
}

export const paymentOf = (t: TestApp, gateway: PaymentRow['gateway'], externalId: string) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.externalId, externalId)));
    return row ?? null;
  });

/** How many ledger rows credit this payment (must never exceed one). */
export const creditRows = (t: TestApp, p: Pick<PaymentRow, 'gateway' | 'externalId'>) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const rows = await tx.execute(
      sql`select count(*)::int as n from transactions where reference = ${`payment:${p.gateway}:${p.externalId}`}`,
    );
    return Number(rowsOf<{ n: number }>(rows)[0]!.n);
  });

/** The notifications recorded for one gateway id, oldest first. */
export const eventsOf = (t: TestApp, gateway: PaymentRow['gateway'], externalId: string) =>
  withTenant(t.database.db, t.demoTenantId, (tx) =>
    tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.gateway, gateway), eq(paymentEvents.externalId, externalId)))
      .orderBy(paymentEvents.id),
  );
