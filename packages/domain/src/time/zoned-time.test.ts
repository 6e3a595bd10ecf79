import { describe, expect, it } from 'vitest';
import {
  addDaysToDateKey,
  localDateKey,
  localDateTime,
  localMonthKey,
  parseTimeOfDay,
  zonedInstant,
} from './zoned-time';

describe('tenant-local time', () => {
  it('reads the wall clock in Monterrey by default', () => {
    expect(localDateTime(new Date('2025-03-05T05:59:30Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 4,
      weekday: 2,
      hour: 23,
      minute: 59,
      second: 30,
    });
    expect(localDateKey(new Date('2025-03-05T06:00:00Z'))).toBe('2025-03-05');
    expect(localMonthKey(new Date('2025-04-01T05:00:00Z'))).toBe('2025-03');
  });

  it('does calendar arithmetic on date keys', () => {
    expect(addDaysToDateKey('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToDateKey('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToDateKey('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('finds the instant of a local time, across a DST change', () => {
    expect(zonedInstant('2025-03-04', 9 * 60).toISOString()).toBe('2025-03-04T15:00:00.000Z');
    // New York springs forward on 2025-03-09: 09:00 is EDT (UTC−4) that day, EST the day before.
    expect(zonedInstant('2025-03-08', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2025-03-08T14:00:00.000Z',
    );
    expect(zonedInstant('2025-03-09', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2025-03-09T13:00:00.000Z',
    );
  });

  it.each([
    ['09:00', 540],
    ['9:05', 545],
    ['23:59:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['noon', null],
  ])('parses %s', (text, minutes) => expect(parseTimeOfDay(text)).toBe(minutes));
});

describe('wall clock from a cached offset', () => {
  const made = new Map<string, Intl.DateTimeFormat>();
  const intl = (instant: Date, timeZone: string) => {
    const parts: Record<string, string> = {};
    const f =
      made.get(timeZone) ??
      new Intl.DateTimeFormat('en-US', {
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
    made.set(timeZone, f);
    for (const p of f.formatToParts(instant)) parts[p.type] = p.value;
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      weekday: days.indexOf(parts.weekday!),
      hour: Number(parts.hour) % 24,
      minute: Number(parts.minute),
      second: Number(parts.second),
    };
  };

  it.each([
    'America/Monterrey',
    'America/Mexico_City',
    'America/Tijuana',
    'America/New_York',
    'Europe/Madrid',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
  ])('reads %s as Intl does, minute by minute around its clock changes', (zone) => {
    // Every 67 minutes 13 seconds through 2026 and 2030 (each crosses its DST changes), then
    // every 7 seconds through the hour and more before each change found.
    const changes: number[] = [];
    let previous: number | null = null;
    for (const year of [2026, 2030]) {
      const end = Date.UTC(year + 1, 0, 1);
      for (let ms = Date.UTC(year, 0, 1); ms < end; ms += 4_033_000) {
        const got = localDateTime(new Date(ms), zone);
        expect(got).toEqual(intl(new Date(ms), zone));
        const shown = Date.UTC(got.year, got.month - 1, got.day, got.hour, got.minute);
        const offset = shown - Math.floor(ms / 60_000) * 60_000;
        if (previous !== null && offset !== previous) changes.push(ms);
        previous = offset;
      }
    }
    for (const at of changes)
      for (let ms = at - 4_100_000; ms < at; ms += 7_000)
        expect(localDateTime(new Date(ms), zone)).toEqual(intl(new Date(ms), zone));
    if (!['America/Monterrey', 'America/Mexico_City', 'Asia/Kathmandu'].includes(zone))
      expect(changes.length).toBeGreaterThanOrEqual(4);
  });
});
