import { z } from 'zod';
import type { AppDeps } from '../http/context';
import { verifyLedger, type LedgerReport } from '../modules/ledger/ledger-verify';
import type { JobQueue } from './job-queue';

export const LEDGER_VERIFY_JOB = 'ledger-verify';

/**
 * The nightly check that every balance equals its ledger (`npm run cli -- ledger:verify` runs
 * the same by hand). A drift is logged at error level with the account and the amounts (no
 * personal data: the tenant, the account id and the amounts); nothing is changed.
 */
export async function verifyLedgerNightly(deps: AppDeps): Promise<LedgerReport> {
  const report = await verifyLedger(deps.db);
  for (const d of report.drift) {
    deps.log.error(
      {
        tenant: d.tenantSlug,
        userId: d.userId,
        balanceCents: d.balanceCents,
        ledgerCents: d.ledgerCents,
        differenceCents: d.differenceCents,
      },
      'ledger drift: the balance differs from the sum of the ledger',
    );
  }
  if (!report.drift.length)
    deps.log.info({ accounts: report.accounts, tenants: report.tenants }, 'ledger verified');
  return report;
}

export function defineLedgerJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: LEDGER_VERIFY_JOB,
    payload: z.object({}).passthrough(),
    // 03:30 in Monterrey (UTC−6 all year): after the day's business, before the next.
    cron: '30 9 * * *',
    handle: async () => {
      await verifyLedgerNightly(deps);
    },
  });
}
