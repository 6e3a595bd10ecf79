import { toDecimalString } from '@despacho/domain';
import type { Invoice } from '@despacho/shared';
import { iso } from '../../lib/dates';
import type { InvoiceView } from './invoices.repository';

const money = (cents: number | null) => (cents === null ? null : toDecimalString(cents));

export function serializeInvoice(v: InvoiceView): Invoice {
  const r = v.invoice;
  return {
    id: r.id,
    status: r.status,
    rejection_reason: r.rejectionReason,
    created_at: iso(r.createdAt)!,
    transaction: {
      id: v.transaction.id,
      sequential_id: v.transaction.sequentialId,
      amount: toDecimalString(v.transaction.amountCents),
      created_at: iso(v.transaction.createdAt)!,
    },
    user: {
      id: v.user.id,
      sequential_id: v.user.sequentialId,
      name: v.user.name,
      last_name: v.user.lastName,
      email: v.user.email,
    },
    serie: r.serie,
    folio: r.folio,
    uuid: r.uuid,
    subtotal: money(r.subtotalCents),
    iva: money(r.ivaCents),
    total: money(r.totalCents),
    stamped_at: iso(r.stampedAt),
    last_error: r.lastError,
    cancel_motive: r.cancelMotive,
    cancel_replacement_uuid: r.cancelReplacementUuid,
    cancel_status: r.cancelStatus,
    cancelled_at: iso(r.cancelledAt),
  };
}
