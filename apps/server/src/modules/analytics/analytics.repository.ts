import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/tenant-tx';

/**
 * The analytics aggregates, all computed by Postgres (group by), never by loading shipments.
 * A shipment's purchase instant is its label's (`label_created_at`), or its creation for a
 * manual carrier's shipment still waiting for the label staff upload. Days are the tenant's
 * calendar days (`at time zone`).
 */
export interface AnalyticsScope {
  tenantId: number;
  /** The paying account, or null for the whole tenant (staff). */
  userId: number | null;
  /** [start, end) instants of the range's first and day-after-last days. */
  start: Date;
  end: Date;
  timeZone: string;
}

/** Bought and still charged: what spend, margins and delivery count. */
const CHARGED = sql.raw(`('success', 'pending_cancellation', 'delivered')`);
/** Every shipment that was bought at some point, cancelled (refunded) ones included. */
const BOUGHT = sql.raw(`('success', 'pending_cancellation', 'delivered', 'canceled')`);
const boughtAt = sql.raw(`coalesce(s.label_created_at, s.created_at)`);

function where(scope: AnalyticsScope, statuses: SQL): SQL {
  const owner = scope.userId === null ? sql`` : sql` and s.user_id = ${scope.userId}`;
  return sql`s.tenant_id = ${scope.tenantId}${owner} and s.status in ${statuses}
    and ${boughtAt} >= ${scope.start.toISOString()} and ${boughtAt} < ${scope.end.toISOString()}`;
}

const day = (scope: AnalyticsScope, instant: SQL) =>
  sql`to_char(${instant} at time zone ${scope.timeZone}, 'YYYY-MM-DD')`;

const num = (v: unknown): number => Number(v ?? 0);

export interface DayFigures {
  date: string;
  shipments: number;
  spendCents: number;
  /** Billed (chargeable) weight in grams. */
  billedGrams: number;
  subtotalCents: number;
  platformCents: number;
  tenantCents: number;
  adminCents: number;
}

/** Shipments, spend, billed kilos and each layer's margin per day of purchase. */
export async function figuresPerDay(tx: Tx, scope: AnalyticsScope): Promise<DayFigures[]> {
  const rows = rowsOf<Record<string, string>>(
    await tx.execute(sql`
      select ${day(scope, boughtAt)} as date, count(*) as shipments,
        coalesce(sum(s.total_cents), 0) as spend,
        coalesce(sum(round(coalesce((s.rate->>'chargeable_weight')::numeric, 0) * 1000)), 0) as grams,
        coalesce(sum((s.rate->>'subtotal')::bigint), 0) as subtotal,
        coalesce(sum((s.rate->>'system_amount')::bigint), 0) as platform,
        coalesce(sum((s.rate->>'tenant_amount')::bigint), 0) as tenant,
        coalesce(sum(coalesce((s.rate->>'admin_amount')::bigint, 0)
          - coalesce((s.rate->>'discount')::bigint, 0)), 0) as admin
      from shipments s
      where ${where(scope, CHARGED)}
      group by 1 order by 1`),
  );
  return rows.map((r) => ({
    date: r.date!,
    shipments: num(r.shipments),
    spendCents: num(r.spend),
    billedGrams: num(r.grams),
    subtotalCents: num(r.subtotal),
    platformCents: num(r.platform),
    tenantCents: num(r.tenant),
    adminCents: num(r.admin),
  }));
}

export interface GroupFigures {
  name: string;
  carrier: string;
  shipments: number;
  spendCents: number;
  delivered: number;
  /** Sum over delivered shipments of the seconds from purchase to delivery. */
  deliverySeconds: number;
}

/** The same figures by carrier or by service (names as bought: the rate's own words). */
export async function figuresBy(
  tx: Tx,
  scope: AnalyticsScope,
  by: 'carrier' | 'service',
): Promise<GroupFigures[]> {
  const carrier = sql.raw(`coalesce(s.rate->>'carrier_name', '')`);
  const name = by === 'carrier' ? carrier : sql.raw(`coalesce(s.rate->>'service_name', '')`);
  const rows = rowsOf<Record<string, string>>(
    await tx.execute(sql`
      select ${name} as name, ${by === 'carrier' ? sql`''` : carrier} as carrier,
        count(*) as shipments, coalesce(sum(s.total_cents), 0) as spend,
        count(*) filter (where s.status = 'delivered' and s.delivered_at is not null) as delivered,
        coalesce(sum(extract(epoch from s.delivered_at - ${boughtAt}))
          filter (where s.status = 'delivered' and s.delivered_at is not null), 0) as seconds
      from shipments s
      where ${where(scope, CHARGED)}
      group by 1, 2 order by 3 desc, 1`),
  );
  return rows.map((r) => ({
    name: r.name ?? '',
    carrier: r.carrier ?? '',
    shipments: num(r.shipments),
    spendCents: num(r.spend),
    delivered: num(r.delivered),
    deliverySeconds: num(r.seconds),
  }));
}

/** Shipments bought in the range by their status now. */
export async function countsByStatus(
  tx: Tx,
  scope: AnalyticsScope,
): Promise<{ status: string; shipments: number }[]> {
  const rows = rowsOf<{ status: string; n: string }>(
    await tx.execute(sql`
      select s.status, count(*) as n from shipments s
      where ${where(scope, BOUGHT)}
      group by 1 order by 2 desc, 1`),
  );
  return rows.map((r) => ({ status: r.status, shipments: num(r.n) }));
}

/** Overweights recorded per day (refunded ones left out: that money went back). */
export async function overweightsPerDay(
  tx: Tx,
  scope: AnalyticsScope,
): Promise<{ date: string; overweights: number; amountCents: number }[]> {
  const owner = scope.userId === null ? sql`` : sql` and o.user_id = ${scope.userId}`;
  const rows = rowsOf<{ date: string; n: string; amount: string }>(
    await tx.execute(sql`
      select ${day(scope, sql.raw('o.created_at'))} as date, count(*) as n,
        coalesce(sum(o.amount_cents), 0) as amount
      from overweights o
      where o.tenant_id = ${scope.tenantId}${owner} and o.status <> 'refunded'
        and o.created_at >= ${scope.start.toISOString()} and o.created_at < ${scope.end.toISOString()}
      group by 1 order by 1`),
  );
  return rows.map((r) => ({
    date: r.date,
    overweights: num(r.n),
    amountCents: num(r.amount),
  }));
}

/** Whether the account exists in this tenant (row-level security hides the others'). */
export async function userExists(tx: Tx, tenantId: number, userId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`select 1 from users where tenant_id = ${tenantId} and id = ${userId}`),
  );
  return rows.length > 0;
}
