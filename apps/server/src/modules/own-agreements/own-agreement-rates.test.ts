import type { Rate } from '@despacho/domain';
import { USER_TYPES, type UserType } from '@despacho/shared';
import { describe, expect, it } from 'vitest';
import { RateEncoder, serializeRate } from '../quotes/rate.serializer';

/** A platform rate and an own-agreement rate in one quote, as the engine gives them. */
const platform = {
  service_id: '1',
  service_code: 'EXPRESS',
  service_name: 'Express',
  carrier_id: '1',
  carrier_name: 'Despacho Express',
  provider_code: 'GenericCarrier',
  logo_url: null,
  days: 1,
  trackable: true,
  service_has_pickup: false,
  extended_zone: false,
  insure_package: false,
  insurance: 0,
  volumetric_weight: 1.8,
  chargeable_weight: 3,
  quoted_rate: null,
  subtotal: 10_000,
  system_percentage: null,
  system_amount: 0,
  system_price: 10_000,
  tenant_percentage: null,
  tenant_amount: 2_000,
  tenant_price: 12_000,
  admin_percentage: null,
  admin_amount: 3_000,
  additional_static_rate: 0,
  static_rate_used: true,
  user_price_used: false,
  discount: 0,
  total: 15_000,
} as Rate;
const own = {
  ...platform,
  service_id: '9',
  carrier_id: '9',
  carrier_name: '7-fedex-api-rest-7-1',
  provider_code: 'FedexRest',
  quoted_rate: 23_456,
  subtotal: 0,
  system_price: 0,
  tenant_amount: 0,
  tenant_price: 0,
  admin_amount: 2_500,
  static_rate_used: false,
  total: 2_500,
  carrier_price: 23_456,
  own_agreement: true,
} as Rate;

describe('own-agreement rates on the wire', () => {
  it('carry own_agreement and carrier_price only on the own rate, for every role and order', () => {
    const encoder = new RateEncoder(new Map());
    for (const viewer of USER_TYPES as readonly UserType[]) {
      for (const rates of [
        [platform, own],
        [own, platform],
      ]) {
        const wire = JSON.parse(encoder.encodeAll(rates, viewer, {})) as Record<string, unknown>[];
        expect(wire).toStrictEqual(rates.map((r) => serializeRate(r, viewer, {})));
        const ownWire = wire.find((r) => r.service_id === 9)!;
        const platformWire = wire.find((r) => r.service_id === 1)!;
        expect(ownWire).toMatchObject({ total: '25.00', carrier_price: '234.56' });
        expect(platformWire).not.toHaveProperty('carrier_price');
        expect(platformWire).not.toHaveProperty('own_agreement');
      }
    }
    expect(serializeRate(own, 'customer', {})).toMatchObject({ own_agreement: true });
    expect(serializeRate(own, 'customer', {})).not.toHaveProperty('admin_amount');
  });
});
