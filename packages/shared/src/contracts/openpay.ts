import { z } from 'zod';
import { moneyString, requiredText } from '../validation/fields';
import { ZPaymentResult } from './payment';

/**
 * Adding funds with OpenPay (spec 1 §2 card/SPEI/store tabs, §3 Credit card, §7 Payments).
 * The card number never reaches the server: the browser tokenises it with OpenPay (openpay.js
 * in production) and sends the token id and the device session id.
 */

/** A saved card as listed (spec 1 §3: id, brand, masked card_number). */
export const ZCreditCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  /** Masked as OpenPay returns it: 411111XXXXXX1111. */
  card_number: z.string(),
  holder_name: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
});
export type CreditCard = z.infer<typeof ZCreditCard>;

/** POST credit_cards. */
export const ZCreateCreditCardRequest = z.object({
  token_id: requiredText(80),
  device_session_id: requiredText(255),
});
export type CreateCreditCardRequest = z.input<typeof ZCreateCreditCardRequest>;

const rawAmount = z.union([z.string().max(40), z.number()]).nullish();

/** POST credit_cards/{id}/add_funds: the server checks the amount (min 1, max openpay_max_amount). */
export const ZCardAddFundsBody = z.object({
  credit_card: z.object({
    device_session_id: requiredText(255),
    amount: rawAmount,
  }),
});
export type CardAddFundsBody = z.input<typeof ZCardAddFundsBody>;

/** The card charge: a 3-D Secure URL to send the browser to, or the payment already credited. */
export const ZCardAddFundsResponse = z.object({
  payment_method: z.object({ type: z.string(), url: z.string() }).nullable(),
  payment: ZPaymentResult,
});
export type CardAddFundsResponse = z.infer<typeof ZCardAddFundsResponse>;

export const OPENPAY_REFERENCE_METHODS = ['bank', 'store'] as const;
/** POST openpay: a SPEI (bank) or store (cash) reference. */
export const ZOpenpayChargeBody = z.object({
  payment_method: z.enum(OPENPAY_REFERENCE_METHODS, { error: 'v.invalid_type' }),
  amount: rawAmount,
});
export type OpenpayChargeBody = z.input<typeof ZOpenpayChargeBody>;

/**
 * The charge result the SPEI and store tabs show (spec 1 §2): everything the payer's bank or
 * the store asks for. A SPEI transfer from another bank takes the beneficiary, the destination
 * bank, the CLABE, `payment_method.name` as the payment concept and the `agreement` as the
 * reference; from BBVA it is a service payment to the CIE `agreement` with `name` as the
 * reference and the `description` as the concept.
 */
export const ZOpenpayChargeResult = z.object({
  id: z.string(),
  due_date: z.string().nullable(),
  creation_date: z.string(),
  /** The charge's description (the setting openpay_product_name, and the business name). */
  description: z.string(),
  /** SPEI: who the CLABE pays (openpay_business_name, else the tenant's name); store: null. */
  beneficiary: z.string().nullable(),
  /** What the payer transfers or pays at the store: credited + fee. */
  amount: moneyString(),
  currency: z.string(),
  fee: moneyString(),
  /** What reaches the balance once OpenPay confirms the payment. */
  credited: moneyString(),
  payment_method: z.object({
    type: z.string(),
    url: z.string().nullable(),
    agreement: z.string().nullable(),
    name: z.string().nullable(),
    bank: z.string().nullable(),
    clabe: z.string().nullable(),
    reference: z.string().nullable(),
    barcode_url: z.string().nullable(),
  }),
});
export type OpenpayChargeResult = z.infer<typeof ZOpenpayChargeResult>;

/** GET openpay/config: what the browser needs to tokenise a card. */
export const ZOpenpayConfig = z.object({
  enabled: z.boolean(),
  merchant_id: z.string(),
  public_key: z.string(),
  /** true: api.openpay.mx (openpay.js in production mode). */
  production: z.boolean(),
  /**
   * Demo mode only: the base URL of the local OpenPay mock the browser tokenises against
   * (`{tokens_url}/v1/{merchant_id}/tokens`); null means openpay.js with OpenPay itself.
   */
  tokens_url: z.string().nullable(),
  max_amount: moneyString(),
  min_amount: moneyString(),
});
export type OpenpayConfig = z.infer<typeof ZOpenpayConfig>;
