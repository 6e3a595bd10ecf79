import { validationText } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { renderInvoicePdf } from './print/invoice-pdf';
import { invoiceZip } from './print/invoice-zip';
import { findVisibleInvoice } from './invoices.service';

/**
 * POST invoices/{id}/download: `<id>.zip` with the stamped XML and its PDF, for staff or the
 * account it belongs to (anyone else, and another tenant, 404). A cancelled invoice is still
 * downloadable (it is the document SAT cancelled); one not stamped yet is a 422.
 */
export async function downloadInvoice(
  ctx: ServiceContext,
  id: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  authorize(ctx, 'read', 'Invoice');
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findVisibleInvoice(ctx, tx, id),
  );
  if (!view) throw notFound();
  const { status, xml } = view.invoice;
  if ((status !== 'generated' && status !== 'cancelled') || !xml)
    throw new AppError('validation_failed', undefined, {
      fields: { base: [validationText('v.invoice_not_generated', ctx.locale)] },
    });
  const pdf = await renderInvoicePdf(xml);
  return invoiceZip(view.invoice.id, xml, pdf);
}
