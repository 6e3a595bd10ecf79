import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { input } from './test-fixtures';
import { rateForViewer } from './viewer';

const full = rateShipment(input()).rates[0]!;
const MARGIN_KEYS = [
  'quoted_rate',
  'subtotal',
  'system_price',
  'system_amount',
  'system_percentage',
  'tenant_price',
  'tenant_amount',
  'tenant_percentage',
  'admin_amount',
  'admin_percentage',
];

describe('rateForViewer (rating.md §8)', () => {
  it('gives a customer no margin keys at all', () => {
    const view = rateForViewer(full, 'customer', {
      show_discount: '0',
      operator_visible_rates: '1',
    });
    for (const key of MARGIN_KEYS) expect(view).not.toHaveProperty(key);
    expect(view).not.toHaveProperty('discount');
    expect(view).not.toHaveProperty('additional_static_rate');
    expect(view).toMatchObject({ total: full.total, service_id: 's1', days: 3 });
  });

  it('shows the discount and additional static rate when the settings say 1', () => {
    const view = rateForViewer(full, 'customer', {
      show_discount: '1',
      show_additional_static_rates: '1',
    });
    expect(view).toHaveProperty('discount', 0);
    expect(view).toHaveProperty('additional_static_rate', 0);
  });

  it('shows an operator admin_amount and tenant_price only with operator_visible_rates', () => {
    expect(rateForViewer(full, 'operator', {})).not.toHaveProperty('tenant_price');
    const view = rateForViewer(full, 'operator', { operator_visible_rates: true });
    expect(view).toMatchObject({
      tenant_price: full.tenant_price,
      admin_amount: full.admin_amount,
    });
    expect(view).not.toHaveProperty('system_price');
  });

  it.each([
    [
      'admin',
      ['tenant_price', 'admin_percentage', 'admin_amount', 'total', 'discount'],
      ['system_price', 'tenant_amount', 'subtotal', 'quoted_rate'],
    ],
    [
      'main_admin',
      ['system_price', 'tenant_amount', 'tenant_percentage', 'tenant_price', 'admin_amount'],
      ['subtotal', 'system_amount', 'quoted_rate'],
    ],
    ['developer', MARGIN_KEYS, []],
  ] as const)('%s sees its layer and below only', (viewer, present, absent) => {
    const view = rateForViewer(full, viewer);
    for (const key of present) expect(view).toHaveProperty(key);
    for (const key of absent) expect(view).not.toHaveProperty(key);
  });
});
