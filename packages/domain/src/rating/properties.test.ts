import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROPERTY_RUNS } from '../test-support';
import { rateShipment } from './engine';
import { candidate, carrier, input, parcel, row, service, user } from './test-fixtures';
import type { CandidateService, PriceRow, Rate } from './types';

const money = (max = 1_000_000) => fc.integer({ min: 0, max });
const percent = fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100); // 0–100 with 2 decimals
const parcelArb = fc.record({
  weight: fc.integer({ min: 1, max: 70_000 }).map((g) => g / 1000),
  length: fc.integer({ min: 100, max: 20_000 }).map((x) => x / 100),
  width: fc.integer({ min: 100, max: 20_000 }).map((x) => x / 100),
  height: fc.integer({ min: 100, max: 20_000 }).map((x) => x / 100),
  declared_value: money(),
  insure_package: fc.boolean(),
});

/** A table whose three columns rise with kg and keep main_admin_cost ≤ admin_cost ≤ price. */
const monotoneRows = fc
  .array(fc.tuple(money(50_000), money(20_000), money(20_000)), { minLength: 1, maxLength: 30 })
  .map((steps) => {
    let system = 0;
    let tenant = 0;
    let total = 0;
    return steps.map(([a, b, c], i): PriceRow => {
      system += a;
      tenant += a + b;
      total += a + b + c;
      return row(i + 1, system, tenant, total);
    });
  });

const surchargeCarrier = fc.record({
  girth: fc.option(fc.integer({ min: 50, max: 400 }), { nil: null }),
  insurance_type: fc.constantFrom('none' as const, 'internal' as const),
  insurance_percentage: percent,
  insurance_amount: money(10_000),
  first_limit_size: fc.constant(120),
  first_limit_cost: money(10_000),
  last_limit_size: fc.constant(180),
  last_limit_cost: money(10_000),
});

const quotedCandidate = fc
  .record({
    margins: fc.tuple(percent, money(10_000), percent, money(10_000), percent, money(10_000)),
    exchange: fc.constantFrom(1, 2, 3, 1.5),
    ext: money(10_000),
    inExt: fc.boolean(),
    c: surchargeCarrier,
  })
  .map(({ margins: [sp, sf, tp, tf, ap, af], exchange, ext, inExt, c }) =>
    candidate({
      service: service({
        use_quoted_rates: true,
        exchange_rate: exchange,
        extended_zone_price: ext,
        international_percent: sp,
        international_amount_dev: sf,
        main_admin_percent: tp,
        main_admin_amount: tf,
        client_percentage: ap,
        international_amount: af,
      }),
      carrier: carrier(c),
      destination_in_extended_zone: inExt,
    }),
  );

const staticCandidate = fc
  .record({
    rows: monotoneRows,
    extra: fc.option(money(5_000), { nil: null }),
    ext: money(10_000),
    inExt: fc.boolean(),
    c: surchargeCarrier,
  })
  .map(({ rows, extra, ext, inExt, c }) =>
    candidate({
      service: service({ extra_kg_price: extra, extended_zone_price: ext }),
      carrier: carrier(c),
      price_rows: rows,
      destination_in_extended_zone: inExt,
    }),
  );

const addsUp = (r: Rate) =>
  r.system_price === r.subtotal + r.system_amount &&
  r.tenant_price === r.system_price + r.tenant_amount &&
  r.total === r.tenant_price + r.admin_amount - r.discount;

const rateOne = (
  c: CandidateService,
  parcels: Parameters<typeof parcel>[0][],
  discount: number,
  quoted: number,
) =>
  rateShipment(
    input({
      candidates: [c],
      parcels: parcels.map(parcel),
      user: user({ discount }),
      quoted_rates: { s1: { ok: true, quoted_rate: quoted } },
    }),
  );

describe('rating invariants (fast-check)', () => {
  it('layers add up and never fall below the layer beneath with non-negative margins', () => {
    fc.assert(
      fc.property(
        fc.oneof(quotedCandidate, staticCandidate),
        fc.array(parcelArb, { minLength: 1, maxLength: 3 }),
        percent,
        money(),
        (c, ps, discount, q) => {
          for (const r of rateOne(c, ps, discount, q).rates) {
            expect(addsUp(r)).toBe(true);
            expect(r.total).toBeGreaterThanOrEqual(r.tenant_price);
            expect(r.tenant_price).toBeGreaterThanOrEqual(r.system_price);
            expect(r.system_price).toBeGreaterThanOrEqual(r.subtotal);
            expect(r.discount).toBeLessThanOrEqual(Math.max(r.admin_amount, 0));
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('layers add up with user prices, even when admin_amount goes negative', () => {
    fc.assert(
      fc.property(staticCandidate, parcelArb, percent, money(), (c, p, discount, userPrice) => {
        const prices = c.price_rows.map((r) => ({ service_id: 's1', kg: r.kg, price: userPrice }));
        const result = rateShipment(
          input({ candidates: [c], parcels: [parcel(p)], user: user({ discount, prices }) }),
        );
        for (const r of result.rates) {
          expect(addsUp(r)).toBe(true);
          if (r.admin_amount < 0) expect(r.discount).toBe(0);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('is deterministic and independent of candidate order', () => {
    const candidates = fc
      .array(fc.oneof(quotedCandidate, staticCandidate), { minLength: 1, maxLength: 6 })
      .map((cs) =>
        cs.map((c, i) => ({ ...c, service: { ...c.service, id: `s${i}`, days: i % 3 } })),
      );
    fc.assert(
      fc.property(candidates, parcelArb, percent, money(), (cs, p, discount, q) => {
        const quoted_rates = Object.fromEntries(
          cs.map((c) => [c.service.id, { ok: true as const, quoted_rate: q }]),
        );
        const run = (list: CandidateService[]) =>
          rateShipment(
            input({
              candidates: list,
              parcels: [parcel(p)],
              user: user({ discount }),
              quoted_rates,
            }),
          );
        const a = run(cs);
        expect(run(cs)).toEqual(a);
        expect(run([...cs].reverse()).rates).toEqual(a.rates);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('never lowers a static price when the parcel gets heavier', () => {
    fc.assert(
      fc.property(
        staticCandidate,
        parcelArb,
        fc.integer({ min: 0, max: 50_000 }),
        (c, p, extraG) => {
          const light = rateOne(c, [p], 0, 0).rates[0];
          const heavy = rateOne(
            c,
            [{ ...p, weight: (Math.round(p.weight * 1000) + extraG) / 1000 }],
            0,
            0,
          ).rates[0];
          if (light && heavy) {
            expect(heavy.total).toBeGreaterThanOrEqual(light.total);
            expect(heavy.tenant_price).toBeGreaterThanOrEqual(light.tenant_price);
            expect(heavy.system_price).toBeGreaterThanOrEqual(light.system_price);
          }
          // A heavier parcel can lose its row only by passing the table, never the other way.
          if (!light) expect(heavy).toBeUndefined();
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
