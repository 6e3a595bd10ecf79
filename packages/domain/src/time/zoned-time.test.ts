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
