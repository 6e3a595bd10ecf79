import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentEvents, tenants, type PaymentGateway } from '../../db/schema';
import { rowsOf, withTenant } from '../../db/tenant-tx';

/**
 * How long gateway notifications are kept (docs/decisions.md, "Correctness sweep: security").
 * Nothing in the product reads them back (reconciliation asks the gateways and reads
 * `payments`; the money itself is in the ledger): they are evidence for a dispute or an audit.
 */
export const EVENT_RETENTION_DAYS = {
  /** Confirmed by the gateway and about one of our payments: CFF art. 30's five years. */
  payment: 5 * 366,
  /** Confirmed, but about nothing of ours (another kind of event, an order we never made). */
  other: 90,
  /** Nothing confirmed it (forged, unsigned, unreadable): a week, and only a digest. */
  unverified: 7,
} as const;

/** Unverified notifications stored per tenant and gateway in any hour; more are only answered. */
export const UNVERIFIED_PER_HOUR = 100;

/**
 * What is kept of a notification's body: all of it once the gateway confirmed it; otherwise its
 * size and SHA-256 only, so an anonymous sender cannot park 64 KB per request in the database.
 */
export function storedPayload(payload: unknown, verified: boolean): unknown {
  if (verified) return payload;
  const text = JSON.stringify(payload ?? null);
  return {
    unverified: true,
    bytes: Buffer.byteLength(text),
    sha256: createHash('sha256').update(text).digest('hex'),
  };
}

/** Whether this hour's quota of unverified notifications for the tenant and gateway has room. */
export async function unverifiedRoom(
  tx: Tx,
  tenantId: number,
  gateway: PaymentGateway,
): Promise<boolean> {
  const recent = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.tenantId, tenantId),
        eq(paymentEvents.gateway, gateway),
        eq(paymentEvents.verified, false),
        gt(paymentEvents.receivedAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(UNVERIFIED_PER_HOUR);
  return recent.length < UNVERIFIED_PER_HOUR;
}

const BATCH = 5_000;

/** Deletes one batch of the tenant's notifications past their retention; answers how many. */
async function pruneBatch(tx: Tx, tenantId: number, now: Date): Promise<number> {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
  const result = await tx.execute(sql`
    with doomed as (
      select id from payment_events
       where tenant_id = ${tenantId}
         and received_at < ${days(EVENT_RETENTION_DAYS.unverified)}
         and (not verified
              or (payment_id is null and received_at < ${days(EVENT_RETENTION_DAYS.other)})
              or received_at < ${days(EVENT_RETENTION_DAYS.payment)})
       limit ${BATCH}
    ), gone as (delete from payment_events where id in (select id from doomed) returning 1)
    select count(*)::int as n from gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Removes notifications past their retention, tenant by tenant (row-level security binds even
 * the owner), in batches of 5,000 so no transaction holds the table for long.
 */
export async function prunePaymentEvents(db: Db, now = new Date()): Promise<number> {
  let removed = 0;
  for (const tenant of await db.select({ id: tenants.id }).from(tenants)) {
    for (;;) {
      const n = await withTenant(db, tenant.id, (tx) => pruneBatch(tx, tenant.id, now));
      removed += n;
      if (n < BATCH) break;
    }
  }
  return removed;
}
