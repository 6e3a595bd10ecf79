import { z } from 'zod';

/**
 * The ledger rows the product writes itself, by code: the reader's language words them
 * (`shipment` is the shipment's number, `kilos` the overweight charged). Staff's own movements
 * carry no code; their text stays as typed.
 */
export const TRANSACTION_DESCRIPTION_CODES = [
  'label_purchase',
  'own_agreement_fee',
  'label_refund',
  'cancellation_refund',
  'overweight_charge',
  'overweight_refund',
  'payment_wallet',
  'payment_card',
  'payment_spei',
  'payment_store',
  'payment_checkout',
  'bank_transfer_proof',
  'demo_opening_balance',
] as const;
export type TransactionDescriptionCode = (typeof TRANSACTION_DESCRIPTION_CODES)[number];

export const ZTransactionDescriptionParams = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);
export type TransactionDescriptionParams = z.infer<typeof ZTransactionDescriptionParams>;

export const isTransactionDescriptionCode = (v: unknown): v is TransactionDescriptionCode =>
  (TRANSACTION_DESCRIPTION_CODES as readonly unknown[]).includes(v);
