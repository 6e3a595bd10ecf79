import { DEFAULT_TIME_ZONE } from '@despacho/shared';

/** Wall-clock reading of an instant in a time zone; weekday 0 = Sunday as in Service.week_days. */
export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat costs far more than using one; the rating engine reads the clock
// once per quote, but rules may be evaluated per row of a list.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// Reading a time zone through Intl costs tens of microseconds, and a list evaluates rules on
// every row's date. A zone's offset from UTC changes only at its transitions, which fall on a
// quarter hour of UTC (every offset in use is a whole number of quarter hours, and clocks change
// on a local hour or half hour): the offset is read once per zone and quarter hour, and the
// wall clock is the instant moved by it.
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();

function offsetMs(ms: number, timeZone: string): number {
  const start = Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const t = readLocalDateTime(new Date(start), timeZone);
    offset = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - start;
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

export function localDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return readLocalDateTime(instant, timeZone);
  const local = new Date(ms + offsetMs(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

function readLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The tenant-local calendar date, "YYYY-MM-DD". */
export function localDateKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const t = localDateTime(instant, timeZone);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** The tenant-local month, "YYYY-MM" (reports and the my-transactions invoice rule). */
export function localMonthKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDateKey(instant, timeZone).slice(0, 7);
}

/** Calendar arithmetic on a "YYYY-MM-DD" key; time zones play no part in it. */
export function addDaysToDateKey(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  const utc = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** Minutes since local midnight from "HH:MM" or "HH:MM:SS"; null when the text is not a time. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/**
 * The instant at which the tenant's wall clock shows dateKey at minutes-after-midnight. Found
 * by correcting a UTC guess with the zone's offset twice, which settles across DST changes.
 */
export function zonedInstant(
  dateKey: string,
  minutesOfDay: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const [y, m, d] = dateKey.split('-').map(Number);
  const wanted = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 0, minutesOfDay);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const t = localDateTime(new Date(guess), timeZone);
    const shown = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}
