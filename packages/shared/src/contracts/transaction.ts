import { z } from 'zod';
import { amount, enumError, refId } from '../forms/form-fields';
import { TRANSACTION_TYPES } from '../forms/transaction';
import { moneyString, requiredText } from '../validation/fields';
import { ZTransactionInvoice } from './invoice';
import {
  TRANSACTION_DESCRIPTION_CODES,
  ZTransactionDescriptionParams,
} from './transaction-description';

/** Ledger rows (spec 3 §2 "Transactions and invoices", §3 Transaction). */

export const TRANSACTION_STATUSES = ['cleared', 'pending', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The largest single staff movement: ten million pesos (a typo guard, not a business rule). */
export const TRANSACTION_MAX_AMOUNT = 10_000_000;
export const TRANSACTION_DESCRIPTION_MAX = 255;

/**
 * POST transactions (staff, spec 3 §5): amount in pesos (> 0, at most 2 decimals), the
 * direction, and a description the customer will read, sent as `{transaction: {...}}`. The web
 * form resolves with `ZTransactionCreateForm` (the same rules without the user, which comes from
 * the page).
 */
export const ZTransactionCreateForm = z.object({
  amount: amount({ min: 0.01, max: TRANSACTION_MAX_AMOUNT }),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: enumError }),
  description: requiredText(TRANSACTION_DESCRIPTION_MAX),
});
export type TransactionCreateForm = z.input<typeof ZTransactionCreateForm>;

/** The movement itself: the form's fields and whose balance moves. */
export const ZTransactionCreateFields = ZTransactionCreateForm.extend({ user_id: refId() });
export type TransactionCreateFields = z.input<typeof ZTransactionCreateFields>;

/** The body of POST transactions, wrapped by model like every other write. */
export const ZTransactionCreateRequest = z.object({ transaction: ZTransactionCreateFields });
export type TransactionCreateRequest = z.input<typeof ZTransactionCreateRequest>;

/** Whose account a row belongs to. */
export const ZTransactionUser = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type TransactionUser = z.infer<typeof ZTransactionUser>;

/** The shipment a label charge or refund belongs to (its number is the shipment's `sequential_id`). */
export const ZTransactionShipment = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tracking_numbers: z.array(z.string()),
});

/**
 * Who wrote the row: `app` (the product itself: refunds, gateway payments) or a person (a label
 * bought by the customer or for them, a deposit staff added). The person's name goes to staff
 * only; `staff` says the person was staff, so a customer is told when staff acted on their
 * account and not when they did it themselves.
 */
export const ZTransactionCreatedBy = z.object({
  kind: z.enum(['app', 'user']),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  staff: z.boolean(),
});

/**
 * One ledger row as lists show it. Later issues add fields beside these (`invoice`), never
 * change them.
 */
export const ZTransaction = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  user_id: z.number().int(),
  /** Always positive; `transaction_type` says which way the balance moved. */
  amount: moneyString(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** The text as stored (Spanish for rows the product wrote; as typed for staff's rows). */
  description: z.string().nullable(),
  /**
   * What the product wrote, as a code the reader's language words (`description_params` fill
   * it in); null on rows typed by staff and on rows written before codes existed.
   */
  description_code: z.enum(TRANSACTION_DESCRIPTION_CODES).nullable(),
  description_params: ZTransactionDescriptionParams.nullable(),
  created_at: z.string(),
  created_by: ZTransactionCreatedBy,
  user: ZTransactionUser,
  shipment: ZTransactionShipment.nullable(),
  /** The invoice asked for this row, if any (spec 3 §3: id and status). */
  invoice: ZTransactionInvoice.nullable(),
});
export type Transaction = z.infer<typeof ZTransaction>;

/** The account a staff member is looking at (GET users/{id}/transactions). */
export const ZTransactionAccount = ZTransactionUser.extend({
  balance: moneyString(),
  credit_limit: moneyString(),
  /** A sub-user's money lives on this account. */
  parent_id: z.number().int().nullable(),
});
export type TransactionAccount = z.infer<typeof ZTransactionAccount>;

/** Filters of the lists, sent as `where[field]`. */
export const TRANSACTION_FILTER_FIELDS = [
  'shipment_number',
  'tracking_number',
  'id',
  'user_id',
] as const;
export const TRANSACTION_ORDER_FIELDS = ['created_at', 'sequential_id'] as const;
