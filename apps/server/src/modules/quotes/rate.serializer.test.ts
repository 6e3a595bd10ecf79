import type { Rate } from '@despacho/domain';
import { USER_TYPES, type UserType } from '@despacho/shared';
import { describe, expect, it } from 'vitest';
import { RateEncoder, serializeRate } from './rate.serializer';

function rate(over: Partial<Rate> = {}): Rate {
  return {
    service_id: '7',
    service_code: 'EXP-1',
    service_name: 'Día siguiente "Express" \\ 10:30',
    carrier_id: '3',
    carrier_name: 'Paquetería Ñandú',
    provider_code: 'GenericCarrier',
    logo_url: '/api/v1/branding/demo/carriers/3/logo?v=12',
    days: 1,
    trackable: true,
    service_has_pickup: false,
    extended_zone: true,
    insure_package: true,
    insurance: 4_550,
    volumetric_weight: 4.8,
    chargeable_weight: 5,
    quoted_rate: null,
    system_price: 10_000,
    system_amount: 0,
    tenant_percentage: '10',
    tenant_amount: 1_000,
    tenant_price: 11_000,
    admin_percentage: '12.5',
    admin_amount: 1_375,
    subtotal: 12_375,
    additional_static_rate: 2_500,
    static_rate_used: true,
    user_price_used: false,
    discount: 137,
    total: 12_238,
    ...over,
  } as Rate;
}

const SETTINGS = [
  {},
  { show_discount: '1' },
  { operator_visible_rates: '1', show_additional_static_rates: true },
  { show_discount: true, operator_visible_rates: true, show_additional_static_rates: '1' },
];

describe('RateEncoder', () => {
  it('writes for every role and setting exactly the JSON of the allow-listed rate', () => {
    const encoder = new RateEncoder(new Map());
    const rates = [rate(), rate({ service_id: '8', logo_url: null, total: 5, discount: 0 })];
    for (const viewer of USER_TYPES as readonly UserType[]) {
      for (const settings of SETTINGS) {
        for (const r of rates) {
          const text = encoder.encode(r, viewer, settings);
          expect(JSON.parse(text)).toStrictEqual(serializeRate(r, viewer, settings));
        }
        expect(JSON.parse(encoder.encodeAll(rates, viewer, settings))).toStrictEqual(
          rates.map((r) => serializeRate(r, viewer, settings)),
        );
      }
    }
  });

  it('keeps margins out of a customer rate and writes money as decimal strings', () => {
    const text = new RateEncoder(new Map()).encode(rate(), 'customer', {});
    expect(text).not.toMatch(/admin|tenant|system|subtotal|quoted|discount/);
    expect(JSON.parse(text)).toMatchObject({ total: '122.38', insurance: '45.50', service_id: 7 });
  });

  it('reuses the catalogue part of a service but never its parcel part', () => {
    const heads = new Map<string, string>();
    const encoder = new RateEncoder(heads);
    const first = JSON.parse(encoder.encode(rate(), 'admin', {})) as Record<string, unknown>;
    const again = JSON.parse(
      encoder.encode(rate({ total: 99_999, days: 4, extended_zone: false }), 'admin', {}),
    ) as Record<string, unknown>;
    expect(heads.size).toBe(1);
    expect(encoder.encodeAll([], 'admin', {})).toBe('[]');
    expect(first.total).toBe('122.38');
    expect(again).toMatchObject({ total: '999.99', days: 4, extended_zone: false });
    expect(again.service_name).toBe(first.service_name);
  });
});
