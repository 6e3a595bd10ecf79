import type { Locale } from '@despacho/shared';
import { formatDateTime, formatTime, todayIn } from '../../../lib/format';

/**
 * When a carrier started being skipped: the time alone ("03:41") when it is today in the
 * tenant's time zone (the usual case: a breaker opens for minutes), else date and time.
 */
export function formatSince(iso: string, locale: Locale, timeZone?: string, now = new Date()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (todayIn(timeZone, date) !== todayIn(timeZone, now)) {
    return formatDateTime(iso, locale, timeZone);
  }
  return formatTime(date, locale, timeZone);
}
