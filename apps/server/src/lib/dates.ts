import { localDateKey } from '@despacho/domain';
/** Today's date (YYYY-MM-DD) in a time zone: notices expire by the tenant's calendar. */
export function todayIn(timeZone: string, now = new Date()): string {
  // The domain's reading keeps one formatter per zone (building one costs ~150 µs).
  return localDateKey(now, timeZone);
}

export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();
