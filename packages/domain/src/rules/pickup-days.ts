import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import { addDaysToDateKey, localDateKey, localDateTime } from '../time/zoned-time';
import { PICKUP_CUTOFF_HOUR } from './pickup';

/** How far ahead (calendar days from today, tenant time) a pickup may be booked. */
export const PICKUP_MAX_DAYS_AHEAD = 10;

/** Monday to Friday (0 = Sunday): the on-call pickup days of a carrier that declares none. */
export const WEEKDAYS_MON_FRI: readonly number[] = [1, 2, 3, 4, 5];

const weekdayOf = (dateKey: string): number => new Date(`${dateKey}T00:00:00Z`).getUTCDay();

/** The n-th Monday (1-based) of a month, as "YYYY-MM-DD". */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((8 - first) % 7) + (n - 1) * 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Mexico's statutory rest days (Ley Federal del Trabajo, art. 74): 1 January, the first Monday
 * of February, the third Monday of March, 1 May, 16 September, the third Monday of November,
 * 25 December, and 1 October of the years a federal government takes office (2024, 2030, …).
 * No carrier collects on them: they are not "días hábiles".
 */
export function isMexicanRestDay(dateKey: string): boolean {
  const year = Number(dateKey.slice(0, 4));
  const md = dateKey.slice(5);
  if (['01-01', '05-01', '09-16', '12-25'].includes(md)) return true;
  if (md === '10-01' && year >= 2024 && (year - 2024) % 6 === 0) return true;
  return (
    dateKey === nthMonday(year, 2, 1) ||
    dateKey === nthMonday(year, 3, 3) ||
    dateKey === nthMonday(year, 11, 3)
  );
}

export interface PickupCalendar {
  /** The carrier's pickup weekdays (0 = Sunday … 6 = Saturday). */
  readonly weekdays: readonly number[];
  readonly timeZone?: string;
}

/** Whether the carrier collects on this calendar day at all (its weekdays, no rest day). */
export const isCarrierWorkingDay = (dateKey: string, weekdays: readonly number[]): boolean =>
  weekdays.includes(weekdayOf(dateKey)) && !isMexicanRestDay(dateKey);

/**
 * The days a pickup may be booked on now, earliest first ("YYYY-MM-DD", tenant time): today
 * only before 12:00, then up to PICKUP_MAX_DAYS_AHEAD days ahead, and only the carrier's
 * working days. The server validates against this list and the date picker offers only it.
 */
export function pickupDays(now: Date, calendar: PickupCalendar): string[] {
  const tz = calendar.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDateKey(now, tz);
  const days: string[] = [];
  for (let i = 0; i <= PICKUP_MAX_DAYS_AHEAD; i++) {
    const day = addDaysToDateKey(today, i);
    if (i === 0 && localDateTime(now, tz).hour >= PICKUP_CUTOFF_HOUR) continue;
    if (isCarrierWorkingDay(day, calendar.weekdays)) days.push(day);
  }
  return days;
}
