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
  'carrier_price',
]);
const ID_KEYS = new Set(['service_id', 'carrier_id']);

/**
 * The keys that come from the catalogue alone (service and carrier), never from the parcel: the
 * encoder writes them once per service and catalogue version and reuses the text.
 */
const HEAD_KEYS = [
  'service_id',
  'service_code',
  'service_name',
  'carrier_id',
  'carrier_name',
  'provider_code',
  'logo_url',
  'trackable',
  'service_has_pickup',
];

/** One value on the wire: centavos as decimal strings, ids as numbers. */
function wireValue(key: string, value: unknown): unknown {
  if (MONEY_KEYS.has(key)) return value === null ? null : toDecimalString(value as number);
  if (ID_KEYS.has(key)) return Number(value);
  return value;
}

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
  for (const [key, value] of Object.entries(view)) out[key] = wireValue(key, value);
  return out as RateView;
}

interface Layout {
  headKeys: string[];
  /** The allowed keys that depend on the parcel, each with its `,"key":` prefix. */
  tail: { key: string; prefix: string; money: boolean }[];
}

function encodeTailValue(value: unknown, money: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (money) return `"${toDecimalString(value as number)}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/**
 * Writes rates as JSON text exactly as `JSON.stringify(serializeRate(...))` would (the test holds
 * the two to the same answer for every role), without building the intermediate objects: a quote
 * answers up to hundreds of rates, and encoding them was a quarter of its cost. Which keys a
 * viewer gets still comes from the domain's allow-list, read from the first rate; the
 * catalogue-only part of each rate is encoded once per service into `heads`, a cache that lives
 * as long as the catalogue snapshot it belongs to.
 */
export class RateEncoder {
  private readonly layouts = new Map<string, Layout>();

  constructor(private readonly heads: Map<string, string>) {}

  encode(rate: Rate, viewer: UserType, settings: RateVisibilitySettings): string {
    return this.write(rate, this.layoutFor(rate, viewer, settings));
  }

  /** The rates as a JSON array. */
  encodeAll(rates: readonly Rate[], viewer: UserType, settings: RateVisibilitySettings): string {
    if (rates.length === 0) return '[]';
    const layout = this.layoutFor(rates[0] as Rate, viewer, settings);
    let out = '[';
    for (let i = 0; i < rates.length; i++) {
      if (i) out += ',';
      const rate = rates[i] as Rate;
      // An own-agreement rate carries two keys more (its carrier price): a layout of its own.
      const own = (rate.carrier_price !== undefined) !== (rates[0]?.carrier_price !== undefined);
      out += this.write(rate, own ? this.layoutFor(rate, viewer, settings) : layout);
    }
    return `${out}]`;
  }

  private write(rate: Rate, layout: Layout): string {
    const source = rate as unknown as Record<string, unknown>;
    const headKey = `${layout.headKeys.length}:${rate.service_id}`;
    let head = this.heads.get(headKey);
    if (head === undefined) {
      const fields: Record<string, unknown> = {};
      for (const key of layout.headKeys) fields[key] = wireValue(key, source[key]);
      head = JSON.stringify(fields).slice(0, -1);
      this.heads.set(headKey, head);
    }
    let out = head;
    for (const t of layout.tail) out += t.prefix + encodeTailValue(source[t.key], t.money);
    if (layout.headKeys.length === 0 && out.startsWith('{,')) out = `{${out.slice(2)}`;
    return `${out}}`;
  }

  private layoutFor(rate: Rate, viewer: UserType, settings: RateVisibilitySettings): Layout {
    const flags = `${rate.carrier_price !== undefined ? 'own|' : ''}${viewer}|${String(settings.show_discount)}|${String(settings.operator_visible_rates)}|${String(settings.show_additional_static_rates)}`;
    let layout = this.layouts.get(flags);
    if (!layout) {
      const allowed = Object.keys(rateForViewer(rate, viewer, settings));
      const headKeys = HEAD_KEYS.filter((k) => allowed.includes(k));
      layout = {
        headKeys,
        tail: allowed
          .filter((k) => !headKeys.includes(k))
          .map((key) => ({ key, prefix: `,${JSON.stringify(key)}:`, money: MONEY_KEYS.has(key) })),
      };
      this.layouts.set(flags, layout);
    }
    return layout;
  }
}
