import { tenants, type TenantRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import {
  PacError,
  type PacCancelStatusRequest,
  type PacPort,
} from '../../integrations/pac/pac-port';
import { NS } from '../fiscal/cfdi/cadena-rules';
import { findElement, parseXml } from '../fiscal/cfdi/xml-read';
import { pacFor } from './invoice-pac';
import { invoicingSettings } from './invoice-settings';
import { cancellationsInProcess, updateInvoiceRow } from './invoices.repository';

export interface FollowCancellationsResult {
  checked: number;
  cancelled: number;
  refused: number;
}

/** Invoices asked about per tenant and run; the rest wait for the next run (every 15 minutes). */
export const FOLLOW_BATCH = 50;

/**
 * What SAT needs to find the CFDI, read from the stamped XML itself (the issuer's settings and
 * the customer's fiscal data may have changed since): UUID, both RFCs and Total as written.
 */
export function cancelStatusRequestOf(uuid: string, xml: string): PacCancelStatusRequest | null {
  try {
    const doc = parseXml(xml);
    const root = doc.documentElement;
    const emisor = findElement(doc, NS.cfdi, 'Emisor');
    const receptor = findElement(doc, NS.cfdi, 'Receptor');
    const total = root?.getAttribute('Total') ?? '';
    const rfcEmisor = emisor?.getAttribute('Rfc') ?? '';
    const rfcReceptor = receptor?.getAttribute('Rfc') ?? '';
    if (!total || !rfcEmisor || !rfcReceptor) return null;
    return { uuid, rfcEmisor, rfcReceptor, total };
  } catch {
    return null;
  }
}

/**
 * Follows cancellations SAT left "En proceso" (the receptor must accept): asks SAT through the
 * tenant's PAC, outside any transaction, then one short transaction per invoice stores the
 * answer. Cancelled (accepted, or unanswered for 72 hours): status cancelled. Rejected: stays
 * generated with cancel_status refused and SAT's words for staff. Still in process, an outage
 * or a tenant without PAC settings: nothing changes, the next run asks again. No mail: a
 * direct cancellation does not mail the customer either.
 */
export async function followCancellations(
  deps: AppDeps,
  opts: { now?: Date; batch?: number } = {},
): Promise<FollowCancellationsResult> {
  const result: FollowCancellationsResult = { checked: 0, cancelled: 0, refused: 0 };
  for (const tenant of await deps.db.select().from(tenants)) {
    const open = await withTenant(deps.db, tenant.id, (tx) =>
      cancellationsInProcess(tx, opts.batch ?? FOLLOW_BATCH),
    );
    if (open.length === 0) continue;
    let pac: PacPort;
    try {
      pac = pacFor(await invoicingSettings(deps, tenant.id), 'es-MX', deps.config);
    } catch (err) {
      deps.log.warn({ err, tenant: tenant.slug }, 'cancellation follow-up: no PAC settings');
      continue;
    }
    for (const invoice of open) {
      const request =
        invoice.uuid && invoice.xml && cancelStatusRequestOf(invoice.uuid, invoice.xml);
      if (!request) continue;
      result.checked++;
      const outcome = await followOne(deps, tenant, pac, invoice.id, request, opts.now);
      if (outcome === 'cancelled') result.cancelled++;
      if (outcome === 'refused') result.refused++;
    }
  }
  if (result.cancelled || result.refused) deps.log.info(result, 'cancellations settled by SAT');
  return result;
}

async function followOne(
  deps: AppDeps,
  tenant: TenantRow,
  pac: PacPort,
  id: number,
  request: PacCancelStatusRequest,
  now = new Date(),
): Promise<'cancelled' | 'refused' | 'in_process' | 'error'> {
  try {
    const answer = await pac.cancelStatus(request);
    if (answer.status === 'in_process') return 'in_process';
    const cancelled = answer.status === 'cancelled';
    const updated = await withTenant(deps.db, tenant.id, (tx) =>
      updateInvoiceRow(
        tx,
        id,
        ['generated'],
        cancelled
          ? { status: 'cancelled', cancelledAt: now, cancelStatus: 'cancelled', lastError: null }
          : { cancelStatus: 'refused', lastError: answer.message ?? answer.satStatus },
      ),
    );
    return updated ? answer.status : 'error';
  } catch (err) {
    deps.log.warn(
      { err, tenant: tenant.slug, invoiceId: id },
      'cancellation follow-up: SAT not asked this time',
    );
    // A lasting refusal (SAT does not find the CFDI, no request to follow) is shown to staff;
    // the invoice stays in process so they can cancel again.
    if (err instanceof PacError && !err.retryable) {
      await withTenant(deps.db, tenant.id, (tx) =>
        updateInvoiceRow(tx, id, ['generated'], { lastError: err.message }),
      );
    }
    return 'error';
  }
}
