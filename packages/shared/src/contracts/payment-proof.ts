import { z } from 'zod';
import { amount, fileOf, settingNumber } from '../forms/form-fields';
import { PAYMENT_PROOF_FILE, PAYMENT_PROOF_MIN_AMOUNT, paymentProofSchema } from '../forms/payment';
import { registerValidationMessages } from '../validation/messages';
import { moneyString, requiredText } from '../validation/fields';

/**
 * Bank-transfer payment proofs (spec 1 §2 Add funds, bank tab; §5; §7
 * `POST transfer_funds/send_payment_proof`): the customer sends the receipt of a transfer, a
 * pending deposit waits for staff, who approve it (the deposit clears, once) or reject it.
 */

/** Each file of a proof: 5 MB at most, PNG, JPEG or PDF by its bytes; up to 5 files. */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_PROOF_MAX_FILES = 5;
export const PAYMENT_PROOF_REASON_MAX = 500;

registerValidationMessages({
  'es-MX': {
    'v.proof_file_type': 'Solo se aceptan imágenes PNG o JPEG y archivos PDF',
    'v.proof_file_too_large': 'Cada archivo puede pesar hasta 5 MB',
    'v.proof_too_many_files': 'Puedes adjuntar hasta {{max}} archivos',
    'v.proof_reviewed': 'Este comprobante ya fue revisado',
    'v.proof_bank_disabled': 'El pago por transferencia bancaria no está disponible',
  },
  en: {
    'v.proof_file_type': 'Only PNG or JPEG images and PDF files are accepted',
    'v.proof_file_too_large': 'Each file can be up to 5 MB',
    'v.proof_too_many_files': 'You can attach up to {{max}} files',
    'v.proof_reviewed': 'This proof has already been reviewed',
    'v.proof_bank_disabled': 'Paying by bank transfer is not available',
  },
});

/**
 * The bank tab's form: the spec's proof rules with the tenant's minimum (`bank_amount`, never
 * below 1), the date capped at today in the tenant's zone, and each file's size checked before
 * it is sent (the server checks again, by content).
 */
export const bankTransferProofSchema = (opts: {
  today?: string;
  minAmount?: string | number | null;
}) =>
  paymentProofSchema(opts.today).extend({
    amount: amount({
      min: Math.max(PAYMENT_PROOF_MIN_AMOUNT, settingNumber(opts.minAmount, 1)),
    }),
    files: z
      .array(
        fileOf(PAYMENT_PROOF_FILE).refine((f) => (f.size ?? 0) <= PAYMENT_PROOF_MAX_BYTES, {
          error: 'v.proof_file_too_large',
        }),
        { error: 'v.file_required' },
      )
      .min(1, { error: 'v.file_required' })
      .max(PAYMENT_PROOF_MAX_FILES, { error: 'v.proof_too_many_files' }),
  });
export type BankTransferProofForm = z.input<ReturnType<typeof bankTransferProofSchema>>;

export const PAYMENT_PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZPaymentProofStatus = z.enum(PAYMENT_PROOF_STATUSES);
export type PaymentProofStatus = z.infer<typeof ZPaymentProofStatus>;
/** The staff list's status filter: one status (pending when absent) or all of them. */
export const ZPaymentProofStatusFilter = z.enum([...PAYMENT_PROOF_STATUSES, 'all'], {
  error: 'v.invalid_value',
});
export const PAYMENT_PROOF_ORDER_FIELDS = ['created_at', 'transaction_date', 'amount'] as const;

export const ZPaymentProofFile = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type PaymentProofFile = z.infer<typeof ZPaymentProofFile>;

const ZPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

export const ZPaymentProof = z.object({
  id: z.number().int(),
  /** The account credited (a sub-user's proof credits the parent account). */
  user: ZPerson,
  amount: moneyString(),
  /** The day the customer says the transfer was made (YYYY-MM-DD). */
  transaction_date: z.string(),
  status: ZPaymentProofStatus,
  reject_reason: z.string().nullable(),
  reviewer: ZPerson.nullable(),
  reviewed_at: z.string().nullable(),
  /** The pending deposit this proof stands for. */
  transaction_id: z.number().int(),
  files: z.array(ZPaymentProofFile),
  created_at: z.string(),
});
export type PaymentProof = z.infer<typeof ZPaymentProof>;

/** POST payment_proofs/{id}/reject: why (the customer reads it in the e-mail and on the tab). */
export const ZPaymentProofRejectRequest = z.object({
  reason: requiredText(PAYMENT_PROOF_REASON_MAX),
});
export type PaymentProofRejectRequest = z.input<typeof ZPaymentProofRejectRequest>;
/**
 * The route's body shape: the server checks `reason` itself with the request schema above, so a
 * refusal lands on `reason` (a one-key body would otherwise be read as a wrapper).
 */
export const ZPaymentProofRejectBody = z.object({
  reason: z.string().max(10_000).nullish(),
});
