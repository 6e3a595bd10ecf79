import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentYear,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  setTenantTimeZone,
  tenantTimeZone,
  todayIn,
} from './format';

// The reader's computer is in New York; the tenant is in Monterrey (UTC-6, no daylight saving).
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
  setTenantTimeZone('America/Monterrey');
});

// 1 November 2026, 04:30 UTC: still 31 October in Monterrey (22:30), 1 November's 00:30 in New York.
const LATE_EVENING = '2026-11-01T04:30:00Z';

describe('the one date formatter', () => {
  it('runs in a browser zone other than the tenant’s', () => {
    expect(new Date(LATE_EVENING).getDate()).toBe(1);
    expect(new Date(LATE_EVENING).getHours()).toBe(0);
  });

  it('writes a day as dd/mm/aaaa and a time on the 24-hour clock in Spanish', () => {
    expect(formatDateTime(LATE_EVENING, 'es-MX', 'America/Monterrey')).toBe('31/10/2026 22:30');
    expect(formatDate(LATE_EVENING, 'es-MX', 'America/Monterrey')).toBe('31/10/2026');
    expect(formatTime(LATE_EVENING, 'es-MX', 'America/Monterrey')).toBe('22:30');
  });

  it('writes English the same day-first way (docs/decisions.md), never mm/dd/yyyy', () => {
    expect(formatDateTime(LATE_EVENING, 'en', 'America/Monterrey')).toBe('31/10/2026 22:30');
    expect(formatDate('2026-11-01', 'en')).toBe('01/11/2026');
    expect(formatDayMonth('2026-03-09', 'en')).toBe('09/03');
  });

  it('reads in the tenant’s zone by default, not the browser’s', () => {
    setTenantTimeZone('America/Monterrey');
    expect(tenantTimeZone()).toBe('America/Monterrey');
    expect(formatDateTime(LATE_EVENING, 'es-MX')).toBe('31/10/2026 22:30');
    expect(todayIn(undefined, new Date(LATE_EVENING))).toBe('2026-10-31');

    setTenantTimeZone('America/Tijuana');
    expect(formatDateTime(LATE_EVENING, 'en')).toBe('31/10/2026 21:30');
    // A branding without a zone keeps the last one.
    setTenantTimeZone(undefined);
    expect(tenantTimeZone()).toBe('America/Tijuana');
  });

  it('keeps a calendar date as is in every zone (a due date is not a moment)', () => {
    setTenantTimeZone('Asia/Tokyo');
    expect(formatDate('2026-05-01', 'es-MX')).toBe('01/05/2026');
    expect(formatDate('2026-05-01', 'es-MX', 'Pacific/Honolulu')).toBe('01/05/2026');
  });

  it('crosses midnight and the new year in the tenant’s zone', () => {
    const newYear = new Date('2027-01-01T05:59:00Z');
    expect(currentYear('America/Monterrey')).toMatch(/^\d{4}$/);
    expect(formatDateTime(newYear, 'es-MX', 'America/Monterrey')).toBe('31/12/2026 23:59');
    expect(formatDateTime(newYear, 'es-MX', 'America/Mexico_City')).toBe('31/12/2026 23:59');
    expect(formatDateTime(newYear, 'es-MX', 'America/Cancun')).toBe('01/01/2027 00:59');
    expect(formatTime('2026-11-01T06:05:00Z', 'en', 'America/Monterrey')).toBe('00:05');
  });

  it('says a dash for nothing and leaves what is not a date as it came', () => {
    expect(formatDate(null, 'es-MX')).toBe('—');
    expect(formatDateTime('', 'en')).toBe('—');
    expect(formatDateTime('mañana', 'es-MX')).toBe('mañana');
  });
});
