import { describe, expect, it } from 'vitest';
import { CarrierError, type RateRequest } from '../carrier-connector';
import badRequest from './fixtures/error.400-postal-code.json';
import badCredentials from './fixtures/error.401-token.json';
import unavailable from './fixtures/error.503-unavailable.json';
import domesticReply from './fixtures/rate-reply.mx-domestic.json';
import preferredCurrencyReply from './fixtures/rate-reply.mx-us-preferred-currency.json';
import mtyCdmxRequest from './fixtures/rate-request.mty-cdmx.json';
import {
  amountToCentavos,
  buildFedexRateRequest,
  fedexCurrencyToIso,
  fedexErrorToCarrierError,
  parseFedexRateReply,
} from './fedex-rest.mapper';

const settings = { accountNumber: '510087020', pickupType: 'DROPOFF_AT_FEDEX_LOCATION' as const };

const mtyToCdmx: RateRequest = {
  origin: { country_code: 'mx', postal_code: ' 64000 ', state_code: 'NLE', city: 'Monterrey' },
  destination: {
    country_code: 'MX',
    postal_code: '06700',
    city: 'Ciudad de México',
    residential: true,
  },
  parcels: [
    { weight_kg: 2.5, length_cm: 30, width_cm: 20, height_cm: 15 },
    { weight_kg: 1.2345, length_cm: 25.5, width_cm: 10, height_cm: 8.2 },
  ],
  declared_value_cents: 150_001,
  insure_package: true,
  insured_value_cents: 150_001,
  service_codes: [],
  // 12:00 in Monterrey
  ship_date: new Date('2025-03-14T18:00:00Z'),
};

describe('buildFedexRateRequest', () => {
  it('builds the recorded POST /rate/v1/rates/quotes body from the canonical request', () => {
    expect(buildFedexRateRequest(mtyToCdmx, settings)).toEqual(mtyCdmxRequest);
  });

  it('dates the shipment by the shipper’s calendar, not UTC', () => {
    // 21:30 on the 14th in Monterrey is already the 15th in UTC.
    const late = { ...mtyToCdmx, ship_date: new Date('2025-03-15T03:30:00Z') };
    expect(buildFedexRateRequest(late, settings).requestedShipment.shipDateStamp).toBe(
      '2025-03-14',
    );
  });

  it('rounds weights up to 10 g and sides up to whole cm, never down', () => {
    const parcel = { weight_kg: 1.1, length_cm: 10.01, width_cm: 10, height_cm: 0.2 };
    const body = buildFedexRateRequest({ ...mtyToCdmx, parcels: [parcel] }, settings);
    const item = body.requestedShipment.requestedPackageLineItems[0]!;
    expect(item.weight).toEqual({ units: 'KG', value: 1.1 });
    expect(item.dimensions).toEqual({ length: 11, width: 10, height: 1, units: 'CM' });
  });

  it('sends no declaredValue (FedEx would charge for it) unless FedEx is to insure the parcel', () => {
    const uninsured = buildFedexRateRequest(
      { ...mtyToCdmx, insure_package: false, insured_value_cents: 0 },
      settings,
    );
    expect(
      uninsured.requestedShipment.requestedPackageLineItems.map((i) => i.declaredValue),
    ).toEqual([undefined, undefined]);
  });

  it('sends no declared value when there is none, and state codes only where FedEx uses them', () => {
    const body = buildFedexRateRequest(
      {
        ...mtyToCdmx,
        declared_value_cents: 0,
        insured_value_cents: 0,
        destination: { country_code: 'US', postal_code: '78701', state_code: 'tx' },
      },
      { accountNumber: '510087020', pickupType: 'USE_SCHEDULED_PICKUP' },
    );
    expect(body.requestedShipment.requestedPackageLineItems.map((i) => i.declaredValue)).toEqual([
      undefined,
      undefined,
    ]);
    expect(body.requestedShipment.recipient.address).toEqual({
      postalCode: '78701',
      countryCode: 'US',
      stateOrProvinceCode: 'TX',
    });
    expect(body.requestedShipment.shipper.address).not.toHaveProperty('stateOrProvinceCode');
    expect(body.requestedShipment.pickupType).toBe('USE_SCHEDULED_PICKUP');
  });

  it('refuses a shipment without parcels as rejected', () => {
    expect(() => buildFedexRateRequest({ ...mtyToCdmx, parcels: [] }, settings)).toThrow(
      expect.objectContaining({ kind: 'rejected' }),
    );
  });
});

describe('parseFedexRateReply', () => {
  it('reads each service’s account net charge in exact centavos, with its transit days', () => {
    expect(parseFedexRateReply(domesticReply, '2025-03-14')).toEqual([
      // LIST comes first in the reply; the account's own rate is what counts.
      {
        service_code: 'STANDARD_OVERNIGHT',
        amount_cents: 100_515,
        currency: 'MXN',
        transit_days: 1,
      },
      // No transit code: business days from Friday the 14th to Tuesday the 18th.
      {
        service_code: 'FEDEX_EXPRESS_SAVER',
        amount_cents: 58_035,
        currency: 'MXN',
        transit_days: 2,
      },
      // Currency only in shipmentRateDetail; no commitment at all.
      {
        service_code: 'FIRST_OVERNIGHT',
        amount_cents: 24_910,
        currency: 'MXN',
        transit_days: null,
      },
      // PRIORITY_OVERNIGHT came without a rate and is left out.
    ]);
  });

  it('prefers the preferred-currency rate and reads FedEx’s transit codes in commit', () => {
    expect(parseFedexRateReply(preferredCurrencyReply, '2025-03-14')).toEqual([
      {
        service_code: 'FEDEX_INTERNATIONAL_PRIORITY',
        amount_cents: 125_381,
        currency: 'MXN',
        transit_days: 2,
      },
      {
        service_code: 'INTERNATIONAL_ECONOMY',
        amount_cents: 5_107,
        currency: 'USD',
        transit_days: 5,
      },
    ]);
  });

  it('keeps the cheaper quote when FedEx lists a service twice', () => {
    const [first] = domesticReply.output.rateReplyDetails;
    const cheaper = structuredClone(first!);
    cheaper.ratedShipmentDetails[1]!.totalNetCharge = 999.99;
    const reply = { output: { rateReplyDetails: [first, cheaper] } };
    expect(parseFedexRateReply(reply, '2025-03-14')).toEqual([
      expect.objectContaining({ service_code: 'STANDARD_OVERNIGHT', amount_cents: 99_999 }),
    ]);
  });

  it.each([null, 'maintenance', {}, { output: {} }, { output: { rateReplyDetails: 'x' } }])(
    'treats %j as an unreadable reply (unavailable)',
    (body) => {
      expect(() => parseFedexRateReply(body, '2025-03-14')).toThrow(
        expect.objectContaining({ kind: 'unavailable' }),
      );
    },
  );
});

describe('amounts and currencies', () => {
  it.each([
    [1005.15, 100_515],
    [580.35, 58_035],
    [0.29, 29],
    [249.1, 24_910],
    ['1234.50', 123_450],
    [1.005, 101],
    [0, 0],
  ])('%j → %i centavos', (amount, cents) => {
    expect(amountToCentavos(amount)).toBe(cents);
  });

  it.each([-1, Number.NaN, 'abc', null, undefined, {}])('%j is not an amount', (amount) => {
    expect(amountToCentavos(amount)).toBeNull();
  });

  it('translates FedEx’s currency codes to ISO 4217', () => {
    expect(['NMP', 'UKL', 'USD', 'JYE', 'EUR'].map(fedexCurrencyToIso)).toEqual([
      'MXN',
      'GBP',
      'USD',
      'JPY',
      'EUR',
    ]);
  });
});

describe('fedexErrorToCarrierError', () => {
  const asError = (status: number, body: unknown) =>
    fedexErrorToCarrierError(status, typeof body === 'string' ? body : JSON.stringify(body));

  it('a validation error is "rejected" with every one of FedEx’s messages and its first code', () => {
    const error = asError(400, badRequest);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error.kind).toBe('rejected');
    expect(error.carrierCode).toBe('COUNTRY.POSTALCODE.INVALID');
    expect(error.message).toBe(
      'Postal code "0670" is not valid for country MX. / Package 1: the weight must be greater than zero, in KG or LB.',
    );
  });

  it('maps the status to the kind', () => {
    expect(asError(401, badCredentials)).toMatchObject({
      kind: 'auth',
      carrierCode: 'NOT.AUTHORIZED.ERROR',
    });
    expect(asError(403, { errors: [{ code: 'FORBIDDEN.ERROR', message: 'no' }] }).kind).toBe(
      'auth',
    );
    expect(asError(503, unavailable)).toMatchObject({
      kind: 'unavailable',
      carrierCode: 'SERVICE.UNAVAILABLE.ERROR',
    });
    expect(asError(429, {}).kind).toBe('unavailable');
    expect(asError(404, { errors: [{ code: 'NOT.FOUND.ERROR', message: 'gone' }] }).kind).toBe(
      'rejected',
    );
  });

  it('words an answer that is not FedEx JSON by its status', () => {
    const error = asError(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({ kind: 'unavailable', message: 'FedEx answered HTTP 502' });
    expect(error.carrierCode).toBeUndefined();
  });
});
