// Service evaluations per second of the rating engine: one parcel, 100 candidate services with
// 50-row price tables (half static, half quoted), measured for ~2 s after a warm-up.
import { rateShipment } from '../src/rating/engine';
import { candidate, carrier, input, parcel, row, service, user } from '../src/rating/test-fixtures';
import type { CandidateService, RatingInput } from '../src/rating/types';

declare const console: { log(...args: unknown[]): void };
declare const performance: { now(): number };

const SERVICES = 100;
const ROWS = 50;
const MEASURE_MS = 2000;

function buildInput(): RatingInput {
  const candidates: CandidateService[] = [];
  const quoted: Record<string, { ok: true; quoted_rate: number }> = {};
  for (let i = 0; i < SERVICES; i++) {
    const id = `s${i}`;
    const isQuoted = i % 2 === 1;
    candidates.push(
      candidate({
        service: service({
          id,
          days: 1 + (i % 5),
          use_quoted_rates: isQuoted,
          extra_kg_price: 1500,
          extended_zone_price: 8000,
          international_percent: 10,
          international_amount_dev: 500,
          main_admin_percent: 12.5,
          client_percentage: 15,
          international_amount: 1000,
          validators: [
            { name: 'week_days', status: 'active' },
            { name: 'max_weight', status: 'active' },
          ],
        }),
        carrier: carrier({
          id: `c${i % 10}`,
          max_weight: 70,
          first_limit_size: 120,
          first_limit_cost: 5000,
          insurance_type: 'internal',
          insurance_percentage: 2.5,
          insurance_amount: 1000,
        }),
        // Reversed so the lookup cannot rely on pre-sorted rows.
        price_rows: Array.from({ length: ROWS }, (_, k) =>
          row(
            ROWS - k,
            10000 + (ROWS - k) * 900,
            12000 + (ROWS - k) * 1000,
            15000 + (ROWS - k) * 1200,
          ),
        ),
        destination_in_extended_zone: i % 7 === 0,
      }),
    );
    if (isQuoted) quoted[id] = { ok: true, quoted_rate: 9000 + i * 37 };
  }
  return input({
    parcels: [
      parcel({
        weight: 23.4,
        length: 40,
        width: 30,
        height: 20,
        insure_package: true,
        declared_value: 250000,
      }),
    ],
    candidates,
    quoted_rates: quoted,
    user: user({
      discount: 10,
      service_amounts: [{ service_id: 's3', client_percentage: 5 }],
      prices: [{ service_id: 's4', kg: 24, price: 40000 }],
    }),
  });
}

const data = buildInput();
let sink = 0;
const warmUpEnd = performance.now() + 500;
while (performance.now() < warmUpEnd) sink += rateShipment(data).rates.length;

let runs = 0;
const start = performance.now();
let elapsed = 0;
while (elapsed < MEASURE_MS) {
  for (let k = 0; k < 20; k++) sink += rateShipment(data).rates.length;
  runs += 20;
  elapsed = performance.now() - start;
}

const evaluations = runs * SERVICES;
const perSecond = Math.floor(evaluations / (elapsed / 1000));
// The sink keeps the engine's output observable so no call can be optimised away.
console.log(
  `services per quote: ${SERVICES}, rows per table: ${ROWS}, rates per quote: ${rateShipment(data).rates.length} (sink ${sink})`,
);
console.log(
  `quotes: ${runs} in ${elapsed.toFixed(0)} ms (${((elapsed * 1000) / runs).toFixed(1)} µs per quote)`,
);
console.log(`${perSecond} service evaluations/s`);
