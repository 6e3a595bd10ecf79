import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { candidate, carrier, input, parcel, service, user } from './test-fixtures';
import type { CandidateService, RatingInput, RejectionCode } from './types';

const v = (name: string, status: 'active' | 'suspended' = 'active') => ({ name, status });
const international = service({ service_type: 'international', country_codes: ['US', 'CA'] });
const zonal = service({ service_type: 'zonal', zone_ids: ['z1', 'z2'] });
const us = { country_code: 'US', postal_code: '10001', zone_ids: [] };

function outcome(
  c: Partial<CandidateService>,
  over: Partial<RatingInput> = {},
): RejectionCode | 'rated' {
  const result = rateShipment(input({ candidates: [candidate(c)], ...over }));
  return result.rejections[0]?.code ?? 'rated';
}

describe('candidate filtering (rating.md §6)', () => {
  it.each<[string, Partial<CandidateService>, Partial<RatingInput>, RejectionCode | 'rated']>([
    ['baseline', {}, {}, 'rated'],
    ['suspended service', { service: service({ status: 'suspended' }) }, {}, 'service.inactive'],
    ['suspended carrier', { carrier: carrier({ status: 'suspended' }) }, {}, 'carrier.inactive'],
    [
      'carrier shipment_disabled',
      { carrier: carrier({ shipment_disabled: true }) },
      {},
      'carrier.limit_reached',
    ],
    [
      'count equals limit',
      { carrier: carrier({ shipment_limit: 10, shipment_count: 10 }) },
      {},
      'carrier.limit_reached',
    ],
    [
      'count one below limit',
      { carrier: carrier({ shipment_limit: 10, shipment_count: 9 }) },
      {},
      'rated',
    ],
    [
      'no limit set',
      { carrier: carrier({ shipment_limit: null, shipment_count: 1e6 }) },
      {},
      'rated',
    ],
    [
      'another user’s own agreement',
      { carrier: carrier({ own_agreement_user_id: 'u2' }) },
      {},
      'user.not_allowed',
    ],
    ['own agreement', { carrier: carrier({ own_agreement_user_id: 'u1' }) }, {}, 'rated'],
    [
      'own agreement with special carriers',
      { carrier: carrier({ own_agreement_user_id: 'u1' }) },
      { user: user({ special_carriers: true }) },
      'rated',
    ],
    [
      'special carriers, no row',
      {},
      { user: user({ special_carriers: true }) },
      'user.not_allowed',
    ],
    [
      'special carriers, carrier without the service',
      {},
      {
        user: user({
          special_carriers: true,
          user_carriers: [{ carrier_id: 'c1', service_ids: ['s2'] }],
        }),
      },
      'user.not_allowed',
    ],
    [
      'special carriers, service enabled',
      {},
      {
        user: user({
          special_carriers: true,
          user_carriers: [{ carrier_id: 'c1', service_ids: ['s1'] }],
        }),
      },
      'rated',
    ],
    ['national to the US', {}, { destination: us }, 'coverage.country'],
    ['national from the US', {}, { origin: us }, 'coverage.country'],
    [
      'national, tenant home country US',
      {},
      { origin: us, destination: us, settings: { home_country_code: 'US' } },
      'rated',
    ],
    ['international to a listed country', { service: international }, { destination: us }, 'rated'],
    [
      'international to an unlisted country',
      { service: international },
      { destination: { ...us, country_code: 'GT' } },
      'coverage.country',
    ],
    [
      'zonal, both in zones',
      { service: zonal },
      {
        origin: { country_code: 'MX', postal_code: '1', zone_ids: ['z1'] },
        destination: { country_code: 'MX', postal_code: '2', zone_ids: ['z9', 'z2'] },
      },
      'rated',
    ],
    [
      'zonal, destination outside',
      { service: zonal },
      {
        origin: { country_code: 'MX', postal_code: '1', zone_ids: ['z1'] },
        destination: { country_code: 'MX', postal_code: '2', zone_ids: ['z9'] },
      },
      'coverage.zone',
    ],
    [
      'zonal, origin outside',
      { service: zonal },
      {
        origin: { country_code: 'MX', postal_code: '1', zone_ids: [] },
        destination: { country_code: 'MX', postal_code: '2', zone_ids: ['z1'] },
      },
      'coverage.zone',
    ],
    [
      'zonal abroad',
      { service: zonal },
      { destination: { ...us, zone_ids: ['z1'] } },
      'coverage.country',
    ],
    ['postal_code listed', { service: service({ validators: [v('postal_code')] }) }, {}, 'rated'],
    [
      'postal_code not listed',
      { service: service({ validators: [v('postal_code')] }), destination_in_postal_codes: false },
      {},
      'coverage.postal_code',
    ],
    [
      'postal_code validator suspended',
      {
        service: service({ validators: [v('postal_code', 'suspended')] }),
        destination_in_postal_codes: false,
      },
      {},
      'rated',
    ],
    [
      'postal_code on the carrier',
      { carrier: carrier({ validators: [v('postal_code')] }), destination_in_postal_codes: false },
      {},
      'coverage.postal_code',
    ],
    [
      'excluded postal code listed',
      {
        service: service({ validators: [v('excluded_postal_code')] }),
        destination_in_postal_codes: true,
      },
      {},
      'coverage.excluded_postal_code',
    ],
    [
      'excluded postal code not listed',
      {
        service: service({ validators: [v('excluded_postal_code')] }),
        destination_in_postal_codes: false,
      },
      {},
      'rated',
    ],
    [
      'zonal ignores postal-code validators',
      {
        service: service({ ...zonal, validators: [v('postal_code')] }),
        destination_in_postal_codes: false,
      },
      {
        origin: { country_code: 'MX', postal_code: '1', zone_ids: ['z1'] },
        destination: { country_code: 'MX', postal_code: '2', zone_ids: ['z1'] },
      },
      'rated',
    ],
    [
      'unknown validator is skipped',
      { service: service({ validators: [v('moon_phase')] }) },
      {},
      'rated',
    ],
    [
      'max_weight exact',
      { carrier: carrier({ max_weight: 1, validators: [v('max_weight')] }) },
      {},
      'rated',
    ],
    [
      'max_weight one gram over',
      { carrier: carrier({ max_weight: 1, validators: [v('max_weight')] }) },
      { parcels: [parcel({ weight: 1.001 })] },
      'limit.weight',
    ],
    [
      'max_weight without the validator',
      { carrier: carrier({ max_weight: 1 }) },
      { parcels: [parcel({ weight: 3 })] },
      'rated',
    ],
    [
      'max_dimensions rotated fits',
      { carrier: carrier({ max_dimensions: [10, 20, 30], validators: [v('max_dimensions')] }) },
      { parcels: [parcel({ length: 30, width: 10, height: 20 })] },
      'rated',
    ],
    [
      'max_dimensions too long',
      { carrier: carrier({ max_dimensions: [10, 20, 30], validators: [v('max_dimensions')] }) },
      { parcels: [parcel({ length: 30.01, width: 10, height: 20 })] },
      'limit.dimensions',
    ],
    [
      // FedEx: 274 cm a side and 330 cm length + girth (L + 2W + 2H, L the longest side).
      'max_dimensions length + girth exactly at the limit',
      {
        service: service({ use_quoted_rates: true }),
        carrier: carrier({
          max_dimensions: [274, 274, 274],
          max_length_girth: 330,
          validators: [v('max_dimensions')],
        }),
      },
      {
        parcels: [parcel({ length: 50, width: 130, height: 50 })],
        quoted_rates: { s1: { ok: true, quoted_rate: 10_000 } },
      },
      'rated',
    ],
    [
      'max_dimensions length + girth over, every side within',
      {
        carrier: carrier({
          max_dimensions: [274, 274, 274],
          max_length_girth: 330,
          validators: [v('max_dimensions')],
        }),
      },
      { parcels: [parcel({ length: 120, width: 60, height: 45.01 })] },
      'limit.dimensions',
    ],
    [
      'max_dimensions with only a length + girth limit',
      { carrier: carrier({ max_length_girth: 330, validators: [v('max_dimensions')] }) },
      { parcels: [parcel({ length: 200, width: 40, height: 40 })] },
      'limit.dimensions',
    ],
    [
      'a doc is the envelope for the size limits',
      {
        carrier: carrier({
          max_dimensions: [20, 20, 20],
          validators: [v('max_dimensions')],
        }),
      },
      { parcels: [parcel({ parcel_type: 'doc', length: 1, width: 1, height: 1, weight: 0.2 })] },
      'limit.dimensions',
    ],
    [
      'doc_only with a box',
      { service: service({ validators: [v('doc_only')] }) },
      {},
      'parcel.doc_only',
    ],
    [
      'doc_only with a doc',
      { service: service({ validators: [v('doc_only')] }) },
      { parcels: [parcel({ parcel_type: 'doc', weight: 0.5 })] },
      'rated',
    ],
    [
      'no_doc with a doc',
      { service: service({ validators: [v('no_doc')] }) },
      { parcels: [parcel({ parcel_type: 'doc', weight: 0.2 })] },
      'parcel.no_doc',
    ],
    [
      'doc heavier than 0.5 kg',
      {},
      { parcels: [parcel({ parcel_type: 'doc', weight: 0.501 })] },
      'parcel.doc_weight',
    ],
    ['no parcels', {}, { parcels: [] }, 'parcel.none'],
    [
      'static above the table without extra kg',
      {},
      { parcels: [parcel({ weight: 10.001 })] },
      'price.no_row',
    ],
    ['static without rows', { price_rows: [] }, {}, 'price.no_row'],
    [
      'quoted without an answer',
      { service: service({ use_quoted_rates: true }) },
      {},
      'quote.unavailable',
    ],
    [
      'quoted with a carrier error',
      { service: service({ use_quoted_rates: true }) },
      { quoted_rates: { s1: { ok: false, error: 'timeout' } } },
      'quote.unavailable',
    ],
    [
      'first failing rule wins',
      { service: service({ status: 'suspended' }), carrier: carrier({ status: 'suspended' }) },
      {},
      'service.inactive',
    ],
  ])('%s', (_name, c, over, expected) => {
    expect(outcome(c, over)).toBe(expected);
  });

  it('names the service, the carrier and the connector error', () => {
    const result = rateShipment(
      input({
        candidates: [candidate({ service: service({ use_quoted_rates: true }) })],
        quoted_rates: { s1: { ok: false, error: 'timeout after 8s' } },
      }),
    );
    expect(result.rejections).toEqual([
      { service_id: 's1', carrier_id: 'c1', code: 'quote.unavailable', detail: 'timeout after 8s' },
    ]);
    expect(result.rates).toEqual([]);
  });
});
