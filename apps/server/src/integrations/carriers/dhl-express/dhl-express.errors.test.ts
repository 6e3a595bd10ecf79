import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-connector';
import { carrierErrorDetail } from '../carrier-error-text';
import { dhlErrorToCarrierError } from './dhl-express.errors';

/** DHL's problem details (MyDHL's published 422 example and its numbered details) as CarrierErrors. */

describe('errors', () => {
  it("a problem detail (published 422 example) is rejected with DHL's words", () => {
    const error = dhlErrorToCarrierError(
      422,
      JSON.stringify({
        instance: '/expressapi/rates',
        detail: 'Multiple problems found, see Additional Details',
        title: 'Validation error',
        message: 'Bad request',
        status: '422',
        additionalDetails: ['#/location: expected maxLength: 80, actual: 85'],
      }),
    );
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({
      kind: 'rejected',
      message:
        'Multiple problems found, see Additional Details / #/location: expected maxLength: 80, actual: 85',
      carrierCode: 'DHL.422',
    });
  });

  it('keeps the numeric DHL code of a detail, and maps statuses to kinds', () => {
    const problem = (status: number, detail: string) =>
      dhlErrorToCarrierError(status, JSON.stringify({ status, title: 'x', detail }));
    expect(problem(400, '8003: Account not allowed for this product')).toMatchObject({
      kind: 'rejected',
      carrierCode: 'DHL.8003',
      message: '8003: Account not allowed for this product',
    });
    expect(problem(400, 'Invalid postal code provided')).toMatchObject({
      kind: 'rejected',
      carrierCode: 'DHL.400',
    });
    expect(problem(401, 'Invalid Credentials')).toMatchObject({ kind: 'auth' });
    expect(problem(500, '999: Process failure occurred')).toMatchObject({
      kind: 'unavailable',
      carrierCode: 'DHL.999',
    });
    expect(problem(429, 'Too many requests')).toMatchObject({ kind: 'unavailable' });
  });

  it("lets staff read DHL's coded words, never an uncoded page", () => {
    const coded = dhlErrorToCarrierError(
      400,
      JSON.stringify({
        status: '400',
        title: 'Bad request',
        detail: '410301: The destination postal code 0670 is not valid',
      }),
    );
    expect(carrierErrorDetail(coded)).toBe(
      'the carrier refused this shipment: 410301: The destination postal code 0670 is not valid (DHL.410301)',
    );
    expect(carrierErrorDetail(dhlErrorToCarrierError(503, '<h1>down</h1>'))).toBe(
      'the carrier is unavailable (the carrier answered 503)',
    );
  });

  it('keeps no remote text from a body that is not a problem detail', () => {
    expect(dhlErrorToCarrierError(502, '<html>Bad gateway</html>')).toMatchObject({
      kind: 'unavailable',
      message: 'DHL answered HTTP 502',
      carrierCode: undefined,
    });
  });
});
