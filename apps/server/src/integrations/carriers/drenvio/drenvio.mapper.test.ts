import { describe, expect, it } from 'vitest';
import { CarrierError, type RateRequest } from '../carrier-connector';
import {
  buildDrenvioRateRequest,
  drenvioErrorToCarrierError,
  parseDrenvioRateReply,
  transitDaysOf,
} from './drenvio.mapper';
import { carriersFor, serviceCodeOf } from './drenvio.service-code';

/** Request and reply shapes from public DrEnvío clients (research/carriers.md §6). */

// A public client's example rate body: Monterrey 64000 → 64380, one 1 kg box of 10 cm sides.
const PUBLISHED_RATE_REQUEST = {
  type: 'National',
  origin: { country: 'MX', postal_code: '64000' },
  destination: { country: 'MX', postal_code: '64380' },
  packages: [
    { weight: 1, height: 10, width: 10, length: 10, volumetric: 0.2, type: 'box', main_weight: 1 },
  ],
  carriers: ['fedex', 'estafeta', 'ampm', 'jtexpress'],
  insurance: 0,
};

// An offer as public clients type it (ShippingInfo): numbers arrive as text.
const PUBLISHED_OFFER = {
  provehdor: 'JTEXPRESS',
  provehdorid: '7',
  ObjectId: 'code',
  ShippingId: 'N4',
  service_id: 'jtexpress_mx_D-C01_ground',
  carrier: 'jtexpress',
  currency: 'MXN',
  days: '2',
  price: '133.4',
  insurance: '0',
  service: 'ground',
};

const request = (over: Partial<RateRequest> = {}): RateRequest => ({
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '64380' },
  parcels: [{ weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 }],
  declared_value_cents: 0,
  service_codes: ['fedex:express', 'estafeta:ground', 'ampm:ground', 'jtexpress:ground'],
  ship_date: new Date('2026-11-27T18:00:00Z'),
  ...over,
});

describe('DrEnvío rate request', () => {
  it('is the published example for the same shipment', () => {
    expect(buildDrenvioRateRequest(request())).toEqual(PUBLISHED_RATE_REQUEST);
  });

  it('rounds weight up to 10 g and sides up to whole cm, bills the volumetric weight', () => {
    const body = buildDrenvioRateRequest(
      request({
        origin: { country_code: 'mx', postal_code: ' 64000 ', city: 'Monterrey', state_code: 'NL' },
        parcels: [{ weight_kg: 1.2345, length_cm: 40.2, width_cm: 30, height_cm: 20 }],
        insured_value_cents: 150_050,
      }),
    );
    expect(body.origin).toEqual({
      country: 'MX',
      postal_code: '64000',
      city: 'Monterrey',
      state: 'NL',
    });
    // 41 × 30 × 20 / 5000 = 4.92 kg volumetric > 1.24 kg actual.
    expect(body.packages).toEqual([
      {
        weight: 1.24,
        length: 41,
        width: 30,
        height: 20,
        volumetric: 4.92,
        type: 'box',
        main_weight: 4.92,
      },
    ]);
    expect(body.insurance).toBe(1500.5);
  });

  it('asks the carriers the sold codes name, or the usual list when all are sold', () => {
    expect(carriersFor(['ampm:ground', 'estafeta:express', 'AMPM:express'])).toEqual([
      'ampm',
      'estafeta',
    ]);
    expect(carriersFor([])).toEqual(['fedex', 'estafeta', 'ampm', 'jtexpress', 'dhl']);
  });

  it('refuses an international shipment and an empty one', () => {
    expect(() =>
      buildDrenvioRateRequest(
        request({ destination: { country_code: 'US', postal_code: '78701' } }),
      ),
    ).toThrow(expect.objectContaining({ kind: 'rejected' }));
    expect(() => buildDrenvioRateRequest(request({ parcels: [] }))).toThrow(CarrierError);
  });
});

describe('DrEnvío rate reply', () => {
  it('names an offer <carrier>:<service> and prices it in centavos with its days', () => {
    expect(parseDrenvioRateReply([PUBLISHED_OFFER], [])).toEqual([
      { service_code: 'jtexpress:ground', amount_cents: 13_340, currency: 'MXN', transit_days: 2 },
    ]);
    expect(serviceCodeOf({ carrier: 'Estafeta', service: 'Express' })).toBe('estafeta:express');
  });

  it('keeps the sold offers only, the cheapest of a repeated one, and skips unpriced ones', () => {
    const reply = [
      PUBLISHED_OFFER,
      { ...PUBLISHED_OFFER, service_id: 'jtexpress_mx_D-C02_ground', price: 120.5 },
      { ...PUBLISHED_OFFER, carrier: 'fedex', service: 'express', price: 'n/a' },
      { ...PUBLISHED_OFFER, carrier: 'ampm', price: 99, days: '2-3 días' },
    ];
    expect(parseDrenvioRateReply(reply, [' JTEXPRESS : ground', 'ampm:ground'])).toEqual([
      { service_code: 'jtexpress:ground', amount_cents: 12_050, currency: 'MXN', transit_days: 2 },
      { service_code: 'ampm:ground', amount_cents: 9_900, currency: 'MXN', transit_days: 3 },
    ]);
  });

  it('is unreadable when it is not an array', () => {
    expect(() => parseDrenvioRateReply({ rates: [] }, [])).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
    expect(transitDaysOf(null)).toBeNull();
  });
});

describe('DrEnvío error answers', () => {
  it('keep DrEnvío’s message (and code) with the kind the status says', () => {
    const body = JSON.stringify({ message: 'Código postal sin cobertura', code: 'X.Y' });
    expect(drenvioErrorToCarrierError(400, body)).toMatchObject({
      kind: 'rejected',
      message: 'Código postal sin cobertura',
      carrierCode: 'X.Y',
    });
    expect(drenvioErrorToCarrierError(401, '{"message":"Token inválido"}')).toMatchObject({
      kind: 'auth',
      message: 'Token inválido',
    });
    expect(
      drenvioErrorToCarrierError(422, '{"message":["weight must be positive","bad type"]}'),
    ).toMatchObject({ kind: 'rejected', message: 'weight must be positive / bad type' });
  });

  it('are "unavailable" for 5xx, 429 and bodies without a message', () => {
    expect(drenvioErrorToCarrierError(503, '<html>down</html>')).toMatchObject({
      kind: 'unavailable',
      message: 'Dr. Envío answered HTTP 503',
    });
    expect(drenvioErrorToCarrierError(429, '{}').kind).toBe('unavailable');
  });
});
