import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { candidate, input, service } from './test-fixtures';
import { withinSchedule } from './validators';

const withValidators = (over: Parameters<typeof service>[0]) =>
  candidate({
    service: service({
      validators: [
        { name: 'week_days', status: 'active' },
        { name: 'schedule', status: 'active' },
      ],
      ...over,
    }),
  });

const code = (now: string, over: Parameters<typeof service>[0], timeZone?: string) =>
  rateShipment(
    input({
      candidates: [withValidators(over)],
      now: new Date(now),
      settings: timeZone ? { time_zone: timeZone } : {},
    }),
  ).rejections[0]?.code ?? 'rated';

// Monterrey is UTC−6 (no DST since 2022): 05:59Z on Wednesday is still Tuesday 23:59 there.
describe('week days and schedule in the tenant time zone', () => {
  it.each([
    ['2025-03-05T05:59:00Z', [2], 'rated'], // Tue 23:59 local, Tuesday allowed
    ['2025-03-05T06:00:00Z', [2], 'schedule.week_day'], // Wed 00:00 local
    ['2025-03-05T06:00:00Z', [3], 'rated'],
    ['2025-03-05T05:59:00Z', [3], 'schedule.week_day'], // UTC says Wednesday, Monterrey does not
    ['2025-03-09T12:00:00Z', [0], 'rated'], // Sunday is 0
    ['2025-03-09T12:00:00Z', [1, 2, 3, 4, 5, 6], 'schedule.week_day'],
  ] as const)('%s with week_days %j', (now, days, expected) => {
    expect(code(now, { week_days: days })).toBe(expected);
  });

  it.each([
    ['2025-03-04T14:59:00Z', '09:00', '18:00', 'schedule.hours'], // 08:59 local
    ['2025-03-04T15:00:00Z', '09:00', '18:00', 'rated'], // 09:00
    ['2025-03-05T00:00:00Z', '09:00', '18:00', 'rated'], // 18:00
    ['2025-03-05T00:01:00Z', '09:00', '18:00', 'schedule.hours'], // 18:01
    ['2025-03-05T05:59:00Z', '22:00', '02:00', 'rated'], // 23:59, window across midnight
    ['2025-03-05T06:00:00Z', '22:00', '02:00', 'rated'], // 00:00
    ['2025-03-05T08:01:00Z', '22:00', '02:00', 'schedule.hours'], // 02:01
    ['2025-03-05T05:59:00Z', '00:00', '23:58', 'schedule.hours'], // 23:59
    ['2025-03-05T06:00:00Z', '00:00', '23:58', 'rated'], // 00:00 next day
    ['2025-03-04T16:00:00Z', null, null, 'rated'],
    ['2025-03-04T16:00:00Z', '11:00', null, 'schedule.hours'], // 10:00 local
    ['2025-03-04T16:00:00Z', null, '09:59', 'schedule.hours'],
  ] as const)('%s within %s–%s', (now, start_at, end_at, expected) => {
    expect(code(now, { start_at, end_at })).toBe(expected);
  });

  it('reads the clock in another tenant zone when told', () => {
    // 05:59Z: Tuesday 23:59 in Monterrey, Wednesday 05:59 in UTC.
    expect(code('2025-03-05T05:59:00Z', { week_days: [3] }, 'UTC')).toBe('rated');
  });

  it('treats an unparseable bound as absent', () => {
    expect(withinSchedule(600, 'noon', null)).toBe(true);
  });
});
