import { describe, expect, it } from 'vitest';
import { utcOffsetText, zoneOffsetMinutes } from './zone-offset';

describe('zone offsets', () => {
  it('reads the offset at an instant, across a DST change', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-24T15:00:00.500Z'), 'America/Mexico_City')).toBe(
      -360,
    );
    expect(utcOffsetText(new Date('2025-03-08T14:00:00Z'), 'America/New_York')).toBe('-05:00');
    expect(utcOffsetText(new Date('2025-03-09T14:00:00Z'), 'America/New_York')).toBe('-04:00');
    expect(utcOffsetText(new Date('2025-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe('+05:30');
    expect(utcOffsetText(new Date('2025-06-01T00:00:00Z'), 'UTC')).toBe('+00:00');
  });
});
