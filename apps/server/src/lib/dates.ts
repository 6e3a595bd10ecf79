const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone: notices expire by the tenant's calendar. */
export function todayIn(timeZone: string, now = new Date()): string {
  // Building a formatter costs ~150 µs; every quote asks for the day, so each zone's is kept.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();
