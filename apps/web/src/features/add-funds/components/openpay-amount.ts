import { toDecimalString, tryParseMoney } from '@despacho/domain';
import type { Locale } from '@despacho/shared';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../lib/format';

/** Spec 1 §5: required, 1 to openpay_max_amount; null when the typed amount is fine. */
export function openpayAmountProblem(
  text: string,
  max: string | undefined,
  t: TFunction,
  locale: Locale,
): string | null {
  const parsed = text.trim() ? tryParseMoney(text.trim()) : null;
  if (!parsed) return t('openpay.errors.required');
  if (!parsed.ok) return t('openpay.errors.invalid');
  if (parsed.value < 100) return t('openpay.errors.min', { amount: formatAmount('1.00', locale) });
  const maxParsed = max ? tryParseMoney(max) : null;
  if (maxParsed?.ok && parsed.value > maxParsed.value) {
    return t('openpay.errors.max', {
      amount: formatAmount(toDecimalString(maxParsed.value), locale),
    });
  }
  return null;
}
