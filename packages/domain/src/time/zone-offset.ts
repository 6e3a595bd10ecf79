import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import { localDateTime } from './zoned-time';

/** Minutes the zone's wall clock runs ahead of UTC at an instant (−360 for Mexico City). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const t = localDateTime(whole, timeZone);
  const shown = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return Math.round((shown - whole.getTime()) / 60_000);
}

/** The zone's UTC offset at an instant as "±HH:MM" ("+00:00" for UTC). */
export function utcOffsetText(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const minutes = zoneOffsetMinutes(instant, timeZone);
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
