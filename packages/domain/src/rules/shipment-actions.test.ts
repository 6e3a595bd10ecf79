import { describe, expect, it } from 'vitest';
import type { UserType } from '@despacho/shared';
import {
  canOnShipment,
  isPickupOffered,
  manualLabelAction,
  type ShipmentAction,
} from './shipment-actions';
import type { ShipmentFacts } from './shipment-types';

// Monterrey is UTC−6: 2025-03-05T05:59Z is 23:59 on the 4th there.
const LABEL_2359 = new Date('2025-03-05T05:59:00Z');
const NOW = new Date('2025-03-04T20:00:00Z');
const shipment = (over: Partial<ShipmentFacts> = {}): ShipmentFacts => ({
  status: 'success',
  step: 'confirmed',
  source: 'system',
  label: { created_at: new Date('2025-03-04T15:00:00Z') },
  ...over,
});
const as = (user_type: UserType) => ({ user_type });
const check = (action: ShipmentAction, s: ShipmentFacts, who: UserType, now = NOW, opts = {}) => {
  const r = canOnShipment(action, s, as(who), now, opts);
  return r.ok ? 'ok' : r.reason;
};

describe('request cancellation: same tenant-local day as the label', () => {
  it.each([
    ['label this morning, now afternoon', shipment(), NOW, 'ok'],
    [
      'label 23:59, request 23:59:59',
      shipment({ label: { created_at: LABEL_2359 } }),
      new Date('2025-03-05T05:59:59Z'),
      'ok',
    ],
    [
      'label 23:59, request 00:01 next day',
      shipment({ label: { created_at: LABEL_2359 } }),
      new Date('2025-03-05T06:01:00Z'),
      'shipment.label_not_today',
    ],
    [
      'label 00:00, request 23:59 same local day (different UTC days)',
      shipment({ label: { created_at: new Date('2025-03-04T06:00:00Z') } }),
      new Date('2025-03-05T05:59:00Z'),
      'ok',
    ],
    [
      'label yesterday',
      shipment({ label: { created_at: new Date('2025-03-03T15:00:00Z') } }),
      NOW,
      'shipment.label_not_today',
    ],
    ['no label', shipment({ label: null }), NOW, 'shipment.no_label'],
    [
      'already pending cancellation',
      shipment({ status: 'pending_cancellation' }),
      NOW,
      'shipment.invalid_status',
    ],
  ] as const)('%s', (_n, s, now, expected) => {
    expect(check('request_cancellation', s, 'customer', now)).toBe(expected);
  });

  it('uses the tenant time zone given', () => {
    const s = shipment({ label: { created_at: LABEL_2359 } });
    expect(
      check('request_cancellation', s, 'customer', new Date('2025-03-05T06:01:00Z'), {
        timeZone: 'UTC',
      }),
    ).toBe('ok');
  });
});

describe('staff actions by role and status', () => {
  it.each<[ShipmentAction, Partial<ShipmentFacts>, UserType, string]>([
    ['cancel', {}, 'admin', 'ok'],
    ['cancel', {}, 'main_admin', 'ok'],
    ['cancel', {}, 'developer', 'ok'],
    ['cancel', {}, 'operator', 'role.forbidden'],
    ['cancel', {}, 'customer', 'role.forbidden'],
    ['cancel', { status: 'pending_cancellation' }, 'admin', 'ok'],
    ['cancel', { status: 'delivered' }, 'admin', 'shipment.invalid_status'],
    ['cancel', { status: 'canceled' }, 'admin', 'shipment.invalid_status'],
    ['cancel', { status: 'error' }, 'admin', 'shipment.invalid_status'],
    ['cancel', { label: null }, 'admin', 'shipment.no_label'],
    ['reject_cancel_request', { status: 'pending_cancellation' }, 'main_admin', 'ok'],
    ['reject_cancel_request', { status: 'success' }, 'admin', 'shipment.invalid_status'],
    ['reject_cancel_request', { status: 'pending_cancellation' }, 'operator', 'role.forbidden'],
    ['deliver', {}, 'developer', 'ok'],
    ['deliver', {}, 'main_admin', 'role.forbidden'],
    ['deliver', { step: 'rating' }, 'developer', 'shipment.invalid_step'],
    ['deliver', { status: 'pending_cancellation' }, 'developer', 'shipment.invalid_status'],
    ['delete', { status: 'pending' }, 'developer', 'ok'],
    ['delete', { status: 'error' }, 'developer', 'ok'],
    ['delete', { status: 'success' }, 'developer', 'shipment.invalid_status'],
    ['delete', { status: 'pending' }, 'customer', 'role.forbidden'],
    ['delete', { status: 'pending' }, 'admin', 'role.forbidden'],
    ['clone', { status: 'canceled' }, 'customer', 'ok'],
    ['download_label', {}, 'customer', 'ok'],
    ['download_label', { step: 'rating' }, 'customer', 'shipment.invalid_step'],
    ['download_label', { status: 'canceled' }, 'customer', 'shipment.invalid_status'],
    ['download_label', { status: 'canceled' }, 'admin', 'shipment.invalid_status'],
    ['download_label', { status: 'canceled' }, 'developer', 'ok'],
    ['download_label', { label: null }, 'customer', 'shipment.no_label'],
    ['download_nota', {}, 'operator', 'ok'],
    ['download_nota', {}, 'admin', 'ok'],
    ['download_nota', {}, 'main_admin', 'ok'],
    ['download_nota', {}, 'customer', 'role.forbidden'],
    ['download_nota', { status: 'canceled' }, 'developer', 'ok'],
    ['download_nota', { label: null }, 'developer', 'shipment.no_label'],
  ])('%s %j by %s -> %s', (action, over, who, expected) => {
    expect(check(action, shipment(over), who)).toBe(expected);
  });

  it('refuses clone without access', () => {
    expect(check('clone', shipment(), 'customer', NOW, { hasAccess: false })).toBe(
      'shipment.no_access',
    );
  });
});

describe('manual labels', () => {
  it.each<[Partial<ShipmentFacts>, UserType, unknown]>([
    [{ source: 'manual', label: null }, 'operator', { ok: true, mode: 'create' }],
    [{ source: 'manual' }, 'admin', { ok: true, mode: 'edit' }],
    [{ source: 'manual' }, 'customer', { ok: false, reason: 'role.forbidden' }],
    [{ source: 'system' }, 'admin', { ok: false, reason: 'shipment.not_manual' }],
    [
      { source: 'manual', status: 'pending' },
      'admin',
      { ok: false, reason: 'shipment.invalid_status' },
    ],
  ])('%j by %s', (over, who, expected) => {
    expect(manualLabelAction(shipment(over), as(who))).toEqual(expected);
  });
});

describe('pickup offered by provider code', () => {
  it.each([
    ['Fedexx', true],
    ['FedexRest', true],
    ['DHL', true],
    ['PExpress', true],
    ['Redpack', true],
    ['AMPM', true],
    ['Pak2go', true],
    ['DrEnvio', true],
    ['Estafeta', false],
    ['dhl', false],
    [null, false],
  ])('%s -> %s', (code, offered) => expect(isPickupOffered(code)).toBe(offered));
});

describe('wizard steps and pickups: the same rule for the button and the server', () => {
  const draft = (step: ShipmentFacts['step']) => shipment({ status: 'pending', step, label: null });
  it.each([
    ['pack', 'packaging', true, 'ok'],
    ['pack', 'rating', true, 'ok'],
    ['pack', 'addressing', true, 'shipment.addresses_first'],
    ['pack', 'confirmed', true, 'shipment.confirmed'],
    ['pack', 'packaging', false, 'shipment.no_access'],
    ['select_rate', 'rating', true, 'ok'],
    ['select_rate', 'packaging', true, 'shipment.parcel_first'],
    ['select_rate', 'rating', false, 'shipment.no_access'],
    ['edit_addresses', 'rating', true, 'ok'],
    ['edit_addresses', 'confirmed', true, 'shipment.confirmed'],
  ] as const)('%s at %s (may act: %s) → %s', (action, step, hasAccess, expected) => {
    expect(check(action, draft(step), 'operator', NOW, { hasAccess })).toBe(expected);
  });

  const fedex = (pickup_status: string | null) =>
    shipment({ provider_code: 'FedexRest', service_has_pickup: true, pickup_status });
  it.each([
    ['pickup', fedex(null), 'ok'],
    ['pickup', fedex('error'), 'ok'],
    ['pickup', fedex('generated'), 'pickup.booked'],
    [
      'pickup',
      shipment({ provider_code: 'GenericCarrier', service_has_pickup: true }),
      'pickup.not_offered',
    ],
    ['pickup', { ...fedex(null), status: 'canceled' as const }, 'shipment.invalid_status'],
    ['reschedule_pickup', fedex('generated'), 'ok'],
    ['reschedule_pickup', fedex('error'), 'pickup.none'],
    [
      'reschedule_pickup',
      { ...fedex('generated'), status: 'canceled' as const },
      'shipment.invalid_status',
    ],
  ] as const)('%s → %s', (action, s, expected) => {
    expect(check(action, s, 'customer', NOW, { hasAccess: true })).toBe(expected);
  });
});
