import { describe, expect, it } from 'vitest';
import { isMexicanRestDay, pickupDays, WEEKDAYS_MON_FRI } from './pickup-days';

// Monterrey is UTC−6 all year.
const at = (iso: string) => new Date(iso);
const fedex = { weekdays: WEEKDAYS_MON_FRI, timeZone: 'America/Monterrey' };

describe('pickup days: the carrier’s working days in the tenant’s clock', () => {
  it('Saturday morning: no Saturday or Sunday, Monday first', () => {
    // Saturday 7 March 2026, 09:00 in Monterrey.
    const days = pickupDays(at('2026-03-07T15:00:00Z'), fedex);
    expect(days[0]).toBe('2026-03-09');
    expect(days).not.toContain('2026-03-07');
    expect(days).not.toContain('2026-03-08');
    expect(days.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
  });

  it('today only before 12:00, tenant time (not UTC)', () => {
    // Tuesday 10 March 2026: 11:59 and 12:00 in Monterrey.
    expect(pickupDays(at('2026-03-10T17:59:00Z'), fedex)[0]).toBe('2026-03-10');
    expect(pickupDays(at('2026-03-10T18:00:00Z'), fedex)[0]).toBe('2026-03-11');
    // 19:00 on Friday 6 March in Monterrey is already Saturday in UTC: next is Monday.
    expect(pickupDays(at('2026-03-07T01:00:00Z'), fedex)[0]).toBe('2026-03-09');
  });

  it('skips Mexico’s statutory rest days: Monday 16 March 2026 (third Monday of March)', () => {
    // Friday 13 March 2026 after noon.
    const days = pickupDays(at('2026-03-13T20:00:00Z'), fedex);
    expect(days[0]).toBe('2026-03-17');
    expect(days).not.toContain('2026-03-16');
  });

  it('a carrier that collects on Saturdays offers them; up to 10 days ahead', () => {
    const days = pickupDays(at('2026-03-10T15:00:00Z'), {
      weekdays: [1, 2, 3, 4, 5, 6],
      timeZone: 'America/Monterrey',
    });
    expect(days).toContain('2026-03-14');
    expect(days).not.toContain('2026-03-15');
    expect(days.at(-1)).toBe('2026-03-20');
  });

  it.each([
    ['2026-01-01', true],
    ['2026-02-02', true], // first Monday of February
    ['2026-02-09', false],
    ['2026-03-16', true], // third Monday of March
    ['2026-05-01', true],
    ['2026-09-16', true],
    ['2026-11-16', true], // third Monday of November
    ['2026-12-25', true],
    ['2030-10-01', true], // a federal government takes office
    ['2026-10-01', false],
    ['2026-03-10', false],
  ])('%s is a rest day: %s', (day, rest) => {
    expect(isMexicanRestDay(day)).toBe(rest);
  });
});
