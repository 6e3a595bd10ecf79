import { z } from 'zod';
import { enumError, refId } from '../forms/form-fields';
import { registerValidationMessages } from '../validation/messages';
import { moneyString, requiredText } from '../validation/fields';

/**
 * Invoices (spec 3 §2 "Transactions and invoices", §3 Invoice, §4, §7 Invoices): a customer asks
 * for the CFDI of a cleared deposit, staff generate it (sealed with the tenant's CSD, stamped by
 * the PAC) or reject the request, download it as `<id>.zip` and cancel it at SAT.
 */

/** pending (shown as requested), rejected, stamping (sent to the PAC), generated, cancelled. */
export const INVOICE_STATUS_VALUES = [
  'pending',
  'rejected',
  'stamping',
  'generated',
  'cancelled',
] as const;
export const ZInvoiceStatus = z.enum(INVOICE_STATUS_VALUES);
export type InvoiceStatusValue = z.infer<typeof ZInvoiceStatus>;

/** SAT's cancellation motives (Anexo 20, "Motivo de cancelación"). */
export const CANCEL_MOTIVES = ['01', '02', '03', '04'] as const;
export type CancelMotiveCode = (typeof CANCEL_MOTIVES)[number];
export const INVOICE_REASON_MAX = 500;
export const INVOICE_ORDER_FIELDS = ['created_at', 'stamped_at', 'id'] as const;
/** The lists' `where[...]` filters; `user_id` and `user_email` are for staff only. */
export const INVOICE_LIST_STATUSES = ['pending', 'generated'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

registerValidationMessages({
  'es-MX': {
    'v.invoice_uuid': 'Escribe un folio fiscal (UUID) válido',
    'v.invoice_replacement_required':
      'El motivo 01 requiere el folio fiscal de la factura que la sustituye',
    'v.invoice_replacement_not_allowed': 'Solo el motivo 01 lleva folio fiscal de sustitución',
  },
  en: {
    'v.invoice_uuid': 'Enter a valid fiscal folio (UUID)',
    'v.invoice_replacement_required': 'Motive 01 needs the fiscal folio of the replacing invoice',
    'v.invoice_replacement_not_allowed': 'Only motive 01 takes a replacement fiscal folio',
  },
});

/** The invoice beside a transaction in the transaction lists. */
export const ZTransactionInvoice = z.object({ id: z.number().int(), status: ZInvoiceStatus });
export type TransactionInvoice = z.infer<typeof ZTransactionInvoice>;

export const ZInvoice = z.object({
  id: z.number().int(),
  status: ZInvoiceStatus,
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  transaction: z.object({
    id: z.number().int(),
    sequential_id: z.number().int(),
    amount: moneyString(),
    created_at: z.string(),
  }),
  user: z.object({
    id: z.number().int(),
    sequential_id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  serie: z.string().nullable(),
  folio: z.string().nullable(),
  /** The fiscal folio SAT's timbre gives. */
  uuid: z.string().nullable(),
  subtotal: moneyString().nullable(),
  iva: moneyString().nullable(),
  total: moneyString().nullable(),
  stamped_at: z.string().nullable(),
  /** The PAC's last refusal (staff read it to fix the data and generate again). */
  last_error: z.string().nullable(),
  cancel_motive: z.string().nullable(),
  cancel_replacement_uuid: z.string().nullable(),
  /** SAT's answer to a cancellation: in_process while the receptor must accept, cancelled. */
  cancel_status: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** POST invoices/request_invoice (customer) and POST invoices (staff). */
export const ZInvoiceCreateRequest = z.object({ transaction_id: refId() });
export type InvoiceCreateRequest = z.input<typeof ZInvoiceCreateRequest>;

/** PUT invoices/{id}/reject_invoice: why (the customer reads it in the e-mail and the list). */
export const ZInvoiceRejectRequest = z.object({ reason: requiredText(INVOICE_REASON_MAX) });
export type InvoiceRejectRequest = z.input<typeof ZInvoiceRejectRequest>;
/** The route's body shape; the service checks `reason` with the schema above (see payment proofs). */
export const ZInvoiceRejectBody = z.object({ reason: z.string().max(10_000).nullish() });

/** POST invoices/{id}/cancel: SAT's motive; 01 needs the UUID of the replacing invoice. */
export const ZInvoiceCancelRequest = z
  .object({
    motive: z.enum(CANCEL_MOTIVES, { error: enumError }),
    replacement_uuid: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine((v) => v === null || UUID.test(v), { error: 'v.invoice_uuid' }),
  })
  .superRefine((v, ctx) => {
    if (v.motive === '01' && !v.replacement_uuid)
      ctx.addIssue({
        code: 'custom',
        path: ['replacement_uuid'],
        message: 'v.invoice_replacement_required',
      });
    if (v.motive !== '01' && v.replacement_uuid)
      ctx.addIssue({
        code: 'custom',
        path: ['replacement_uuid'],
        message: 'v.invoice_replacement_not_allowed',
      });
  });
export type InvoiceCancelRequest = z.input<typeof ZInvoiceCancelRequest>;
/** The route's body shape (the service checks it with the schema above, per field). */
export const ZInvoiceCancelBody = z.object({
  motive: z.string().max(10).nullish(),
  replacement_uuid: z.string().max(100).nullish(),
});
