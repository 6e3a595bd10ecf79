import type { Locale } from '@despacho/shared';
import { formatDayMonth, formatMoney } from '../../lib/format';

/** A day key ("2026-03-01") as the axis shows it: 01/03, as every date in the app. */
export const dayLabel = (date: string, locale: Locale): string => formatDayMonth(date, locale);

/**
 * Chart geometry needs numbers; the figures stay the server's decimal strings everywhere they
 * are read as text (cards, tooltips go back through formatMoney).
 */
export const chartNumber = (decimal: string | null | undefined): number =>
  decimal ? Number(decimal) : 0;

export const moneyFormatter =
  (locale: Locale) =>
  (value: number | null): string =>
    value === null ? '—' : formatMoney(value.toFixed(2), locale);

export const DAY_MS = 86_400_000;
export const ANALYTICS_MAX_DAYS = 366;

/** Days from one key to another, both included. */
export const spanDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The problem with a range, as an i18n key (the server says the same with a 422). */
export function rangeProblem(from: string, to: string): string | null {
  const span = spanDays(from, to);
  if (Number.isNaN(span)) return null;
  if (span < 1) return 'analytics.range.order';
  if (span > ANALYTICS_MAX_DAYS) return 'analytics.range.tooLong';
  return null;
}
