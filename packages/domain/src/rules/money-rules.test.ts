import { describe, expect, it } from 'vitest';
import type { UserType } from '@despacho/shared';
import { apiKeyReplacement, validateApiKeyName } from './api-key';
import { canRequestInvoice, type InvoiceableTransaction } from './invoice';
import {
  canAcceptRebate,
  canApplyOverweight,
  canCancelRebateRequest,
  canRefundOverweight,
  canReportEvidence,
  canRequestRebate,
  overweightAmount,
  overweightStatusFromCode,
  type OverweightStatus,
} from './overweight';
import { canChangeStatus, canSetCarrierLimit } from './status-change';

const as = (user_type: UserType) => ({ user_type });

describe('overweights', () => {
  const moves = {
    apply: canApplyOverweight,
    refund: canRefundOverweight,
    accept: canAcceptRebate,
    cancel_rebate: canCancelRebateRequest,
  };
  it.each<[keyof typeof moves, OverweightStatus, UserType, unknown]>([
    ['apply', 'unpaid', 'admin', { ok: true, next: 'paid' }],
    ['apply', 'paid', 'admin', { ok: false, reason: 'overweight.invalid_status' }],
    ['apply', 'unpaid', 'operator', { ok: false, reason: 'role.forbidden' }],
    ['apply', 'unpaid', 'customer', { ok: false, reason: 'role.forbidden' }],
    ['refund', 'paid', 'main_admin', { ok: true, next: 'refunded' }],
    ['refund', 'rebated', 'developer', { ok: false, reason: 'overweight.invalid_status' }],
    ['accept', 'rebated', 'developer', { ok: true, next: 'refunded' }],
    ['accept', 'paid', 'developer', { ok: false, reason: 'overweight.invalid_status' }],
    ['cancel_rebate', 'rebated', 'admin', { ok: true, next: 'paid' }],
    ['cancel_rebate', 'refunded', 'admin', { ok: false, reason: 'overweight.invalid_status' }],
  ])('%s on %s by %s', (move, status, who, expected) => {
    expect(moves[move](status, as(who))).toEqual(expected);
  });

  it.each<[OverweightStatus, string | undefined, unknown]>([
    ['paid', '1', { ok: true, next: 'rebated' }],
    ['paid', '0', { ok: false, reason: 'overweight.rebate_disabled' }],
    ['paid', undefined, { ok: false, reason: 'overweight.rebate_disabled' }],
    ['unpaid', '1', { ok: false, reason: 'overweight.invalid_status' }],
    ['rebated', '1', { ok: false, reason: 'overweight.invalid_status' }],
  ])('rebate request on %s with setting %s', (status, setting, expected) => {
    expect(canRequestRebate(status, { overweights_request_rebate: setting })).toEqual(expected);
  });

  it.each([
    [{ description: 'photo of the scale', file: {} }, true],
    [{ description: '  ', file: {} }, false],
    [{ description: 'x', file: null }, false],
    [{ file: {} }, false],
  ])('evidence %j complete: %s', (evidence, ok) => expect(canReportEvidence(evidence).ok).toBe(ok));

  it.each([
    [2, 5000, 10000],
    [1.5, 3333, 5000], // 4999.5 -> 5000
    [0.25, 1999, 500], // 499.75 -> 500
    [0.001, 1999, 2],
  ])('%s kg × %i = %i', (kg, price, amount) => expect(overweightAmount(kg, price)).toBe(amount));

  it('maps query codes', () => {
    expect([0, 1, 2, 3, 4].map(overweightStatusFromCode)).toEqual([
      'unpaid',
      'paid',
      'rebated',
      'refunded',
      null,
    ]);
  });
});

describe('invoice request eligibility', () => {
  const tx = (over: Partial<InvoiceableTransaction> = {}): InvoiceableTransaction => ({
    transaction_type: 'deposit',
    status: 'cleared',
    created_by: 'user',
    created_at: new Date('2025-03-01T06:00:00Z'), // 00:00 on March 1st in Monterrey
    has_invoice: false,
    ...over,
  });
  const reason = (t: InvoiceableTransaction, opts: Parameters<typeof canRequestInvoice>[1]) => {
    const r = canRequestInvoice(t, opts);
    return r.ok ? 'ok' : r.reason;
  };

  it.each([
    [tx(), '1', 'ok'],
    [tx(), '0', 'invoice.disabled'],
    [tx({ has_invoice: true }), '1', 'invoice.exists'],
    [tx({ created_by: 'app' }), '1', 'invoice.app_transaction'],
    [tx({ status: 'pending' }), '1', 'invoice.not_cleared'],
    [tx({ transaction_type: 'withdraw' }), '1', 'invoice.not_deposit'],
  ] as const)('%j with invoicing %s', (t, invoicing, expected) => {
    expect(reason(t, { invoicing })).toBe(expected);
  });

  it.each([
    ['2025-03-31T23:00:00Z', 'ok'], // 17:00 on March 31st local
    ['2025-04-01T05:59:59Z', 'ok'], // still March 31st in Monterrey
    ['2025-04-01T06:00:00Z', 'invoice.not_current_month'],
  ])('my transactions at %s', (now, expected) => {
    expect(reason(tx(), { invoicing: '1', ownTransactions: true, now: new Date(now) })).toBe(
      expected,
    );
  });

  it('refuses a transaction created just before the local month began', () => {
    const lastFeb = tx({ created_at: new Date('2025-03-01T05:59:00Z') }); // Feb 28th 23:59 local
    expect(
      reason(lastFeb, {
        invoicing: '1',
        ownTransactions: true,
        now: new Date('2025-03-10T12:00:00Z'),
      }),
    ).toBe('invoice.not_current_month');
  });
});

describe('API keys', () => {
  it.each([
    ['ab', 'api_key.name_too_short'],
    ['  ab  ', 'api_key.name_too_short'],
    ['abc', 'ok'],
    ['  abc  ', 'ok'],
    ['x'.repeat(50), 'ok'],
    ['x'.repeat(51), 'api_key.name_too_long'],
  ])('name %j', (name, expected) => {
    const r = validateApiKeyName(name);
    expect(r.ok ? 'ok' : r.reason).toBe(expected);
  });

  it('returns the trimmed name', () =>
    expect(validateApiKeyName('  shop  ')).toEqual({ ok: true, name: 'shop' }));
  it('replaces every existing key', () =>
    expect(apiKeyReplacement([1, 2, 3])).toEqual({ delete: [1, 2, 3] }));
});

describe('status changes', () => {
  it.each([
    ['user', { status: 'active' }, 'suspended', 'ok'],
    ['validator', { status: 'suspended' }, 'active', 'ok'],
    ['notice', { status: 'active' }, 'active', 'status.unchanged'],
    ['service', { status: 'suspended' }, 'active', 'ok'],
    [
      'carrier',
      { status: 'suspended', shipment_disabled: true },
      'active',
      'carrier.shipment_disabled',
    ],
    ['carrier', { status: 'active', shipment_disabled: true }, 'suspended', 'ok'],
    ['carrier', { status: 'suspended', shipment_disabled: false }, 'active', 'ok'],
    ['user', { status: 'deleted' }, 'active', 'status.invalid'],
  ] as const)('%s %j → %s', (kind, entity, target, expected) => {
    const r = canChangeStatus(kind, entity, target);
    expect(r.ok ? 'ok' : r.reason).toBe(expected);
  });

  it.each<[UserType, number, number, string]>([
    ['main_admin', 11, 10, 'ok'],
    ['developer', 10, 10, 'carrier.limit_not_above_count'],
    ['main_admin', 9, 10, 'carrier.limit_not_above_count'],
    ['admin', 100, 10, 'role.forbidden'],
    ['developer', 1.5, 0, 'carrier.limit_invalid'],
  ])('%s sets limit %i with %i shipments', (who, limit, count, expected) => {
    const r = canSetCarrierLimit(as(who), limit, count);
    expect(r.ok ? 'ok' : r.reason).toBe(expected);
  });
});
