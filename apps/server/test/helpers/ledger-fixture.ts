import { sql } from 'drizzle-orm';
import { nextSequence, rowsOf, withTenant } from '../../src/db/tenant-tx';
import { post } from '../../src/modules/ledger/ledger.service';
import { one } from './shipment-fixture';
import type { TestApp } from './test-app';

export const idOf = (t: TestApp, email: string, tenantId = t.demoTenantId) =>
  one<{ id: number }>(t, tenantId, sql`select id from users where email = ${email}`).then(
    (r) => r.id,
  );

/**
 * A bought label as the ledger sees it: a shipment with its number and tracking number, the
 * app's withdrawal for it and, when `refunded`, the app's refund (a cancellation).
 */
export async function labelCharge(
  t: TestApp,
  userId: number,
  /** `by`: who bought it (default: the app). */
  opts: { tracking: string; cents: number; refunded?: boolean; by?: number },
): Promise<{ shipmentId: number; number: number }> {
  return withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const number = await nextSequence(tx, t.demoTenantId, 'shipments');
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into shipments (tenant_id, sequential_id, user_id, status, step, total_cents,
          tracking_number, label_created_at)
        values (${t.demoTenantId}, ${number}, ${userId}, ${opts.refunded ? 'canceled' : 'success'},
          'confirmed', ${opts.cents}, ${opts.tracking}, now())
        returning id`),
    );
    const shipmentId = row!.id;
    const base = { tenantId: t.demoTenantId, userId, amountCents: opts.cents, shipmentId };
    await post(tx, {
      ...base,
      type: 'withdraw',
      status: 'cleared',
      description: `Guía ${opts.tracking}`,
      createdBy: opts.by ?? null,
      reference: `purchase:${shipmentId}:debit`,
    });
    if (opts.refunded) {
      await post(tx, {
        ...base,
        type: 'deposit',
        status: 'cleared',
        description: `Cancelación ${opts.tracking}`,
        createdBy: null,
        reference: `shipment:${shipmentId}:cancel`,
      });
    }
    return { shipmentId, number };
  });
}

/** Rows in the tenant's ledger (a refusal must leave it unchanged). */
export const ledgerCount = (t: TestApp) =>
  one<{ n: string }>(t, t.demoTenantId, sql`select count(*) as n from transactions`).then((r) =>
    Number(r.n),
  );
