import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type AnalyticsQuery } from '@despacho/shared';
import { addDaysToDateKey, zonedInstant } from '@despacho/domain';
import { fieldError } from '../../http/app-error';
import { todayIn } from '../../lib/dates';

export interface DayRange {
  from: string;
  to: string;
  /** Every day of the range, in order. */
  days: string[];
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;
/** A real calendar day (2026-02-30 is not). */
function isRealDay(key: string): boolean {
  const t = Date.parse(`${key}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(key);
}

/**
 * The query's days in the tenant's calendar: by default the last 30 days up to today; `from`
 * after `to`, an impossible date or more than 366 days is a 422 on the field at fault.
 */
export function dayRange(q: AnalyticsQuery, timeZone: string, now = new Date()): DayRange {
  for (const field of ['from', 'to'] as const) {
    const v = q[field];
    if (v !== undefined && !isRealDay(v)) throw fieldError(field, 'v.analytics_date');
  }
  const to =
    q.to ??
    (q.from ? addDaysToDateKey(q.from, ANALYTICS_DEFAULT_DAYS - 1) : todayIn(timeZone, now));
  const from = q.from ?? addDaysToDateKey(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  const span = dayNumber(to) - dayNumber(from) + 1;
  if (span < 1) throw fieldError('from', 'v.analytics_range_order');
  if (span > ANALYTICS_MAX_DAYS) throw fieldError('to', 'v.analytics_range_too_long');
  const days = Array.from({ length: span }, (_, i) => addDaysToDateKey(from, i));
  return {
    from,
    to,
    days,
    start: zonedInstant(from, 0, timeZone),
    end: zonedInstant(addDaysToDateKey(to, 1), 0, timeZone),
  };
}
