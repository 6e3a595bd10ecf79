import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { candidate, carrier, input, parcel, row, service, user } from './test-fixtures';
import type { RatingInput } from './types';

const rate = (over: Partial<RatingInput>) => {
  const result = rateShipment(input(over));
  expect(result.rejections).toEqual([]);
  return result.rates[0];
};
const rows = [
  row(1, 10000, 12000, 15000),
  row(5, 12000, 15000, 19900),
  row(10, 20000, 25000, 30000),
];

describe('static rows (rating.md §2–3)', () => {
  it.each([
    [5, 19900, 0],
    [5.001, 30000, 0],
    [10, 30000, 0],
    [10.001, 30000 + 1 * 2500, 1 * 2500],
    [12.3, 30000 + 3 * 2500, 3 * 2500],
  ])('%s kg costs %i (extra %i on every layer)', (kg, total, extra) => {
    const r = rate({
      parcels: [parcel({ weight: kg })],
      candidates: [candidate({ service: service({ extra_kg_price: 2500 }), price_rows: rows })],
    });
    expect(r).toMatchObject({ total, additional_static_rate: extra });
    expect(r?.tenant_price).toBe((r?.system_price ?? 0) + (r?.tenant_amount ?? 0));
  });

  it('has zero margins when all three columns are equal', () => {
    const r = rate({
      candidates: [candidate({ price_rows: [row(1, 5000, 5000, 5000)] })],
      user: user({ discount: 30 }),
    });
    expect(r).toMatchObject({
      system_price: 5000,
      tenant_amount: 0,
      tenant_price: 5000,
      admin_amount: 0,
      discount: 0,
      total: 5000,
    });
  });

  it('lets a user price go below admin_cost: admin_amount negative, no discount', () => {
    const r = rate({
      candidates: [candidate({ price_rows: rows })],
      user: user({ discount: 50, prices: [{ service_id: 's1', kg: 1, price: 11000 }] }),
    });
    expect(r).toMatchObject({
      tenant_price: 12000,
      admin_amount: -1000,
      discount: 0,
      total: 11000,
      user_price_used: true,
    });
  });

  it('applies a user price only to its own kg row and service', () => {
    const r = rate({
      parcels: [parcel({ weight: 4 })],
      candidates: [candidate({ price_rows: rows })],
      user: user({
        prices: [
          { service_id: 's1', kg: 1, price: 1 },
          { service_id: 's2', kg: 5, price: 1 },
        ],
      }),
    });
    expect(r).toMatchObject({ total: 19900, user_price_used: false });
  });

  it('takes the discount from the admin margin only', () => {
    const r = rate({ candidates: [candidate({ price_rows: rows })], user: user({ discount: 10 }) });
    // admin_amount 30.00 → discount 3.00
    expect(r).toMatchObject({ admin_amount: 3000, discount: 300, total: 14700 });
    const capped = rate({
      candidates: [candidate({ price_rows: rows })],
      user: user({ discount: 150 }),
    });
    expect(capped).toMatchObject({ discount: 3000, total: 12000 });
  });

  it('sums every layer over several parcels', () => {
    const r = rate({
      parcels: [parcel({ weight: 1 }), parcel({ weight: 4.5 })],
      candidates: [
        candidate({
          price_rows: rows,
          service: service({ extended_zone_price: 1000 }),
          destination_in_extended_zone: true,
        }),
      ],
    });
    expect(r).toMatchObject({
      system_price: 10000 + 12000 + 2000,
      tenant_price: 12000 + 15000 + 2000,
      total: 15000 + 19900 + 2000,
      chargeable_weight: 6,
    });
  });
});

describe('quoted services', () => {
  const quoted = (over = {}) => service({ use_quoted_rates: true, ...over });

  it('applies the exchange rate before the margins', () => {
    const r = rate({
      candidates: [
        candidate({ service: quoted({ exchange_rate: 2.0, international_percent: 10 }) }),
      ],
      quoted_rates: { s1: { ok: true, quoted_rate: 1001 } },
    });
    expect(r).toMatchObject({
      quoted_rate: 1001,
      subtotal: 2002,
      system_amount: 200,
      system_price: 2202,
      total: 2202,
    });
  });

  it('lets a UserServiceAmount override any of the six fields', () => {
    const r = rate({
      candidates: [
        candidate({
          service: quoted({
            international_percent: 10,
            main_admin_percent: 10,
            client_percentage: 10,
          }),
        }),
      ],
      quoted_rates: { s1: { ok: true, quoted_rate: 10000 } },
      user: user({
        service_amounts: [
          {
            service_id: 's1',
            main_admin_percent: 0,
            main_admin_amount: 700,
            client_percentage: null,
          },
        ],
      }),
    });
    expect(r).toMatchObject({
      system_price: 11000,
      tenant_amount: 700,
      tenant_price: 11700,
      admin_amount: 1170,
      total: 12870,
    });
  });

  it('keeps margins unchanged by surcharges', () => {
    const r = rate({
      candidates: [
        candidate({
          service: quoted({ international_percent: 10, extended_zone_price: 5000 }),
          destination_in_extended_zone: true,
        }),
      ],
      quoted_rates: { s1: { ok: true, quoted_rate: 10000 } },
    });
    expect(r).toMatchObject({
      subtotal: 15000,
      system_amount: 1000,
      system_price: 16000,
      total: 16000,
      additional_static_rate: 5000,
    });
  });

  it('uses the table when use_static_rates is on and a row covers the weight', () => {
    const c = candidate({
      service: quoted({ use_static_rates: true }),
      price_rows: [row(2, 100, 200, 300)],
    });
    const q = { s1: { ok: true as const, quoted_rate: 99999 } };
    expect(rate({ candidates: [c], quoted_rates: q })).toMatchObject({
      total: 300,
      static_rate_used: true,
      quoted_rate: null,
    });
    expect(
      rate({ candidates: [c], quoted_rates: q, parcels: [parcel({ weight: 2.001 })] }),
    ).toMatchObject({ total: 99999, static_rate_used: false });
  });
});

describe('surcharges (rating.md §4)', () => {
  const c = carrier({
    first_limit_size: 100,
    first_limit_cost: 1000,
    last_limit_size: 150,
    last_limit_cost: 3000,
    girth: 330,
    insurance_type: 'internal',
    insurance_percentage: 2.5,
    insurance_amount: 1000,
  });
  const surcharge = (p: Partial<Parameters<typeof parcel>[0]>) =>
    rate({
      parcels: [parcel({ weight: 1, ...p })],
      candidates: [
        candidate({
          carrier: c,
          service: service({ girth_amount: 700, extra_kg_price: 1 }),
          price_rows: [row(100, 0, 0, 0)],
        }),
      ],
    })?.additional_static_rate;

  it.each([
    [{ length: 100, width: 10, height: 10 }, 0],
    [{ length: 100.01, width: 10, height: 10 }, 1000],
    [{ length: 150, width: 10, height: 10 }, 1000],
    [{ length: 150.01, width: 10, height: 10 }, 3000],
    [{ length: 90, width: 60, height: 60 }, 0], // girth 90 + 120 + 120 = 330
    [{ length: 90, width: 60, height: 60.01 }, 700],
    [{ length: 10, width: 10, height: 10, insure_package: true, declared_value: 100000 }, 3500],
    [{ length: 10, width: 10, height: 10, insure_package: false, declared_value: 100000 }, 0],
  ])('%j → %i', (p, expected) => {
    expect(surcharge(p)).toBe(expected);
  });

  it('charges no insurance when the carrier insurance type is none', () => {
    const r = rate({ parcels: [parcel({ insure_package: true, declared_value: 100000 })] });
    expect(r).toMatchObject({ insurance: 0, insure_package: false });
  });
});

describe('sorting', () => {
  it('orders by total, then days, then service id', () => {
    const mk = (id: string, price: number, days: number) =>
      candidate({ service: service({ id, days }), price_rows: [row(1, 0, 0, price)] });
    const result = rateShipment(
      input({ candidates: [mk('d', 500, 1), mk('b', 300, 5), mk('a', 300, 5), mk('c', 300, 2)] }),
    );
    expect(result.rates.map((r) => r.service_id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
