import { describe, expect, it } from 'vitest';
import type { RateRequest } from '../../integrations/carriers/carrier-connector';
import { answerKey, CarrierAnswerCache, type AnswerKeyParts } from './carrier-answer-cache';

const request: RateRequest = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 }],
  declared_value_cents: 0,
  insure_package: false,
  service_codes: ['B', 'A'],
  ship_date: new Date('2026-11-28T10:00:00Z'),
};
const base: AnswerKeyParts = {
  tenantId: 1,
  carrierId: 7,
  accountVersion: 'v1',
  day: '2026-11-28',
  request,
};
const withRequest = (over: Partial<RateRequest>) =>
  answerKey({ ...base, request: { ...request, ...over } });

describe('a carrier answer key', () => {
  it('is the same for the same quote, whatever the order of service codes or the hour', () => {
    expect(
      answerKey({
        ...base,
        request: { ...request, service_codes: ['A', 'B'], ship_date: new Date() },
      }),
    ).toBe(answerKey(base));
  });

  it('differs by tenant, account, settings, day, route, parcel, value and insurance', () => {
    const keys = [
      answerKey(base),
      answerKey({ ...base, tenantId: 2 }),
      answerKey({ ...base, carrierId: 8 }),
      answerKey({ ...base, accountVersion: 'v2' }),
      answerKey({ ...base, day: '2026-11-29' }),
      withRequest({ destination: { country_code: 'MX', postal_code: '06701' } }),
      withRequest({ origin: { country_code: 'US', postal_code: '64000' } }),
      withRequest({ parcels: [{ weight_kg: 2.6, length_cm: 30, width_cm: 20, height_cm: 15 }] }),
      withRequest({ parcels: [{ weight_kg: 2.5, length_cm: 31, width_cm: 20, height_cm: 15 }] }),
      withRequest({ declared_value_cents: 100 }),
      withRequest({ insure_package: true }),
      withRequest({ insured_value_cents: 100 }),
      withRequest({ service_codes: ['A'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the answer cache', () => {
  const answer = [{ service_code: 'A', amount_cents: 100, currency: 'MXN', transit_days: 1 }];

  it('shares one call among identical quotes and keeps its answer', async () => {
    const cache = new CarrierAnswerCache();
    let calls = 0;
    const start = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return answer;
    };
    const both = await Promise.all([cache.shared('k', start), cache.shared('k', start)]);
    expect(both).toEqual([answer, answer]);
    expect(calls).toBe(1);
    expect(cache.get('k')).toEqual(answer);
  });

  it('keeps no failure, and forgets an account whose settings changed', async () => {
    const cache = new CarrierAnswerCache();
    await expect(cache.shared('x', () => Promise.reject(new Error('503')))).rejects.toThrow();
    expect(cache.get('x')).toBeUndefined();
    const mine = answerKey(base);
    const sibling = answerKey({ ...base, carrierId: 70 });
    const other = answerKey({ ...base, tenantId: 2 });
    for (const k of [mine, sibling, other]) await cache.shared(k, async () => answer);
    cache.dropAccount(1, 7);
    expect(cache.get(mine)).toBeUndefined();
    expect(cache.get(sibling)).toEqual(answer);
    expect(cache.get(other)).toEqual(answer);
  });

  it('lets an answer go after its time', async () => {
    const cache = new CarrierAnswerCache(30);
    await cache.shared('k', async () => answer);
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('k')).toBeUndefined();
  });
});
