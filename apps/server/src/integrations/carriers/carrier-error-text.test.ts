import { describe, expect, it } from 'vitest';
import { CarrierError } from './carrier-connector';
import { carrierErrorDetail, carrierReason } from './carrier-error-text';
import { fedexErrorToCarrierError } from './fedex-rest/fedex-rest.mapper';

/*
 * Labels, pickups and cancellations tell a person why the carrier refused (issue 17, item 11):
 * the carrier's coded message as plain text, never what an arbitrary server answered.
 */
describe('carrierReason', () => {
  it("keeps a carrier's coded message, as plain text", () => {
    const err = fedexErrorToCarrierError(
      400,
      JSON.stringify({
        errors: [{ code: 'PICKUP.ALREADY.CANCELLED', message: 'La recolección ya está cancelada' }],
      }),
    );
    expect(carrierReason(err)).toBe('La recolección ya está cancelada');
  });

  it('drops a message without a provider code, markup and non-JSON bodies', () => {
    const uncoded = fedexErrorToCarrierError(
      400,
      JSON.stringify({ errors: [{ message: 'SECRET postgres://app:pw@10.0.0.5/db' }] }),
    );
    expect(carrierReason(uncoded)).toBe('the carrier refused this shipment');
    const markup = fedexErrorToCarrierError(
      400,
      JSON.stringify({ errors: [{ code: 'SHIP.INVALID.INPUT', message: '<b>SECRET</b>' }] }),
    );
    expect(carrierReason(markup)).toBe('the carrier refused this shipment');
    const html = fedexErrorToCarrierError(500, '<html>SECRET root:x:0:0</html>');
    expect(carrierReason(html)).toBe('the carrier is unavailable (the carrier answered 500)');
    expect(carrierReason(new TypeError('SECRET socket'))).toBe('the carrier could not be asked');
  });

  it('says a configuration problem in our own words, and a timeout as one', () => {
    const config = new CarrierError('config', 'Missing FedEx settings: client_secret');
    expect(carrierReason(config)).toBe(carrierErrorDetail(config));
    expect(carrierReason(config)).toMatch(/client_secret/);
    expect(carrierReason(new CarrierError('timeout', 'x'))).toBe(
      'the carrier did not answer in time',
    );
  });
});
