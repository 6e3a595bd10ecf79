import {
  issuesToFieldErrors,
  validationText,
  ZInvoiceCancelRequest,
  type Invoice,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import {
  PacError,
  validateCancelRequest,
  type PacCancelRequest,
  type PacCancelResult,
} from '../../integrations/pac/pac-port';
import { activeCsdKeyFiles } from '../csds/csd-store';
import { pacFor } from './invoice-pac';
import { invoicingSettings } from './invoice-settings';
import { serializeInvoice } from './invoice.serializer';
import {
  findInvoiceByUuid,
  findInvoiceRow,
  findInvoiceView,
  updateInvoiceRow,
} from './invoices.repository';
import { requireInvoice } from './invoices.service';

const refuse = (
  field: string,
  text: string,
  code: 'validation_failed' | 'busy' = 'validation_failed',
) =>
  new AppError(code, undefined, {
    fields: { [field]: [text] },
    status: code === 'busy' ? 503 : undefined,
  });

/**
 * POST invoices/{id}/cancel {motive, replacement_uuid} (staff): cancels a generated invoice at
 * SAT through the PAC. 01 names another generated invoice of the tenant that replaces it; 02–04
 * name none. The PAC is called outside any transaction; SAT's answer is stored: cancelled, or
 * still generated with cancel_status in_process (the receptor must accept) or refused.
 */
export async function cancelInvoice(
  ctx: ServiceContext,
  id: number,
  body: Record<string, unknown>,
): Promise<Invoice> {
  authorize(ctx, 'destroy', 'Invoice');
  await requireInvoice(ctx, id);
  const parsed = ZInvoiceCancelRequest.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation_failed', undefined, {
      fields: issuesToFieldErrors(parsed.error.issues, ctx.locale),
    });
  const { motive, replacement_uuid: replacement } = parsed.data;
  const settings = await invoicingSettings(ctx.deps, ctx.tenant.id);
  const pac = pacFor(settings, ctx.locale, ctx.deps.config);
  const request = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findInvoiceRow(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'generated' || !row.uuid)
      throw refuse('base', validationText('v.invoice_not_generated', ctx.locale));
    if (replacement) {
      const other = await findInvoiceByUuid(tx, replacement);
      if (!other || other.id === row.id || other.status !== 'generated')
        throw refuse(
          'replacement_uuid',
          validationText('v.invoice_replacement_unknown', ctx.locale),
        );
    }
    const files = await activeCsdKeyFiles(tx, ctx.deps.secrets);
    if (!files) throw refuse('base', validationText('v.invoice_no_csd', ctx.locale));
    const req: PacCancelRequest = {
      uuid: row.uuid,
      rfcEmisor: (settings.invoicing_rfc ?? '').toUpperCase(),
      motive,
      replacementUuid: replacement ?? undefined,
      cerDer: files.cerDer,
      keyDer: files.keyDer,
      keyPassword: files.password,
    };
    return req;
  });
  let result: PacCancelResult;
  try {
    validateCancelRequest(request);
    result = await pac.cancel(request);
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    if (error.retryable)
      throw refuse('base', validationText('v.invoice_pac_unavailable', ctx.locale), 'busy');
    throw refuse(
      'base',
      validationText('v.invoice_pac_refused', ctx.locale, { message: error.message }),
    );
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const cancelled = result.status === 'cancelled';
    await updateInvoiceRow(tx, id, ['generated'], {
      ...(cancelled ? { status: 'cancelled' as const, cancelledAt: new Date() } : {}),
      cancelMotive: motive,
      cancelReplacementUuid: replacement,
      cancelStatus: result.status,
      cancelAcuse: result.acuse ?? null,
      lastError: result.status === 'refused' ? (result.message ?? result.satStatus) : null,
    });
    return serializeInvoice((await findInvoiceView(tx, id))!);
  });
}
