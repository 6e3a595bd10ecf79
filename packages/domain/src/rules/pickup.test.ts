import { describe, expect, it } from 'vitest';
import { pickupDate, pickupRetryDraft, schedulePickup } from './pickup';

// Monterrey is UTC−6.
describe('pickup scheduling', () => {
  it.each([
    ['2025-03-04T17:59:59Z', '2025-03-04'], // 11:59:59 local
    ['2025-03-04T18:00:00Z', '2025-03-05'], // 12:00 local
    ['2025-03-05T05:59:00Z', '2025-03-05'], // 23:59 on the 4th local → next day
    ['2025-03-05T06:00:00Z', '2025-03-05'], // 00:00 on the 5th local
    ['2025-12-31T20:00:00Z', '2026-01-01'], // across the year end
    ['2024-02-28T19:00:00Z', '2024-02-29'], // leap day
  ])('requested at %s → %s', (now, date) => {
    expect(pickupDate(new Date(now))).toBe(date);
  });

  it.each([
    ['morning', '2025-03-04T15:00:00.000Z', '2025-03-04T18:00:00.000Z'],
    ['midday', '2025-03-04T18:00:00.000Z', '2025-03-04T21:00:00.000Z'],
    ['afternoon', '2025-03-04T21:00:00.000Z', '2025-03-05T00:00:00.000Z'],
  ] as const)('the %s window in tenant time', (window, from, to) => {
    const s = schedulePickup(new Date('2025-03-04T16:00:00Z'), window);
    expect(s.date).toBe('2025-03-04');
    expect(s.date_from.toISOString()).toBe(from);
    expect(s.date_to.toISOString()).toBe(to);
  });

  it('defaults to the morning window', () => {
    expect(schedulePickup(new Date('2025-03-04T16:00:00Z')).window).toBe('morning');
  });

  it('saves a retry as a new pickup', () => {
    const draft = pickupRetryDraft({
      id: 7,
      shipment_id: 3,
      reference_number: 'R',
      tracking_number: 'T',
      status: 'error',
      carrier: 'DHL',
    });
    expect(draft).toEqual({ shipment_id: 3, carrier: 'DHL' });
  });
});
