import { formatMoney, tryParseMoney, type Centavos } from '@despacho/domain';
import { validationText, type Locale } from '@despacho/shared';
import { AppError } from '../../http/app-error';

/** Minimums not set (or not a positive amount) fall back to 10.00 (spec 1 §5 marketplace). */
export const DEFAULT_MINIMUM: Centavos = 1000;
/**
 * 1,000,000.00: above this an amount is a typo, not a top-up (and stays far inside the money
 * columns). It is also PayPal's ceiling here (docs/decisions: PayPal's own per-payment limit is
 * around USD 60,000, about this much once its fee is added), so the wallet tab advertises no fee
 * tier above it.
 */
export const MAXIMUM_TOP_UP: Centavos = 100_000_000;

/** A setting's amount ("100", "10.50") in centavos, or the default. */
export function minimumFrom(value: string | undefined): Centavos {
  const parsed = value ? tryParseMoney(value) : null;
  return parsed?.ok && parsed.value > 0 ? parsed.value : DEFAULT_MINIMUM;
}

/** A per-field refusal of `amount`, worded in the request's language with the limit ("$1,000.00"). */
export function amountError(locale: Locale, key: 'v.amount_min' | 'v.amount_max', limit: Centavos) {
  const shown = formatMoney(limit, locale);
  return new AppError('validation_failed', undefined, {
    fields: { amount: [validationText(key, locale, { min: shown, max: shown })] },
  });
}

/** The amount asked for, in centavos, between the minimum and the maximum top-up. */
export function topUpAmount(
  raw: string | number | null | undefined,
  minimum: Centavos,
  locale: Locale,
): Centavos {
  if (raw === null || raw === undefined || raw === '') {
    throw new AppError('validation_failed', undefined, { fields: { amount: ['v.required'] } });
  }
  const parsed = tryParseMoney(raw);
  if (!parsed.ok) {
    throw new AppError('validation_failed', undefined, { fields: { amount: ['v.money'] } });
  }
  if (parsed.value < minimum) throw amountError(locale, 'v.amount_min', minimum);
  if (parsed.value > MAXIMUM_TOP_UP) throw amountError(locale, 'v.amount_max', MAXIMUM_TOP_UP);
  return parsed.value;
}
