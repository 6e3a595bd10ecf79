import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { candidate, carrier, input, parcel, row, service, user } from './test-fixtures';

describe('rating.md §10 worked examples', () => {
  it('quoted service: 100.00 through three margins and a 50 % discount', () => {
    const result = rateShipment(
      input({
        candidates: [
          candidate({
            service: service({
              id: 'q',
              use_quoted_rates: true,
              exchange_rate: 1.0,
              international_percent: 10,
              international_amount_dev: 500,
              main_admin_percent: 20,
              main_admin_amount: 0,
              client_percentage: 15,
              international_amount: 1000,
            }),
            price_rows: [],
          }),
        ],
        quoted_rates: { q: { ok: true, quoted_rate: 10000 } },
        user: user({ discount: 50 }),
      }),
    );
    expect(result.rejections).toEqual([]);
    expect(result.rates[0]).toMatchObject({
      quoted_rate: 10000,
      subtotal: 10000,
      system_amount: 1500,
      system_price: 11500,
      tenant_amount: 2300,
      tenant_price: 13800,
      admin_amount: 3070,
      discount: 1535,
      total: 15335,
      additional_static_rate: 0,
      static_rate_used: false,
    });
  });

  it('static service: 5 kg row plus the extended zone on every layer', () => {
    const result = rateShipment(
      input({
        parcels: [parcel({ weight: 3.2, length: 40, width: 30, height: 20 })],
        candidates: [
          candidate({
            service: service({ extended_zone_price: 8000 }),
            carrier: carrier(),
            price_rows: [
              row(1, 9000, 10000, 12000),
              row(5, 12000, 15000, 19900),
              row(10, 20000, 25000, 30000),
            ],
            destination_in_extended_zone: true,
          }),
        ],
      }),
    );
    expect(result.rates[0]).toMatchObject({
      volumetric_weight: 4.8,
      chargeable_weight: 5,
      subtotal: 20000,
      system_amount: 0,
      system_price: 20000,
      tenant_amount: 3000,
      tenant_price: 23000,
      admin_amount: 4900,
      discount: 0,
      total: 27900,
      extended_zone: true,
      additional_static_rate: 8000,
      static_rate_used: true,
    });
  });
});
