/** Dates as MyDHL writes them: "2026-11-24T09:00:00 GMT-06:00" (local time and its offset). */
import { localDateKey, localDateTime, utcOffsetText } from '@despacho/domain';

const MEXICO_TIME_ZONE = 'America/Mexico_City';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as DHL's local date-time in a zone. */
export function dhlDateTime(instant: Date, timeZone = MEXICO_TIME_ZONE): string {
  const t = localDateTime(instant, timeZone);
  const local = `${localDateKey(instant, timeZone)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
  return `${local} GMT${utcOffsetText(instant, timeZone)}`;
}

/** A tenant-local day and "HH:MM" as DHL's date-time, with the zone's offset on that day. */
export function dhlLocalDateTime(day: string, time: string, timeZone: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return `${day}T${time.slice(0, 5)}:00 GMT${utcOffsetText(noon, timeZone)}`;
}
