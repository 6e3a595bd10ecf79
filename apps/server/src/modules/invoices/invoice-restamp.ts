import { tenants } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { stampInvoice } from './invoice-generate.service';
import { stampingInvoicesBefore } from './invoices.repository';

/** A stamping invoice is retried once it has been quiet this long (a request may be on it). */
export const RESTAMP_QUIET_MS = 2 * 60_000;

export interface RestampResult {
  tried: number;
  stamped: number;
}

/**
 * Finishes invoices a PAC outage or a crash left stamping: the same sealed XML is sent again
 * (the PAC answers a resend with the stamp it already gave, so one UUID however many tries),
 * a PAC refusal puts the invoice back to pending with the PAC's words for staff, an outage
 * leaves it for the next run. Each PAC call happens outside any transaction.
 */
export async function restampInvoices(
  deps: AppDeps,
  opts: { now?: Date; quietMs?: number } = {},
): Promise<RestampResult> {
  const before = new Date((opts.now ?? new Date()).getTime() - (opts.quietMs ?? RESTAMP_QUIET_MS));
  const result: RestampResult = { tried: 0, stamped: 0 };
  for (const tenant of await deps.db.select().from(tenants)) {
    const stuck = await withTenant(deps.db, tenant.id, (tx) =>
      stampingInvoicesBefore(tx, before, 50),
    );
    for (const invoice of stuck) {
      result.tried++;
      try {
        await stampInvoice(
          { deps, tenant, locale: 'es-MX', log: deps.log },
          invoice.id,
          invoice.generatedBy,
        );
        result.stamped++;
      } catch (err) {
        deps.log.warn(
          { err, tenant: tenant.slug, invoiceId: invoice.id },
          'invoice restamp: not stamped this time',
        );
      }
    }
  }
  if (result.stamped) deps.log.info(result, 'stamping invoices finished');
  return result;
}
