import { appLink } from '../mail/mail-links';
import {
  issuesToFieldErrors,
  validationText,
  ZInvoiceRejectRequest,
  type Invoice,
  type Locale,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { invoiceRejectedMail } from './invoice-mails';
import { serializeInvoice } from './invoice.serializer';
import { findInvoiceRow, findInvoiceView, updateInvoiceRow } from './invoices.repository';

/**
 * PUT invoices/{id}/reject_invoice {reason} (staff): a pending request is rejected and the
 * customer is e-mailed the reason (outbox, in the same transaction). The customer may ask again.
 */
export async function rejectInvoice(
  ctx: ServiceContext,
  id: number,
  body: { reason?: unknown },
): Promise<Invoice> {
  authorize(ctx, 'update', 'Invoice');
  const parsed = ZInvoiceRejectRequest.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation_failed', undefined, {
      fields: issuesToFieldErrors(parsed.error.issues, ctx.locale),
    });
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findInvoiceRow(tx, id, { lock: true });
    if (!row) throw notFound();
    const updated = await updateInvoiceRow(tx, id, ['pending'], {
      status: 'rejected',
      rejectionReason: parsed.data.reason,
    });
    if (!updated)
      throw new AppError('validation_failed', undefined, {
        fields: { base: [validationText('v.invoice_not_pending', ctx.locale)] },
      });
    const view = (await findInvoiceView(tx, id))!;
    const locale: Locale = view.user.locale === 'en' ? 'en' : 'es-MX';
    const mail = invoiceRejectedMail(
      locale,
      ctx.tenant.name,
      {
        name: view.user.name,
        transactionNumber: view.transaction.sequentialId,
        amountCents: view.transaction.amountCents,
        reason: parsed.data.reason,
      },
      appLink(ctx, '/my-transactions'),
    );
    await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: view.user.email, ...mail });
    return serializeInvoice(view);
  });
}
