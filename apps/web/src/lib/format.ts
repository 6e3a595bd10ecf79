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

/*
 * The app's one date formatter (an ESLint rule keeps Intl.DateTimeFormat and toLocale* here).
 * Both languages write a day as dd/mm/yyyy and a time on the 24-hour clock (docs/decisions.md,
 * issue 25), always in the tenant's time zone — never the browser's — so a date reads the same
 * on every screen, in both languages and from any country. `locale` is kept so call sites stay
 * uniform should a language ever differ.
 */

let tenantZone = DEFAULT_TIME_ZONE;

/** Set once the tenant's branding loads (AppProviders): the default zone of every formatter. */
export function setTenantTimeZone(zone: string | null | undefined): void {
  if (zone) tenantZone = zone;
}

/** The tenant's time zone as last loaded (America/Monterrey until then). */
export const tenantTimeZone = (): string => tenantZone;

interface Clock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// Building an Intl formatter costs far more than using one, and a list formats hundreds of cells.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock of `timeZone` at `date`, as zero-padded digits. */
function readClock(date: Date, timeZone: string): Clock {
  const out: Clock = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of clockIn(timeZone).formatToParts(date))
    if (part.type in out) out[part.type as keyof Clock] = part.value;
  return out;
}

const dayText = (c: Pick<Clock, 'year' | 'month' | 'day'>) => `${c.day}/${c.month}/${c.year}`;

function instant(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "01/11/2026": a calendar date ("2026-11-01") as is; a timestamp's day in the tenant's zone. */
export function formatDate(
  value: string | null | undefined,
  _locale?: Locale,
  timeZone = tenantZone,
): string {
  if (!value) return '—';
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-') as [string, string, string];
    return dayText({ year, month, day });
  }
  const date = instant(value);
  return date ? dayText(readClock(date, timeZone)) : value;
}

/** "01/11/2026 14:05" in the tenant's time zone. */
export function formatDateTime(
  value: string | Date | null | undefined,
  _locale?: Locale,
  timeZone = tenantZone,
): string {
  if (!value) return '—';
  const date = value instanceof Date ? value : instant(value);
  if (!date) return String(value);
  const c = readClock(date, timeZone);
  return `${dayText(c)} ${c.hour}:${c.minute}`;
}

/** "14:05" in the tenant's time zone. */
export function formatTime(value: string | Date, _locale?: Locale, timeZone = tenantZone): string {
  const date = value instanceof Date ? value : instant(value);
  if (!date) return String(value);
  const c = readClock(date, timeZone);
  return `${c.hour}:${c.minute}`;
}

/** "01/11": a calendar date without its year (a chart's axis). */
export function formatDayMonth(date: string, _locale?: Locale): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** "GMT-6": a zone's offset from UTC at `now` (daylight saving included). */
export function formatUtcOffset(timeZone: string, now = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** A number in the reader's language, with `digits` decimals at most. */
export function formatNumber(value: number, locale: Locale, digits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** The current year in the tenant's time zone (footer). */
export function currentYear(timeZone = tenantZone): string {
  return readClock(new Date(), timeZone).year;
}

/** Today's calendar date (YYYY-MM-DD) in the tenant's time zone. */
export function todayIn(timeZone = tenantZone, now = new Date()): string {
  const c = readClock(now, timeZone);
  return `${c.year}-${c.month}-${c.day}`;
}
