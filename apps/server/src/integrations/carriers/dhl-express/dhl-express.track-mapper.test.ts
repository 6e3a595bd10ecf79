import { describe, expect, it } from 'vitest';
import { buildDhlTrackQuery, parseDhlTrackReply } from './dhl-express.track-mapper';

/** GET /tracking's query and reply (checkpoints as in MyDHL's published tracking example). */

describe('tracking', () => {
  it('asks every number and all checkpoints', () => {
    expect(buildDhlTrackQuery(['1', '2'])).toEqual([
      ['shipmentTrackingNumber', '1'],
      ['shipmentTrackingNumber', '2'],
      ['trackingView', 'all-checkpoints'],
      ['levelOfDetail', 'shipment'],
    ]);
  });

  it('reads checkpoints oldest first with their statuses; unknown numbers are null', () => {
    const reply = {
      shipments: [
        {
          shipmentTrackingNumber: 9356579890,
          status: 'Success',
          events: [
            {
              date: '2023-08-10',
              time: '09:02:11',
              GMTOffset: '+01:00',
              typeCode: 'OK',
              description: 'Delivered',
              serviceArea: [{ code: 'PRG', description: 'Prague-CZ' }],
              signedBy: 'NOVAK',
            },
            {
              date: '2023-08-09',
              time: '13:56:21',
              GMTOffset: '+02:00',
              typeCode: 'PU',
              description: 'Shipment picked up',
              serviceArea: [{ code: 'MTY', description: 'MONTERREY - MEXICO' }],
            },
          ],
        },
      ],
    };
    const [known, unknown] = parseDhlTrackReply(reply, ['9356579890', '1111111111']);
    expect(known).toEqual({
      tracking_number: '9356579890',
      status: 'delivered',
      events: [
        {
          status: 'picked_up',
          code: 'PU',
          description: 'Shipment picked up',
          occurred_at: new Date('2023-08-09T11:56:21Z'),
          city: 'MONTERREY',
          state: null,
          country_code: null,
        },
        {
          status: 'delivered',
          code: 'OK',
          description: 'Delivered',
          occurred_at: new Date('2023-08-10T08:02:11Z'),
          city: 'Prague-CZ',
          state: null,
          country_code: null,
        },
      ],
    });
    expect(unknown).toEqual({ tracking_number: '1111111111', status: null, events: [] });
  });
});
