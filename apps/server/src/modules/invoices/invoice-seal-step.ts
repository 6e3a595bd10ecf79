import { validationText, type Locale } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { InvoiceRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { loadActiveCsd } from '../csds/csd-store';
import { fiscalDataOf } from '../fiscal-data/fiscal-data.service';
import { sealCfdi } from '../fiscal/cfdi/cfdi-seal';
import { parseXml } from '../fiscal/cfdi/xml-read';
import type { SecretBox } from '../../lib/secret-box';
import { formaPagoOf } from './invoice-forma-pago';
import { depositAmounts, depositCfdiInput, hoursSinceFecha, receptorOf } from './invoice-cfdi';
import { issuerOf, type InvoicingSettings } from './invoice-settings';
import {
  findInvoiceRow,
  findTransactionRow,
  paymentMethodOf,
  updateInvoiceRow,
} from './invoices.repository';

/** SAT refuses a CFDI stamped more than 72 hours after its Fecha: re-seal before that. */
const RESEAL_AFTER_HOURS = 70;

const refuse = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  new AppError('validation_failed', undefined, {
    fields: { base: [validationText(key, locale, params)] },
  });

const fechaOf = (xml: string) => parseXml(xml).documentElement?.getAttribute('Fecha') ?? '';

export interface SealStepInput {
  tx: Tx;
  tenantId: number;
  invoiceId: number;
  actorId: number | null;
  settings: InvoicingSettings;
  secrets: SecretBox;
  locale: Locale;
  now: Date;
}

/**
 * Step 1 of generating, in one transaction with the invoice locked: a stamping invoice whose
 * sealed XML is still fresh is sent again as is (so a retry never stamps twice); a pending one
 * (or a stale stamping one) is built from the deposit, the receptor's fiscal data and the
 * issuer's settings, sealed with the active CSD and saved as stamping. Every refusal is a 422
 * and, the transaction rolling back, the invoice stays as it was.
 */
export async function sealStep(i: SealStepInput): Promise<InvoiceRow> {
  const invoice = await findInvoiceRow(i.tx, i.invoiceId, { lock: true });
  if (!invoice) throw notFound();
  if (invoice.status === 'stamping' && invoice.xml) {
    if (hoursSinceFecha(fechaOf(invoice.xml), i.now) < RESEAL_AFTER_HOURS) return invoice;
  } else if (invoice.status !== 'pending') {
    throw refuse(i.locale, 'v.invoice_not_pending');
  }
  const deposit = await findTransactionRow(i.tx, invoice.transactionId);
  if (!deposit || deposit.transactionType !== 'deposit' || deposit.status !== 'cleared')
    throw refuse(i.locale, 'invoice.not_cleared');
  const fiscal = await fiscalDataOf(i.tx, invoice.userId);
  if (!fiscal) throw refuse(i.locale, 'v.invoice_no_fiscal_data');
  const issuer = issuerOf(i.settings, i.locale);
  const csd = await loadActiveCsd(i.tx, i.secrets);
  if (!csd) throw refuse(i.locale, 'v.invoice_no_csd');
  if (csd.validTo.getTime() <= i.now.getTime() || csd.validFrom.getTime() > i.now.getTime())
    throw refuse(i.locale, 'v.invoice_csd_expired', {
      date: csd.validTo.toISOString().slice(0, 10),
    });
  if (csd.rfc.toUpperCase() !== issuer.rfc)
    throw refuse(i.locale, 'v.invoice_csd_rfc', { csd: csd.rfc, rfc: issuer.rfc });
  const receptor = receptorOf(fiscal);
  const source = await paymentMethodOf(i.tx, deposit.id);
  const input = depositCfdiInput({
    issuer,
    receptor,
    invoiceId: invoice.id,
    transactionNumber: deposit.sequentialId,
    depositCents: deposit.amountCents,
    formaPago: formaPagoOf(source, fiscal.paymentForm),
    now: i.now,
  });
  const xml = sealCfdi(input, csd);
  const saved = await updateInvoiceRow(i.tx, invoice.id, ['pending', 'stamping'], {
    status: 'stamping',
    xml,
    serie: input.serie ?? null,
    folio: input.folio ?? null,
    ...depositAmounts(deposit.amountCents),
    receptor: { ...receptor, email: fiscal.email, formaPago: input.formaPago },
    ...(i.actorId === null ? {} : { generatedBy: i.actorId }),
    lastError: null,
  });
  return saved!;
}
