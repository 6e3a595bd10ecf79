import { describe, expect, it } from 'vitest';
import multiEventReply from './fixtures/track-reply.multi-event.json';
import notFoundReply from './fixtures/track-reply.not-found.json';
import twoNumbersRequest from './fixtures/track-request.two-numbers.json';
import {
  buildFedexTrackRequests,
  fedexTrackingStatus,
  parseFedexTrackReply,
} from './fedex-rest.track-mapper';

describe('buildFedexTrackRequests', () => {
  it('builds the recorded POST /track/v1/trackingnumbers body, without repeats', () => {
    expect(buildFedexTrackRequests([' 794953535000', '123456789012', '794953535000', ''])).toEqual([
      twoNumbersRequest,
    ]);
  });

  it('asks at most 30 numbers per call', () => {
    const numbers = Array.from({ length: 61 }, (_, i) => String(794900000000 + i));
    const batches = buildFedexTrackRequests(numbers);
    expect(batches.map((b) => b.trackingInfo.length)).toEqual([30, 30, 1]);
    expect(
      batches.flatMap((b) => b.trackingInfo.map((t) => t.trackingNumberInfo.trackingNumber)),
    ).toEqual(numbers);
  });
});

describe('parseFedexTrackReply', () => {
  it('reads every scan oldest first, with the product’s status, code and place', () => {
    const [result] = parseFedexTrackReply(multiEventReply, ['794953535000']);
    expect(result!.tracking_number).toBe('794953535000');
    expect(result!.status).toBe('delivered');
    expect(result!.events.map((e) => [e.code, e.status])).toEqual([
      ['OC', 'created'],
      ['PU', 'picked_up'],
      ['AR', 'in_transit'],
      ['DP', 'in_transit'],
      ['AR', 'in_transit'],
      ['OD', 'out_for_delivery'],
      ['DE', 'exception'],
      ['OD', 'out_for_delivery'],
      ['DL', 'delivered'],
    ]);
    expect(result!.events[0]).toEqual({
      status: 'created',
      code: 'OC',
      description: 'Shipment information sent to FedEx',
      occurred_at: new Date('2025-03-14T18:05:00Z'),
      city: 'MONTERREY',
      state: 'NL',
      country_code: 'MX',
    });
    expect(result!.events[6]).toMatchObject({
      description: 'Delivery exception: Customer not available or business closed',
      city: 'MEXICO CITY',
    });
  });

  it('answers an unknown number with no status and no events', () => {
    expect(parseFedexTrackReply(notFoundReply, ['123456789012'])).toEqual([
      { tracking_number: '123456789012', status: null, events: [] },
    ]);
  });

  it('answers every number asked, in the order asked, even those FedEx left out', () => {
    const both = {
      output: {
        completeTrackResults: [
          ...notFoundReply.output.completeTrackResults,
          ...multiEventReply.output.completeTrackResults,
        ],
      },
    };
    const results = parseFedexTrackReply(both, ['794953535000', '123456789012', '794900000001']);
    expect(results.map((r) => [r.tracking_number, r.status, r.events.length])).toEqual([
      ['794953535000', 'delivered', 9],
      ['123456789012', null, 0],
      ['794900000001', null, 0],
    ]);
  });

  it('a cancelled shipment is an exception with FedEx’s description', () => {
    const reply = {
      output: {
        completeTrackResults: [
          {
            trackingNumber: '794953535000',
            trackResults: [
              {
                latestStatusDetail: { code: 'CA', derivedCode: 'CA' },
                scanEvents: [
                  {
                    date: '2025-03-14T13:00:00-06:00',
                    eventType: 'CA',
                    eventDescription: 'Shipment cancelled by sender',
                    derivedStatusCode: 'CA',
                    scanLocation: { city: 'MONTERREY', countryCode: 'mx' },
                  },
                  { date: '2025-03-14T12:05:00-06:00', eventType: 'OC', scanLocation: {} },
                  { date: 'not a date', eventType: 'PU' },
                ],
              },
            ],
          },
        ],
      },
    };
    const [result] = parseFedexTrackReply(reply, ['794953535000']);
    expect(result!.status).toBe('exception');
    expect(result!.events).toEqual([
      expect.objectContaining({ code: 'OC', status: 'created', description: 'OC', city: null }),
      expect.objectContaining({
        code: 'CA',
        status: 'exception',
        description: 'Shipment cancelled by sender',
        country_code: 'MX',
      }),
    ]);
  });

  it.each([null, 'maintenance', {}, { output: {} }])(
    'treats %j as an unreadable reply (unavailable)',
    (body) => {
      expect(() => parseFedexTrackReply(body, ['1'])).toThrow(
        expect.objectContaining({ kind: 'unavailable' }),
      );
    },
  );
});

describe('fedexTrackingStatus', () => {
  it.each([
    [['OC', 'OX', 'EP', 'MD', 'IN'], 'created'],
    [['PU', 'PX', 'OF', 'AP'], 'picked_up'],
    [['IT', 'AR', 'DP', 'IX', 'AF', 'FD', 'Ow', 'CC'], 'in_transit'],
    [['OD', 'AD', 'ED'], 'out_for_delivery'],
    [['DL'], 'delivered'],
    [['DE', 'SE', 'CD', 'HA', 'DY', 'DD', 'HL', 'CA'], 'exception'],
    [['RS', 'RD'], 'returned'],
  ])('%j → %s', (codes, status) => {
    expect(codes.map(fedexTrackingStatus)).toEqual(codes.map(() => status));
  });

  it('knows nothing of codes that are not FedEx’s', () => {
    expect(fedexTrackingStatus('ZZ')).toBeNull();
    expect(fedexTrackingStatus(undefined)).toBeNull();
  });
});
