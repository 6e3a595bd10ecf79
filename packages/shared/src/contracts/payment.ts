import { z } from 'zod';
import { moneyInput, moneyString, requiredText } from '../validation/fields';

/**
 * Adding funds through PayPal (wallet) and Mercado Pago (marketplace checkout), spec 1 §2 and §7.
 * Amounts travel as decimal strings ("150.00"); the server works in centavos.
 */

/** The add-funds amount forms (wallet, marketplace checkout). */
export const ZAddFundsAmountRequest = z.object({ amount: moneyInput() });
export type AddFundsAmountRequest = z.input<typeof ZAddFundsAmountRequest>;
/**
 * The body of POST paypal/checkout and transfer_funds/mercado_create_preference: the server
 * checks the amount itself (against the tenant's minimum) so every refusal lands on `amount`.
 */
export const ZAddFundsAmountBody = z.object({
  amount: z.union([z.string().max(40), z.number()]).nullish(),
});

export const ZPaymentStatus = z.enum([
  'created',
  'pending',
  'paid',
  'credited',
  'failed',
  'expired',
  'canceled',
]);
export type PaymentStatusName = z.infer<typeof ZPaymentStatus>;

/** One wallet fee tier as the PayPal tab advertises it (spec 1 §9): amounts over `over`, up to `up_to`. */
export const ZPaypalFeeTier = z.object({
  /** Exclusive lower bound; null for the first tier. */
  over: moneyString().nullable(),
  /** Inclusive upper bound (the last advertised tier ends at the maximum per payment). */
  up_to: moneyString(),
  percent: z.number(),
  fixed: moneyString(),
});
export type PaypalFeeTier = z.infer<typeof ZPaypalFeeTier>;

/**
 * GET paypal/config: what the wallet tab shows and checks before paying, as the server will
 * check it: the minimum (paypal_min_amount), the maximum per payment, and only the fee tiers an
 * accepted amount can fall in.
 */
export const ZPaypalConfig = z.object({
  enabled: z.boolean(),
  min_amount: moneyString(),
  max_amount: moneyString(),
  fee_tiers: z.array(ZPaypalFeeTier),
});
export type PaypalConfig = z.infer<typeof ZPaypalConfig>;

/** POST paypal/checkout: the order to approve, what PayPal charges and what is credited. */
export const ZPaypalCheckoutResponse = z.object({
  /** PayPal's order id (the `token` of the return URL). */
  paymentID: z.string(),
  approve_url: z.string(),
  /** What reaches the balance (the amount asked for). */
  amount: moneyString(),
  /** PayPal's fee (spec 1 §9 wallet tiers), paid by the payer on top. */
  fee: moneyString(),
  /** What PayPal charges: amount + fee. */
  total: moneyString(),
});
export type PaypalCheckoutResponse = z.infer<typeof ZPaypalCheckoutResponse>;

/** POST paypal/execute, after PayPal returned with `?token=<order id>&PayerID=…`. */
export const ZPaypalExecuteRequest = z.object({
  payment_id: requiredText(120),
  payer_id: requiredText(60),
});
export type PaypalExecuteRequest = z.input<typeof ZPaypalExecuteRequest>;

/** What became of a gateway payment (execute, process). */
export const ZPaymentResult = z.object({
  id: z.number().int(),
  gateway: z.enum(['paypal', 'openpay', 'mercadopago']),
  status: ZPaymentStatus,
  amount: moneyString(),
  fee: moneyString(),
  credited: moneyString(),
  /** The user's balance after this payment (unchanged unless credited). */
  balance: moneyString(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

/** POST transfer_funds/mercado_create_preference (spec 1 §3 "Marketplace preference response"). */
export const ZMercadoPreferenceResponse = z.object({
  preference_id: z.string().nullable(),
  init_point: z.string().nullable(),
  access_token_present: z.boolean(),
  mercado_pago_public_key: z.string(),
  /** The tenant's Mercado Pago settings are missing or were refused: nothing was created. */
  data_invalid: z.boolean(),
  amount: moneyString(),
  /** 3.79 % + 4.00 + 1.16 (spec 1 §9). */
  deduction: moneyString(),
  credited: moneyString(),
});
export type MercadoPreferenceResponse = z.infer<typeof ZMercadoPreferenceResponse>;

/** POST transfer_funds/mercado_payment_process: Mercado Pago's return (`payment_id`, `preference_id`). */
export const ZMercadoPaymentProcessRequest = z.object({
  payment_id: requiredText(40),
  preference_id: requiredText(120),
});
export type MercadoPaymentProcessRequest = z.input<typeof ZMercadoPaymentProcessRequest>;
