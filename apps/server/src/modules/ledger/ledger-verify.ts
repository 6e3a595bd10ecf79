import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, transactions, users } from '../../db/schema';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { signedAmount } from './ledger.repository';

/** An account whose stored balance is not what its ledger adds up to. */
export interface LedgerDrift {
  tenantId: number;
  tenantSlug: string;
  userId: number;
  email: string;
  /** users.balance_cents as stored. */
  balanceCents: number;
  /** Σ cleared deposits − Σ cleared withdrawals. */
  ledgerCents: number;
  /** balance − ledger: positive means the balance shows more money than the ledger holds. */
  differenceCents: number;
}

export interface LedgerReport {
  tenants: number;
  accounts: number;
  drift: LedgerDrift[];
}

/**
 * Compares every account's stored balance with its ledger, tenant by tenant (each in its own
 * read-only tenant transaction, so row-level security scopes it). The balance only moves through
 * the ledger's trigger, so a drift means someone wrote the balance or the ledger by hand (or a
 * trigger was disabled): nothing is corrected here, it is reported for a person to settle with a
 * deposit or withdrawal that leaves a trace.
 */
export async function verifyLedger(
  db: Db,
  opts: { tenantSlug?: string } = {},
): Promise<LedgerReport> {
  const list = await (opts.tenantSlug
    ? db.select().from(tenants).where(eq(tenants.slug, opts.tenantSlug))
    : db.select().from(tenants).orderBy(tenants.id));
  const report: LedgerReport = { tenants: list.length, accounts: 0, drift: [] };
  for (const tenant of list) {
    await withTenant(db, tenant.id, async (tx) => {
      const result = await tx.execute(sql`
        select u.id, u.email, u.balance_cents as balance, coalesce(l.total, 0) as ledger
        from ${users} u
        left join (
          select ${transactions.userId} as user_id, sum(${signedAmount}) as total
          from ${transactions}
          where ${transactions.tenantId} = ${tenant.id} and ${transactions.status} = 'cleared'
          group by ${transactions.userId}) l on l.user_id = u.id
        where u.tenant_id = ${tenant.id}
        order by u.id`);
      for (const row of rowsOf<{ id: number; email: string; balance: string; ledger: string }>(
        result,
      )) {
        report.accounts++;
        const balanceCents = Number(row.balance);
        const ledgerCents = Number(row.ledger);
        if (balanceCents === ledgerCents) continue;
        report.drift.push({
          tenantId: tenant.id,
          tenantSlug: tenant.slug,
          userId: Number(row.id),
          email: row.email,
          balanceCents,
          ledgerCents,
          differenceCents: balanceCents - ledgerCents,
        });
      }
    });
  }
  return report;
}

const pesos = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** The report as the CLI prints it: one line per drifting account, then a summary. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = report.drift.map(
    (d) =>
      `DRIFT ${d.tenantSlug} user ${d.userId} <${d.email}>: balance ${pesos(d.balanceCents)}, ledger ${pesos(d.ledgerCents)}, difference ${pesos(d.differenceCents)} MXN`,
  );
  lines.push(
    report.drift.length
      ? `Ledger drift in ${report.drift.length} of ${report.accounts} accounts (${report.tenants} tenants).`
      : `Ledger verified: ${report.accounts} accounts in ${report.tenants} tenants, every balance equals its ledger.`,
  );
  return lines.join('\n');
}
