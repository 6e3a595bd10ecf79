import { describe, expect, it } from 'vitest';
import { pickupMty } from './fixtures/canonical';
import pickupReply from './fixtures/pickup-reply.json';
import pickupRequest from './fixtures/pickup-request.mty.json';
import {
  buildFedexPickupCancelRequest,
  buildFedexPickupRequest,
  parseFedexPickupCancelReply,
  parseFedexPickupReply,
} from './fedex-rest.pickup-mapper';

const settings = { accountNumber: '510087020' };
// Friday 14 March 2025, 12:00 in Monterrey.
const now = new Date('2025-03-14T18:00:00Z');

describe('buildFedexPickupRequest', () => {
  it('builds the recorded POST /pickup/v1/pickups body from the canonical request', () => {
    expect(buildFedexPickupRequest(pickupMty(), settings, { now })).toEqual(pickupRequest);
  });

  it('sends the window in the pickup place’s wall clock, as FedEx reads it', () => {
    const body = buildFedexPickupRequest(
      pickupMty({ date: '2025-03-14', from: '15:00', to: '18:30:00' }),
      settings,
      { now },
    );
    expect(body.originDetail).toMatchObject({
      readyDateTimestamp: '2025-03-14T15:00:00Z',
      customerCloseTime: '18:30:00',
      pickupDateType: 'SAME_DAY',
    });
  });

  it('tells today from a later day in the request’s time zone, not UTC', () => {
    // 19:30 on the 14th in Monterrey is already the 15th in UTC.
    const evening = new Date('2025-03-15T01:30:00Z');
    const day = (date: string, timeZone = 'America/Monterrey') =>
      buildFedexPickupRequest(pickupMty({ date, time_zone: timeZone }), settings, { now: evening })
        .originDetail.pickupDateType;
    expect(day('2025-03-14')).toBe('SAME_DAY');
    expect(day('2025-03-15')).toBe('FUTURE_DAY');
    expect(day('2025-03-15', 'UTC')).toBe('SAME_DAY');
  });

  it('says INTERNATIONAL when the parcels leave the country', () => {
    const body = buildFedexPickupRequest(pickupMty(), settings, {
      now,
      destinationCountryCode: 'US',
    });
    expect(body.countryRelationships).toBe('INTERNATIONAL');
  });

  it.each([
    ['a window that ends before it starts', { from: '12:00', to: '09:00' }],
    ['a time that is not one', { from: '9 am' }],
    ['a date that is not one', { date: '17/03/2025' }],
    ['a day already gone', { date: '2025-03-13' }],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }],
    ['no parcels', { parcels: [] }],
  ])('refuses %s as rejected', (_case, over) => {
    expect(() => buildFedexPickupRequest(pickupMty(over), settings, { now })).toThrow(
      expect.objectContaining({ kind: 'rejected' }),
    );
  });
});

describe('parseFedexPickupReply', () => {
  it('reads the confirmation code and the station', () => {
    expect(parseFedexPickupReply(pickupReply)).toEqual({
      reference_number: '1023',
      location: 'MTYA',
    });
    expect(parseFedexPickupReply({ output: { pickupConfirmationCode: '7' } })).toEqual({
      reference_number: '7',
      location: null,
    });
  });

  it.each([null, {}, { output: { location: 'MTYA' } }])(
    'a reply without a confirmation (%j) is "unavailable"',
    (body) => {
      expect(() => parseFedexPickupReply(body)).toThrow(
        expect.objectContaining({ kind: 'unavailable' }),
      );
    },
  );
});

describe('buildFedexPickupCancelRequest', () => {
  it('names the pickup by its confirmation code, booked day and station', () => {
    expect(
      buildFedexPickupCancelRequest(
        { reference_number: ' MTY1001 ', location: 'MTYA', date: '2025-03-17' },
        settings,
      ),
    ).toEqual({
      associatedAccountNumber: { value: '510087020' },
      pickupConfirmationCode: 'MTY1001',
      carrierCode: 'FDXE',
      scheduledDate: '2025-03-17',
      location: 'MTYA',
    });
  });

  it('refuses a pickup without a code, and reads a reply without one as unavailable', () => {
    expect(() =>
      buildFedexPickupCancelRequest(
        { reference_number: '', location: null, date: '2025-03-17' },
        settings,
      ),
    ).toThrow(expect.objectContaining({ kind: 'rejected' }));
    expect(() => parseFedexPickupCancelReply({ output: {} })).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
    expect(() =>
      parseFedexPickupCancelReply({ output: { pickupConfirmationCode: 'MTY1001' } }),
    ).not.toThrow();
  });
});
