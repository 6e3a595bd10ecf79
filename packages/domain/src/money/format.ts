import { assertCentavos, type Centavos } from './centavos';

/** The API wire format: "1234.50", "-3.10", "0.05". */
export function toDecimalString(amount: Centavos): string {
  assertCentavos(amount);
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

export type MoneyLocale = 'es-MX' | 'en';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: MoneyLocale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Human display ("$1,234.50" in es-MX and in en: the narrow symbol, as Mexican merchants write
 * pesos). The decimal string is handed to Intl as text so large amounts never pass through a float.
 */
export function formatMoney(
  amount: Centavos,
  locale: MoneyLocale = 'es-MX',
  currency = 'MXN',
): string {
  return formatterFor(locale, currency).format(toDecimalString(amount) as `${number}`);
}
