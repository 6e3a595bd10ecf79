import { z } from 'zod';
import { isoDate } from '../validation/fields';
import { amount, fileOf, settingNumber } from './form-fields';

/**
 * Payment amounts are bounded by tenant settings the web app reads at run time, so each schema
 * is built from the setting values; the server builds the same schema from its settings.
 */

/** Wallet (PayPal): at least paypal_min_amount. */
export const walletAmountSchema = (minAmount: number | string | null | undefined) =>
  z.object({ amount: amount({ min: settingNumber(minAmount, 1) }) });

/** OpenPay card, SPEI and store: 1 to openpay_max_amount. */
export const OPENPAY_MIN_AMOUNT = 1;
export const openpayAmountSchema = (maxAmount: number | string | null | undefined) =>
  z.object({
    amount: amount({
      min: OPENPAY_MIN_AMOUNT,
      max: settingNumber(maxAmount, Number.MAX_SAFE_INTEGER),
    }),
  });

/** A card payment also needs a chosen card and the device session the engine's script made. */
export const openpayCardPaymentSchema = (maxAmount: number | string | null | undefined) =>
  openpayAmountSchema(maxAmount).extend({
    // The saved card's id, or the engine's card id string: one must be chosen.
    card_id: z.custom<number | string>(
      (v) =>
        (typeof v === 'number' && Number.isInteger(v) && v > 0) ||
        (typeof v === 'string' && v.trim() !== ''),
      { error: 'v.card_required' },
    ),
    device_session_id: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }),
  });

/** Marketplace checkout: at least mercado_min_amount, 10 when the setting is missing. */
export const MERCADO_DEFAULT_MIN_AMOUNT = 10;
export const marketplaceAmountSchema = (minAmount?: number | string | null) =>
  z.object({ amount: amount({ min: settingNumber(minAmount, MERCADO_DEFAULT_MIN_AMOUNT) }) });

/** Bank-transfer payment proof: the receipt as an image or PDF (checked by mime type). */
export const PAYMENT_PROOF_MIN_AMOUNT = 1;
export const PAYMENT_PROOF_FILE = {
  mimes: ['image/png', 'image/jpeg', 'application/pdf'],
} as const;

/** `today` (YYYY-MM-DD in the tenant's zone) caps the date: a transfer cannot be in the future. */
export const paymentProofSchema = (today?: string) =>
  z.object({
    amount: amount({ min: PAYMENT_PROOF_MIN_AMOUNT }),
    transaction_date: isoDate().refine((d) => !today || d <= today, { error: 'v.date_in_future' }),
    files: z
      .array(fileOf(PAYMENT_PROOF_FILE), { error: 'v.file_required' })
      .min(1, { error: 'v.file_required' }),
  });
/** Without a clock (server-side parsing of the multipart fields before the date check). */
export const ZPaymentProofForm = paymentProofSchema();
