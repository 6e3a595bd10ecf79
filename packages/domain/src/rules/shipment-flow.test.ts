import { describe, expect, it } from 'vitest';
import { nextStatus, type ShipmentEvent } from './shipment-status';
import type { ShipmentStatus } from './shipment-types';
import { destinationAfterRateSubmit, nextStep, wizardScreenOnLoad } from './wizard';

describe('shipment status machine', () => {
  it.each<[ShipmentStatus, ShipmentEvent, ShipmentStatus | null]>([
    ['pending', 'label_purchased', 'success'],
    ['pending', 'purchase_failed', 'error'],
    ['success', 'request_cancellation', 'pending_cancellation'],
    ['pending_cancellation', 'reject_cancellation', 'success'],
    ['pending_cancellation', 'cancel', 'canceled'],
    ['success', 'cancel', 'canceled'],
    ['success', 'deliver', 'delivered'],
    ['delivered', 'cancel', null],
    ['canceled', 'cancel', null],
    ['error', 'cancel', null],
    ['pending', 'deliver', null],
    ['success', 'reject_cancellation', null],
    ['canceled', 'label_purchased', null],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toEqual(
      to ? { ok: true, status: to } : { ok: false, reason: 'shipment.invalid_transition' },
    );
  });
});

describe('wizard', () => {
  it('walks addressing → packaging → rating → confirmed', () => {
    expect(nextStep('addressing')).toBe('packaging');
    expect(nextStep('packaging')).toBe('rating');
    expect(nextStep('rating')).toBe('confirmed');
    expect(nextStep('confirmed')).toBeNull();
  });

  it.each([
    ['rating', 'confirmed', 'shipment_list'],
    ['addressing', 'confirmed', 'shipment_list'],
    ['rating', 'rating', 'rating'],
    ['addressing', 'rating', 'addressing'],
    ['rating', 'addressing', 'addressing'],
    ['rating', 'packaging', 'packaging'],
    ['packaging', 'packaging', 'packaging'],
  ] as const)('opening %s with step %s goes to %s', (screen, step, to) => {
    expect(wizardScreenOnLoad(screen, step)).toBe(to);
  });

  it.each([
    ['manual', 'success', 'shipment_list', true],
    ['manual', 'pending', 'confirmation', false],
    ['system', 'success', 'confirmation', false],
  ] as const)('after a %s/%s rate submit: %s', (source, status, destination, notify) => {
    expect(destinationAfterRateSubmit({ source, status })).toEqual({
      destination,
      notify_success: notify,
    });
  });
});
