import { z } from 'zod';
import { optionalText } from '../validation/fields';
import { amount, enumError } from './form-fields';

export const TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;

/**
 * Staff transaction (spec 3 §5): amount and transaction_type required. The amount is positive;
 * the type says which way the balance moves.
 */
export const ZTransactionForm = z.object({
  amount: amount({ min: 0.01 }),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: enumError }),
  description: optionalText(500),
});
export type TransactionForm = z.input<typeof ZTransactionForm>;
export const ZTransactionRequest = z.object({ transaction: ZTransactionForm });
