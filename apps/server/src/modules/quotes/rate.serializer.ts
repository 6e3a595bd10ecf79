import {
  rateForViewer,
  toDecimalString,
  type Rate,
  type RateVisibilitySettings,
} from '@despacho/domain';
import type { RateView, UserType } from '@despacho/shared';

const MONEY_KEYS = new Set([
  'insurance',
  'total',
  'discount',
  'additional_static_rate',
  'tenant_price',
  'admin_amount',
  'system_price',
  'tenant_amount',
  'quoted_rate',
  'subtotal',
  'system_amount',
]);
const ID_KEYS = new Set(['service_id', 'carrier_id']);

/**
 * The rate as this viewer may see it (the domain's allow-list, rating.md §8), on the wire:
 * centavos as decimal strings, ids as numbers.
 */
export function serializeRate(
  rate: Rate,
  viewer: UserType,
  settings: RateVisibilitySettings,
): RateView {
  const view = rateForViewer(rate, viewer, settings) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view)) {
    if (MONEY_KEYS.has(key)) out[key] = value === null ? null : toDecimalString(value as number);
    else if (ID_KEYS.has(key)) out[key] = Number(value);
    else out[key] = value;
  }
  return out as RateView;
}
