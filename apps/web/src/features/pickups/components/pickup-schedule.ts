import {
  localDateKey,
  localDateTime,
  pickupDate,
  PICKUP_WINDOWS,
  DEFAULT_PICKUP_WINDOW,
  type PickupWindowId,
} from '@despacho/domain';
import type { Locale } from '@despacho/shared';
import { formatTime } from '../../../lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** The window a stored pickup was booked in, read back from its start in the tenant's clock. */
export function windowOf(dateFrom: string, timeZone: string): PickupWindowId {
  const t = localDateTime(new Date(dateFrom), timeZone);
  const from = `${pad(t.hour)}:${pad(t.minute)}`;
  return PICKUP_WINDOWS.find((w) => w.from === from)?.id ?? DEFAULT_PICKUP_WINDOW;
}

/**
 * A retry books the failed pickup's day and window again — unless the carrier no longer
 * collects that day (it has gone by, or under the 12:00 rule), in which case its first pickup
 * day (the server's list; the 12:00 rule's day while that list is loading).
 */
export function retrySchedule(
  failed: { date_from: string },
  days: string[] | undefined,
  now: Date,
  timeZone: string,
): { date: string; window: PickupWindowId } {
  const booked = localDateKey(new Date(failed.date_from), timeZone);
  const earliest = days?.[0] ?? pickupDate(now, timeZone);
  const offered = days ? days.includes(booked) : booked > earliest;
  return {
    date: offered ? booked : earliest,
    window: windowOf(failed.date_from, timeZone),
  };
}

/** "09:00–12:00" as the tenant's clock reads a stored pickup. */
export function windowText(
  p: { date_from: string; date_to: string },
  locale: Locale,
  timeZone: string,
) {
  return `${formatTime(p.date_from, locale, timeZone)}–${formatTime(p.date_to, locale, timeZone)}`;
}
