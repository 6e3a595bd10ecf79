/** Dates as MyDHL writes them: "2026-11-24T09:00:00 GMT-06:00" (local time and its offset). */

export const MEXICO_TIME_ZONE = 'America/Mexico_City';

/** The zone's UTC offset at an instant, as "GMT-06:00" ("GMT+00:00" for UTC). */
export function gmtOffset(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? 'GMT+00:00' : name;
}

/** An instant as DHL's local date-time in a zone. */
export function dhlDateTime(instant: Date, timeZone = MEXICO_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  return `${local} ${gmtOffset(instant, timeZone)}`;
}

/** A tenant-local day and "HH:MM" as DHL's date-time, with the zone's offset on that day. */
export function dhlLocalDateTime(day: string, time: string, timeZone: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return `${day}T${time.slice(0, 5)}:00 ${gmtOffset(noon, timeZone)}`;
}
