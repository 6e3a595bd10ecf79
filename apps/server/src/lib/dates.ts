/** Today's date (YYYY-MM-DD) in a time zone: notices expire by the tenant's calendar. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();
