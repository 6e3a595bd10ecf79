import { formatMoney as formatCentavos, parseMoney } from '@despacho/domain';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type Locale } from '@despacho/shared';

/**
 * Money arrives as a decimal string ("5000.00"); it is read into centavos and worded by the
 * domain's money module, so the client never does float arithmetic and both sides format alike.
 */
export function formatMoney(
  amount: string | null | undefined,
  locale: Locale,
  currency = DEFAULT_CURRENCY,
): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return formatCentavos(parseMoney(amount), locale, currency);
}

/**
 * A balance or total, where the currency must not be guessed: "$5,000.00 MXN". (Plain
 * formatMoney, "$5,000.00", suits prices inside a list whose currency is evident.)
 */
export function formatAmount(
  amount: string | null | undefined,
  locale: Locale,
  currency = DEFAULT_CURRENCY,
): string {
  const text = formatMoney(amount, locale, currency);
  return text === '—' ? text : `${text} ${currency}`;
}

export function formatInteger(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ("2026-05-01") is shown as is; a timestamp in the tenant's time zone. */
export function formatDate(
  value: string | null | undefined,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (!value) return '—';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

export function formatDateTime(
  value: string | null | undefined,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** The current year in the tenant's time zone (footer). */
export function currentYear(timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(new Date());
}

/** Today's calendar date (YYYY-MM-DD) in the tenant's time zone. */
export function todayIn(timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
